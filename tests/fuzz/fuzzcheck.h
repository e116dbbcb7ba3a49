#pragma once

// Shared by the libFuzzer targets: an invariant check that aborts (libFuzzer then saves the input as a crash
// artifact) and the JSON entry point every JSON-taking target uses.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition, what)                                                                          \
    do {                                                                                                     \
        if (!(condition)) {                                                                                  \
            std::fprintf(stderr, "FUZZ INVARIANT VIOLATED at %s:%d: %s\n", __FILE__, __LINE__, what);        \
            std::abort();                                                                                    \
        }                                                                                                    \
    } while (false)

namespace cloudly {
namespace fuzz {

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    // QByteArray copies; the fuzzer's buffer is only valid during the call.
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

// The fuzz input as a JSON document; std::nullopt-like empty document when it does not parse.
inline QJsonDocument jsonDocument(const uint8_t* data, size_t size)
{
    return QJsonDocument::fromJson(bytes(data, size));
}

// Compact serialization, for invariant messages and comparisons of whole values.
// `object` (JSON text starting with `{`) with a member of 1 MiB of padding first, so the readers take
// their path for big replies; null for text that does not start with `{`.
inline QByteArray paddedOverOneMiB(const QByteArray& object)
{
    if (!object.startsWith('{'))
        return {};
    const QByteArray rest = object.mid(1).trimmed();
    return "{\"pad\":\"" + QByteArray(1024 * 1024, 'x') + "\"" + (rest.startsWith('}') ? "" : ",") + rest;
}

inline QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace fuzz
} // namespace cloudly
