#pragma once

#include "core/session/secretstore.h"

#include <chrono>

namespace cloudly {
namespace core {
// Secrets in the operating system's keychain through QtKeychain (Secret Service/libsecret or KWallet on
// Linux, Keychain on macOS, Credential Manager on Windows). QtKeychain's plaintext fallback is always
// disabled: when the keychain cannot be used, operations fail (FallbackSecretStore then switches to memory).
//
// Operations run as auto-deleting QtKeychain jobs. QtKeychain runs one job at a time per process and cannot
// cancel a job, so a job outlives a destroyed store (its result is then dropped) and an operation that gets
// no answer within timeout() fails with a timeout error (the job keeps running until the keychain answers).
class KeychainSecretStore : public SecretStore
{
    Q_OBJECT
public:
    explicit KeychainSecretStore(QObject* parent = nullptr);
    // `service` groups our entries in the keychain; tests use their own service name.
    explicit KeychainSecretStore(const QString& service, QObject* parent = nullptr);
    ~KeychainSecretStore() override;

    static QString defaultService() { return QStringLiteral("cloudly-console"); }
    QString service() const { return m_service; }

    // How long one operation may wait for the keychain (default 60 s, enough for an unlock prompt).
    std::chrono::milliseconds timeout() const { return m_timeout; }
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    bool isPersistent() const override { return true; }
    QString statusText() const override;

protected:
    void doRead(const QString& key, ReadCallback callback) override;
    void doWrite(const QString& key, const QString& value, WriteCallback callback) override;
    void doDelete(const QString& key, WriteCallback callback) override;

private:
    QString m_service;
    std::chrono::milliseconds m_timeout{60000};
};

} // namespace core
} // namespace cloudly