#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {

// The one rule for which JSON keys hold a secret. The key is read case-insensitively with its separators
// (`_`, `-`, `.`, space) removed, and is a secret when
// - it contains password, passwd, passphrase, secret (not a trailing secretBundleId[s]), token, credential,
//   privatekey, apikey, accesskey, jwt or connectionstring (`api_key`, `awsAccessKey`, `DB_PASSWORD`), or
// - one of its words (split at separators and camelCase humps) is pass, pwd, dsn or auth (`DB_PASS`,
//   `pwd`, `sentryDsn`, `registryAuth`; not `passive`, `bypass` or `author`).
// Values under such a key are never written to the offline cache, never kept by the change journal and
// are shown as "(hidden)" by the detail panes.
bool isSecretKey(const QString& key);
// The same rule on a key's UTF-8 bytes, with a cheap test on the bytes first (the expression runs only for
// the few keys that pass it): for scrubbing JSON bytes without building strings for every key.
bool isSecretKeyUtf8(QByteArrayView key);

// The one way to take the secrets out of a JSON tree (the offline cache, the change journal, exports):
// every value under a key `isSecret` names, at any depth (objects inside arrays included), is dropped, or
// replaced by `mask` when one is given. Everything else is kept as it is.
using SecretKeyRule = bool (*)(const QString& key);
QJsonValue scrubSecrets(const QJsonValue& value, SecretKeyRule isSecret = isSecretKey,
                        const std::optional<QJsonValue>& mask = std::nullopt);
QJsonObject scrubSecrets(const QJsonObject& object, SecretKeyRule isSecret = isSecretKey,
                         const std::optional<QJsonValue>& mask = std::nullopt);

} // namespace core
} // namespace cloudly
