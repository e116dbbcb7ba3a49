#include "core/inventory/featurefeed.h"

#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "core/util/logging.h"

namespace cloudly {
namespace core {

FeatureFeed::FeatureFeed(Session* session, QString defaultMethod, Apply apply, QObject* parent)
    : QObject(parent), m_session(session), m_client(session->client()),
      m_queries(new FleetQueries(session, MethodNames(), this)), m_defaultMethod(std::move(defaultMethod)),
      m_apply(std::move(apply))
{
    m_timer.setInterval(15000);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_state != State::NotOffered)
            refresh();
    });
    connect(m_client, &TypedSocketClient::stateChanged, this, &FeatureFeed::onConnectionChanged);
    connect(m_session, &Session::identityChanged, this, &FeatureFeed::onConnectionChanged);
    m_timer.start();
    if (canCall())
        QTimer::singleShot(0, this, &FeatureFeed::refresh);
}

FeatureFeed::~FeatureFeed() = default;

void FeatureFeed::setMethodNames(const MethodNames& names)
{
    const QString before = method();
    m_queries->setMethodNames(names);
    if (method() == before)
        return;
    // Another name: what the old one answered says nothing about the new one.
    ++m_generation;
    m_inFlight = false;
    m_lastGood = {};
    if (m_cached) {
        m_cached = false;
        m_freshness = Freshness();
        Q_EMIT freshnessChanged();
    }
    setState(State::Idle);
    refresh();
}

void FeatureFeed::setInterval(int ms)
{
    if (ms <= 0) {
        m_timer.stop();
        return;
    }
    m_timer.setInterval(ms);
    m_timer.start();
}

bool FeatureFeed::canCall() const
{
    return m_session->isAuthenticated() && m_client->state() == TypedSocketClient::State::Connected;
}

void FeatureFeed::onConnectionChanged()
{
    ++m_generation; // replies of calls made before are ignored
    m_inFlight = false;
    if (canCall()) {
        if (m_state == State::NotOffered)
            setState(State::Idle); // a new connection may be another server
        refresh();
    } else if (m_freshness.isLoaded() && m_session->isAuthenticated()) {
        markStale(Freshness::StaleReason::Disconnected, m_client->lastError());
    }
}

void FeatureFeed::refresh()
{
    if (m_inFlight) {
        m_again = true;
        return;
    }
    if (!canCall()) {
        if (m_freshness.isLoaded())
            markStale(Freshness::StaleReason::Disconnected, m_client->lastError());
        return;
    }
    m_inFlight = true;
    m_again = false;
    ++m_calls;
    if (!m_freshness.isLoaded() && m_state != State::Failed)
        setState(State::Loading);
    const quint64 generation = m_generation;
    m_queries->fetch(
        m_defaultMethod, FleetQueries::featureName(m_defaultMethod), m_request, this,
        [this, generation](const FeatureResult<QJsonObject>& result) { onReply(generation, result); });
}

void FeatureFeed::onReply(quint64 generation, const FeatureResult<QJsonObject>& result)
{
    if (generation != m_generation)
        return;
    m_inFlight = false;
    if (!result.ok()) {
        if (result.notOffered) {
            qCInfo(lcModel) << "the server does not offer" << method();
            m_again = false;
            if (m_cached) { // cached rows of a feature this server lacks are no data of it
                m_cached = false;
                m_freshness = Freshness();
                Q_EMIT freshnessChanged();
            }
            setState(State::NotOffered);
            Q_EMIT notOffered(method());
            return;
        }
        const bool connection = result.error.kind == CallError::Kind::NotConnected ||
                                result.error.kind == CallError::Kind::ConnectionLost;
        qCInfo(lcModel) << "refresh of" << method() << "failed:" << result.error.kindName();
        markStale(connection ? Freshness::StaleReason::Disconnected : Freshness::StaleReason::RefreshFailed,
                  result.error.message());
        setState(State::Failed);
    } else if (*result.value == m_lastGood && m_state == State::Loaded) {
        m_freshness.lastSuccess = QDateTime::currentDateTime();
        m_freshness.reason = Freshness::StaleReason::None;
        m_freshness.error.clear();
        Q_EMIT freshnessChanged();
    } else {
        QString error;
        if (m_apply(*result.value, &error)) {
            m_lastGood = *result.value;
            m_cached = false;
            m_freshness.lastSuccess = QDateTime::currentDateTime();
            m_freshness.reason = Freshness::StaleReason::None;
            m_freshness.error.clear();
            m_freshness.staleSince = QDateTime();
            Q_EMIT freshnessChanged();
            setState(State::Loaded);
            Q_EMIT replyApplied();
        } else {
            qCWarning(lcModel) << method() << "reply kept out (contract mismatch):" << error;
            markStale(Freshness::StaleReason::RefreshFailed,
                      tr("%1: the reply does not match the expected shape: %2").arg(method(), error));
            setState(State::Failed);
        }
    }
    if (m_again)
        refresh();
}

bool FeatureFeed::restoreCached(const QJsonObject& reply, const QDateTime& savedAt, const QString& reason)
{
    if ((m_freshness.isLoaded() && !m_cached) || !savedAt.isValid())
        return false; // live data wins over any cache
    QString error;
    if (!m_apply(reply, &error)) {
        qCWarning(lcModel) << method() << "cached reply not shown (contract mismatch):" << error;
        return false;
    }
    m_cached = true;
    m_lastGood = {}; // the first live reply is always applied
    m_freshness.lastSuccess = savedAt;
    m_freshness.reason = Freshness::StaleReason::Disconnected;
    m_freshness.error = reason;
    m_freshness.staleSince = QDateTime::currentDateTime();
    Q_EMIT freshnessChanged();
    setState(State::Loaded);
    return true;
}

void FeatureFeed::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void FeatureFeed::markStale(Freshness::StaleReason reason, const QString& error)
{
    if (!m_freshness.isStale())
        m_freshness.staleSince = QDateTime::currentDateTime();
    m_freshness.reason = reason;
    m_freshness.error = error;
    Q_EMIT freshnessChanged();
}

} // namespace core
} // namespace cloudly
