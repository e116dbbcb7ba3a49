#include "core/session/fallbacksecretstore.h"

#include "core/util/logging.h"

#include <QCoreApplication>
#include <QUuid>

namespace cloudly {
namespace core {
FallbackSecretStore::FallbackSecretStore(SecretStore* primary, SecretStore* fallback, QObject* parent)
    : SecretStore(parent), m_primary(primary), m_fallback(fallback)
{
    Q_ASSERT(primary && fallback && primary != fallback);
    if (!m_primary->parent())
        m_primary->setParent(this);
    if (!m_fallback->parent())
        m_fallback->setParent(this);
}

FallbackSecretStore::~FallbackSecretStore() = default;

bool FallbackSecretStore::isPersistent() const
{
    return activeStore()->isPersistent();
}

QString FallbackSecretStore::statusText() const
{
    if (m_state == State::FellBack) {
        return QCoreApplication::translate("FallbackSecretStore",
                                           "Secrets are kept in memory only for this run: %1")
            .arg(m_reason);
    }
    return m_primary->statusText();
}

void FallbackSecretStore::probe()
{
    if (m_state != State::Unprobed)
        return;
    m_state = State::Probing;
    qCDebug(lcSecrets) << "probing the keychain";

    const QString key = probeKeyPrefix() + QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString value = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_primary->writeSecret(key, value, this, [this, key, value](bool written, const QString& writeError) {
        if (!written) {
            finishProbe(writeError);
            return;
        }
        m_primary->readSecret(
            key, this, [this, key, value](std::optional<QString> read, const QString& readError) {
                QString failure;
                if (!readError.isEmpty())
                    failure = readError;
                else if (!read)
                    failure = QCoreApplication::translate(
                        "FallbackSecretStore", "the keychain lost an entry right after storing it");
                else if (*read != value)
                    failure = QCoreApplication::translate(
                        "FallbackSecretStore", "the keychain returned a different value than was stored");
                m_primary->deleteSecret(key, this, [this, failure](bool deleted, const QString& deleteError) {
                    if (!failure.isEmpty())
                        finishProbe(failure);
                    else
                        finishProbe(deleted ? QString() : deleteError);
                });
            });
    });
}

void FallbackSecretStore::finishProbe(const QString& failure)
{
    if (failure.isEmpty()) {
        m_state = State::Primary;
        qCDebug(lcSecrets) << "keychain works; secrets are persistent";
    } else {
        m_state = State::FellBack;
        m_reason = failure;
        qCWarning(lcSecrets) << "keychain unusable, keeping secrets in memory for this run:" << failure;
    }
    // Run the operations that waited for the probe, in order, against the chosen store.
    const QList<std::function<void()>> waiting = std::exchange(m_waiting, {});
    if (m_state == State::FellBack)
        Q_EMIT fellBack(m_reason);
    Q_EMIT probeFinished(m_state == State::Primary && m_primary->isPersistent());
    for (const auto& operation : waiting)
        operation();
}

void FallbackSecretStore::whenReady(std::function<void()> operation)
{
    if (m_state == State::Primary || m_state == State::FellBack) {
        operation();
        return;
    }
    m_waiting.append(std::move(operation));
    probe();
}

void FallbackSecretStore::doRead(const QString& key, ReadCallback callback)
{
    whenReady([this, key, callback] { activeStore()->readSecret(key, nullptr, callback); });
}

void FallbackSecretStore::doWrite(const QString& key, const QString& value, WriteCallback callback)
{
    whenReady([this, key, value, callback] { activeStore()->writeSecret(key, value, callback); });
}

void FallbackSecretStore::doDelete(const QString& key, WriteCallback callback)
{
    whenReady([this, key, callback] { activeStore()->deleteSecret(key, callback); });
}

} // namespace core
} // namespace cloudly