// cloudlyctl bundle create: a redacted support bundle of a profile (docs/SUPPORT_BUNDLE.md).
#include "ctlcontext.h"
#include "featurecalls.h"

#include "core/bundle/bundlecollector.h"
#include "core/bundle/bundlefetcher.h"
#include "core/bundle/bundlewriter.h"
#include "core/cache/inventorycache.h"
#include "core/journal/journalstore.h"
#include "core/preflight/receiptstore.h"
#include "core/session/profilescope.h"
#include "core/util/duration.h"
#include "core/util/timefmt.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <memory>

namespace cloudly {
namespace ctl {
namespace {
// The key the console keeps a profile's offline copy and journal under: its name, else its URL.
QString profileKey(const Context& ctx)
{
    if (ctx.options.demo)
        return QStringLiteral("demo");
    if (!ctx.options.profile.isEmpty())
        return ctx.options.profile;
    return ctx.options.url.isEmpty() ? QStringLiteral("default") : ctx.options.url;
}

struct Plan
{
    QString out;
    std::optional<qint64> sinceMs;
};

std::shared_ptr<Plan> planOf(Context& ctx)
{
    auto plan = std::make_shared<Plan>();
    const QString since = ctx.local.isSet(QStringLiteral("since")) ? ctx.local.value(QStringLiteral("since"))
                                                                   : QStringLiteral("7d");
    QString error;
    const std::optional<qint64> ms = core::parseDuration(since, &error);
    if (!ms || *ms <= 0) {
        ctx.usage(QStringLiteral("--since: %1").arg(ms ? QStringLiteral("must be more than 0") : error));
        return nullptr;
    }
    plan->sinceMs = QDateTime::currentMSecsSinceEpoch() - *ms;
    plan->out = ctx.local.value(QStringLiteral("out"));
    if (plan->out.isEmpty()) {
        QString name = profileKey(ctx);
        name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
        plan->out =
            QStringLiteral("cloudly-bundle-%1-%2.zip")
                .arg(name.left(40),
                     QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")));
    }
    return plan;
}

core::BundleInputs inputsOf(const Context& ctx, const Plan& plan)
{
    core::BundleInputs in;
    in.profile = profileKey(ctx);
    in.server = QUrl(ctx.options.url);
    in.stage = ctx.options.safety.stage;
    in.isProtected = ctx.options.safety.isProtected;
    in.readOnly = ctx.options.safety.readOnly;
    const FeatureSettings settings = featureSettings(ctx);
    QJsonObject names;
    for (auto it = settings.names.overrides().cbegin(); it != settings.names.overrides().cend(); ++it)
        names.insert(it.key(), it.value());
    in.options = QJsonObject{{QStringLiteral("methodNames"), names},
                             {QStringLiteral("backupMaxAgeMs"), settings.backupMaxAgeMs},
                             {QStringLiteral("heartbeatStaleAfterMs"), settings.heartbeatStaleAfterMs},
                             {QStringLiteral("timeoutMs"), ctx.options.timeoutMs}};
    in.receiptsDirectory = core::preflight::ReceiptStore::defaultDirectory();
    // The journal the console keeps for this server, under the key it uses (core::ProfileScope).
    core::Profile scoped;
    scoped.name = ctx.options.profile;
    scoped.url = QUrl(ctx.options.url);
    const QString journalKey = ctx.options.profile.isEmpty() && !ctx.options.demo
                                   ? core::ProfileScope::of(scoped, false).key
                                   : in.profile;
    in.journalPath =
        core::JournalStore::defaultPath(journalKey.isEmpty() ? QStringLiteral("default") : journalKey);
    in.journalSinceMs = plan.sinceMs;
    in.consoleName = QStringLiteral("cloudlyctl");
    in.consoleVersion = QCoreApplication::applicationVersion();
    return in;
}

void write(const Context& ctx, const Plan& plan, const core::BundleInputs& in)
{
    QString error;
    const std::optional<core::BundleContent> content = core::BundleCollector::collect(in, &error);
    if (!content) {
        ctx.err(QStringLiteral("cloudlyctl: %1").arg(error));
        return ctx.finish(ExitError);
    }
    if (!core::BundleWriter::write(plan.out, *content, &error)) {
        ctx.err(QStringLiteral("cloudlyctl: %1").arg(error));
        return ctx.finish(ExitError);
    }
    for (const QString& note : content->notes)
        ctx.err(QStringLiteral("cloudlyctl: note: %1").arg(note));
    ctx.err(QStringLiteral(
                "cloudlyctl: support bundle of \"%1\": %2 files, %3 values redacted, inventory %4 as of "
                "%5")
                .arg(in.profile)
                .arg(content->files.size() + 1)
                .arg(content->redactions.size())
                .arg(in.source == core::BundleSource::Live ? QStringLiteral("from the server")
                                                           : QStringLiteral("from the offline copy"),
                     core::displayTimeUtc(content->asOf)));
    ctx.out(QFileInfo(plan.out).absoluteFilePath() + QLatin1Char('\n'));
    ctx.finish(ExitOk);
}

// The server could not be reached: the profile's last good offline copy, saying so.
void fromOfflineCopy(const Context& ctx, const Plan& plan, const QString& reason)
{
    core::BundleInputs in = inputsOf(ctx, plan);
    QString error;
    if (!core::BundleCollector::fromOfflineCopy(core::InventoryCache(), &in, &error)) {
        ctx.err(QStringLiteral("cloudlyctl: the server could not be reached (%1), and %2: no bundle written")
                    .arg(reason, error));
        return ctx.finish(ExitError);
    }
    ctx.err(QStringLiteral(
                "cloudlyctl: the server could not be reached (%1): the bundle holds the offline copy of "
                "\"%2\" as of %3")
                .arg(reason, in.profile, core::displayTimeUtc(in.asOf)));
    in.notes.prepend(
        QStringLiteral("the server could not be reached (%1): the inventory is the offline copy as of %2")
            .arg(reason, in.asOf.toUTC().toString(Qt::ISODateWithMs)));
    write(ctx, plan, in);
}

void createRun(Context& ctx)
{
    if (!ctx.args.isEmpty())
        return ctx.usage(
            QStringLiteral("bundle create takes no arguments, got \"%1\"").arg(ctx.args.join(u' ')));
    const std::shared_ptr<Plan> plan = planOf(ctx);
    if (!plan)
        return;
    auto* fetcher = new core::BundleFetcher(ctx.session, featureSettings(ctx).names, ctx.session);
    const Context copy = ctx;
    fetcher->fetch([copy, plan](const core::BundleFetcher::Result& result) {
        if (result.replies.isEmpty() && result.connectionLost)
            return fromOfflineCopy(copy, *plan, result.notes.value(0));
        core::BundleInputs in = inputsOf(copy, *plan);
        in.source = core::BundleSource::Live;
        in.asOf = QDateTime::currentDateTimeUtc();
        in.replies = result.replies;
        in.notes = result.notes;
        write(copy, *plan, in);
    });
}
} // namespace

QList<Command> bundleCommands()
{
    Command create{
        QStringLiteral("bundle create"),
        QStringLiteral(
            "bundle create [--profile P] [--out FILE] [--since 7d]   a redacted support bundle (zip): the "
            "inventory (from the server, else the offline copy), receipts, approvals, the journal"),
        true, createRun};
    create.options = {QCommandLineOption(QStringLiteral("out"), QString(), QStringLiteral("FILE")),
                      QCommandLineOption(QStringLiteral("since"), QString(), QStringLiteral("DURATION"))};
    create.offline = [](Context& ctx) {
        // Bad options are refused before anything is fetched.
        return planOf(ctx) == nullptr;
    };
    create.unreachable = [](Context& ctx, const QString& reason) {
        const std::shared_ptr<Plan> plan = planOf(ctx);
        if (plan)
            fromOfflineCopy(ctx, *plan, reason);
    };
    return {create};
}

} // namespace ctl
} // namespace cloudly
