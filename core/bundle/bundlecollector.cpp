#include "core/bundle/bundlecollector.h"

#include "core/api/methods.h"
#include "core/approval/approvalstore.h"
#include "core/bundle/bundleredaction.h"
#include "core/journal/journalstore.h"
#include "core/preflight/receiptstore.h"
#include "core/util/logging.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSysInfo>

#include <future>
#include <vector>

namespace cloudly {
namespace core {
namespace {
QString isoTime(const QDateTime& t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QByteArray compact(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray indented(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QJsonObject aboutJson(const BundleInputs& in, const QDateTime& createdAt)
{
    QJsonArray notes;
    for (const QString& n : in.notes)
        notes.append(n);
    return QJsonObject{
        {QStringLiteral("console"), QJsonObject{{QStringLiteral("name"), in.consoleName},
                                                {QStringLiteral("version"), in.consoleVersion}}},
        {QStringLiteral("platform"),
         QJsonObject{{QStringLiteral("os"), QSysInfo::prettyProductName()},
                     {QStringLiteral("kernel"),
                      QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion()},
                     {QStringLiteral("cpu"), QSysInfo::currentCpuArchitecture()}}},
        {QStringLiteral("qt"), QString::fromLatin1(qVersion())},
        {QStringLiteral("createdAt"), isoTime(createdAt)},
        {QStringLiteral("profile"),
         QJsonObject{{QStringLiteral("name"), in.profile},
                     {QStringLiteral("url"), in.server.adjusted(QUrl::RemoveUserInfo).toString()},
                     {QStringLiteral("stage"), Profile::stageName(in.stage)},
                     {QStringLiteral("protected"), in.isProtected},
                     {QStringLiteral("readOnly"), in.readOnly},
                     {QStringLiteral("options"), in.options}}},
        {QStringLiteral("inventory"),
         QJsonObject{{QStringLiteral("source"), bundleSourceName(in.source)},
                     {QStringLiteral("asOf"), isoTime(in.asOf)},
                     {QStringLiteral("lists"), QJsonArray::fromStringList(in.replies.keys())},
                     {QStringLiteral("notes"), notes}}},
    };
}
} // namespace

std::optional<BundleContent> BundleCollector::collect(const BundleInputs& in, QString* error)
{
    BundleContent content;
    content.profile = in.profile;
    content.createdAt = in.createdAt.isValid() ? in.createdAt : QDateTime::currentDateTimeUtc();
    content.source = in.source;
    content.asOf = in.asOf.isValid() ? in.asOf : content.createdAt;
    content.notes = in.notes;

    // about.json: the profile's options go through the generic rule as well (a URL with user info in them).
    BundleInputs about = in;
    about.asOf = content.asOf;
    RedactionLog aboutLog;
    QJsonObject aboutObject =
        scrubSecrets(aboutJson(about, content.createdAt), isSecretKey, std::nullopt, &aboutLog);
    content.about = aboutObject;
    content.files.append(BundleFile{bundle::aboutFile, indented(aboutObject)});
    content.addRedactions(bundle::aboutFile, aboutLog);

    // Each list is redacted on its own thread (the tasks and the services are most of the work; the rule is
    // pure), then written in the fixed order.
    struct Redacted
    {
        QString method;
        QByteArray bytes;
        RedactionLog log;
        QString error;
    };
    std::vector<std::future<Redacted>> jobs;
    for (const QString& method : bundle::inventoryMethods()) {
        if (!in.replies.contains(method))
            continue;
        const QByteArray reply = in.replies.value(method);
        jobs.push_back(std::async(std::launch::async, [method, reply] {
            Redacted r;
            r.method = method;
            r.bytes = redactInventoryReply(method, reply, &r.log, &r.error);
            return r;
        }));
    }
    QString failure;
    for (std::future<Redacted>& job : jobs) {
        Redacted r = job.get();
        if (r.bytes.isEmpty()) {
            if (failure.isEmpty())
                failure = tr("the reply of %1 cannot be kept: %2").arg(r.method, r.error);
            continue;
        }
        const QString name = bundle::inventoryFile(r.method);
        content.files.append(BundleFile{name, std::move(r.bytes)});
        content.addRedactions(name, r.log);
    }
    if (!failure.isEmpty()) {
        *error = failure;
        return std::nullopt;
    }

    if (!in.receiptsDirectory.isEmpty()) {
        const preflight::ReceiptStore receipts(in.receiptsDirectory);
        const preflight::ReceiptStore::Listing listing = receipts.list();
        const approval::ApprovalStore approvals(in.receiptsDirectory);
        for (const preflight::Receipt& receipt : listing.receipts) {
            if (in.server.isValid() && !InventoryCache::sameServer(QUrl(receipt.serverUrl), in.server))
                continue; // another server's receipts are not this profile's to send
            const QString name = bundle::receiptsFolder + preflight::ReceiptStore::fileNameFor(receipt);
            RedactionLog log;
            const QJsonObject scrubbed = scrubSecrets(receipt.toJson(), isSecretKey, std::nullopt, &log);
            content.files.append(BundleFile{name, indented(scrubbed)});
            content.addRedactions(name, log);
            for (const approval::ApprovalInput& a : approvals.list(receipt.id)) {
                const QString file = bundle::approvalsFolder + receipt.id + QLatin1Char('/') + a.source;
                const QJsonDocument doc = QJsonDocument::fromJson(a.bytes);
                RedactionLog approvalLog;
                const QJsonObject kept =
                    doc.isObject() ? scrubSecrets(doc.object(), isSecretKey, std::nullopt, &approvalLog)
                                   : QJsonObject();
                if (!doc.isObject()) {
                    content.notes
                        << tr("approval %1 of receipt %2 left out: not JSON").arg(a.source, receipt.id);
                    continue;
                }
                content.files.append(BundleFile{file, approvalLog.isEmpty() ? a.bytes : indented(kept)});
                content.addRedactions(file, approvalLog);
            }
        }
        for (const preflight::ReceiptStore::Problem& p : listing.problems)
            content.notes << tr("receipt %1 left out: %2").arg(p.fileName, p.message);
    }

    if (!in.journalPath.isEmpty()) {
        QString why;
        const std::optional<QList<JournalEntry>> entries =
            JournalStore::read(in.journalPath, in.journalSinceMs, &why);
        if (!entries) {
            content.notes << tr("the journal was left out: %1").arg(why);
        } else {
            QByteArray lines;
            RedactionLog log;
            qsizetype n = 0;
            for (const JournalEntry& e : *entries) {
                const QJsonObject scrubbed = scrubSecrets(e.toJson(), isSecretKey, std::nullopt, &log,
                                                          QStringLiteral("$[%1]").arg(n++));
                lines += compact(scrubbed) + '\n';
            }
            content.files.append(BundleFile{bundle::journalFile, lines});
            content.addRedactions(bundle::journalFile, log);
        }
    }
    qCInfo(lcBundle) << "support bundle of" << in.profile << ":" << content.files.size() << "files,"
                     << content.redactions.size() << "redactions";
    return content;
}

bool BundleCollector::fromOfflineCopy(const InventoryCache& cache, BundleInputs* in, QString* error)
{
    const InventoryCache::LoadResult loaded = cache.load(in->profile, in->server);
    if (!loaded.ok()) {
        *error = loaded.status == InventoryCache::LoadResult::Status::Missing
                     ? tr("there is no offline copy of profile \"%1\"").arg(in->profile)
                     : loaded.message;
        return false;
    }
    const CachedInventory& inv = loaded.inventory;
    in->source = BundleSource::OfflineCopy;
    in->asOf = inv.oldestPart().isValid() ? inv.oldestPart() : inv.savedAt;
    const auto list = [](const QString& key, const auto& items) {
        QByteArray out = "{\"" + key.toUtf8() + "\":[";
        bool first = true;
        for (const auto& item : items) {
            if (!first)
                out += ',';
            first = false;
            out += compact(item.toJson());
        }
        return out + "]}";
    };
    if (inv.services)
        in->replies.insert(methods::getServices, list(QStringLiteral("services"), inv.services->items));
    if (inv.deployments) {
        const DeploymentTable& table = inv.deployments->items;
        QByteArray out = "{\"deployments\":[";
        for (qsizetype row = 0; row < table.size(); ++row) {
            if (row)
                out += ',';
            out += table.rawJson(row);
        }
        in->replies.insert(methods::getDeployments, out + "]}");
    }
    if (inv.clusters)
        in->replies.insert(methods::getClusters, list(QStringLiteral("clusters"), inv.clusters->items));
    if (inv.images)
        in->replies.insert(methods::getAllImages, list(QStringLiteral("images"), inv.images->items));
    for (auto it = inv.features.cbegin(); it != inv.features.cend(); ++it)
        if (bundle::inventoryMethods().contains(it.key()))
            in->replies.insert(it.key(), compact(it->items));
    for (const QString& method : bundle::inventoryMethods())
        if (!in->replies.contains(method))
            in->notes << tr("%1 is not in the offline copy").arg(method);
    return true;
}

} // namespace core
} // namespace cloudly
