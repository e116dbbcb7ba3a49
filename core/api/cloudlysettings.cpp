#include "core/api/cloudlysettings.h"

#include "core/api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;

const QStringList& knownCloudlySettingKeys()
{
    // Only the keys seen in the interfaces (5.8.0 and the context lines of its diff); the rest of
    // ICloudlySettings is unseen and kept as sent.
    static const QStringList list{
        QStringLiteral("hetznerToken"),         QStringLiteral("cloudflareToken"),
        QStringLiteral("baseosJoinToken"),      QStringLiteral("corebuildWorkerUrl"),
        QStringLiteral("corebuildWorkerToken"), QStringLiteral("corebuildWorkersJson"),
        QStringLiteral("awsAccessKey")};
    return list;
}

std::optional<CloudlySettingsMasked>
CloudlySettingsMasked::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    CloudlySettingsMasked out;
    for (auto it = r->object().constBegin(); it != r->object().constEnd(); ++it) {
        if (!it.value().isString()) {
            r->fail(it.key(), QStringLiteral("expected a string, got %1").arg(jsonTypeName(it.value())));
            continue;
        }
        out.values.insert(it.key(), it.value().toString());
    }
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject CloudlySettingsMasked::toJson() const
{
    QJsonObject o = raw;
    for (auto it = o.begin(); it != o.end();) {
        if (!values.contains(it.key()))
            it = o.erase(it);
        else
            ++it;
    }
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

std::optional<SettingsResponse> SettingsResponse::fromJson(const QJsonObject& object, DecodeErrors& errors)
{
    JsonReader r(object, QStringLiteral("$"), &errors);
    std::optional<CloudlySettingsMasked> settings =
        requiredChild<CloudlySettingsMasked>(r, u"settings", errors);
    if (!settings)
        return std::nullopt;
    SettingsResponse out;
    out.settings = std::move(*settings);
    out.raw = object;
    return out;
}

QJsonObject SettingsResponse::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"settings", settings.toJson());
    return o;
}

const QStringList& allSettingsProviders()
{
    static const QStringList list{QStringLiteral("hetzner"), QStringLiteral("cloudflare"),
                                  QStringLiteral("aws"),     QStringLiteral("digitalocean"),
                                  QStringLiteral("azure"),   QStringLiteral("google"),
                                  QStringLiteral("vultr"),   QStringLiteral("linode"),
                                  QStringLiteral("ovh"),     QStringLiteral("scaleway")};
    return list;
}

bool isSettingsProvider(const QString& provider)
{
    return allSettingsProviders().contains(provider);
}

QStringList CloudlySettingsMasked::keysOfProvider(const QString& provider) const
{
    QStringList keys;
    if (provider.isEmpty())
        return keys;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        if (it.key().startsWith(provider, Qt::CaseInsensitive))
            keys << it.key();
    return keys;
}

std::optional<ProviderConnectionResult> ProviderConnectionResult::fromJson(const QJsonObject& object,
                                                                           DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    JsonReader r(object, QStringLiteral("$"), &errors);
    ProviderConnectionResult out;
    out.success = r.requiredBool(u"success");
    out.message = r.requiredString(u"message");
    out.connectionValid = r.requiredBool(u"connectionValid");
    out.raw = object;
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ProviderConnectionResult::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"success", success);
    o.insert(u"message", message);
    o.insert(u"connectionValid", connectionValid);
    return o;
}

} // namespace core
} // namespace cloudly
