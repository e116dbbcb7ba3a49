#pragma once

#include <QtGlobal>

#include <cstring>

namespace cloudly {
namespace core {
namespace json {
// The word load and multiply/xor-shift step behind hashBytes() and the ingest's key hash: one home so the
// two hashes cannot drift apart.
inline quint64 load64(const char* p)
{
    quint64 v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

inline quint64 mix(quint64 h, quint64 v)
{
    h = (h ^ v) * 0x9e3779b97f4a7c15ULL;
    return h ^ (h >> 29);
}
} // namespace json
} // namespace core
} // namespace cloudly
