#pragma once

#include "core/api/jsonreader.h"

#include <QMap>

namespace cloudly {
namespace core {
// Server settings of `@serve.zone/interfaces` (data/settings.ts; 5.3.0 and 5.8.0).
//
// ICloudlySettingsMasked: every key of ICloudlySettings maps to a string or is absent. The server masks
// secrets to their last 4 characters; the console shows the values exactly as sent and never caches, logs
// or exports them. Keys we do not know are kept (they are still "key -> string"); a value that is not a
// string is an error naming its path.

// The keys seen in the interfaces (hetznerToken, cloudflareToken, baseosJoinToken, corebuildWorker*,
// awsAccessKey); others are kept as sent.
const QStringList& knownCloudlySettingKeys();

struct CloudlySettingsMasked
{
    QMap<QString, QString> values; // key -> the masked value as sent
    QJsonObject raw;

    bool isConfigured(const QString& key) const { return !values.value(key).isEmpty(); }
    // The keys sent whose name starts with `provider` (case-insensitive: "digitalocean" finds
    // "digitalOceanToken"), i.e. which settings configure that provider. An assumption from the naming of
    // the keys seen (hetznerToken, cloudflareToken, awsAccessKey).
    QStringList keysOfProvider(const QString& provider) const;
    static std::optional<CloudlySettingsMasked> fromJson(const QJsonValue& value, const QString& path,
                                                         DecodeErrors& errors);
    QJsonObject toJson() const;
};

// `{settings}` of getSettings. Paths start at `$`.
struct SettingsResponse
{
    CloudlySettingsMasked settings;
    QJsonObject raw;

    static std::optional<SettingsResponse> fromJson(const QJsonObject& object, DecodeErrors& errors);
    QJsonObject toJson() const;
};

// The providers testProviderConnection accepts (5.3.0), in this order: hetzner, cloudflare, aws,
// digitalocean, azure, google, vultr, linode, ovh, scaleway.
const QStringList& allSettingsProviders();
bool isSettingsProvider(const QString& provider);

// `{success, message, connectionValid}` of testProviderConnection. Paths start at `$`.
struct ProviderConnectionResult
{
    bool success = false;
    QString message;
    bool connectionValid = false;
    QJsonObject raw;

    // Valid only when the test ran and the server says the connection works.
    bool isValid() const { return success && connectionValid; }
    static std::optional<ProviderConnectionResult> fromJson(const QJsonObject& object, DecodeErrors& errors);
    QJsonObject toJson() const;
};

} // namespace core
} // namespace cloudly
