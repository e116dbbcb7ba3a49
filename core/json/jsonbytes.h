#pragma once

#include "core/json/jsonslice.h"
#include "core/json/scannedjson.h"

#include <QByteArrayView>

namespace cloudly {
namespace core {
namespace json {
// Bytes simdjson may read past the end of its input (SIMDJSON_PADDING); kept here so headers need not
// include simdjson.
inline constexpr qsizetype kPadding = 64;

// `slice` itself when its buffer has kPadding allocated bytes after the slice (a QString::toUtf8() frame
// always has: it is allocated for the worst case), otherwise a padded copy of just the slice.
JsonSlice padded(const JsonSlice& slice);

// A fast 64-bit hash of bytes (change detection: unchanged replies and unchanged rows); the length is part
// of it. Not stable across processes or Qt versions.
quint64 hashBytes(QByteArrayView bytes);

// Frees the simdjson index `scanned` carries (JsonIndex::release()) for every holder of it: for a reply
// whose decoder does not walk it, or once it did. A later reader indexes the bytes itself.
void releaseIndex(const ScannedJson& scanned);
// Whether `scanned` still carries an index of its frame (not released).
bool holdsIndex(const ScannedJson& scanned);

} // namespace json
} // namespace core
} // namespace cloudly
