#include "core/json/jsonbytes.h"

#include "core/json/hashmix_p.h"
#include "core/json/jsonindex_p.h"

#include <cstring>

namespace cloudly {
namespace core {
namespace json {

JsonSlice padded(const JsonSlice& slice)
{
    if (!slice.source.isNull() && slice.offset + slice.length + kPadding <= slice.source.capacity())
        return slice;
    QByteArray copy;
    copy.reserve(slice.length + kPadding);
    copy.append(slice.view());
    return {copy, 0, slice.length};
}

// Four independent multiply/xor-shift lanes over 8-byte words (several GB/s; qHashBits' SipHash/Murmur
// path is several times slower and this runs over every byte of a 40 MB reply), the tail by one
// overlapping read.
quint64 hashBytes(QByteArrayView bytes)
{
    const char* p = bytes.data();
    auto n = static_cast<size_t>(bytes.size());
    quint64 a = 0x243f6a8885a308d3ULL ^ n, b = 0x13198a2e03707344ULL, c = 0xa4093822299f31d0ULL,
            d = 0x082efa98ec4e6c89ULL;
    for (; n >= 32; n -= 32, p += 32) {
        a = mix(a, load64(p));
        b = mix(b, load64(p + 8));
        c = mix(c, load64(p + 16));
        d = mix(d, load64(p + 24));
    }
    for (; n >= 8; n -= 8, p += 8)
        a = mix(a, load64(p));
    if (n > 0) {
        quint64 tail = 0;
        std::memcpy(&tail, p, n);
        b = mix(b, tail);
    }
    return mix(mix(mix(a, b), c), d);
}

void releaseIndex(const ScannedJson& scanned)
{
    if (scanned.index)
        scanned.index->release();
}

bool holdsIndex(const ScannedJson& scanned)
{
    return scanned.index && !scanned.index->source.isNull();
}

} // namespace json
} // namespace core
} // namespace cloudly
