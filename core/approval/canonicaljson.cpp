#include "core/approval/canonicaljson.h"

#include <QJsonDocument>

namespace cloudly {
namespace core {
namespace approval {

QByteArray canonicalJson(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::optional<QJsonObject> parseCanonicalJson(const QByteArray& text)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject object = doc.object();
    if (canonicalJson(object) != text)
        return std::nullopt;
    return object;
}

} // namespace approval
} // namespace core
} // namespace cloudly
