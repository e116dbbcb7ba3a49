#include "inventorycommands.h"

#include "interrupt.h"

#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/methods.h"
#include "core/api/service.h"
#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/ingest/deploymentingest.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/inventorylabels.h"
#include "core/model/platformmatrixmodel.h"
#include "core/model/tasktext.h"
#include "core/model/tasktextfilter.h"
#include "core/net/typedsocketclient.h"
#include "core/rules/platformcheck.h"
#include "core/session/session.h"
#include "core/util/processmemory.h"
#include "core/util/texttable.h"
#include "core/util/timefmt.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLocale>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace cloudly {
namespace ctl {
namespace {

constexpr int kWatchIntervalMs = 2000;

// ---------------------------------------------------------------------------------------------------
// Fetching several replies at once

struct Call
{
    QString method;
    QJsonObject request;
    bool raw = false; // the reply as bytes (Replies::raw), for big lists (getDeployments: 100k tasks)
    // Set: the response object is handed to this as soon as it arrives, instead of being kept in Replies
    // until every reply is there (10k services as a QJsonObject need not live next to a 40 MB reply). An
    // error it returns ends the fetch like a failed call.
    std::function<core::CallError(const QJsonObject&)> consume = nullptr;
};

struct Replies
{
    QHash<QString, QJsonObject> objects;   // method -> response
    QHash<QString, core::ScannedJson> raw; // method -> response object as bytes (Call::raw)
    QJsonObject value(const QString& method) const { return objects.value(method); }
};

// Runs `calls` in parallel; `done` gets every response, or the first error. A raw call's response is
// in Replies::raw, unless the client could not read it as bytes (then it is in Replies::objects).
void fetch(Context& ctx, const QList<Call>& calls,
           std::function<void(const Replies&, const core::CallError&)> done)
{
    struct State
    {
        int pending = 0;
        Replies replies;
        core::CallError error;
        bool reported = false;
    };
    auto state = std::make_shared<State>();
    state->pending = static_cast<int>(calls.size());
    core::TypedSocketClient* client = ctx.session->client();
    for (const Call& call : calls) {
        if (call.raw)
            client->addRawReplyMethod(call.method);
        ctx.session->call(
            call.method, call.request, nullptr,
            [state, done, method = call.method, consume = call.consume](const core::CallResult& r) {
                if (state->reported)
                    return;
                core::CallError error = r.error;
                if (r.ok() && consume && r.raw.isNull()) {
                    error = consume(r.response);
                    // Once the reply is gone (after this callback), its freed heap goes back to the system
                    // instead of adding to the peak next to the big reply that is still arriving.
                    QTimer::singleShot(0, QCoreApplication::instance(), [] { core::trimHeap(); });
                }
                if (error.isError()) {
                    state->reported = true;
                    done({}, error);
                    return;
                }
                if (!r.raw.isNull())
                    state->replies.raw.insert(method, r.raw);
                else if (!consume)
                    state->replies.objects.insert(method, r.response);
                if (--state->pending == 0) {
                    state->reported = true;
                    done(state->replies, {});
                }
            },
            ctx.options.timeoutMs);
    }
}

core::CallError decodeError(const QString& method, const core::DecodeErrors& errors)
{
    return core::CallError::make(core::CallError::Kind::Decode, method, core::joinDecodeErrors(errors));
}

// ---------------------------------------------------------------------------------------------------
// Listings: fetch, filter, print once or (--watch) every 2 s when the output changes

// What one listing run produced.
struct Output
{
    QStringList headers;
    QList<QStringList> rows;
    QList<QByteArray> objects; // the server's objects as compact JSON, whole and unchanged, in row order
    // Or (tasks) the objects are these rows of `table`, written from the reply's bytes without a copy.
    core::DeploymentTable table;
    QList<qsizetype> tableRows;
    int total = 0;     // before filtering
    QString noun;      // "task(s)"
    QStringList notes; // stderr lines (once)
    core::CallError error;
};

// The reply of `method` did not match the contract: the error names the JSON path.
Output failed(Output out, const QString& method, const core::DecodeErrors& errors)
{
    out.error = decodeError(method, errors);
    return out;
}

struct Listing
{
    QList<Call> calls;
    std::function<Output(const Replies&)> render;
};

QByteArray compactJson(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

qsizetype objectCount(const Output& out)
{
    return out.tableRows.isEmpty() ? out.objects.size() : out.tableRows.size();
}

// Calls `write` with the bytes of each printed object, in order.
template <typename Write> void forEachObject(const Output& out, const Write& write)
{
    for (const QByteArray& object : out.objects)
        write(QByteArrayView(object));
    for (const qsizetype row : out.tableRows) {
        const QByteArrayView bytes = out.table.sourceJson(row);
        if (bytes.isEmpty())
            write(QByteArrayView(out.table.rawJson(row))); // a value row (escapes): its compact JSON
        else
            write(bytes);
    }
}

// `--format json` of one listing: "[", each object's bytes exactly as the server sent them (unknown fields,
// number spellings and key order kept) one per line, "]". Written straight to stdout in chunks of about
// 1 MB, from the reply's bytes: the output of 100k tasks is never built as one text, nor copied per task.
void writeJsonList(const Output& out)
{
    constexpr qsizetype kChunk = 1 << 20;
    QByteArray chunk;
    chunk.reserve(kChunk);
    const auto flush = [&chunk] {
        std::fwrite(chunk.constData(), 1, static_cast<size_t>(chunk.size()), stdout);
        chunk.resize(0);
    };
    chunk.append("[\n");
    const qsizetype count = objectCount(out);
    qsizetype written = 0;
    forEachObject(out, [&](QByteArrayView object) {
        if (chunk.size() + object.size() + 2 > kChunk)
            flush();
        if (object.size() >= kChunk)
            std::fwrite(object.data(), 1, static_cast<size_t>(object.size()), stdout);
        else
            chunk.append(object);
        chunk.append(++written < count ? ",\n" : "\n");
    });
    chunk.append("]\n");
    flush();
    std::fflush(stdout);
}

QString renderOutput(const Context& ctx, const Output& out)
{
    if (ctx.options.format == Format::Json) { // --watch: one line per change, easy to consume as a stream
        QByteArray json = "[";
        forEachObject(out, [&json](QByteArrayView object) {
            if (json.size() > 1)
                json.append(',');
            json.append(object);
        });
        return QString::fromUtf8(json + "]\n");
    }
    core::TextTable table(out.headers);
    for (const QStringList& row : out.rows)
        table.addRow(row);
    return ctx.options.format == Format::Csv ? table.renderCsv() : table.render();
}

void runListing(Context ctx, std::shared_ptr<Listing> listing)
{
    struct WatchState
    {
        QString last;
        bool notesShown = false;
    };
    auto watch = std::make_shared<WatchState>();
    const bool watching = ctx.options.watch;
    if (watching)
        finishOnInterrupt(ctx);

    auto runOnce = std::make_shared<std::function<void()>>();
    // The function reaches itself through a weak_ptr: capturing the shared_ptr would be a cycle that is never
    // freed (LeakSanitizer). The pending reply and the watch timer hold the strong references.
    const std::weak_ptr<std::function<void()>> weakRunOnce = runOnce;
    *runOnce = [ctx, listing, watch, watching, weakRunOnce]() mutable {
        const std::shared_ptr<std::function<void()>> self = weakRunOnce.lock();
        if (!self)
            return;
        fetch(
            ctx, listing->calls,
            [ctx, listing, watch, watching, self](const Replies& replies,
                                                  const core::CallError& callError) mutable {
                const auto again = [self] {
                    QTimer::singleShot(kWatchIntervalMs, QCoreApplication::instance(), [self] { (*self)(); });
                };
                Output out;
                if (callError.isError())
                    out.error = callError;
                else
                    out = listing->render(replies);
                if (out.error.isError()) {
                    if (!watching)
                        return ctx.failCall(out.error);
                    ctx.err(QStringLiteral("cloudlyctl: %1 (retrying in %2 s)")
                                .arg(out.error.message())
                                .arg(kWatchIntervalMs / 1000));
                    return again();
                }
                if (!watch->notesShown) {
                    for (const QString& note : std::as_const(out.notes))
                        ctx.err(QStringLiteral("cloudlyctl: %1").arg(note));
                    watch->notesShown = true;
                }
                if (!watching) {
                    if (ctx.options.format == Format::Json)
                        writeJsonList(out);
                    else
                        ctx.out(renderOutput(ctx, out));
                    if (objectCount(out) == 0 && out.total > 0)
                        ctx.err(QStringLiteral("cloudlyctl: nothing matches (%1 %2 in total)")
                                    .arg(out.total)
                                    .arg(out.noun));
                    return ctx.finish(ExitOk);
                }
                const QString text = renderOutput(ctx, out);
                if (text != watch->last) {
                    watch->last = text;
                    if (ctx.options.format == Format::Table) {
                        const QString stamp = core::displayTime(QDateTime::currentDateTime());
                        ctx.out(QStringLiteral("--- %1: %2 of %3 %4 (watching every %5 s; Ctrl+C ends) ---\n")
                                    .arg(stamp)
                                    .arg(out.rows.size())
                                    .arg(out.total)
                                    .arg(out.noun)
                                    .arg(kWatchIntervalMs / 1000));
                    }
                    ctx.out(text);
                }
                again();
            });
    };
    (*runOnce)();
}

// ---------------------------------------------------------------------------------------------------
// Shared option checks (run before connecting: a bad filter never reaches the server)

std::optional<core::FilterExpression> parseFilter(const Context& ctx, const QStringList& fields,
                                                  QString* error,
                                                  const QList<core::FilterExpression::FieldKind>& kinds = {})
{
    if (ctx.options.filter.trimmed().isEmpty())
        return core::FilterExpression();
    const core::FilterParseResult parsed = core::FilterExpression::parse(ctx.options.filter, fields, kinds);
    if (!parsed.ok()) {
        *error = QStringLiteral("invalid --filter \"%1\": %2 (fields: %3)")
                     .arg(ctx.options.filter, parsed.errorText(), fields.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return parsed.expression;
}

// Common checks; returns true when the command already finished (usage error).
bool checkListingOptions(Context& ctx, const QString& command, const QStringList& filterFields, int maxArgs,
                         bool allowWatch = true, const QList<core::FilterExpression::FieldKind>& kinds = {})
{
    if (ctx.args.size() > maxArgs) {
        ctx.usage(QStringLiteral("%1: unexpected argument \"%2\"").arg(command, ctx.args.at(maxArgs)));
        return true;
    }
    if (ctx.options.format == Format::Markdown) {
        ctx.usage(
            QStringLiteral("%1 prints table, json or csv, not %2").arg(command, ctx.options.formatName));
        return true;
    }
    if (!allowWatch && ctx.options.watch) {
        ctx.usage(QStringLiteral("%1 does not support --watch").arg(command));
        return true;
    }
    if (filterFields.isEmpty() && !ctx.options.filter.isEmpty()) {
        ctx.usage(QStringLiteral("%1 does not support --filter").arg(command));
        return true;
    }
    QString error;
    if (!filterFields.isEmpty() && !parseFilter(ctx, filterFields, &error, kinds)) {
        ctx.usage(error);
        return true;
    }
    return false;
}

// Applies `expression` to rows of display texts (field i = column i).
bool matches(const std::optional<core::FilterExpression>& expression, const QStringList& texts)
{
    if (!expression || expression->isEmpty())
        return true;
    return core::FilterFields(texts).matches(*expression);
}

QString timeText(std::optional<qint64> msecs)
{
    return msecs ? core::displayTime(*msecs) : QStringLiteral("—");
}

// ---------------------------------------------------------------------------------------------------
// tasks

QStringList taskHeaders()
{
    return {QStringLiteral("ID"),     QStringLiteral("SERVICE"),  QStringLiteral("NODE"),
            QStringLiteral("STATUS"), QStringLiteral("HEALTH"),   QStringLiteral("VERSION"),
            QStringLiteral("IMAGE"),  QStringLiteral("DEPLOYED"), QStringLiteral("CPU%"),
            QStringLiteral("MEM MB")};
}

bool tasksOffline(Context& ctx)
{
    return checkListingOptions(ctx, QStringLiteral("tasks"), core::TaskText::filterFieldNames(), 0, true,
                               core::TaskText::filterFieldKinds());
}

void tasks(Context& ctx)
{
    const QString service = ctx.options.service;
    const QString node = ctx.options.node;
    QString filterError;
    const std::optional<core::FilterExpression> expression = parseFilter(
        ctx, core::TaskText::filterFieldNames(), &filterError, core::TaskText::filterFieldKinds());

    auto listing = std::make_shared<Listing>();
    const QString deploymentsMethod =
        service.isEmpty() ? core::methods::getDeployments : core::methods::getDeploymentsByService;
    QJsonObject deploymentsRequest;
    if (!service.isEmpty())
        deploymentsRequest.insert(QStringLiteral("serviceId"), service);
    // Names for the SERVICE/NODE/IMAGE columns: the same texts the console shows, so a filter matches the
    // same rows here and there (`service:web` and `service:svc-web` both work).
    // Each is reduced to its labels as it arrives (the decoded lists are not kept).
    auto labelsOfRun = std::make_shared<core::InventoryLabels>();
    const auto labelsFrom = [labelsOfRun](const QString& method, auto decode, auto set) {
        return [labelsOfRun, method, decode, set](const QJsonObject& response) {
            core::DecodeErrors errors;
            const auto decoded = decode(response, errors);
            if (!errors.isEmpty())
                return decodeError(method, errors);
            ((*labelsOfRun).*set)(decoded);
            return core::CallError();
        };
    };
    // The names are asked for only when something reads them: a table shows them, a filter term on
    // service / node / image or free text compares with them, --service / --node check the id against
    // them. `--format json --filter status:failed` needs the tasks alone.
    const bool json = ctx.options.format == Format::Json; // prints the objects only: no rows kept
    const core::FilterExpression filterExpression = expression.value_or(core::FilterExpression());
    const auto reads = [&](core::TaskText::Column column) {
        return !json || core::TaskTextFilter::readsColumn(filterExpression, column);
    };
    if (reads(core::TaskText::Service) || !service.isEmpty())
        listing->calls << Call{core::methods::getServices,
                               {},
                               false,
                               labelsFrom(core::methods::getServices, core::decodeServices,
                                          &core::InventoryLabels::setServices)};
    if (reads(core::TaskText::Node) || !node.isEmpty())
        listing->calls << Call{core::methods::getClusters,
                               {},
                               false,
                               labelsFrom(core::methods::getClusters, core::decodeClusters,
                                          &core::InventoryLabels::setClusters)};
    if (reads(core::TaskText::Image))
        listing->calls << Call{
            core::methods::getAllImages,
            {},
            false,
            labelsFrom(core::methods::getAllImages, core::decodeImages, &core::InventoryLabels::setImages)};
    listing->calls << Call{deploymentsMethod, deploymentsRequest, true, nullptr};
    listing->render = [service, node, filterExpression, deploymentsMethod, json,
                       labelsOfRun](const Replies& replies) {
        Output out;
        out.noun = QStringLiteral("task(s)");
        out.headers = taskHeaders();
        core::DecodeErrors errors;
        // The tasks as a table straight from the reply bytes (100k tasks: no QJsonObject per task); each
        // row's JSON is printed as the server sent it.
        const auto rawTasks = replies.raw.constFind(deploymentsMethod);
        const core::DeploymentTable deployments =
            rawTasks != replies.raw.constEnd() ? core::decodeDeploymentTable(*rawTasks, errors)
                                               : core::DeploymentTable::fromList(core::decodeDeployments(
                                                     replies.value(deploymentsMethod), errors));
        if (!errors.isEmpty())
            return failed(out, deploymentsMethod, errors);

        const core::InventoryLabels labels = *labelsOfRun;
        if (!service.isEmpty() && !labels.hasService(service))
            out.notes << QStringLiteral("note: the server lists no service \"%1\"").arg(service);
        if (!node.isEmpty() && !labels.hasNode(node))
            out.notes << QStringLiteral("note: no cluster lists a node \"%1\"").arg(node);

        // The cells as the console shows them, straight from the table (no item model).
        core::TaskText texts;
        texts.setServiceNames(labels.serviceLabels());
        texts.setNodeNames(labels.nodeLabels());
        texts.setImageNames(labels.imageNames()); // names only, as in the console
        core::TaskText values; // what field terms compare with: the console's names and the ids
        values.setServiceNames(labels.serviceNames());
        values.setNodeNames(labels.nodeNames());
        values.setImageNames(labels.imageNames());
        // Matched on the table's fields, computing only the texts the expression looks at; a row's texts
        // are built only when it is printed as a table.
        const core::TaskTextFilter filter(filterExpression, texts, values);
        for (qsizetype i = 0; i < deployments.size(); ++i) {
            if (!service.isEmpty() && deployments.serviceId(i) != service)
                continue; // the server should have filtered already; be exact either way
            ++out.total;
            if (!node.isEmpty() && deployments.nodeId(i) != node)
                continue;
            if (!filter.matches(deployments, i))
                continue;
            out.tableRows << i;
            if (json)
                continue;
            QStringList row;
            row.reserve(core::TaskText::ColumnCount);
            for (int column = 0; column < core::TaskText::ColumnCount; ++column)
                row << texts.cell(deployments, i, column);
            out.rows << row;
        }
        out.table = deployments;
        return out;
    };
    runListing(ctx, listing);
}

// ---------------------------------------------------------------------------------------------------
// clusters

const QStringList& clusterFields()
{
    static const QStringList fields = {
        QStringLiteral("id"),     QStringLiteral("name"), QStringLiteral("setup"), QStringLiteral("nodes"),
        QStringLiteral("online"), QStringLiteral("user"), QStringLiteral("url")};
    return fields;
}

// nodes and online are counts.
QList<core::FilterExpression::FieldKind> clusterKinds()
{
    using Kind = core::FilterExpression::FieldKind;
    return {Kind::Text, Kind::Text, Kind::Text, Kind::Number, Kind::Number, Kind::Text, Kind::Text};
}

bool clustersOffline(Context& ctx)
{
    return checkListingOptions(ctx, QStringLiteral("clusters"), clusterFields(), 0, true, clusterKinds());
}

void clusters(Context& ctx)
{
    QString filterError;
    const std::optional<core::FilterExpression> expression =
        parseFilter(ctx, clusterFields(), &filterError, clusterKinds());
    auto listing = std::make_shared<Listing>();
    listing->calls = {{core::methods::getClusters, {}}};
    const bool json = ctx.options.format == Format::Json;
    listing->render = [expression, json](const Replies& replies) {
        Output out;
        out.noun = QStringLiteral("cluster(s)");
        out.headers = {QStringLiteral("ID"),         QStringLiteral("NAME"),   QStringLiteral("SETUP"),
                       QStringLiteral("NODES"),      QStringLiteral("ONLINE"), QStringLiteral("MACHINE USER"),
                       QStringLiteral("CLOUDLY URL")};
        core::DecodeErrors errors;
        const QList<core::Cluster> clusters =
            core::decodeClusters(replies.value(core::methods::getClusters), errors);
        if (!errors.isEmpty())
            return failed(out, core::methods::getClusters, errors);
        bool secrets = false;
        for (const core::Cluster& c : clusters) {
            ++out.total;
            int online = 0;
            for (const core::ClusterNode& n : c.data.nodes)
                online += n.data.status == QLatin1String("online") ? 1 : 0;
            const QStringList row = {c.id,
                                     c.data.name,
                                     c.effectiveSetupMode(),
                                     QString::number(c.data.nodes.size()),
                                     QString::number(online),
                                     c.data.userId.value_or(QStringLiteral("—")),
                                     c.data.cloudlyUrl.value_or(QStringLiteral("—"))};
            if (!matches(expression, row))
                continue;
            out.rows << row;
            // Lossless except for the ACME server secret, which is never printed.
            out.objects << compactJson(c.redactedJson());
            secrets = secrets || (c.data.acmeInfo && c.data.acmeInfo->hasServerSecret());
        }
        if (secrets && json)
            out.notes << QStringLiteral(
                "note: acmeInfo.serverSecret is left out (secrets are never printed)");
        return out;
    };
    runListing(ctx, listing);
}

// ---------------------------------------------------------------------------------------------------
// nodes

const QStringList& nodeFields()
{
    static const QStringList fields = {QStringLiteral("id"),       QStringLiteral("name"),
                                       QStringLiteral("cluster"),  QStringLiteral("status"),
                                       QStringLiteral("role"),     QStringLiteral("type"),
                                       QStringLiteral("platform"), QStringLiteral("cpu"),
                                       QStringLiteral("memory"),   QStringLiteral("checked")};
    return fields;
}

// cpu in percent, memory the used MB (the column shows used/total), checked the last health check (a time).
QList<core::FilterExpression::FieldKind> nodeKinds()
{
    using Kind = core::FilterExpression::FieldKind;
    return {Kind::Text, Kind::Text, Kind::Text,   Kind::Text,   Kind::Text,
            Kind::Text, Kind::Text, Kind::Number, Kind::Number, Kind::Duration};
}

// A time as the values of a Duration field: epoch seconds ("" when there is none).
QString epochSeconds(std::optional<qint64> msecs)
{
    return msecs ? QString::number(*msecs / 1000) : QStringLiteral("");
}

bool nodesOffline(Context& ctx)
{
    return checkListingOptions(ctx, QStringLiteral("nodes"), nodeFields(), 0, true, nodeKinds());
}

void nodes(Context& ctx)
{
    const QString clusterId = ctx.options.cluster;
    QString filterError;
    const std::optional<core::FilterExpression> expression =
        parseFilter(ctx, nodeFields(), &filterError, nodeKinds());
    auto listing = std::make_shared<Listing>();
    listing->calls = {{core::methods::getClusters, {}}};
    listing->render = [expression, clusterId](const Replies& replies) {
        Output out;
        out.noun = QStringLiteral("node(s)");
        out.headers = {QStringLiteral("ID"),        QStringLiteral("NAME"),
                       QStringLiteral("CLUSTER"),   QStringLiteral("STATUS"),
                       QStringLiteral("ROLE"),      QStringLiteral("TYPE"),
                       QStringLiteral("PLATFORM"),  QStringLiteral("CPU%"),
                       QStringLiteral("MEMORY MB"), QStringLiteral("LAST HEALTH CHECK")};
        core::DecodeErrors errors;
        const QList<core::Cluster> clusters =
            core::decodeClusters(replies.value(core::methods::getClusters), errors);
        if (!errors.isEmpty())
            return failed(out, core::methods::getClusters, errors);
        if (!clusterId.isEmpty()) {
            QStringList known;
            for (const core::Cluster& c : clusters)
                known << c.id;
            if (!known.contains(clusterId)) {
                out.error = core::CallError::make(core::CallError::Kind::Server, core::methods::getClusters,
                                                  QStringLiteral("no cluster \"%1\" (known: %2)")
                                                      .arg(clusterId, known.join(QStringLiteral(", "))));
                return out;
            }
        }
        for (const core::Cluster& c : clusters) {
            if (!clusterId.isEmpty() && c.id != clusterId)
                continue;
            for (const core::ClusterNode& n : c.data.nodes) {
                ++out.total;
                const core::ClusterNodeData& d = n.data;
                QString cpu = QStringLiteral("—");
                QString memory = QStringLiteral("—");
                if (d.metrics) {
                    if (d.metrics->cpuUsagePercent)
                        cpu = QString::number(*d.metrics->cpuUsagePercent, 'f', 1);
                    if (d.metrics->memoryUsedMB && d.metrics->memoryAvailableMB)
                        memory =
                            QStringLiteral("%1/%2")
                                .arg(*d.metrics->memoryUsedMB, 0, 'f', 0)
                                .arg(*d.metrics->memoryUsedMB + *d.metrics->memoryAvailableMB, 0, 'f', 0);
                }
                const QString platform = core::PlatformCheck::nodePlatform(n);
                const QStringList row = {n.id,
                                         n.displayName(),
                                         core::nameWithId(c.data.name, c.id),
                                         d.status.value_or(QStringLiteral("unknown")),
                                         d.role.value_or(QStringLiteral("—")),
                                         d.nodeType.value_or(QStringLiteral("—")),
                                         platform.isEmpty() ? QStringLiteral("unknown") : platform,
                                         cpu,
                                         memory,
                                         timeText(d.lastHealthCheck)};
                // Field terms: the cluster by name or id, the last check as a time.
                QStringList filterRow = row;
                filterRow[2] = core::filterCellText(
                    row.at(2), c.data.name + core::FilterExpression::kAlternative + c.id);
                filterRow[9] = core::filterCellText(row.at(9), epochSeconds(d.lastHealthCheck));
                if (!matches(expression, filterRow))
                    continue;
                out.rows << row;
                out.objects << compactJson(n.raw);
            }
        }
        return out;
    };
    runListing(ctx, listing);
}

// ---------------------------------------------------------------------------------------------------
// images

const QStringList& imageFields()
{
    static const QStringList fields = {QStringLiteral("id"),       QStringLiteral("name"),
                                       QStringLiteral("location"), QStringLiteral("versions"),
                                       QStringLiteral("newest"),   QStringLiteral("size"),
                                       QStringLiteral("stored")};
    return fields;
}

// versions is a count, stored the newest version's time (stored:<7d).
QList<core::FilterExpression::FieldKind> imageKinds()
{
    using Kind = core::FilterExpression::FieldKind;
    return {Kind::Text, Kind::Text, Kind::Text, Kind::Number, Kind::Text, Kind::Text, Kind::Duration};
}

// "internal", "external TAG" (else "external REGISTRY", else "external"), "unknown".
QString locationText(const core::Image& image)
{
    const core::ImageLocationInfo l = core::imageLocation(image);
    if (l.kind != core::ImageLocationInfo::Kind::External)
        return l.kindName();
    return QStringLiteral("external %1").arg(l.tag.isEmpty() ? l.registry : l.tag).trimmed();
}

QString bytes(std::optional<double> size)
{
    return size ? QLocale::c().formattedDataSize(static_cast<qint64>(*size), 1,
                                                 QLocale::DataSizeTraditionalFormat)
                : QStringLiteral("—");
}

bool imagesOffline(Context& ctx)
{
    return checkListingOptions(ctx, QStringLiteral("images"), imageFields(), 0, true, imageKinds());
}

void images(Context& ctx)
{
    QString filterError;
    const std::optional<core::FilterExpression> expression =
        parseFilter(ctx, imageFields(), &filterError, imageKinds());
    auto listing = std::make_shared<Listing>();
    listing->calls = {{core::methods::getAllImages, {}}};
    listing->render = [expression](const Replies& replies) {
        Output out;
        out.noun = QStringLiteral("image(s)");
        out.headers = {QStringLiteral("ID"),       QStringLiteral("NAME"),   QStringLiteral("LOCATION"),
                       QStringLiteral("VERSIONS"), QStringLiteral("NEWEST"), QStringLiteral("SIZE"),
                       QStringLiteral("STORED")};
        core::DecodeErrors errors;
        const QList<core::Image> images =
            core::decodeImages(replies.value(core::methods::getAllImages), errors);
        if (!errors.isEmpty())
            return failed(out, core::methods::getAllImages, errors);
        for (const core::Image& i : images) {
            ++out.total;
            const core::ImageVersion* newest = core::newestVersion(i);
            const QStringList row = {i.id,
                                     i.displayName(),
                                     locationText(i),
                                     QString::number(i.data.versions.size()),
                                     newest ? newest->versionString : QStringLiteral("—"),
                                     newest ? bytes(newest->size) : QStringLiteral("—"),
                                     newest ? timeText(newest->createdAt) : QStringLiteral("—")};
            QStringList filterRow = row;
            // location:external / internal / unknown, like the console's images page.
            filterRow[2] = core::filterCellText(row.at(2), row.at(2) + core::FilterExpression::kAlternative +
                                                               row.at(2).section(QLatin1Char(' '), 0, 0));
            filterRow[6] = core::filterCellText(row.at(6), newest ? epochSeconds(newest->createdAt)
                                                                  : QStringLiteral(""));
            if (!matches(expression, filterRow))
                continue;
            out.rows << row;
            out.objects << compactJson(i.raw);
        }
        return out;
    };
    runListing(ctx, listing);
}

// ---------------------------------------------------------------------------------------------------
// platforms

bool platformsOffline(Context& ctx)
{
    return checkListingOptions(ctx, QStringLiteral("platforms"), {}, 1, false);
}

QString platformState(const core::OciPlatformDescriptorSummary& p)
{
    if (p.runnable && p.manifestPresent)
        return QStringLiteral("runnable");
    return p.runnable ? QStringLiteral("manifest missing") : QStringLiteral("not runnable");
}

// No getImagePlatforms on this server: the legacy image store, with an honest note.
void legacyPlatforms(Context& ctx, const QString& imageId)
{
    ctx.err(QStringLiteral(
        "cloudlyctl: note: this server does not answer getImagePlatforms. Cloudly 12 has no request that "
        "lists OCI platforms: per-platform OCI digests are only in a deployment preflight report "
        "(cloudlyctl preflight REQUEST.json; see docs/CONTRACTS.md, Images). Below: the legacy image "
        "store, which has versions but no OCI digest or platform."));
    const QString method = imageId.isEmpty() ? core::methods::getAllImages : core::methods::getImage;
    QJsonObject request;
    if (!imageId.isEmpty())
        request.insert(QStringLiteral("imageId"), imageId);
    ctx.session->call(
        method, request, nullptr,
        [ctx, method](const core::CallResult& r) mutable {
            if (!r.ok())
                return ctx.failCall(r.error);
            core::DecodeErrors errors;
            QList<core::Image> images;
            if (method == core::methods::getImage) {
                if (std::optional<core::Image> image = core::decodeImage(r.response, errors))
                    images << *image;
            } else {
                images = core::decodeImages(r.response, errors);
            }
            if (!errors.isEmpty())
                return ctx.failCall(decodeError(method, errors));
            if (ctx.options.format == Format::Json) {
                QJsonArray objects;
                for (const core::Image& i : images)
                    objects << i.raw;
                ctx.printJson(objects);
                return ctx.finish(ExitOk);
            }
            core::TextTable table({QStringLiteral("IMAGE"), QStringLiteral("VERSION"), QStringLiteral("SIZE"),
                                   QStringLiteral("STORED"), QStringLiteral("OCI PLATFORMS")});
            for (const core::Image& i : images) {
                if (i.data.versions.isEmpty())
                    table.addRow({core::nameWithId(i.displayName(), i.id),
                                  QStringLiteral("(no stored version)"), QStringLiteral("—"),
                                  QStringLiteral("—"), QStringLiteral("unknown (legacy store)")});
                for (const core::ImageVersion& v : i.data.versions)
                    table.addRow({core::nameWithId(i.displayName(), i.id), v.versionString, bytes(v.size),
                                  timeText(v.createdAt), QStringLiteral("unknown (legacy store)")});
            }
            ctx.printTable(table);
            ctx.finish(ExitOk);
        },
        ctx.options.timeoutMs);
}

void platforms(Context& ctx)
{
    const QString imageId = ctx.args.value(0);
    QJsonObject request;
    if (!imageId.isEmpty())
        request.insert(QStringLiteral("imageId"), imageId);
    const QString method = core::imagePlatformsMethod();
    ctx.session->call(
        method, request, nullptr,
        [ctx, imageId, method](const core::CallResult& r) mutable {
            if (!r.ok()) {
                if (r.error.isNoMethod())
                    return legacyPlatforms(ctx, imageId);
                return ctx.failCall(r.error);
            }
            core::DecodeErrors errors;
            const QList<core::ImagePlatformInfo> infos = core::decodeImagePlatforms(r.response, errors);
            if (!errors.isEmpty())
                return ctx.failCall(decodeError(method, errors));
            if (ctx.options.format == Format::Json) {
                ctx.printJson(r.response); // exactly what the server sent
                return ctx.finish(ExitOk);
            }
            core::TextTable table({QStringLiteral("IMAGE"), QStringLiteral("INDEX DIGEST"),
                                   QStringLiteral("TYPE"), QStringLiteral("PLATFORM"),
                                   QStringLiteral("STATE"), QStringLiteral("DIGEST")},
                                  80);
            for (const core::ImagePlatformInfo& info : infos) {
                const QString type = info.image.mediaType.isEmpty()
                                         ? QStringLiteral("unknown")
                                         : core::PlatformMatrixModel::mediaTypeLabel(info.image.mediaType);
                if (info.image.platforms.isEmpty())
                    table.addRow({info.image.label, info.image.digest, type, QStringLiteral("(none listed)"),
                                  QString(), QString()});
                for (const core::OciPlatformDescriptorSummary& p : info.image.platforms)
                    table.addRow({info.image.label, info.image.digest, type,
                                  core::PlatformMatrixModel::platformKey(p), platformState(p),
                                  p.digest.value_or(QStringLiteral("—"))});
            }
            ctx.printTable(table);
            ctx.finish(ExitOk);
        },
        ctx.options.timeoutMs);
}

} // namespace

QList<Command> inventoryCommands()
{
    QList<Command> commands;
    commands << Command{
        QStringLiteral("tasks"),
        QStringLiteral("tasks [--service ID] [--node ID] [--filter EXPR] [--watch]   runtime tasks, e.g. "
                       "--filter 'status:failed,stopping node:edge-* cpu:>80'"),
        true, tasks, tasksOffline};
    commands << Command{QStringLiteral("clusters"),
                        QStringLiteral("clusters [--filter EXPR]   clusters (never their ACME secret)"), true,
                        clusters, clustersOffline};
    commands << Command{
        QStringLiteral("nodes"),
        QStringLiteral("nodes [--cluster ID] [--filter EXPR]   cluster nodes with status and platform"), true,
        nodes, nodesOffline};
    commands << Command{
        QStringLiteral("images"),
        QStringLiteral("images [--filter EXPR]   images of the legacy image store (no OCI data)"), true,
        images, imagesOffline};
    commands << Command{
        QStringLiteral("platforms"),
        QStringLiteral(
            "platforms [IMAGE_ID]   OCI platforms where the server reports them (else legacy data + a note)"),
        true, platforms, platformsOffline};
    return commands;
}

} // namespace ctl
} // namespace cloudly