#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {

// The one rule for which JSON keys hold a secret. The key is read case-insensitively with its separators
// (`_`, `-`, `.`, space) removed, and is a secret when
// - it contains password, passwd, passphrase, secret (not a trailing secretBundleId[s]), token, credential,
//   privatekey, apikey, accesskey, jwt or connectionstring (`api_key`, `awsAccessKey`, `DB_PASSWORD`), or
// - one of its words (split at separators and camelCase humps) is pass, pwd, dsn, auth or psk (`DB_PASS`,
//   `pwd`, `sentryDsn`, `registryAuth`, `wifiPsk`; not `passive`, `bypass` or `author`).
// Values under such a key are never written to the offline cache, never kept by the change journal and
// are shown as "(hidden)" by the detail panes.
bool isSecretKey(const QString& key);
// The same rule on a key's UTF-8 bytes, with a cheap test on the bytes first (the expression runs only for
// the few keys that pass it): for scrubbing JSON bytes without building strings for every key.
bool isSecretKeyUtf8(QByteArrayView key);

// Secret-looking values whatever their key: a URL with user info (`https://user:pw@host/`) and a PEM
// private key block (`-----BEGIN ... PRIVATE KEY-----`).
bool hasUrlUserInfo(const QString& text);
QString withoutUrlUserInfo(const QString& text); // every URL in `text` without its user info
bool containsPrivateKey(const QString& text);
// The cheap test on a JSON string's bytes (escapes included) before the two above: false means neither
// applies.
bool mayHoldSecretValue(QByteArrayView stringBytes);

// One value taken out of a tree: where (a JSON path, "$.services[3].data.environment.DB_URL") and by which
// rule (the names below), never the value.
struct Redaction
{
    QString path;
    QString rule;
    bool operator==(const Redaction& other) const = default;
};
using RedactionLog = QList<Redaction>;
namespace redaction {
inline const QString secretKey = QStringLiteral("secret-key");               // isSecretKey()
inline const QString environmentValue = QStringLiteral("environment-value"); // service data.environment
inline const QString taskLog = QStringLiteral("task-log");                   // runtime task deploymentLog
inline const QString buildLog = QStringLiteral("build-log");                 // BaseOS image build data.logs
inline const QString urlUserInfo = QStringLiteral("url-user-info");          // hasUrlUserInfo()
inline const QString privateKey = QStringLiteral("private-key");             // containsPrivateKey()
// `path` + ".key" for a plain key, `path` + "[\"key\"]" for one that is not an identifier.
QString child(const QString& path, const QString& key);
QString element(const QString& path, qsizetype index);
} // namespace redaction

// The one way to take the secrets out of a JSON tree (the offline cache, the change journal, exports,
// support bundles): every value under a key `isSecret` names, at any depth (objects inside arrays
// included), is dropped, or replaced by `mask` when one is given; a string holding a private key is
// treated the same way, and a URL's user info is cut out of the string. Everything else is kept as it is.
// With `log`, every change is noted there with its path below `path`.
using SecretKeyRule = bool (*)(const QString& key);
QJsonValue scrubSecrets(const QJsonValue& value, SecretKeyRule isSecret = isSecretKey,
                        const std::optional<QJsonValue>& mask = std::nullopt, RedactionLog* log = nullptr,
                        const QString& path = QStringLiteral("$"));
QJsonObject scrubSecrets(const QJsonObject& object, SecretKeyRule isSecret = isSecretKey,
                         const std::optional<QJsonValue>& mask = std::nullopt, RedactionLog* log = nullptr,
                         const QString& path = QStringLiteral("$"));

} // namespace core
} // namespace cloudly
