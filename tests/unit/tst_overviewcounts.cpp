// The overview's numbers (issue 15) are the lists' numbers: for every number of every tile, its filter
// applied in the real filter proxy of the page it links to, over the same data, shows exactly that many
// rows (or distinct values of the named field).
#include "core/api/backup.h"
#include "core/api/baseos.h"
#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/service.h"
#include "core/backup/coveragecheck.h"
#include "core/demo/demodata.h"
#include "core/demo/demofleet.h"
#include "core/filter/filterproxymodel.h"
#include "core/filter/treefilterproxymodel.h"
#include "core/ingest/deploymentingest.h"
#include "core/model/baseosnodesmodel.h"
#include "core/model/clustertreemodel.h"
#include "core/model/servicesmodel.h"
#include "core/model/tasksmodel.h"
#include "core/overview/overviewcounts.h"
#include "core/overview/overviewfilters.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace cloudly::core;

namespace {
DeploymentTable decodeTasks(const DemoData& data)
{
    const QByteArray reply =
        QByteArrayLiteral("{\"deployments\":") + data.deployments().serializedArray() + '}';
    DecodeErrors errors;
    DeploymentTable table = decodeDeploymentTable(JsonSlice{reply, 0, reply.size()}, errors);
    return table;
}

QList<Cluster> decodeClusterList(const DemoData& data)
{
    const QByteArray reply = QByteArrayLiteral("{\"clusters\":") + data.clusters().serializedArray() + '}';
    DecodeErrors errors;
    return decodeClusters(QJsonDocument::fromJson(reply).object(), errors);
}

qint64 visibleNodes(const QAbstractItemModel& model, const QModelIndex& parent = {})
{
    qint64 n = 0;
    for (int r = 0; r < model.rowCount(parent); ++r) {
        const QModelIndex index = model.index(r, 0, parent);
        if (index.data(ClusterTreeModel::KindRole).toString() == QLatin1String("node"))
            ++n;
        else if (index.data(ClusterTreeModel::KindRole).toString() == QLatin1String("cluster"))
            n += visibleNodes(model, index);
    }
    return n;
}
} // namespace

class TestOverviewCounts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyNumberIsWhatItsFilterShows();
    void tilesBeforeLoading();
    void latestPreflightPerService();
    void filterValuesAreQuoted();
    void backupNumbersAreWhatTheServicesFilterShows();
    void fleetNumbersAreWhatTheFleetFilterShows();
    void featureTilesSayWhenTheServerDoesNotOfferThem();
    void preflightAndAlertLinksSelectWhatWasCounted();
    void linkFiltersRejectWhatTheyDoNotKnow();
    void tilesRecordTheirCountsOnlyWhenKnown();
    void valueRowsCountAsTheDecodedRows();
    void anUnchangedTableIsNotCountedAgain();
};

