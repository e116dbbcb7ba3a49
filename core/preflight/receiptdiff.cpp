#include "core/preflight/receiptdiff.h"

#include <QCoreApplication>
#include <QSet>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

QString stringAt(const QJsonValue& root, const QStringList& path)
{
    QJsonValue v = root;
    for (const QString& k : path)
        v = v.toObject().value(k);
    return v.isString() ? v.toString() : QString();
}

QString pairKey(const Blocker& b)
{
    return b.code + QChar(0) + b.message;
}

// Every blocker and console reason of a decision, de-duplicated by code + message, in order.
QList<Blocker> allProblems(const Decision& d)
{
    QList<Blocker> out;
    QSet<QString> seen;
    const auto add = [&](const Blocker& b) {
        if (!seen.contains(pairKey(b))) {
            seen.insert(pairKey(b));
            out.append(b);
        }
    };
    for (const DecisionReason& r : d.reasons)
        add({r.code, r.message});
    for (const Blocker& b : d.serverBlockers)
        add(b);
    for (const Blocker& b : d.clientBlockers)
        add(b);
    return out;
}

QList<Blocker> minus(const QList<Blocker>& from, const QList<Blocker>& what)
{
    QSet<QString> keys;
    for (const Blocker& b : what)
        keys.insert(pairKey(b));
    QList<Blocker> out;
    for (const Blocker& b : from)
        if (!keys.contains(pairKey(b)))
            out.append(b);
    return out;
}

QString shown(const QString& digest)
{
    return digest.isEmpty() ? ReceiptDiff::tr("(absent)") : QStringLiteral("`%1`").arg(digest);
}

} // namespace

QList<ReceiptDiff::DigestChange> receiptDigests(const Receipt& r)
{
    const QJsonValue report = r.report;
    QString intent = r.request.value(QStringLiteral("intentDigest")).toString();
    if (intent.isEmpty())
        intent = stringAt(report, {QStringLiteral("source"), QStringLiteral("intentDigest")});
    return {
        {QStringLiteral("source.configurationDigest"),
         ReceiptDiff::tr("Configuration digest (Cloudly)"),
         stringAt(report, {QStringLiteral("source"), QStringLiteral("configurationDigest")}),
         {}},
        {QStringLiteral("intentDigest"), ReceiptDiff::tr("Intent digest (sent)"), intent, {}},
        {QStringLiteral("requestedImage.digest"),
         ReceiptDiff::tr("Requested image digest"),
         stringAt(report, {QStringLiteral("requestedImage"), QStringLiteral("digest")}),
         {}},
        {QStringLiteral("currentImage.digest"),
         ReceiptDiff::tr("Current image digest"),
         stringAt(report, {QStringLiteral("currentImage"), QStringLiteral("digest")}),
         {}},
    };
}

std::optional<ReceiptDiff> diffReceipts(const Receipt& a, const Receipt& b, QString* error)
{
    if (a.serviceId() != b.serviceId() || a.serviceId().isEmpty()) {
        if (error)
            *error = ReceiptDiff::tr("Receipts of different services cannot be compared (%1 and %2).")
                         .arg(a.serviceId(), b.serviceId());
        return std::nullopt;
    }
    const bool aFirst = a.createdAt < b.createdAt || (a.createdAt == b.createdAt && a.id <= b.id);
    const Receipt& older = aFirst ? a : b;
    const Receipt& newer = aFirst ? b : a;

    ReceiptDiff diff;
    diff.serviceId = a.serviceId();
    diff.olderId = older.id;
    diff.newerId = newer.id;
    diff.olderGo = older.isGo();
    diff.newerGo = newer.isGo();
    const QList<Blocker> before = allProblems(older.decision);
    const QList<Blocker> after = allProblems(newer.decision);
    diff.blockersAdded = minus(after, before);
    diff.blockersRemoved = minus(before, after);

    const QList<ReceiptDiff::DigestChange> oldDigests = receiptDigests(older);
    const QList<ReceiptDiff::DigestChange> newDigests = receiptDigests(newer);
    for (qsizetype i = 0; i < oldDigests.size(); ++i) {
        if (oldDigests.at(i).before == newDigests.at(i).before)
            continue;
        ReceiptDiff::DigestChange change = oldDigests.at(i);
        change.after = newDigests.at(i).before;
        diff.digestsChanged.append(change);
    }
    return diff;
}

QString diffToMarkdown(const ReceiptDiff& diff)
{
    const auto verdict = [](bool go) { return go ? QStringLiteral("GO") : QStringLiteral("NO-GO"); };
    QString md = ReceiptDiff::tr("## Receipt comparison for %1\n\n").arg(diff.serviceId);
    md += ReceiptDiff::tr("Older receipt `%1`, newer receipt `%2`.\n\n").arg(diff.olderId, diff.newerId);
    if (diff.decisionChanged())
        md += ReceiptDiff::tr("- **Decision changed:** %1 → %2\n")
                  .arg(verdict(diff.olderGo), verdict(diff.newerGo));
    else
        md += ReceiptDiff::tr("- Decision unchanged: %1\n").arg(verdict(diff.newerGo));
    if (diff.isEmpty()) {
        md += ReceiptDiff::tr("- No blocker or digest changed.\n");
        return md;
    }
    md += QLatin1Char('\n');
    if (!diff.blockersAdded.isEmpty()) {
        md += ReceiptDiff::tr("### Blockers added (%1)\n\n").arg(diff.blockersAdded.size());
        for (const Blocker& b : diff.blockersAdded)
            md += QStringLiteral("- + `%1` %2\n").arg(b.code, b.message);
        md += QLatin1Char('\n');
    }
    if (!diff.blockersRemoved.isEmpty()) {
        md += ReceiptDiff::tr("### Blockers removed (%1)\n\n").arg(diff.blockersRemoved.size());
        for (const Blocker& b : diff.blockersRemoved)
            md += QStringLiteral("- − `%1` %2\n").arg(b.code, b.message);
        md += QLatin1Char('\n');
    }
    if (!diff.digestsChanged.isEmpty()) {
        md += ReceiptDiff::tr("### Digests changed (%1)\n\n").arg(diff.digestsChanged.size());
        for (const ReceiptDiff::DigestChange& c : diff.digestsChanged)
            md += ReceiptDiff::tr("- %1: %2 → %3\n").arg(c.label, shown(c.before), shown(c.after));
        md += QLatin1Char('\n');
    }
    return md;
}

} // namespace preflight
} // namespace core
} // namespace cloudly