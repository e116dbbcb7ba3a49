#include "ui/preflight/preflightcontroller.h"

#include "core/api/methods.h"
#include "core/preflight/receiptstore.h"
#include "core/session/session.h"
#include "ui/preflight/composerwidget.h"
#include "ui/preflight/reportview.h"

#include <QDir>

namespace cloudly {
namespace ui {
using core::CallError;
using core::preflight::Receipt;

PreflightController::PreflightController(core::Session* session, core::preflight::ReceiptStore* store,
                                         QObject* parent)
    : QObject(parent), m_session(session), m_store(store)
{
    connect(m_session, &core::Session::identityChanged, this, &PreflightController::updateComposer);
    connect(m_session->client(), &core::TypedSocketClient::stateChanged, this,
            &PreflightController::updateComposer);
}

void PreflightController::setReportView(ReportView* view)
{
    m_view = view;
}

void PreflightController::attachComposer(ComposerWidget* composer)
{
    m_composer = composer;
    connect(composer, &ComposerWidget::runRequested, this, &PreflightController::run);
    updateComposer();
}

QString PreflightController::blockedReason() const
{
    if (m_running)
        return tr("A preflight is running…");
    if (m_session->client()->state() != core::TypedSocketClient::State::Connected)
        return tr("Not connected to Cloudly: connect to run a preflight.");
    if (!m_session->isAuthenticated())
        return tr("Not signed in: sign in to Cloudly to run a preflight.");
    return {};
}

void PreflightController::updateComposer()
{
    if (m_composer)
        m_composer->setRunBlockedReason(blockedReason());
}

void PreflightController::setRunning(bool running)
{
    if (m_running == running)
        return;
    m_running = running;
    updateComposer();
    Q_EMIT runningChanged(running);
}

void PreflightController::run(const QJsonObject& request)
{
    if (m_running)
        return;
    QJsonObject sent = request;
    sent.remove(QStringLiteral("identity")); // the session adds the signed-in identity
    const QString serverUrl = m_session->client()->url().toString(QUrl::RemoveUserInfo);
    const QString identityName = m_session->identity().name;
    setRunning(true);
    if (m_view)
        m_view->showRunning(tr("%1 version %2 on %3")
                                .arg(sent.value(QStringLiteral("serviceId")).toString(),
                                     sent.value(QStringLiteral("version")).toString(), serverUrl));
    m_session->call(core::methods::getDeploymentPreflight, sent, this,
                    [this, sent, serverUrl, identityName](const core::CallResult& result) {
                        onFinished(sent, serverUrl, identityName, result);
                    });
}

void PreflightController::onFinished(const QJsonObject& sent, const QString& serverUrl,
                                     const QString& identityName, const core::CallResult& result)
{
    setRunning(false);
    const CallError::Kind kind = result.error.kind;
    const bool answered = result.ok() || kind == CallError::Kind::Server ||
                          kind == CallError::Kind::NoMethod || kind == CallError::Kind::EmptyResponse;
    if (!answered) {
        const bool authorization = kind == CallError::Kind::NotAuthenticated;
        if (m_view)
            m_view->showFailure(result.error.message(), authorization);
        Q_EMIT failed(result.error.message(), authorization);
        return;
    }
    const QJsonValue report =
        result.ok() ? result.response.value(QStringLiteral("report")) : QJsonValue(QJsonValue::Undefined);
    Receipt receipt = Receipt::create(serverUrl, identityName, sent, report);
    if (!result.ok()) {
        receipt.callError = {{QStringLiteral("kind"), result.error.kindName()},
                             {QStringLiteral("text"), result.error.text}};
        if (!result.error.data.isUndefined() && !result.error.data.isNull())
            receipt.callError.insert(QStringLiteral("data"), result.error.data);
    }
    m_last = receipt;
    if (m_view)
        m_view->showReceipt(receipt);
    Q_EMIT receiptCreated(receipt);
    store(receipt);
}

void PreflightController::store(const Receipt& receipt)
{
    if (!m_store)
        return;
    const core::preflight::ReceiptStore::SaveResult saved = m_store->save(receipt);
    if (!saved.ok) {
        if (m_view)
            m_view->setStoreStatus(tr("The receipt was not stored: %1").arg(saved.error), true);
        Q_EMIT storeFailed(saved.error);
        return;
    }
    QString status = tr("Receipt %1 stored in %2.")
                         .arg(receipt.id.left(8), QDir::toNativeSeparators(m_store->directory()));
    if (!saved.rotatedOut.isEmpty())
        status += QLatin1Char(' ') + tr("Only the newest %1 receipts are kept: %n older receipt(s) removed.",
                                        nullptr, int(saved.rotatedOut.size()))
                                         .arg(m_store->maxReceipts());
    if (m_view)
        m_view->setStoreStatus(status, !saved.rotateErrors.isEmpty());
    Q_EMIT receiptStored(receipt.id, saved.rotatedOut);
}

} // namespace ui
} // namespace cloudly