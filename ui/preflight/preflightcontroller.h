#pragma once

#include "core/preflight/receipt.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <optional>

namespace cloudly {
namespace core {
struct CallResult;
class Session;
namespace preflight {
class ReceiptStore;
}
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ComposerWidget;
class ReportView;

// Runs deployment preflights: sends getDeploymentPreflight through the session (which adds the identity),
// decides GO/NO-GO with the console's fail-closed decide(), stores a receipt and shows the result.
//
// - A report (GO or NO-GO, incl. AUTHORIZATION_MISSING) and a server error answer (e.g. "service not
//   found", "identity missing or invalid") become receipts; the report view names authorization problems
//   as such.
// - No answer at all (not connected, timeout, connection lost, not signed in) stores nothing and is shown
//   as a failure.
// One preflight at a time. Embedding: create it with the window's Session and a ReceiptStore, then
// setReportView() and attachComposer(); the composer's Run button follows the connection and login state.
class PreflightController : public QObject
{
    Q_OBJECT
public:
    PreflightController(core::Session* session, core::preflight::ReceiptStore* store,
                        QObject* parent = nullptr);

    void setReportView(ReportView* view);
    // Connects composer->runRequested to run() and keeps the composer's Run button in step with
    // isRunning() and the session (signed in and connected).
    void attachComposer(ComposerWidget* composer);

    void run(const QJsonObject& request);
    bool isRunning() const { return m_running; }
    // Why a preflight cannot be run right now ("" when it can).
    QString blockedReason() const;
    const std::optional<core::preflight::Receipt>& lastReceipt() const { return m_last; }

Q_SIGNALS:
    void runningChanged(bool running);
    void receiptCreated(const cloudly::core::preflight::Receipt& receipt); // stored or not, see below
    void receiptStored(const QString& id, const QStringList& rotatedOut);
    void storeFailed(const QString& error);
    void failed(const QString& message, bool authorization); // no answer, no receipt

private:
    void onFinished(const QJsonObject& sent, const QString& serverUrl, const QString& identityName,
                    const core::CallResult& result);
    void store(const core::preflight::Receipt& receipt);
    void setRunning(bool running);
    void updateComposer();

    core::Session* m_session;
    core::preflight::ReceiptStore* m_store;
    QPointer<ReportView> m_view;
    QPointer<ComposerWidget> m_composer;
    std::optional<core::preflight::Receipt> m_last;
    bool m_running = false;
};

} // namespace ui
} // namespace cloudly