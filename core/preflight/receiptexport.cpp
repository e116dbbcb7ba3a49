#include "core/preflight/receiptexport.h"

#include "core/util/privatefile.h"
#include "core/util/timefmt.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

constexpr const char* kContext = "cloudly::core::preflight::ReceiptExport";

QString translated(const char* text)
{
    return QCoreApplication::translate(kContext, text);
}

// Text that goes into a Markdown table cell or a single line.
QString cell(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString code(const QString& text)
{
    return text.contains(QLatin1Char('`')) ? cell(text) : QLatin1Char('`') + cell(text) + QLatin1Char('`');
}

QString renderCell(const OutlineCell& c)
{
    const QString t = outlineCellText(c);
    return c.monospace && c.tone == Tone::Neutral ? code(t) : cell(t);
}

QString table(const QStringList& headers, const QList<QList<OutlineCell>>& rows)
{
    QStringList head;
    for (const QString& h : headers)
        head << cell(h.isEmpty() ? QStringLiteral(" ") : h);
    QString md = QStringLiteral("| %1 |\n|%2\n")
                     .arg(head.join(QStringLiteral(" | ")), QStringLiteral("---|").repeated(head.size()));
    for (const QList<OutlineCell>& row : rows) {
        QStringList cells;
        for (const OutlineCell& c : row)
            cells << renderCell(c);
        md += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return md + QLatin1Char('\n');
}

QString sectionMarkdown(const OutlineSection& s)
{
    QString md = QStringLiteral("## %1\n\n").arg(s.title);
    if (!s.note.isEmpty())
        md += QStringLiteral("> %1\n\n").arg(cell(s.note));
    if (!s.rows.isEmpty()) {
        QList<QList<OutlineCell>> rows;
        for (const OutlineRow& r : s.rows)
            rows << QList<OutlineCell>{OutlineCell{r.label}, r.value};
        md += table({Receipt::tr("Field"), Receipt::tr("Value")}, rows);
    }
    for (const OutlineTable& t : s.tables) {
        if (!t.title.isEmpty())
            md += QStringLiteral("### %1\n\n").arg(t.title);
        if (t.rows.isEmpty())
            md += QStringLiteral("_%1_\n\n").arg(cell(t.emptyText));
        else
            md += table(t.headers, t.rows);
    }
    return md;
}

QString blockersMarkdown(const QList<ReceiptBlocker>& blockers)
{
    QString md = Receipt::tr("## Blockers (%1)\n\n").arg(blockers.size());
    for (BlockerArea area : allBlockerAreas()) {
        QString part;
        int count = 0;
        for (const ReceiptBlocker& b : blockers) {
            if (b.info.area != area)
                continue;
            ++count;
            part += QStringLiteral("#### %1 — %2\n\n").arg(code(b.code), cell(b.info.title));
            part += QStringLiteral("> %1\n\n").arg(cell(b.message));
            part += Receipt::tr("- **Reported by:** %1\n").arg(blockerOrigin(b));
            part += Receipt::tr("- **Why it matters:** %1\n").arg(cell(b.info.explanation));
            part += Receipt::tr("- **How to fix:** %1\n\n").arg(cell(b.info.remediation));
        }
        if (count > 0)
            md += QStringLiteral("### %1 (%2)\n\n").arg(areaDisplayName(area)).arg(count) + part;
    }
    return md;
}

struct ReasonEntry
{
    const char* code;
    const char* title;
    const char* explanation;
    const char* remediation;
};

const ReasonEntry kReasons[] = {
    {kReasonReportNotObject, QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "No usable report"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Cloudly sent no report object, so nothing about the deployment was checked."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Check the server's error and the connection, then run the preflight again.")},
    {kReasonSchemaVersion,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Report schema not understood"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "The report uses a schema version this console does not know. Its fields may mean something "
         "else, so the console cannot prove GO."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Use a Cloudly Console release that supports this Cloudly version.")},
    {kReasonMutationPerformed,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "The preflight says it changed something"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "A preflight must be read-only, yet the report says something was changed. It cannot be "
         "trusted as a dry run."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Find out on the Cloudly server what was changed before deploying anything.")},
    {kReasonDecisionUnknown,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Decision missing or unknown"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "The report's decision is neither GO nor NO-GO."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Check the Cloudly version and run the preflight again.")},
    {kReasonReportIncomplete,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Report incomplete"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "A field of the report is missing or has an unexpected type, so the console cannot check "
         "everything a GO requires."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "Check that Cloudly and this console speak the same contract version; the message names the "
         "field.")},
    {kReasonServerGoWithBlockers,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "GO despite blockers"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "Cloudly said GO while listing blockers. The console fails closed on a contradiction."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Report this to the Cloudly operators and do not deploy.")},
    {kReasonServerNoGoWithoutBlockers,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "NO-GO without a reason"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Cloudly said NO-GO without naming a blocker."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Ask the Cloudly operators why, then run the preflight again.")},
    {kReasonUnknownBlockerCode,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Unknown blocker code"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "Cloudly named a blocker this console does not know, so it can neither explain it nor judge it "
         "harmless."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Look the code up in the Cloudly release notes, or update Cloudly Console.")},
    {kReasonRequestInvalid,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Request fails the console's checks"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "The request as sent does not pass the console's own validation, so the result cannot be a GO."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Fix the request fields named in the blockers and run the preflight again.")},
    {kReasonEvidenceMismatch,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Release evidence does not bind"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "The release evidence does not match the revision, version, configuration digest or index "
         "digest of this deployment."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Produce release evidence for exactly this revision, version, configuration and image "
                       "index.")},
    {kReasonEchoMismatch,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Report does not match the request"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Cloudly's report does not echo what was sent (service, revision, version, digests or "
                       "namespace), so it may describe another request."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "Run the preflight again; if it persists, report it to the Cloudly operators.")},
    {kReasonAuthorizationMissing,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport", "Authorization not proven"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::ReceiptExport",
                       "The report does not show that the identity holds deployment:preflight and "
                       "deployment:create-greenfield for this service."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::ReceiptExport",
         "Ask a Cloudly administrator to grant both capabilities for this service, then sign in "
         "again.")},
};

} // namespace

