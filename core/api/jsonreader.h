#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cloudly {
namespace core {
// One problem found while decoding server JSON, with the JSON path it was found at
// (for example `$.services[3].data.ports.web`).
struct DecodeError
{
    QString path;
    QString message;
    QString toString() const { return path + QStringLiteral(": ") + message; }
};

using DecodeErrors = QList<DecodeError>;

QString joinDecodeErrors(const DecodeErrors& errors, int max = 5);
QString jsonTypeName(const QJsonValue& value);

// Lenient, lossless-friendly reader over one JSON object. Missing optional keys are fine; a key of the
// wrong type or a missing required key records a DecodeError naming the path and never crashes.
// Decoders keep the original object (`raw`) next to the typed fields so nothing the server sent is lost.
class JsonReader
{
public:
    JsonReader(const QJsonObject& object, QString path, DecodeErrors* errors);

    const QJsonObject& object() const { return m_object; }
    const QString& path() const { return m_path; }
    QString childPath(QStringView key) const;
    bool has(QStringView key) const { return m_object.contains(key); }
    int errorCount() const { return static_cast<int>(m_errors->size()); }
    DecodeErrors* errors() const { return m_errors; }

    QString requiredString(QStringView key);
    std::optional<QString> optionalString(QStringView key);
    qint64 requiredInteger(QStringView key);
    std::optional<qint64> optionalInteger(QStringView key);
    double requiredNumber(QStringView key);
    std::optional<double> optionalNumber(QStringView key);
    bool requiredBool(QStringView key);
    std::optional<bool> optionalBool(QStringView key);
    QJsonObject requiredObject(QStringView key);
    std::optional<QJsonObject> optionalObject(QStringView key);
    QJsonArray requiredArray(QStringView key);
    std::optional<QJsonArray> optionalArray(QStringView key);
    QStringList stringList(QStringView key, bool required);
    // A `{ [key]: string }` map.
    std::optional<QJsonObject> optionalStringMap(QStringView key);
    // A string that must be one of `allowed`. Unknown values are errors (the caller decides whether the
    // field is required); used for literal unions in contracts.
    QString requiredEnum(QStringView key, const QStringList& allowed);
    std::optional<QString> optionalEnum(QStringView key, const QStringList& allowed);

    void fail(QStringView key, const QString& message);

    // Decodes every element of an array of objects with `decode`, which receives a reader for the element.
    template <typename T>
    QList<T> objectList(QStringView key, bool required,
                        const std::function<std::optional<T>(JsonReader&)>& decode)
    {
        QList<T> out;
        const std::optional<QJsonArray> array =
            required ? std::optional(requiredArray(key)) : optionalArray(key);
        if (!array)
            return out;
        const QString base = childPath(key);
        for (qsizetype i = 0; i < array->size(); ++i) {
            const QString itemPath = base + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
            const QJsonValue item = array->at(i);
            if (!item.isObject()) {
                m_errors->append(
                    {itemPath, QStringLiteral("expected an object, got %1").arg(jsonTypeName(item))});
                continue;
            }
            JsonReader child(item.toObject(), itemPath, m_errors);
            if (std::optional<T> decoded = decode(child))
                out.append(std::move(*decoded));
        }
        return out;
    }

private:
    const QJsonValue* valueOf(QStringView key, bool required, const char* expected);

    QJsonObject m_object;
    QString m_path;
    DecodeErrors* m_errors;
    QJsonValue m_scratch;
};

} // namespace core
} // namespace cloudly