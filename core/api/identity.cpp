#include "core/api/identity.h"

namespace cloudly {
namespace core {
std::optional<Identity> Identity::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    if (!value.isObject()) {
        errors.append({path, QStringLiteral("expected an identity object, got %1").arg(jsonTypeName(value))});
        return std::nullopt;
    }
    const qsizetype before = errors.size();
    JsonReader r(value.toObject(), path, &errors);
    Identity id;
    id.name = r.requiredString(u"name");
    id.userId = r.requiredString(u"userId");
    // Unknown types/roles are kept as strings (a newer server may add one) but never grant anything:
    // only role == "admin" enables admin features.
    id.type = r.requiredString(u"type");
    id.role = r.requiredString(u"role");
    id.expiresAt = r.requiredInteger(u"expiresAt");
    id.jwt = r.requiredString(u"jwt");
    id.raw = r.object();
    if (errors.size() != before)
        return std::nullopt;
    return id;
}

QJsonObject Identity::redactedJson() const
{
    QJsonObject o = raw;
    o.remove(QStringLiteral("jwt"));
    return o;
}

bool Identity::isExpired(const QDateTime& now) const
{
    return expiresAt > 0 && now.toMSecsSinceEpoch() >= expiresAt;
}

QString Identity::describe() const
{
    return QStringLiteral("%1 (%2, %3)").arg(name, type, role);
}

} // namespace core
} // namespace cloudly