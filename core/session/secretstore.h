#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cloudly {
namespace core {
struct Profile;

// Asynchronous storage for passwords and machine tokens, keyed per profile (see secretKey()).
//
// Callback contract (for every implementation):
// - the callback is called at most once, from the event loop (never from inside the call that started
//   the operation), in the thread of `context` (or of the store when there is no context);
// - it is not called when `context` or the store is destroyed first; otherwise it is called exactly once;
// - readSecret: value set = found; nullopt with an empty error = no such secret; nullopt with an error =
//   the store failed (the error is a translated sentence without any secret in it);
// - deleteSecret of a missing key succeeds.
// Implementations never log secret values.
class SecretStore : public QObject
{
    Q_OBJECT
public:
    using ReadCallback = std::function<void(std::optional<QString> value, QString error)>;
    using WriteCallback = std::function<void(bool ok, QString error)>;

    explicit SecretStore(QObject* parent = nullptr);
    ~SecretStore() override;

    void readSecret(const QString& key, QObject* context, ReadCallback callback);
    void writeSecret(const QString& key, const QString& value, WriteCallback callback);
    void writeSecret(const QString& key, const QString& value, QObject* context, WriteCallback callback);
    void deleteSecret(const QString& key, WriteCallback callback);
    void deleteSecret(const QString& key, QObject* context, WriteCallback callback);

    // True when secrets survive the end of this run (system keychain).
    virtual bool isPersistent() const = 0;
    // One translated sentence for the UI/CLI, e.g. "Secrets are stored in the system keychain."
    virtual QString statusText() const = 0;

    // "profile/<profileName>/<kind>", kind being "password" or "token" (Profile::secretKind()).
    static QString secretKey(const QString& profileName, const QString& kind);
    // The key of the credential the profile logs in with.
    static QString secretKey(const Profile& profile);
    static QString passwordKind() { return QStringLiteral("password"); }
    static QString tokenKind() { return QStringLiteral("token"); }

protected:
    // Implementations call the callback exactly once, synchronously or later (the public API defers and
    // guards it), and never after the store is destroyed. Keys are non-empty when these are called.
    virtual void doRead(const QString& key, ReadCallback callback) = 0;
    virtual void doWrite(const QString& key, const QString& value, WriteCallback callback) = 0;
    virtual void doDelete(const QString& key, WriteCallback callback) = 0;
};

// Keeps secrets in this process only: for tests and as the fallback when no keychain is available.
class MemorySecretStore : public SecretStore
{
    Q_OBJECT
public:
    explicit MemorySecretStore(QObject* parent = nullptr);
    ~MemorySecretStore() override;

    bool isPersistent() const override { return false; }
    QString statusText() const override;

    // For tests and diagnostics: which keys are held (never the values).
    QStringList keys() const;
    bool contains(const QString& key) const { return m_values.contains(key); }
    void clear();

protected:
    void doRead(const QString& key, ReadCallback callback) override;
    void doWrite(const QString& key, const QString& value, WriteCallback callback) override;
    void doDelete(const QString& key, WriteCallback callback) override;

private:
    QHash<QString, QString> m_values;
};

} // namespace core
} // namespace cloudly