BlockerInfo reasonInfo(const QString& code)
{
    BlockerInfo info;
    info.code = code;
    for (const ReasonEntry& e : kReasons) {
        if (code != QLatin1String(e.code))
            continue;
        info.known = true;
        info.area = code == QLatin1String(kReasonAuthorizationMissing) ? BlockerArea::Authorization
                                                                       : BlockerArea::Request;
        info.title = translated(e.title);
        info.explanation = translated(e.explanation);
        info.remediation = translated(e.remediation);
        return info;
    }
    info.title = Receipt::tr("Console check failed");
    info.explanation = Receipt::tr("This console could not confirm the report.");
    info.remediation = Receipt::tr("Read the message and run the preflight again.");
    return info;
}

QString outlineCellText(const OutlineCell& c)
{
    // Markdown and print have no colour: a problem is marked in words.
    return c.tone == Tone::Bad ? c.text + QStringLiteral(" ⚠") : c.text;
}

QString blockerOrigin(const ReceiptBlocker& b)
{
    if (b.fromServer && b.fromConsole)
        return Receipt::tr("Cloudly and this console");
    return b.fromServer ? Receipt::tr("Cloudly") : Receipt::tr("this console");
}

bool isAuthorizationError(const QJsonObject& callError)
{
    const QString kind = callError.value(QStringLiteral("kind")).toString();
    const QString text = callError.value(QStringLiteral("text")).toString().toLower();
    if (kind == QLatin1String("not-authenticated"))
        return true;
    static const QRegularExpression re(
        QStringLiteral("identity missing|identity.*invalid|unauthori|not authori|forbidden|permission|"
                       "capabilit|role required|token expired|invalid token"));
    return re.match(text).hasMatch();
}

QString callErrorText(const Receipt& r)
{
    if (r.callError.isEmpty())
        return QString();
    const QString text = r.callError.value(QStringLiteral("text")).toString();
    return text.isEmpty() ? r.callError.value(QStringLiteral("kind")).toString() : text;
}

