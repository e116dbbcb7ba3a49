#include "core/api/grantcontract.h"

#include "core/api/contractfields_p.h"

#include "core/api/user.h"

#include <QSet>

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {

// Reads `capabilities` (required string array) and reports unknown (and, if asked, duplicate) values
// at their element path.
QStringList readCapabilities(JsonReader& r, bool rejectDuplicates)
{
    const QStringList list = r.stringList(u"capabilities", true);
    // Element indices: stringList skips non-strings, so walk the raw array for exact paths.
    const QJsonArray array = r.object().value(u"capabilities").toArray();
    QSet<QString> seen;
    const QString base = r.childPath(u"capabilities");
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString())
            continue;
        const QString c = array.at(i).toString();
        const QString itemPath = base + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
        if (!isDeploymentCapability(c))
            r.errors()->append({itemPath, QStringLiteral("unknown deployment capability \"%1\"").arg(c)});
        else if (rejectDuplicates && seen.contains(c))
            r.errors()->append({itemPath, QStringLiteral("duplicate capability \"%1\"").arg(c)});
        seen.insert(c);
    }
    return list;
}

} // namespace

// ---- request

std::optional<ConfigureServiceDeploymentMachineUserRequest>
ConfigureServiceDeploymentMachineUserRequest::fromJson(const QJsonValue& value, const QString& path,
                                                       DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ConfigureServiceDeploymentMachineUserRequest out;
    out.userId = r->requiredString(u"userId");
    out.serviceId = r->requiredString(u"serviceId");
    out.capabilities = readCapabilities(*r, true);
    out.raw = r->object();
    // A saved wire request may carry the admin's identity (with its JWT): never keep it.
    out.raw.remove(u"identity");
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ConfigureServiceDeploymentMachineUserRequest::toJson() const
{
    QJsonObject o;
    o.insert(u"userId", userId);
    o.insert(u"serviceId", serviceId);
    o.insert(u"capabilities", QJsonArray::fromStringList(capabilities));
    return o;
}

QJsonObject ConfigureServiceDeploymentMachineUserRequest::toRequestJson(const QJsonObject& identity) const
{
    QJsonObject o = toJson();
    o.insert(u"identity", identity);
    return o;
}

// ---- response

std::optional<ConfigureServiceDeploymentMachineUserResponse>
ConfigureServiceDeploymentMachineUserResponse::fromJson(const QJsonValue& value, const QString& path,
                                                        DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ConfigureServiceDeploymentMachineUserResponse out;
    out.userId = r->requiredString(u"userId");
    out.serviceId = r->requiredString(u"serviceId");
    out.capabilities = readCapabilities(*r, false);
    if (!r->has(u"tokenRolesNormalized")) {
        r->fail(u"tokenRolesNormalized", QStringLiteral("required boolean is missing"));
    } else if (const std::optional<bool> n = r->optionalBool(u"tokenRolesNormalized")) {
        out.tokenRolesNormalized = *n;
        if (!*n)
            r->fail(u"tokenRolesNormalized", QStringLiteral("expected true, got false"));
    }
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ConfigureServiceDeploymentMachineUserResponse::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"userId", userId);
    o.insert(u"serviceId", serviceId);
    o.insert(u"capabilities", QJsonArray::fromStringList(capabilities));
    o.insert(u"tokenRolesNormalized", tokenRolesNormalized);
    return o;
}

bool ConfigureServiceDeploymentMachineUserResponse::confirms(
    const ConfigureServiceDeploymentMachineUserRequest& request) const
{
    if (userId != request.userId || serviceId != request.serviceId || !tokenRolesNormalized)
        return false;
    const QSet<QString> stored(capabilities.cbegin(), capabilities.cend());
    const QSet<QString> wanted(request.capabilities.cbegin(), request.capabilities.cend());
    return stored == wanted;
}

std::optional<ConfigureServiceDeploymentMachineUserResponse> decodeGrantEcho(const QJsonObject& response,
                                                                             DecodeErrors& errors)
{
    return ConfigureServiceDeploymentMachineUserResponse::fromJson(response, QStringLiteral("$"), errors);
}

} // namespace core
} // namespace cloudly