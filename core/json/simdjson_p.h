#pragma once

// simdjson helpers shared by the byte-level readers (core/ingest, core/net/envelope.cpp,
// core/api/service.cpp). Private to cloudly_core: simdjson is a PRIVATE dependency and must not appear in
// public headers.
#include "core/json/jsonbytes.h"

#include <simdjson.h>

#include <string_view>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <utility>

namespace cloudly {
namespace core {
namespace json {
namespace od = simdjson::ondemand;

static_assert(kPadding >= static_cast<qsizetype>(simdjson::SIMDJSON_PADDING));

// Moves the iterator past a string value that was looked at with raw_json_token() (false: not a string).
// Every value must be consumed like this before the iteration goes on: On-Demand skips a value nobody read
// with json_iterator::skip_child(), which validates nothing (it only counts brackets) and takes a string
// followed by ':' for an object key, so `{"a":"b":1}` or `["x":[` would be skipped as if they were JSON.
inline bool consumeString(od::value& value)
{
    od::raw_json_string string;
    return !value.get_raw_json_string().get(string);
}

// The text of a JSON string value when it needs no unescaping: no backslash and no control character
// (QJsonDocument rejects raw control characters; anything unusual goes to the QJsonDocument decoders, so
// the fast path never judges differently from them). Consumes the value when it returns true (false:
// nothing was consumed, the caller hands the value's container to a QJsonDocument decoder).
inline bool plainString(od::value& value, std::string_view& out)
{
    const std::string_view token = value.raw_json_token();
    if (token.empty() || token.front() != '"')
        return false;
    const char* begin = token.data() + 1;
    const char* end = token.data() + token.size();
#if defined(__SSE2__)
    // 16 bytes at a time (SSE2 is x86-64's baseline). Reading up to 15 bytes past `end` is safe: every
    // input is padded (kPadding bytes after the JSON), and a hit at or past `end` is not taken.
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i control = _mm_set1_epi8(0x1f);
    for (const char* p = begin; p < end; p += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i special =
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                         _mm_cmpeq_epi8(_mm_min_epu8(v, control), v)); // unsigned byte < 0x20
        const auto mask = static_cast<unsigned>(_mm_movemask_epi8(special));
        if (mask == 0)
            continue;
        const char* hit = p + __builtin_ctz(mask);
        if (hit >= end || *hit != '"')
            return false;
        out = std::string_view(begin, size_t(hit - begin));
        return consumeString(value);
    }
    return false;
#else
    for (const char* p = begin; p < end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"') {
            out = std::string_view(begin, size_t(p - begin));
            return consumeString(value);
        }
        if (c == '\\' || c < 0x20)
            return false;
    }
    return false;
#endif
}

// Whether a number token that simdjson read as 0 has a non-zero digit in its mantissa (then the number was
// too small for a double). Rare: kept out of line.
[[gnu::cold, gnu::noinline]] inline bool underflowedToZero(std::string_view token)
{
    for (const char c : token) {
        if (c == 'e' || c == 'E')
            break;
        if (c >= '1' && c <= '9')
            return true;
    }
    return false;
}

// A number as QJsonDocument reads it (false: not a number, or one QJsonDocument judges differently; the
// caller then hands the value's container to QJsonDocument). simdjson rounds a number too small for a double
// to 0; QJsonDocument rejects it ("illegal number"), e.g. 1e-400 or 2e-324.
inline bool readDouble(od::value& value, double& out)
{
    if (value.get_double().get(out))
        return false;
    return out != 0 || !underflowedToZero(value.raw_json_token()); // the token of the value just read
}

// An object key without escapes (false: it has escapes; the caller takes the QJsonDocument path).
inline bool plainKey(const od::raw_json_string& key, std::string_view& out)
{
    const char* begin = key.raw();
    const char* p = begin;
    while (*p != '"') {
        if (*p == '\\' || static_cast<unsigned char>(*p) < 0x20)
            return false;
        ++p;
    }
    out = std::string_view(begin, size_t(p - begin));
    return true;
}

// Reads the whole value so that bytes kept as a slice are known to be JSON QJsonDocument accepts
// (ondemand skips what is not read without validating it). False: not valid, or not sure.
inline bool validate(od::value value, int depth = 0)
{
    if (depth > 64)
        return false;
    od::json_type type;
    if (value.type().get(type))
        return false;
    switch (type) {
    case od::json_type::object: {
        od::object object;
        if (value.get_object().get(object))
            return false;
        for (auto member : object) {
            od::field field;
            std::string_view key;
            if (std::move(member).get(field) || !plainKey(field.key(), key) ||
                !validate(field.value(), depth + 1))
                return false;
        }
        return true;
    }
    case od::json_type::array: {
        od::array array;
        if (value.get_array().get(array))
            return false;
        for (auto element : array) {
            od::value item;
            if (element.get(item) || !validate(item, depth + 1))
                return false;
        }
        return true;
    }
    case od::json_type::string: {
        std::string_view text;
        return plainString(value, text);
    }
    case od::json_type::number: {
        double number = 0;
        return readDouble(value, number);
    }
    case od::json_type::boolean: {
        bool flag = false;
        return !value.get_bool().get(flag);
    }
    case od::json_type::null: {
        bool isNull = false;
        return !value.is_null().get(isNull) && isNull;
    }
    }
    return false;
}

inline const char* typeName(od::json_type type)
{
    switch (type) {
    case od::json_type::object:
        return "object";
    case od::json_type::array:
        return "array";
    case od::json_type::string:
        return "string";
    case od::json_type::number:
        return "number";
    case od::json_type::boolean:
        return "boolean";
    case od::json_type::null:
        return "null";
    }
    return "undefined";
}

} // namespace json
} // namespace core
} // namespace cloudly
