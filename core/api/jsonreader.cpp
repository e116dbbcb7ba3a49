#include "core/api/jsonreader.h"

#include <cmath>

namespace cloudly {
namespace core {
namespace {
constexpr double kMaxSafeInteger = 9007199254740991.0; // Number.MAX_SAFE_INTEGER
}

QString jsonTypeName(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("boolean");
    case QJsonValue::Double:
        return QStringLiteral("number");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Array:
        return QStringLiteral("array");
    case QJsonValue::Object:
        return QStringLiteral("object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString joinDecodeErrors(const DecodeErrors& errors, int max)
{
    QStringList parts;
    for (qsizetype i = 0; i < errors.size() && i < max; ++i)
        parts << errors.at(i).toString();
    if (errors.size() > max)
        parts << QStringLiteral("(%1 more)").arg(errors.size() - max);
    return parts.join(QStringLiteral("; "));
}

JsonReader::JsonReader(const QJsonObject& object, QString path, DecodeErrors* errors)
    : m_object(object), m_path(std::move(path)), m_errors(errors)
{}

QString JsonReader::childPath(QStringView key) const
{
    return m_path + QLatin1Char('.') + key.toString();
}

void JsonReader::fail(QStringView key, const QString& message)
{
    m_errors->append({key.isEmpty() ? m_path : childPath(key), message});
}

const QJsonValue* JsonReader::valueOf(QStringView key, bool required, const char* expected)
{
    const auto it = m_object.constFind(key);
    if (it == m_object.constEnd()) {
        if (required)
            fail(key, QStringLiteral("required %1 is missing").arg(QLatin1String(expected)));
        return nullptr;
    }
    m_scratch = it.value();
    return &m_scratch;
}

QString JsonReader::requiredString(QStringView key)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required string is missing"));
        return {};
    }
    return optionalString(key).value_or(QString());
}

std::optional<QString> JsonReader::optionalString(QStringView key)
{
    const QJsonValue* v = valueOf(key, false, "string");
    if (!v)
        return std::nullopt;
    if (!v->isString()) {
        fail(key, QStringLiteral("expected a string, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->toString();
}

std::optional<double> JsonReader::optionalNumber(QStringView key)
{
    const QJsonValue* v = valueOf(key, false, "number");
    if (!v)
        return std::nullopt;
    if (!v->isDouble()) {
        fail(key, QStringLiteral("expected a number, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->toDouble();
}

double JsonReader::requiredNumber(QStringView key)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required number is missing"));
        return 0;
    }
    return optionalNumber(key).value_or(0);
}

std::optional<qint64> JsonReader::optionalInteger(QStringView key)
{
    const std::optional<double> d = optionalNumber(key);
    if (!d)
        return std::nullopt;
    if (!std::isfinite(*d) || std::floor(*d) != *d || std::fabs(*d) > kMaxSafeInteger) {
        fail(key, QStringLiteral("expected a whole number, got %1").arg(*d));
        return std::nullopt;
    }
    return static_cast<qint64>(*d);
}

qint64 JsonReader::requiredInteger(QStringView key)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required number is missing"));
        return 0;
    }
    return optionalInteger(key).value_or(0);
}

std::optional<bool> JsonReader::optionalBool(QStringView key)
{
    const QJsonValue* v = valueOf(key, false, "boolean");
    if (!v)
        return std::nullopt;
    if (!v->isBool()) {
        fail(key, QStringLiteral("expected a boolean, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->toBool();
}

bool JsonReader::requiredBool(QStringView key)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required boolean is missing"));
        return false;
    }
    return optionalBool(key).value_or(false);
}

std::optional<QJsonObject> JsonReader::optionalObject(QStringView key)
{
    const QJsonValue* v = valueOf(key, false, "object");
    if (!v)
        return std::nullopt;
    if (!v->isObject()) {
        fail(key, QStringLiteral("expected an object, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->toObject();
}

QJsonObject JsonReader::requiredObject(QStringView key)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required object is missing"));
        return {};
    }
    return optionalObject(key).value_or(QJsonObject());
}

std::optional<QJsonArray> JsonReader::optionalArray(QStringView key)
{
    const QJsonValue* v = valueOf(key, false, "array");
    if (!v)
        return std::nullopt;
    if (!v->isArray()) {
        fail(key, QStringLiteral("expected an array, got %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    return v->toArray();
}

QJsonArray JsonReader::requiredArray(QStringView key)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required array is missing"));
        return {};
    }
    return optionalArray(key).value_or(QJsonArray());
}

QStringList JsonReader::stringList(QStringView key, bool required)
{
    QStringList out;
    const std::optional<QJsonArray> array = required ? std::optional(requiredArray(key)) : optionalArray(key);
    if (!array)
        return out;
    for (qsizetype i = 0; i < array->size(); ++i) {
        const QJsonValue item = array->at(i);
        if (!item.isString()) {
            m_errors->append({childPath(key) + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'),
                              QStringLiteral("expected a string, got %1").arg(jsonTypeName(item))});
            continue;
        }
        out << item.toString();
    }
    return out;
}

std::optional<QJsonObject> JsonReader::optionalStringMap(QStringView key)
{
    std::optional<QJsonObject> map = optionalObject(key);
    if (!map)
        return std::nullopt;
    for (auto it = map->constBegin(); it != map->constEnd(); ++it) {
        if (!it.value().isString())
            m_errors->append({childPath(key) + QLatin1Char('.') + it.key(),
                              QStringLiteral("expected a string, got %1").arg(jsonTypeName(it.value()))});
    }
    return map;
}

std::optional<QString> JsonReader::optionalEnum(QStringView key, const QStringList& allowed)
{
    std::optional<QString> s = optionalString(key);
    if (s && !allowed.contains(*s)) {
        fail(key, QStringLiteral("unexpected value \"%1\" (expected one of %2)")
                      .arg(*s, allowed.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    return s;
}

QString JsonReader::requiredEnum(QStringView key, const QStringList& allowed)
{
    if (!m_object.contains(key)) {
        fail(key, QStringLiteral("required value is missing"));
        return {};
    }
    return optionalEnum(key, allowed).value_or(QString());
}

} // namespace core
} // namespace cloudly