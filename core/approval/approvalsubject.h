#pragma once

#include "core/preflight/receipt.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// The facts an approval is about, taken from a GO preflight report: the server (scheme://host:port, the
// default port written out, never user info or a path), service.serviceId, source.revision,
// source.version, source.intentDigest, source.configurationDigest, requestedImage.digest (null when the
// report has none) and the decision. Not the time or the request id: the same deployment checked again
// later has the same subject.
struct ApprovalSubject
{
    QString server;
    QString serviceId;
    QString revision;
    QString version;
    QString intentDigest;
    QString configurationDigest;
    QJsonValue imageDigest = QJsonValue(QJsonValue::Null); // string or null
    QString decision;                                      // "GO"

    // From a stored receipt: fails (translated *error) for a NO-GO receipt or when a fact is missing.
    static std::optional<ApprovalSubject> fromReceipt(const preflight::Receipt& receipt, QString* error);
    // From a live report and the server URL it came from, with the console's decision.
    static std::optional<ApprovalSubject> fromReport(const QString& serverUrl, const QJsonValue& report,
                                                     bool consoleSaysGo, QString* error);
    // The facts of any report, its decision "GO" or "NO-GO" as the console judged it: what a gate compares
    // approvals with to say what changed. Fails only when a fact is missing.
    static std::optional<ApprovalSubject> observed(const QString& serverUrl, const QJsonValue& report,
                                                   bool consoleSaysGo, QString* error);
    // The statement's `subject` object; fromJson() reads it back strictly.
    QJsonObject toJson() const;
    static std::optional<ApprovalSubject> fromJson(const QJsonValue& value, QString* error);

    // "scheme://host:port" of a URL (default ports 80/443 for ws/wss); "" for a URL without a host.
    static QString serverOf(const QString& url);

    bool operator==(const ApprovalSubject&) const = default;

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::ApprovalSubject)
};

// One fact that differs between an approved subject and the one at hand.
struct SubjectDifference
{
    QString field;    // subject key ("revision")
    QString approved; // as text, "null" for null
    QString current;
};
QList<SubjectDifference> subjectDifferences(const ApprovalSubject& approved, const ApprovalSubject& current);
// "approved revision 4f2a…, this one 9c1d…; approved imageDigest …"; digests and revisions are shortened.
QString describeDifferences(const QList<SubjectDifference>& differences);
// The plain-words reason a console status shows: "image changed", "configuration changed", ….
QString shortChangeText(const QList<SubjectDifference>& differences);

} // namespace approval
} // namespace core
} // namespace cloudly
