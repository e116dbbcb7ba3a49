#pragma once

// Helpers shared by the contract decoders/encoders in core/api (private to that folder).
#include "core/api/jsonreader.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace cloudly {
namespace core {
namespace contractfields {

template <typename T> void writeOptional(QJsonObject& o, QStringView key, const std::optional<T>& v)
{
    if (!v) {
        o.remove(key);
        return;
    }
    const QJsonValue typed(*v);
    // A number the server wrote more precisely than a double holds (an integer above 2^53, say) stays as
    // sent while the typed field still says the same: encoding must not rewrite what was not changed.
    if (typed.isDouble()) {
        const QJsonValue current = o.value(key);
        if (current.isDouble() && current.toDouble() == typed.toDouble())
            return;
    }
    o.insert(key, typed);
}

template <typename T> void writeOptionalObject(QJsonObject& o, QStringView key, const std::optional<T>& v)
{
    if (v)
        o.insert(key, v->toJson());
    else
        o.remove(key);
}

// Lists and maps modelled as "absent == empty": an empty one is only written if the key was there.
inline void writeList(QJsonObject& o, QStringView key, const QJsonArray& array)
{
    if (array.isEmpty() && !o.contains(key))
        return;
    o.insert(key, array);
}

inline std::optional<JsonReader> objectReader(const QJsonValue& value, const QString& path,
                                              DecodeErrors& errors)
{
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    return JsonReader(value.toObject(), path, &errors);
}

// Decodes an optional nested object with T::fromJson (a wrong type is an error).
template <typename T> std::optional<T> optionalChild(JsonReader& r, QStringView key, DecodeErrors& errors)
{
    const auto it = r.object().constFind(key);
    if (it == r.object().constEnd())
        return std::nullopt;
    return T::fromJson(it.value(), r.childPath(key), errors);
}

template <typename T> std::optional<T> requiredChild(JsonReader& r, QStringView key, DecodeErrors& errors)
{
    if (!r.has(key)) {
        r.fail(key, QStringLiteral("required object is missing"));
        return std::nullopt;
    }
    return optionalChild<T>(r, key, errors);
}

template <typename T> QList<T> childList(JsonReader& r, QStringView key, bool required, DecodeErrors& errors)
{
    return r.objectList<T>(key, required, [&errors](JsonReader& item) {
        return T::fromJson(item.object(), item.path(), errors);
    });
}

template <typename T> QJsonArray toArray(const QList<T>& list)
{
    QJsonArray a;
    for (const T& item : list)
        a.append(item.toJson());
    return a;
}

// Writes a required number, keeping the server's spelling when the value is unchanged.
inline void writeNumber(QJsonObject& o, QStringView key, double value)
{
    writeOptional(o, key, std::optional<double>(value));
}

inline void writeString(QJsonObject& o, QStringView key, const QString& value)
{
    o.insert(key, value);
}

// The decoded value when no error was added since `before` (the decoders' last line).
template <typename T> std::optional<T> finish(T&& out, const DecodeErrors& errors, qsizetype before)
{
    if (errors.size() != before)
        return std::nullopt;
    return std::move(out);
}

} // namespace contractfields
} // namespace core
} // namespace cloudly