void TestOverviewCounts::everyNumberIsWhatItsFilterShows()
{
    DemoData data;
    QString error;
    QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
    data.generate(60, 2000); // generated tasks have every status and health
    const DeploymentTable tasks = decodeTasks(data);
    const QList<Cluster> clusters = decodeClusterList(data);
    QVERIFY(tasks.size() >= 2000);
    QVERIFY(!clusters.isEmpty());

    OverviewCounts::Input input;
    input.tasks = &tasks;
    input.clusters = &clusters;
    input.tasksLoaded = input.clustersLoaded = true;
    const OverviewCounts counts = OverviewCounts::compute(input);

    // The pages' models and proxies, set up as the pages do.
    TasksModel tasksModel;
    tasksModel.setDeployments(tasks);
    FilterProxyModel tasksProxy;
    QAbstractItemModelTester tester(&tasksProxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    tasksProxy.setSourceModel(&tasksModel);
    ClusterTreeModel treeModel;
    treeModel.setClusters(clusters);
    treeModel.setDeployments(tasks);
    TreeFilterProxyModel treeProxy;
    treeProxy.setRecursiveFilteringEnabled(true);
    treeProxy.setAutoAcceptChildRows(true);
    treeProxy.setSourceModel(&treeModel);

    int checked = 0;
    bool sawFailed = false;
    for (const OverviewTile& tile : counts.tiles) {
        for (const OverviewNumber& number : tile.numbers) {
            const QString what =
                tile.id + QLatin1Char('/') + number.label + QStringLiteral(" = ") + number.link.filter;
            if (number.link.page == QLatin1String("tasks")) {
                QVERIFY2(tasksProxy.setFilterText(number.link.filter), qPrintable(what));
                qint64 shown = tasksProxy.rowCount();
                if (!number.link.distinctField.isEmpty()) {
                    const int column =
                        static_cast<int>(TasksModel::filterFieldNames().indexOf(number.link.distinctField));
                    QVERIFY(column >= 0);
                    QSet<QString> distinct;
                    for (int r = 0; r < tasksProxy.rowCount(); ++r)
                        distinct.insert(
                            tasksModel.deploymentAt(tasksProxy.mapToSource(tasksProxy.index(r, 0)).row())
                                .serviceId);
                    Q_UNUSED(column);
                    shown = distinct.size();
                }
                QVERIFY2(
                    shown == number.value,
                    qPrintable(what +
                               QStringLiteral(": list shows %1, tile says %2").arg(shown).arg(number.value)));
                sawFailed = sawFailed || (number.link.filter == QLatin1String("status:failed") && shown > 0);
                ++checked;
            } else if (number.link.page == QLatin1String("clusters")) {
                QVERIFY2(treeProxy.setFilterText(number.link.filter), qPrintable(what));
                const qint64 shown = visibleNodes(treeProxy);
                QVERIFY2(
                    shown == number.value,
                    qPrintable(what +
                               QStringLiteral(": list shows %1, tile says %2").arg(shown).arg(number.value)));
                ++checked;
            }
        }
    }
    QVERIFY(sawFailed); // the data has failed tasks: the check can fail
    QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    const OverviewTile* nodes = counts.tile(QStringLiteral("nodes"));
    QVERIFY(nodes);
    QCOMPARE(nodes->numbers.at(0).label, QStringLiteral("online"));
    QVERIFY(nodes->numbers.at(1).value > 0); // the fixture has an offline node
}

void TestOverviewCounts::tilesBeforeLoading()
{
    const OverviewCounts counts = OverviewCounts::compute({});
    QVERIFY(counts.tile(QStringLiteral("tasks.status")));
    QVERIFY(counts.tile(QStringLiteral("tasks.status"))->numbers.isEmpty());
    QCOMPARE(counts.tile(QStringLiteral("tasks.status"))->emptyText, QStringLiteral("Not loaded yet"));
    QVERIFY(counts.tile(QStringLiteral("preflight"))->numbers.isEmpty());
}

void TestOverviewCounts::latestPreflightPerService()
{
    using cloudly::core::preflight::Receipt;
    const auto receipt = [](const QString& id, const QString& service, bool go, int minutesAgo) {
        Receipt r;
        r.id = id;
        r.request = QJsonObject{{QStringLiteral("serviceId"), service}};
        r.decision.verdict =
            go ? cloudly::core::preflight::Verdict::Go : cloudly::core::preflight::Verdict::NoGo;
        r.createdAt = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
        return r;
    };
    // Newest first: svc-a's latest is NO-GO, svc-b's GO (its older NO-GO does not count).
    const QList<Receipt> receipts{receipt(QStringLiteral("r3"), QStringLiteral("svc-a"), false, 1),
                                  receipt(QStringLiteral("r2"), QStringLiteral("svc-b"), true, 2),
                                  receipt(QStringLiteral("r1"), QStringLiteral("svc-b"), false, 3)};
    OverviewCounts::Input input;
    input.receipts = &receipts;
    const OverviewCounts counts = OverviewCounts::compute(input); // the tile points into it
    const OverviewTile* tile = counts.tile(QStringLiteral("preflight"));
    QVERIFY(tile);
    QCOMPARE(tile->numbers.size(), 2);
    QCOMPARE(tile->numbers.at(0).value, 1); // GO
    QCOMPARE(tile->numbers.at(1).value, 1); // NO-GO
    QCOMPARE(tile->details.size(), 1);
    QVERIFY(tile->details.first().startsWith(QStringLiteral("svc-a")));
}

void TestOverviewCounts::filterValuesAreQuoted()
{
    QCOMPARE(OverviewCounts::filterValue(QStringLiteral("failed")), QStringLiteral("failed"));
    QCOMPARE(OverviewCounts::filterValue(QStringLiteral("my state")), QStringLiteral("\"my state\""));
    QCOMPARE(OverviewCounts::filterValue(QString()), QStringLiteral("\"\""));
}

namespace {
// The demo fixture's seed-004 sections, with their times moved to now (as the demo servers serve them).
QJsonObject liveFleet(const DemoData& data, qint64 nowMs)
{
    return demoLiveSections(data.fixture(), nowMs);
}

QList<Service> demoServices(const DemoData& data)
{
    const QByteArray reply = QByteArrayLiteral("{\"services\":") + data.services().serializedArray() + '}';
    DecodeErrors errors;
    QList<Service> services = decodeServices(QJsonDocument::fromJson(reply).object(), errors);
    return services;
}

preflight::Receipt receiptOf(const QString& id, const QString& service, bool go, int minutesAgo)
{
    preflight::Receipt r;
    r.id = id;
    r.request = QJsonObject{{QStringLiteral("serviceId"), service}};
    r.decision.verdict = go ? preflight::Verdict::Go : preflight::Verdict::NoGo;
    r.createdAt = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
    return r;
}
} // namespace

void TestOverviewCounts::backupNumbersAreWhatTheServicesFilterShows()
{
    DemoData data;
    QString error;
    QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QList<Service> services = demoServices(data);
    QVERIFY(!services.isEmpty());
    DecodeErrors errors;
    const std::optional<BackupsResponse> backups = BackupsResponse::fromJson(
        QJsonObject{{QStringLiteral("backups"), liveFleet(data, now).value(QStringLiteral("backups"))}},
        errors);
    QVERIFY2(backups && errors.isEmpty(), qPrintable(joinDecodeErrors(errors)));
    const std::optional<QList<BackupCoverage>> coverage =
        checkBackupCoverage(services, backups->backups, now, 24LL * 3600 * 1000);

    OverviewCounts::Input input;
    input.coverage = &coverage;
    input.backups.state = FeatureFeed::State::Loaded;
    input.backups.hasData = true;
    const OverviewCounts counts = OverviewCounts::compute(input);
    const OverviewTile* tile = counts.tile(QStringLiteral("backups"));
    QVERIFY(tile);
    QCOMPARE(tile->numbers.size(), 5);

    // The Services page's model and proxy, as the page sets them up.
    ServicesModel model;
    model.setServices(services);
    model.setCoverage(coverage);
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    qint64 notOk = 0;
    QStringList verdicts;
    for (const OverviewNumber& number : tile->numbers) {
        QCOMPARE(number.link.page, QStringLiteral("services"));
        QVERIFY2(proxy.setFilterText(number.link.filter), qPrintable(number.link.filter));
        QVERIFY2(proxy.rowCount() == number.value,
                 qPrintable(QStringLiteral("%1: list shows %2, tile says %3")
                                .arg(number.link.filter)
                                .arg(proxy.rowCount())
                                .arg(number.value)));
        QCOMPARE(number.attention, number.label != QLatin1String("ok"));
        if (number.attention)
            notOk += number.value;
        verdicts << number.label;
    }
    QCOMPARE(verdicts, (QStringList{QStringLiteral("failed"), QStringLiteral("none"), QStringLiteral("stale"),
                                    QStringLiteral("uncovered"), QStringLiteral("ok")}));
    QVERIFY(tile->numbers.at(0).value > 0); // the demo's api service: its latest backup failed
    QVERIFY(tile->numbers.at(4).value > 0);
    QCOMPARE(tile->record.value(QStringLiteral("backup.attention")), notOk);
}

void TestOverviewCounts::fleetNumbersAreWhatTheFleetFilterShows()
{
    DemoData data;
    QString error;
    QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    DecodeErrors errors;
    const std::optional<BaseOsNodesResponse> decoded = BaseOsNodesResponse::fromJson(
        QJsonObject{{QStringLiteral("nodes"), liveFleet(data, now).value(QStringLiteral("baseosNodes"))}},
        errors);
    QVERIFY2(decoded && errors.isEmpty(), qPrintable(joinDecodeErrors(errors)));
    QVERIFY(decoded->nodes.size() >= 3);

    // The Fleet page's model and proxy; the tile is judged at the model's time and stale limit.
    BaseOsNodesModel model;
    model.setNow(now);
    model.setStaleAfter(10LL * 60 * 1000);
    model.setNodes(decoded->nodes);
    FilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    OverviewCounts::Input input;
    input.fleetNodes = &decoded->nodes;
    input.fleet.state = FeatureFeed::State::Loaded;
    input.fleet.hasData = true;
    input.fleetNowMs = model.now();
    input.fleetStaleAfterMs = model.staleAfter();
    const OverviewCounts counts = OverviewCounts::compute(input);
    const OverviewTile* tile = counts.tile(QStringLiteral("fleet"));
    QVERIFY(tile);
    QVERIFY(tile->numbers.size() >= 5);
    bool sawStale = false;
    bool sawUpdateFailed = false;
    for (const OverviewNumber& number : tile->numbers) {
        QCOMPARE(number.link.page, QStringLiteral("fleet"));
        QVERIFY2(proxy.setFilterText(number.link.filter), qPrintable(number.link.filter));
        QVERIFY2(proxy.rowCount() == number.value,
                 qPrintable(QStringLiteral("%1 (%2): list shows %3, tile says %4")
                                .arg(number.label, number.link.filter)
                                .arg(proxy.rowCount())
                                .arg(number.value)));
        sawStale = sawStale || (number.link.filter == QLatin1String("stale:yes") && number.value > 0);
        sawUpdateFailed =
            sawUpdateFailed || (number.link.filter.startsWith(QLatin1String("update:")) && number.value > 0);
    }
    QVERIFY(sawStale);        // the demo has a silent node
    QVERIFY(sawUpdateFailed); // and a failed update
    QCOMPARE(tile->numbers.at(0).value, decoded->nodes.size());
}

void TestOverviewCounts::featureTilesSayWhenTheServerDoesNotOfferThem()
{
    const std::optional<QList<BackupCoverage>> none;
    const QList<BaseOsNode> nodes;
    OverviewCounts::Input input;
    input.coverage = &none;
    input.backups.state = FeatureFeed::State::NotOffered;
    input.backups.method = QStringLiteral("listBackupRecords");
    input.fleetNodes = &nodes;
    input.fleet.state = FeatureFeed::State::NotOffered;
    input.fleet.method = QStringLiteral("getBaseOsNodes");
    const OverviewCounts counts = OverviewCounts::compute(input);
    const OverviewTile* backups = counts.tile(QStringLiteral("backups"));
    const OverviewTile* fleet = counts.tile(QStringLiteral("fleet"));
    QVERIFY(backups && fleet);
    QVERIFY(backups->numbers.isEmpty());
    QVERIFY(fleet->numbers.isEmpty());
    QVERIFY2(backups->emptyText.contains(QStringLiteral("does not offer backups")),
             qPrintable(backups->emptyText));
    QVERIFY2(backups->emptyText.contains(QStringLiteral("listBackupRecords")),
             qPrintable(backups->emptyText));
    QVERIFY2(fleet->emptyText.contains(QStringLiteral("does not offer BaseOS nodes")),
             qPrintable(fleet->emptyText));
    QVERIFY(backups->record.isEmpty()); // nothing to record: the sparkline shows no data, not zeros

    // Loading, then loaded but the check could not run: said so, not a row of zeros.
    input.backups.state = FeatureFeed::State::Loading;
    QCOMPARE(OverviewCounts::compute(input).tile(QStringLiteral("backups"))->emptyText,
             QStringLiteral("Not loaded yet"));
    input.backups.state = FeatureFeed::State::Loaded;
    input.backups.hasData = true;
    const OverviewCounts unchecked = OverviewCounts::compute(input);
    QVERIFY(unchecked.tile(QStringLiteral("backups"))->numbers.isEmpty());
    QVERIFY(unchecked.tile(QStringLiteral("backups"))->emptyText.contains(QStringLiteral("Not checked")));
    // Without the pages (no input), no such tiles.
    QVERIFY(!OverviewCounts::compute({}).tile(QStringLiteral("backups")));
    QVERIFY(!OverviewCounts::compute({}).tile(QStringLiteral("fleet")));
}

void TestOverviewCounts::preflightAndAlertLinksSelectWhatWasCounted()
{
    // Newest first: svc-a NO-GO (latest) over an older GO, svc-b GO, svc-c NO-GO over an older NO-GO.
    const QList<preflight::Receipt> receipts{
        receiptOf(QStringLiteral("r6"), QStringLiteral("svc-a"), false, 1),
        receiptOf(QStringLiteral("r5"), QStringLiteral("svc-b"), true, 2),
        receiptOf(QStringLiteral("r4"), QStringLiteral("svc-a"), true, 3),
        receiptOf(QStringLiteral("r3"), QStringLiteral("svc-c"), false, 4),
        receiptOf(QStringLiteral("r2"), QStringLiteral("svc-c"), false, 5),
        receiptOf(QStringLiteral("r1"), QStringLiteral("svc-b"), false, 6)};
    QList<Alert> alerts;
    const QList<Alert::Kind> kinds{Alert::Kind::TaskFailed,     Alert::Kind::TaskFailed,
                                   Alert::Kind::BackupCoverage, Alert::Kind::PreflightNoGo,
                                   Alert::Kind::BackupCoverage, Alert::Kind::BackupCoverage};
    for (const Alert::Kind kind : kinds) {
        Alert a;
        a.id = static_cast<quint64>(alerts.size() + 1);
        a.kind = kind;
        alerts << a;
    }
    OverviewCounts::Input input;
    input.receipts = &receipts;
    input.alerts = &alerts;
    const OverviewCounts counts = OverviewCounts::compute(input);

    const OverviewTile* preflightTile = counts.tile(QStringLiteral("preflight"));
    QVERIFY(preflightTile);
    QCOMPARE(preflightTile->numbers.size(), 2);
    for (const OverviewNumber& number : preflightTile->numbers) {
        QCOMPARE(number.link.page, QStringLiteral("preflight"));
        QString why;
        const std::optional<ReceiptFilter> filter = ReceiptFilter::parse(number.link.filter, &why);
        QVERIFY2(filter, qPrintable(why));
        const QList<bool> shown = filter->matches(receipts);
        QCOMPARE(static_cast<qint64>(shown.count(true)), number.value);
    }
    QCOMPARE(preflightTile->numbers.at(0).value, 1); // GO: svc-b
    QCOMPARE(preflightTile->numbers.at(1).value, 2); // NO-GO: svc-a, svc-c
    QCOMPARE(ReceiptFilter::parse(preflightTile->numbers.at(1).link.filter, nullptr)->matches(receipts),
             (QList<bool>{true, false, false, true, false, false}));

    const OverviewTile* alertTile = counts.tile(QStringLiteral("alerts"));
    QVERIFY(alertTile);
    QCOMPARE(alertTile->numbers.size(), 4); // every kind, backup coverage included
    qint64 total = 0;
    for (const OverviewNumber& number : alertTile->numbers) {
        const std::optional<AlertFilter> filter = AlertFilter::parse(number.link.filter, nullptr);
        QVERIFY2(filter && filter->kind, qPrintable(number.link.filter));
        QCOMPARE(static_cast<qint64>(std::count_if(alerts.cbegin(), alerts.cend(),
                                                   [&](const Alert& a) { return filter->matches(a); })),
                 number.value);
        total += number.value;
    }
    QCOMPARE(alertTile->numbers.at(3).value, 3); // backup coverage
    QCOMPARE(total, alerts.size());
}

void TestOverviewCounts::linkFiltersRejectWhatTheyDoNotKnow()
{
    QString why;
    QVERIFY(!ReceiptFilter::parse(QStringLiteral("latest decision:maybe"), &why));
    QVERIFY2(why.contains(QStringLiteral("decision:maybe")), qPrintable(why));
    QVERIFY(!AlertFilter::parse(QStringLiteral("kind:task-exploded"), &why));
    QVERIFY2(why.contains(QStringLiteral("kind:task-exploded")), qPrintable(why));
    QVERIFY(!AlertFilter::parse(QStringLiteral("status:failed"), &why));
    QVERIFY(AlertFilter::parse(QString(), &why).has_value());
    QVERIFY(!AlertFilter::parse(QString(), &why)->kind);
    for (const Alert::Kind kind : AlertFilter::kinds())
        QCOMPARE(AlertFilter::parse(AlertFilter{kind}.text(), nullptr)->kind, kind);
    QCOMPARE(ReceiptFilter::parse(QStringLiteral("latest decision:no-go"), nullptr)->text(),
             QStringLiteral("latest decision:no-go"));
}

void TestOverviewCounts::tilesRecordTheirCountsOnlyWhenKnown()
{
    const QList<preflight::Receipt> receipts{
        receiptOf(QStringLiteral("r1"), QStringLiteral("svc-a"), false, 1)};
    const QList<Alert> alerts;
    const std::optional<QList<BackupCoverage>> coverage = QList<BackupCoverage>{};
    OverviewCounts::Input input;
    input.receipts = &receipts;
    input.alerts = &alerts;
    input.coverage = &coverage;
    input.backups.state = FeatureFeed::State::Loaded;
    input.backups.hasData = true;
    OverviewCounts counts = OverviewCounts::compute(input);
    QCOMPARE(counts.tile(QStringLiteral("preflight"))->record.value(QStringLiteral("preflight.no-go"), -1),
             1);
    QCOMPARE(counts.tile(QStringLiteral("alerts"))->record.value(QStringLiteral("alerts"), -1), 0);
    QCOMPARE(counts.tile(QStringLiteral("backups"))->record.value(QStringLiteral("backup.attention"), -1), 0);
    // Stale backups (a failed poll, the offline cache): shown, but not recorded as if live.
    input.backups.stale = true;
    counts = OverviewCounts::compute(input);
    QVERIFY(!counts.tile(QStringLiteral("backups"))->numbers.isEmpty());
    QVERIFY(counts.tile(QStringLiteral("backups"))->record.isEmpty());
    for (const OverviewTile& tile : counts.tiles)
        QVERIFY2(!tile.sparkKey.isEmpty(), qPrintable(tile.id)); // every tile has its trend
}

namespace {
// The task tiles' numbers as "tile/label=value" lines, and their details.
QStringList taskNumbers(const OverviewCounts& counts)
{
    QStringList out;
    for (const QString& id : {QStringLiteral("tasks.status"), QStringLiteral("tasks.health"),
                              QStringLiteral("services.failing")}) {
        const OverviewTile* tile = counts.tile(id);
        for (const OverviewNumber& n : tile->numbers)
            out << id + QLatin1Char('/') + n.label + QLatin1Char('=') + QString::number(n.value);
        out += tile->details;
    }
    return out;
}
} // namespace

// The pass counts byte rows by their pool indexes and value rows (fromList(), the offline cache) by their
// strings: the same tasks give the same numbers either way, and a table of both is counted whole.
void TestOverviewCounts::valueRowsCountAsTheDecodedRows()
{
    DemoData data;
    QString error;
    QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
    data.generate(20, 600);
    const DeploymentTable decoded = decodeTasks(data);
    const QList<Deployment> list = decoded.toList();
    const DeploymentTable values = DeploymentTable::fromList(list);
    OverviewCounts::Input input;
    input.tasksLoaded = true;
    input.tasks = &decoded;
    const QStringList fromBytes = taskNumbers(OverviewCounts::compute(input));
    input.tasks = &values;
    QCOMPARE(taskNumbers(OverviewCounts::compute(input)), fromBytes);
    QVERIFY(fromBytes.join(QLatin1Char(' ')).contains(QStringLiteral("tasks.status/failed=")));
    QVERIFY(!fromBytes.contains(QStringLiteral("tasks.status/failed=0")));
    // Both kinds in one reply: an element with an escaped string goes to the QJsonObject decoder (a value
    // row), the others stay byte rows; every row is counted once.
    QByteArray reply = QByteArrayLiteral("{\"deployments\":[");
    for (qsizetype r = 0; r < decoded.size(); ++r) {
        QByteArray element = decoded.rawJson(r);
        if (r % 2)
            element.insert(1, QByteArrayLiteral("\"note\":\"a\\u0041\","));
        reply += (r ? "," : "") + element;
    }
    reply += "]}";
    DecodeErrors errors;
    const DeploymentTable mixed = decodeDeploymentTable(JsonSlice{reply, 0, reply.size()}, errors);
    QCOMPARE(mixed.size(), decoded.size());
    QCOMPARE(mixed.at(1).raw.value(QStringLiteral("note")).toString(), QStringLiteral("aA"));
    input.tasks = &mixed;
    QCOMPARE(taskNumbers(OverviewCounts::compute(input)), fromBytes);
}

// A refresh with the previous result over the very same table (receipts, alerts or the fleet changed,
// not the tasks) takes its task pass; another table is counted.
void TestOverviewCounts::anUnchangedTableIsNotCountedAgain()
{
    DemoData data;
    QString error;
    QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
    data.generate(20, 600);
    const DeploymentTable tasks = decodeTasks(data);
    OverviewCounts::Input input;
    input.tasksLoaded = true;
    input.tasks = &tasks;
    const OverviewCounts first = OverviewCounts::compute(input);
    input.previous = &first;
    const DeploymentTable copy = tasks; // the same shared data
    input.tasks = &copy;
    const OverviewCounts again = OverviewCounts::compute(input);
    QVERIFY(again.taskTally == first.taskTally);
    QCOMPARE(taskNumbers(again), taskNumbers(first));
    // A table with one task fewer: counted again, and the numbers say so.
    QList<qsizetype> rows;
    for (qsizetype r = 1; r < tasks.size(); ++r)
        rows << r;
    const DeploymentTable fewer = tasks.select(rows);
    input.tasks = &fewer;
    const OverviewCounts changed = OverviewCounts::compute(input);
    QVERIFY(changed.taskTally != first.taskTally);
    qint64 total = 0;
    for (const OverviewNumber& n : changed.tile(QStringLiteral("tasks.status"))->numbers)
        total += n.value;
    QCOMPARE(total, fewer.size());
    input.tasks = nullptr; // no tasks: nothing to reuse
    QCOMPARE(OverviewCounts::compute(input).tile(QStringLiteral("tasks.status"))->numbers.size(), 2);
}

QTEST_GUILESS_MAIN(TestOverviewCounts)
#include "tst_overviewcounts.moc"
