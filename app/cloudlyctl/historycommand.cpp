// cloudlyctl history: the revisions of a service the console saw (from the profile's journal), or the
// field-level diff of two of them.
#include "ctlcontext.h"

#include "core/history/revisiondiff.h"
#include "core/history/servicehistory.h"
#include "core/journal/journalstore.h"
#include "core/util/texttable.h"
#include "core/util/timefmt.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

namespace cloudly {
namespace ctl {
namespace {
QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonValue jsonValue(const QJsonValue& v)
{
    return v.isUndefined() ? QJsonValue(QJsonValue::Null) : v;
}

QString note(const core::Revision& r)
{
    QStringList parts;
    if (r.current)
        parts << QStringLiteral("current");
    if (!r.whole)
        parts << QStringLiteral("not seen whole");
    if (r.unobservedBefore)
        parts << QStringLiteral("not observed before it");
    if (!r.unobserved.isEmpty())
        parts << QStringLiteral("%1 gap(s) not observed").arg(r.unobserved.size());
    return parts.join(QStringLiteral(", "));
}

void printList(Context& ctx, const core::ServiceHistory& history)
{
    if (ctx.options.format == Format::Json) {
        QJsonArray revisions;
        for (const core::Revision& r : history.revisions)
            revisions.append(QJsonObject{{QStringLiteral("n"), r.number},
                                         {QStringLiteral("firstSeen"), isoTime(r.firstSeen)},
                                         {QStringLiteral("lastSeen"), isoTime(r.lastSeen)},
                                         {QStringLiteral("version"), r.version},
                                         {QStringLiteral("image"), r.image},
                                         {QStringLiteral("current"), r.current},
                                         {QStringLiteral("whole"), r.whole},
                                         {QStringLiteral("unobservedBefore"), r.unobservedBefore}});
        ctx.printJson(QJsonObject{{QStringLiteral("serviceId"), history.serviceId},
                                  {QStringLiteral("revisions"), revisions}});
        return;
    }
    core::TextTable table({QStringLiteral("N"), QStringLiteral("FIRST SEEN"), QStringLiteral("LAST SEEN"),
                           QStringLiteral("VERSION"), QStringLiteral("IMAGE"), QStringLiteral("NOTE")},
                          120);
    for (const core::Revision& r : history.revisions)
        table.addRow({QString::number(r.number), core::displayTime(r.firstSeen),
                      core::displayTime(r.lastSeen), r.version, r.image, note(r)});
    ctx.printTable(table);
}

void printDiff(Context& ctx, const core::RevisionDiff& diff)
{
    if (ctx.options.format == Format::Json) {
        QJsonObject out{{QStringLiteral("from"), diff.from},
                        {QStringLiteral("to"), diff.to},
                        {QStringLiteral("available"), diff.available}};
        if (!diff.available) {
            out.insert(QStringLiteral("reason"), diff.reason); // no "changes": unknown is not "none"
        } else {
            QJsonArray changes;
            for (const core::FieldChange& c : diff.changes)
                changes.append(QJsonObject{{QStringLiteral("path"), c.path},
                                           {QStringLiteral("kind"), core::FieldChange::kindName(c.kind)},
                                           {QStringLiteral("before"), jsonValue(c.before)},
                                           {QStringLiteral("after"), jsonValue(c.after)}});
            out.insert(QStringLiteral("changes"), changes);
        }
        ctx.printJson(out);
        return;
    }
    if (!diff.available) {
        ctx.out(
            QStringLiteral("diff unavailable (%1 → %2): %3").arg(diff.from).arg(diff.to).arg(diff.reason));
        return;
    }
    if (diff.changes.isEmpty()) {
        ctx.out(QStringLiteral("no changes between revision %1 and %2").arg(diff.from).arg(diff.to));
        return;
    }
    core::TextTable table(
        {QStringLiteral("PATH"), QStringLiteral("CHANGE"), QStringLiteral("BEFORE"), QStringLiteral("AFTER")},
        120);
    for (const core::FieldChange& c : diff.changes)
        table.addRow({c.path, core::FieldChange::kindName(c.kind), core::valueText(c.before),
                      core::valueText(c.after)});
    ctx.printTable(table);
}

void historyRun(Context& ctx)
{
    if (!ctx.args.isEmpty())
        return ctx.usage(QStringLiteral("history takes no arguments, got \"%1\"").arg(ctx.args.join(u' ')));
    const QString serviceId = ctx.options.service.trimmed();
    if (serviceId.isEmpty())
        return ctx.usage(QStringLiteral("history needs --service ID"));
    if (ctx.options.format == Format::Markdown)
        return ctx.usage(QStringLiteral("history prints table, json or csv"));
    const bool wantDiff = ctx.local.isSet(QStringLiteral("diff"));
    const QString range = ctx.local.value(QStringLiteral("diff"));
    QString error;
    if (wantDiff && !core::parseRevisionRange(range, -1, &error))
        return ctx.usage(QStringLiteral("--diff: %1").arg(error));
    const QString profile = ctx.options.profile.isEmpty() ? QStringLiteral("default") : ctx.options.profile;
    const QString path = core::JournalStore::defaultPath(profile);
    const std::optional<core::ServiceHistory> history = core::ServiceHistory::load(path, serviceId, &error);
    if (!history) {
        ctx.err(QStringLiteral("cloudlyctl: %1").arg(error));
        return ctx.finish(ExitError);
    }
    if (!history->known) {
        ctx.err(QStringLiteral("cloudlyctl: the journal of profile \"%1\" (%2) knows no service \"%3\" (the "
                               "console records what it sees while it is connected)")
                    .arg(profile, path, serviceId));
        return ctx.finish(ExitError);
    }
    ctx.err(
        QStringLiteral("cloudlyctl: revisions of %1 the console of profile \"%2\" saw (%3); Cloudly itself "
                       "keeps no history")
            .arg(serviceId, profile, path));
    if (!wantDiff) {
        printList(ctx, *history);
        return ctx.finish(ExitOk);
    }
    const int count = static_cast<int>(history->revisions.size());
    const std::optional<std::pair<int, int>> pair = core::parseRevisionRange(range, count, &error);
    if (!pair)
        return ctx.usage(QStringLiteral("--diff: %1").arg(error));
    printDiff(ctx, core::diffRevisions(*history->revision(pair->first), *history->revision(pair->second)));
    ctx.finish(ExitOk);
}
} // namespace

QList<Command> historyCommands()
{
    Command history{QStringLiteral("history"),
                    QStringLiteral("history --service ID [--profile NAME] [--diff A..B]   the revisions of a "
                                   "service the console saw, or the diff of two (numbers, latest, latest~1)"),
                    false, historyRun};
    history.options = {QCommandLineOption(QStringLiteral("diff"), QString(), QStringLiteral("A..B"))};
    return {history};
}

} // namespace ctl
} // namespace cloudly
