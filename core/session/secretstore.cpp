#include "core/session/secretstore.h"

#include "core/session/profile.h"
#include "core/util/logging.h"

#include <QCoreApplication>
#include <QPointer>

namespace cloudly {
namespace core {
namespace {

QString emptyKeyError()
{
    return QCoreApplication::translate("SecretStore", "internal error: empty secret key");
}

// Wraps a callback so that it runs later from the event loop, on `context` when given (dropped if the
// context is gone), otherwise on the store (dropped if the store is gone).
template <typename... Args>
std::function<void(Args...)> deferred(SecretStore* store, QObject* context,
                                      std::function<void(Args...)> callback)
{
    QPointer<QObject> receiver(context ? context : store);
    return [receiver, callback = std::move(callback)](Args... args) {
        if (!receiver || !callback)
            return;
        QMetaObject::invokeMethod(
            receiver.data(), [callback, ... args = std::move(args)]() { callback(args...); },
            Qt::QueuedConnection);
    };
}

} // namespace

SecretStore::SecretStore(QObject* parent) : QObject(parent) {}

SecretStore::~SecretStore() = default;

QString SecretStore::secretKey(const QString& profileName, const QString& kind)
{
    return QStringLiteral("profile/") + profileName + QLatin1Char('/') + kind;
}

QString SecretStore::secretKey(const Profile& profile)
{
    return secretKey(profile.name, profile.secretKind());
}

void SecretStore::readSecret(const QString& key, QObject* context, ReadCallback callback)
{
    ReadCallback finish = deferred(this, context, std::move(callback));
    if (key.isEmpty())
        finish(std::nullopt, emptyKeyError());
    else
        doRead(key, std::move(finish));
}

void SecretStore::writeSecret(const QString& key, const QString& value, WriteCallback callback)
{
    writeSecret(key, value, nullptr, std::move(callback));
}

void SecretStore::writeSecret(const QString& key, const QString& value, QObject* context,
                              WriteCallback callback)
{
    WriteCallback finish = deferred(this, context, std::move(callback));
    if (key.isEmpty())
        finish(false, emptyKeyError());
    else
        doWrite(key, value, std::move(finish));
}

void SecretStore::deleteSecret(const QString& key, WriteCallback callback)
{
    deleteSecret(key, nullptr, std::move(callback));
}

void SecretStore::deleteSecret(const QString& key, QObject* context, WriteCallback callback)
{
    WriteCallback finish = deferred(this, context, std::move(callback));
    if (key.isEmpty())
        finish(false, emptyKeyError());
    else
        doDelete(key, std::move(finish));
}

// --- MemorySecretStore -----------------------------------------------------------------------------

MemorySecretStore::MemorySecretStore(QObject* parent) : SecretStore(parent) {}

MemorySecretStore::~MemorySecretStore() = default;

QString MemorySecretStore::statusText() const
{
    return QCoreApplication::translate("SecretStore", "Secrets are kept in memory only for this run.");
}

QStringList MemorySecretStore::keys() const
{
    QStringList result = m_values.keys();
    result.sort();
    return result;
}

void MemorySecretStore::clear()
{
    m_values.clear();
}

void MemorySecretStore::doRead(const QString& key, ReadCallback callback)
{
    const auto it = m_values.constFind(key);
    if (it == m_values.constEnd())
        callback(std::nullopt, QString());
    else
        callback(*it, QString());
}

void MemorySecretStore::doWrite(const QString& key, const QString& value, WriteCallback callback)
{
    m_values.insert(key, value);
    qCDebug(lcSecrets) << "stored secret in memory:" << key;
    callback(true, QString());
}

void MemorySecretStore::doDelete(const QString& key, WriteCallback callback)
{
    m_values.remove(key);
    callback(true, QString());
}

} // namespace core
} // namespace cloudly