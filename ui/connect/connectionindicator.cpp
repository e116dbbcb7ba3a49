#include "ui/connect/connectionindicator.h"

#include "core/session/session.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

namespace cloudly {
namespace ui {
using core::TypedSocketClient;

namespace {

// Long reasons are elided in the status bar; the tooltip has the full text.
constexpr int MaxReasonChars = 40;
constexpr int MaxErrorChars = 50;

QColor stateColor(TypedSocketClient::State state, bool authenticated)
{
    switch (state) {
    case TypedSocketClient::State::Connected:
        return authenticated ? QColor(0x2e, 0x9d, 0x48) : QColor(0xd9, 0x9a, 0x1e);
    case TypedSocketClient::State::Connecting:
    case TypedSocketClient::State::Reconnecting:
        return {0xd9, 0x9a, 0x1e};
    case TypedSocketClient::State::Disconnected:
        return {0xcc, 0x33, 0x33};
    case TypedSocketClient::State::New:
        break;
    }
    return {0x88, 0x88, 0x88};
}

QPixmap dot(const QColor& color, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(140), 1));
    painter.setBrush(color);
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    return pixmap;
}

} // namespace

ConnectionIndicator::ConnectionIndicator(TypedSocketClient* client, core::Session* session, QWidget* parent)
    : QWidget(parent), m_client(client), m_session(session), m_dot(new QLabel(this)),
      m_state(new QLabel(this)), m_server(new QLabel(this)), m_identity(new QLabel(this)),
      m_error(new QLabel(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(8);
    layout->addWidget(m_dot);
    layout->addWidget(m_state);
    for (QLabel* label : {m_server, m_identity, m_error}) {
        auto* separator = new QFrame(this);
        separator->setFrameShape(QFrame::VLine);
        separator->setFrameShadow(QFrame::Sunken);
        // Shown and hidden together with the label it introduces (see setShown).
        m_separators.insert(label, separator);
        layout->addWidget(separator);
        layout->addWidget(label);
    }
    layout->addStretch(1);
    m_state->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_state->setObjectName(QStringLiteral("connectionState"));
    m_server->setTextFormat(Qt::PlainText);
    m_server->setObjectName(QStringLiteral("connectionServer"));
    m_identity->setTextFormat(Qt::PlainText);
    m_identity->setObjectName(QStringLiteral("connectionIdentity"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setObjectName(QStringLiteral("connectionError"));
    m_server->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_server->setForegroundRole(QPalette::PlaceholderText);

    connect(m_client, &TypedSocketClient::stateChanged, this, &ConnectionIndicator::onStateChanged);
    connect(m_client, &TypedSocketClient::disconnected, this, [this](const QString& reason) {
        m_disconnectReason = reason;
        refresh();
    });
    connect(m_session, &core::Session::identityChanged, this, &ConnectionIndicator::refresh);
    connect(m_session, &core::Session::loginFailed, this, &ConnectionIndicator::setLastError);
    connect(m_session, &core::Session::signedOut, this, &ConnectionIndicator::refresh);
    refresh();
}

QString ConnectionIndicator::stateText() const
{
    return stateTextWith(reason());
}

QString ConnectionIndicator::reason() const
{
    if (!m_client->lastError().isEmpty())
        return m_client->lastError();
    return m_lastError.isEmpty() ? m_disconnectReason : m_lastError;
}

QString ConnectionIndicator::stateTextWith(const QString& reason) const
{
    switch (m_client->state()) {
    case TypedSocketClient::State::New:
        return tr("Not connected");
    case TypedSocketClient::State::Connecting:
        return tr("Connecting…");
    case TypedSocketClient::State::Connected:
        if (m_session->isAuthenticated())
            return tr("Connected");
        // The session ended on its own (logging in again after the server refused the identity failed).
        if (!m_session->signedOutReason().isEmpty())
            return tr("Connected — signed out: %1").arg(m_session->signedOutReason());
        return tr("Connected, not logged in");
    case TypedSocketClient::State::Disconnected:
        return reason.isEmpty() ? tr("Disconnected") : tr("Disconnected — %1").arg(reason);
    case TypedSocketClient::State::Reconnecting:
        return reason.isEmpty() ? tr("Disconnected — reconnecting…")
                                : tr("Disconnected — %1; reconnecting…").arg(reason);
    }
    return {};
}

QString ConnectionIndicator::identityText() const
{
    if (!m_session->isAuthenticated())
        return {};
    const core::Identity& id = m_session->identity();
    return tr("%1 (%2)").arg(id.name, id.role);
}

QString ConnectionIndicator::serverText() const
{
    return m_client->url().isEmpty() ? QString() : m_client->url().toString(QUrl::RemoveUserInfo);
}

void ConnectionIndicator::setLastError(const QString& error)
{
    m_lastError = error;
    refresh();
}

void ConnectionIndicator::onStateChanged()
{
    // A fresh connection clears errors that belonged to the previous one.
    if (m_client->state() == TypedSocketClient::State::Connecting) {
        m_lastError.clear();
        m_disconnectReason.clear();
    }
    refresh();
}

void ConnectionIndicator::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
}

void ConnectionIndicator::setShown(QLabel* label, bool shown)
{
    label->setVisible(shown);
    if (QFrame* separator = m_separators.value(label))
        separator->setVisible(shown);
}

void ConnectionIndicator::refresh()
{
    const TypedSocketClient::State state = m_client->state();
    const bool authenticated = m_session->isAuthenticated();
    const int size = fontMetrics().height() * 3 / 4;
    m_dot->setPixmap(dot(stateColor(state, authenticated), size, devicePixelRatioF()));

    const QString stateWords = stateText();
    // Only the reason is shortened, so "reconnecting…" stays readable.
    m_state->setText(stateTextWith(fontMetrics().elidedText(
        reason(), Qt::ElideRight, fontMetrics().averageCharWidth() * MaxReasonChars)));
    m_state->setToolTip(stateWords);

    const QString server = serverText();
    m_server->setText(server);
    setShown(m_server, !server.isEmpty());
    m_server->setToolTip(tr("Server: %1").arg(server));

    const QString who = identityText();
    m_identity->setText(who.isEmpty() ? QString() : tr("Signed in as %1").arg(who));
    setShown(m_identity, !who.isEmpty());

    // Show the last error separately only while connected: when disconnected it is already the reason.
    const bool showError = !m_lastError.isEmpty() && state == TypedSocketClient::State::Connected;
    const QString error = tr("Last error: %1").arg(m_lastError);
    m_error->setText(
        fontMetrics().elidedText(error, Qt::ElideRight, fontMetrics().averageCharWidth() * MaxErrorChars));
    m_error->setToolTip(error);
    setShown(m_error, showError);

    setAccessibleName(tr("Connection status"));
    setAccessibleDescription(QStringList{stateWords, server, who}.join(QStringLiteral(", ")));
    Q_EMIT textChanged();
}

} // namespace ui
} // namespace cloudly