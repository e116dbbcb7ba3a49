#include "core/api/user.h"

#include "core/api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {} // namespace

const QStringList& allDeploymentCapabilities()
{
    static const QStringList capabilities{
        QStringLiteral("deployment:preflight"),
        QStringLiteral("deployment:create-greenfield"),
        QStringLiteral("deployment:promote-route"),
        QStringLiteral("deployment:rollback-route"),
    };
    return capabilities;
}

bool isDeploymentCapability(QStringView capability)
{
    return allDeploymentCapabilities().contains(capability);
}

// ---- Token

std::optional<Token> Token::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    Token out;
    out.token = r->optionalString(u"token");
    out.expiresAt = r->requiredInteger(u"expiresAt");
    out.assignedRoles = r->stringList(u"assignedRoles", true);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject Token::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"token", token);
    o.insert(u"expiresAt", QJsonValue(expiresAt));
    o.insert(u"assignedRoles", QJsonArray::fromStringList(assignedRoles));
    return o;
}

QJsonObject Token::redactedJson() const
{
    QJsonObject o = toJson();
    o.remove(u"token");
    return o;
}

bool Token::isExpired(const QDateTime& now) const
{
    return now.toMSecsSinceEpoch() >= expiresAt;
}

// ---- ServiceDeploymentGrant

std::optional<ServiceDeploymentGrant>
ServiceDeploymentGrant::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ServiceDeploymentGrant out;
    out.serviceId = r->requiredString(u"serviceId");
    out.capabilities = r->stringList(u"capabilities", true);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ServiceDeploymentGrant::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"serviceId", serviceId);
    o.insert(u"capabilities", QJsonArray::fromStringList(capabilities));
    return o;
}

QStringList ServiceDeploymentGrant::unknownCapabilities() const
{
    QStringList out;
    for (const QString& c : capabilities) {
        if (!isDeploymentCapability(c))
            out << c;
    }
    return out;
}

// ---- UserData / User

std::optional<UserData> UserData::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    UserData out;
    out.type = r->requiredString(u"type");
    out.role = r->requiredString(u"role");
    out.username = r->optionalString(u"username");
    out.password = r->optionalString(u"password");
    out.tokens = r->objectList<Token>(u"tokens", false, [&errors](JsonReader& item) {
        return Token::fromJson(item.object(), item.path(), errors);
    });
    out.serviceDeploymentGrants =
        r->objectList<ServiceDeploymentGrant>(u"serviceDeploymentGrants", false, [&errors](JsonReader& item) {
            return ServiceDeploymentGrant::fromJson(item.object(), item.path(), errors);
        });
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject UserData::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"type", type);
    o.insert(u"role", role);
    writeOptional(o, u"username", username);
    writeOptional(o, u"password", password);
    QJsonArray tokenArray;
    for (const Token& t : tokens)
        tokenArray.append(t.toJson());
    writeList(o, u"tokens", tokenArray);
    QJsonArray grantArray;
    for (const ServiceDeploymentGrant& g : serviceDeploymentGrants)
        grantArray.append(g.toJson());
    writeList(o, u"serviceDeploymentGrants", grantArray);
    return o;
}

std::optional<User> User::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    User out;
    out.id = r->requiredString(u"id");
    if (r->has(u"data")) {
        if (std::optional<UserData> d =
                UserData::fromJson(r->object().value(u"data"), r->childPath(u"data"), errors))
            out.data = std::move(*d);
    } else {
        r->fail(u"data", QStringLiteral("required object is missing"));
    }
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject User::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

QJsonObject User::redactedJson() const
{
    // The password and the token strings are credentials: a display, a log line or an exported file
    // must never contain them.
    QJsonObject d = data.toJson();
    d.remove(u"password");
    if (!data.tokens.isEmpty() || d.contains(u"tokens")) {
        QJsonArray tokenArray;
        for (const Token& t : data.tokens)
            tokenArray.append(t.redactedJson());
        d.insert(u"tokens", tokenArray);
    }
    QJsonObject o = toJson();
    o.insert(u"data", d);
    return o;
}

const ServiceDeploymentGrant* User::grantFor(QStringView serviceId) const
{
    for (const ServiceDeploymentGrant& g : data.serviceDeploymentGrants) {
        if (g.serviceId == serviceId)
            return &g;
    }
    return nullptr;
}

QList<User> decodeUsers(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return r.objectList<User>(u"users", true, [&errors](JsonReader& item) {
        return User::fromJson(item.object(), item.path(), errors);
    });
}

} // namespace core
} // namespace cloudly