#pragma once

#include "core/net/typedsocketclient.h"

#include <QHash>
#include <QWidget>

class QFrame;
class QLabel;

namespace cloudly {
namespace core {
class Session;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// Status-bar widget that tells the truth about the connection: the state in words (never colour alone),
// a coloured dot as a secondary cue, the server URL, who is logged in and the last error.
class ConnectionIndicator : public QWidget
{
    Q_OBJECT
public:
    ConnectionIndicator(core::TypedSocketClient* client, core::Session* session, QWidget* parent = nullptr);

    // The words shown for the current state, e.g. "Connected" or "Disconnected — connection refused".
    QString stateText() const;
    // "admin (admin)" when logged in, empty otherwise.
    QString identityText() const;
    QString serverText() const;

    // Errors the client does not know about (login failures, failed calls) are reported here.
    void setLastError(const QString& error);
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void textChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onStateChanged();
    void refresh();
    QString stateTextWith(const QString& reason) const;
    QString reason() const;
    void setShown(QLabel* label, bool shown);

    core::TypedSocketClient* m_client;
    core::Session* m_session;
    QLabel* m_dot;
    QLabel* m_state;
    QLabel* m_server;
    QLabel* m_identity;
    QLabel* m_error;
    QHash<QLabel*, QFrame*> m_separators;
    QString m_lastError;
    QString m_disconnectReason; // as reported by the last disconnected() signal
};

} // namespace ui
} // namespace cloudly