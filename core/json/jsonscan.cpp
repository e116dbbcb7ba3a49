#include "core/json/jsonscan_p.h"

#include <cstddef>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cloudly {
namespace core {
namespace json {
namespace {

// The first `"` or `\` in [p, limit), or nullptr. 16 bytes at a time while they are all before `limit`.
inline const char* nextQuoteOrBackslash(const char* p, const char* limit)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    for (; limit - p >= 16; p += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const auto mask = static_cast<unsigned>(
            _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash))));
        if (mask != 0)
            return p + __builtin_ctz(mask);
    }
#endif
    for (; p < limit; ++p) {
        if (*p == '"' || *p == '\\')
            return p;
    }
    return nullptr;
}

// One past the closing quote of the string whose opening quote is at `p`.
inline const char* stringEnd(const char* p, const char* limit)
{
    for (++p;;) {
        p = nextQuoteOrBackslash(p, limit);
        if (p == nullptr)
            return nullptr;
        if (*p == '"')
            return p + 1;
        p += 2; // an escape: the backslash and the character it escapes
        if (p >= limit)
            return nullptr;
    }
}

} // namespace

const char* skipSpace(const char* p, const char* limit)
{
    while (p < limit && isSpace(*p))
        ++p;
    return p;
}

const char* valueEnd(const char* p, const char* limit)
{
    if (p >= limit)
        return nullptr;
    if (*p == '"')
        return stringEnd(p, limit);
    if (*p != '{' && *p != '[') {
        while (p < limit && *p != ',' && *p != '}' && *p != ']' && !isSpace(*p))
            ++p;
        return p;
    }
    size_t depth = 0;
    while (p < limit) {
        switch (*p) {
        case '"':
            p = stringEnd(p, limit);
            if (p == nullptr)
                return nullptr;
            continue;
        case '{':
        case '[':
            ++depth;
            break;
        case '}':
        case ']':
            if (--depth == 0)
                return p + 1;
            break;
        default:
            break;
        }
        ++p;
    }
    return nullptr;
}

bool scanKey(const char*& p, const char* limit, std::string_view& key)
{
    if (p == limit || *p != '"')
        return false;
    const char* begin = p + 1;
    const char* end = begin;
    while (end < limit && *end != '"') {
        if (*end == '\\' || static_cast<unsigned char>(*end) < 0x20)
            return false; // QJsonDocument and simdjson read such keys: the indexed path does
        ++end;
    }
    if (end == limit)
        return false;
    const char* q = skipSpace(end + 1, limit);
    if (q == limit || *q != ':')
        return false;
    key = std::string_view(begin, size_t(end - begin));
    p = skipSpace(q + 1, limit);
    return true;
}

bool scanObject(std::string_view text, std::vector<ScannedMember>& members)
{
    members.clear();
    const char* limit = text.data() + text.size();
    const char* p = skipSpace(text.data(), limit);
    if (p == limit || *p != '{')
        return false;
    p = skipSpace(p + 1, limit);
    if (p < limit && *p == '}')
        return skipSpace(p + 1, limit) == limit;
    for (;;) {
        std::string_view key;
        if (!scanKey(p, limit, key))
            return false;
        const char* end = valueEnd(p, limit);
        if (end == nullptr || end == p)
            return false;
        members.push_back({key, std::string_view(p, size_t(end - p))});
        p = skipSpace(end, limit);
        if (p == limit)
            return false;
        if (*p == '}')
            return skipSpace(p + 1, limit) == limit;
        if (*p != ',')
            return false;
        p = skipSpace(p + 1, limit);
    }
}

} // namespace json
} // namespace core
} // namespace cloudly
