#pragma once

#include "core/preflight/blockercatalog.h"
#include "core/preflight/decision.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace preflight {
// The durable record of one deployment preflight: what was asked, what Cloudly answered, and what the
// console concluded. A value type; ReceiptStore keeps one JSON file per receipt.
//
// Never holds credentials: only the identity's *name* is kept, and an `identity` key in the request is
// removed. The report is kept exactly as received (JSON, lossless; an absent report stays absent), and the
// decision is the one decide() computed at the time: loading an old receipt never re-judges it.
struct Receipt
{
    static constexpr int kFormatVersion = 1;

    QString id;                                            // uuid without braces
    QDateTime createdAt;                                   // UTC, millisecond precision
    QString serverUrl;                                     // without user info
    QString identityName;                                  // Identity::name, never the jwt
    QJsonObject request;                                   // the request data as sent, without `identity`
    QJsonValue report = QJsonValue(QJsonValue::Undefined); // `response.report` as received
    // When Cloudly answered with an error instead of a report: {kind, text, data?}. Empty otherwise.
    QJsonObject callError;
    Decision decision;
    // The object this receipt was read from: keys this version does not know survive toJson().
    QJsonObject raw;

    // A new receipt (fresh id, now) whose decision is decide(request, report).
    static Receipt create(const QString& serverUrl, const QString& identityName, const QJsonObject& request,
                          const QJsonValue& report, const QDateTime& now = QDateTime::currentDateTimeUtc());

    QJsonObject toJson() const;
    // Fails (nullopt, translated *error) when the object is not a receipt of a known format version.
    static std::optional<Receipt> fromJson(const QJsonValue& value, QString* error);

    bool isGo() const { return decision.verdict == Verdict::Go; }
    QString decisionText() const { return isGo() ? QStringLiteral("GO") : QStringLiteral("NO-GO"); }
    // request.serviceId, else report.service.serviceId; "" when neither is a string.
    QString serviceId() const;
    // report.service.serviceName; "" when absent.
    QString serviceName() const;
    // "name (id)", or whichever of the two is known.
    QString serviceLabel() const;
    QString version() const; // request.version

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::preflight::Receipt)
};

// One blocker as a release manager sees it: server and console blockers with the same code and message are
// merged into one entry that says who raised it, and carries the catalog texts.
struct ReceiptBlocker
{
    QString code;
    QString message;
    bool fromServer = false;  // in the report's compatibilityBlockers
    bool fromConsole = false; // found by the console's own re-check of the request / evidence
    BlockerInfo info;
};

// Server blockers in report order, then console-only blockers in their order.
QList<ReceiptBlocker> mergedBlockers(const Decision& decision);

// True when a server AUTHORIZATION_MISSING blocker or the CLIENT_AUTHORIZATION_MISSING reason is present.
bool isAuthorizationMissing(const Decision& decision);

// Serialisation of the decision, shared with exports: {verdict, reasons[], clientBlockers[],
// serverBlockers[]}.
QJsonObject decisionToJson(const Decision& decision);
std::optional<Decision> decisionFromJson(const QJsonValue& value);

} // namespace preflight
} // namespace core
} // namespace cloudly