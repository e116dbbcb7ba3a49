#pragma once

#include "core/session/secretstore.h"

#include <QList>

#include <functional>

namespace cloudly {
namespace core {
// Uses `primary` (the system keychain) when it works, otherwise `fallback` (memory) for the rest of the run.
// On first use (or probe()) it writes, reads back and deletes a probe entry in `primary`; operations made
// meanwhile wait for the probe. If any step fails it switches to `fallback`, isPersistent() becomes false
// and fellBack(reason) is emitted once, so the UI/CLI can say "secrets are kept in memory only for this
// run: <reason>". Once the probe succeeded, later errors of `primary` are reported as they are (no switch:
// that would silently lose secrets).
class FallbackSecretStore : public SecretStore
{
    Q_OBJECT
public:
    enum class State
    {
        Unprobed,
        Probing,
        Primary,
        FellBack
    };
    Q_ENUM(State)

    // Adopts (re-parents to itself) the stores that have no parent; both must outlive this object otherwise.
    FallbackSecretStore(SecretStore* primary, SecretStore* fallback, QObject* parent = nullptr);
    ~FallbackSecretStore() override;

    State state() const { return m_state; }
    // Why the fallback is in use (empty while using the primary store).
    QString fallbackReason() const { return m_reason; }
    // The store operations currently go to (the primary one until the probe failed).
    SecretStore* activeStore() const { return m_state == State::FellBack ? m_fallback : m_primary; }

    // Starts the probe now instead of on first use (e.g. at startup, to show the status early).
    void probe();

    bool isPersistent() const override;
    QString statusText() const override;

    // The key the probe uses; unique per probe so concurrent processes do not disturb each other.
    static QString probeKeyPrefix() { return QStringLiteral("probe/"); }

Q_SIGNALS:
    // Emitted once when the probe failed and secrets are kept in memory from now on.
    void fellBack(const QString& reason);
    // Emitted once when the probe is over, whatever the outcome.
    void probeFinished(bool persistent);

protected:
    void doRead(const QString& key, ReadCallback callback) override;
    void doWrite(const QString& key, const QString& value, WriteCallback callback) override;
    void doDelete(const QString& key, WriteCallback callback) override;

private:
    void whenReady(std::function<void()> operation);
    void finishProbe(const QString& failure);

    SecretStore* m_primary;
    SecretStore* m_fallback;
    State m_state = State::Unprobed;
    QString m_reason;
    QList<std::function<void()>> m_waiting;
};

} // namespace core
} // namespace cloudly