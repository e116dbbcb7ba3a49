// cloudlyctl journal: reads the change journal the console kept for a profile (what it saw change).
#include "ctlcontext.h"

#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/journal/journalstore.h"
#include "core/util/duration.h"
#include "core/util/texttable.h"
#include "core/util/timefmt.h"

#include <QDateTime>
#include <QJsonDocument>

#include <cstdio>

namespace cloudly {
namespace ctl {
namespace {
void journalRun(Context& ctx)
{
    if (!ctx.args.isEmpty())
        return ctx.usage(QStringLiteral("journal takes no arguments, got \"%1\"").arg(ctx.args.join(u' ')));
    std::optional<qint64> since;
    if (ctx.local.isSet(QStringLiteral("since"))) {
        QString error;
        const std::optional<qint64> ms =
            core::parseDuration(ctx.local.value(QStringLiteral("since")), &error);
        if (!ms)
            return ctx.usage(QStringLiteral("--since: %1").arg(error));
        since = QDateTime::currentMSecsSinceEpoch() - *ms;
    }
    core::FilterExpression expression;
    if (!ctx.options.filter.trimmed().isEmpty()) {
        const core::FilterParseResult parsed =
            core::FilterExpression::parse(ctx.options.filter, core::JournalEntry::filterFieldNames());
        if (!parsed.ok())
            return ctx.usage(QStringLiteral("invalid --filter \"%1\": %2 (fields: %3)")
                                 .arg(ctx.options.filter, parsed.errorText(),
                                      core::JournalEntry::filterFieldNames().join(QStringLiteral(", "))));
        expression = *parsed.expression;
    }
    if (ctx.options.format == Format::Markdown)
        return ctx.usage(QStringLiteral("journal prints table, json or csv"));
    const QString profile = ctx.options.profile.isEmpty() ? QStringLiteral("default") : ctx.options.profile;
    const QString path = core::JournalStore::defaultPath(profile);
    QString error;
    const std::optional<QList<core::JournalEntry>> entries = core::JournalStore::read(path, since, &error);
    if (!entries) {
        ctx.err(QStringLiteral("cloudlyctl: %1").arg(error));
        return ctx.finish(ExitError);
    }
    ctx.err(
        QStringLiteral("cloudlyctl: the journal of profile \"%1\" (%2): what the console saw change while it "
                       "was connected; Cloudly itself keeps no change history")
            .arg(profile, path));
    QList<core::JournalEntry> shown;
    for (const core::JournalEntry& e : *entries)
        if (expression.isEmpty() || core::FilterFields(e.filterTexts()).matches(expression))
            shown << e;
    if (ctx.options.format == Format::Json) { // JSON lines: one entry per line
        QByteArray out;
        for (const core::JournalEntry& e : shown)
            out += QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact) + '\n';
        std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
        std::fflush(stdout);
        return ctx.finish(ExitOk);
    }
    core::TextTable table(
        {QStringLiteral("AT"), QStringLiteral("KIND"), QStringLiteral("ID"), QStringLiteral("WHAT")}, 120);
    for (const core::JournalEntry& e : shown)
        table.addRow({core::displayTime(e.at), e.kind, e.objectId, e.summary()});
    ctx.printTable(table);
    if (entries->isEmpty())
        ctx.err(
            QStringLiteral("cloudlyctl: the journal is empty (the console records while it is connected)"));
    ctx.finish(ExitOk);
}
} // namespace

QList<Command> journalCommands()
{
    Command journal{
        QStringLiteral("journal"),
        QStringLiteral("journal [--profile NAME] [--since 1h] [--filter EXPR]   what the console saw "
                       "change (tasks, nodes, services); JSON lines with --format json"),
        false, journalRun};
    journal.options = {QCommandLineOption(QStringLiteral("since"), QString(), QStringLiteral("DURATION"))};
    return {journal};
}

} // namespace ctl
} // namespace cloudly
