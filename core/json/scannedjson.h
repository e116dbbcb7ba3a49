#pragma once

#include "core/json/jsonslice.h"

#include <memory>

namespace cloudly {
namespace core {
struct JsonIndex; // json/jsonindex_p.h: simdjson's index of a frame (private: simdjson stays out of headers)

// A JSON value kept as the bytes it arrived in, together with what reading those bytes once found out:
// their hash (an unchanged reply is recognised by it without decoding) and simdjson's structural index of
// the frame the value is a member of (a decoder walks that index instead of indexing the bytes again: one
// simdjson pass per frame). Made by Envelope::scan(); handed to callers in CallResult::raw.
struct ScannedJson
{
    JsonSlice bytes;  // the value (an object): a slice of the frame
    quint64 hash = 0; // json::hashBytes(bytes.view()), the length included
    // The frame's index, `bytes` being a member of its root object; null when there is none (decoders then
    // index `bytes` themselves). Shared: it lives as long as someone holds this value.
    std::shared_ptr<JsonIndex> index;

    bool isNull() const { return bytes.isNull(); }
};

} // namespace core
} // namespace cloudly