QString receiptHeadline(const Receipt& r)
{
    if (!r.callError.isEmpty()) {
        if (isAuthorizationError(r.callError))
            return Receipt::tr("Authorization missing: Cloudly refused the preflight (%1).")
                .arg(callErrorText(r));
        return Receipt::tr("No report: Cloudly answered with an error (%1).").arg(callErrorText(r));
    }
    if (r.isGo())
        return Receipt::tr(
            "Every check passed: Cloudly and this console agree that this greenfield deployment may "
            "proceed.");
    const QList<ReceiptBlocker> blockers = mergedBlockers(r.decision);
    QStringList areas;
    for (BlockerArea area : allBlockerAreas())
        for (const ReceiptBlocker& b : blockers)
            if (b.info.area == area && !areas.contains(areaDisplayName(area)))
                areas << areaDisplayName(area);
    const QString blockerSummary =
        Receipt::tr("Blockers: %1 (%2).").arg(blockers.size()).arg(areas.join(u", "));
    const qsizetype reasons = r.decision.reasons.size();
    if (isAuthorizationMissing(r.decision))
        return Receipt::tr("Authorization missing: %1 lacks a required deployment capability for %2.")
                   .arg(r.identityName.isEmpty() ? Receipt::tr("the identity") : r.identityName,
                        r.serviceLabel()) +
               (blockers.isEmpty() ? QString() : QLatin1Char(' ') + blockerSummary);
    if (reasons == 0)
        return Receipt::tr("This deployment must not proceed.") + QLatin1Char(' ') + blockerSummary;
    if (blockers.isEmpty())
        return Receipt::tr("This console does not trust the report. Problems found: %1.").arg(reasons);
    return Receipt::tr("This deployment must not proceed.") + QLatin1Char(' ') + blockerSummary +
           QLatin1Char(' ') + Receipt::tr("Problems with the report: %1.").arg(reasons);
}

QByteArray receiptToJsonBytes(const Receipt& receipt)
{
    return QJsonDocument(receipt.toJson()).toJson(QJsonDocument::Indented);
}

QString receiptToMarkdown(const Receipt& r)
{
    QString md = Receipt::tr("# Deployment preflight: %1\n\n").arg(r.decisionText());
    md += QStringLiteral("> **%1** — %2\n\n").arg(r.decisionText(), cell(receiptHeadline(r)));
    const QString none = Receipt::tr("(unknown)");
    const auto orNone = [&](const QString& s) { return s.isEmpty() ? none : s; };
    QList<QList<OutlineCell>> facts;
    facts << QList<OutlineCell>{{Receipt::tr("Service")}, {orNone(r.serviceLabel())}}
          << QList<OutlineCell>{{Receipt::tr("Version")}, {orNone(r.version())}}
          << QList<OutlineCell>{{Receipt::tr("Server")}, {orNone(r.serverUrl), Tone::Neutral, true}}
          << QList<OutlineCell>{{Receipt::tr("Identity")}, {orNone(r.identityName)}}
          << QList<OutlineCell>{{Receipt::tr("Time")}, {displayTimeUtc(r.createdAt)}}
          << QList<OutlineCell>{{Receipt::tr("Receipt")}, {r.id, Tone::Neutral, true}}
          << QList<OutlineCell>{
                 {Receipt::tr("Request ID")},
                 {orNone(r.request.value(QStringLiteral("requestId")).toString()), Tone::Neutral, true}};
    md += table({Receipt::tr("Field"), Receipt::tr("Value")}, facts);

    if (!r.callError.isEmpty())
        md += Receipt::tr("## Cloudly's error\n\n%1\n\n").arg(code(callErrorText(r)));
    if (!r.decision.reasons.isEmpty()) {
        md += Receipt::tr("## Why this console says NO-GO\n\n");
        for (const DecisionReason& reason : r.decision.reasons) {
            const BlockerInfo info = reasonInfo(reason.code);
            md += QStringLiteral("#### %1 — %2\n\n> %3\n\n")
                      .arg(code(reason.code), cell(info.title), cell(reason.message));
            md += Receipt::tr("- **Why it matters:** %1\n").arg(cell(info.explanation));
            md += Receipt::tr("- **How to fix:** %1\n\n").arg(cell(info.remediation));
        }
    }
    const QList<ReceiptBlocker> blockers = mergedBlockers(r.decision);
    if (blockers.isEmpty())
        md += Receipt::tr("## Blockers\n\nNone.\n\n");
    else
        md += blockersMarkdown(blockers);
    for (const OutlineSection& s : reportOutline(r.request, r.report))
        md += sectionMarkdown(s);
    md += Receipt::tr("## Request as sent\n\n");
    md += QStringLiteral("```json\n%1```\n").arg(QString::fromUtf8(QJsonDocument(r.request).toJson()));
    return md;
}

QString suggestedFileName(const Receipt& r, const QString& extension)
{
    QString name = QStringLiteral("preflight-%1-%2-%3-%4")
                       .arg(r.serviceId(), r.version(), r.decisionText(),
                            r.createdAt.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    name.replace(QRegularExpression(QStringLiteral("[^0-9A-Za-z._-]+")), QStringLiteral("_"));
    name.replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    return name + QLatin1Char('.') + extension;
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QString why;
    if (privatefs::writeFileAtomically(path, bytes, &why))
        return true;
    if (error)
        *error = Receipt::tr("Cannot write %1: %2").arg(path, why);
    return false;
}

} // namespace preflight
} // namespace core
} // namespace cloudly