// The overview's numbers (issue 15) are the lists' numbers: for every number of every tile, its filter
// applied in the real filter proxy of the page it links to, over the same data, shows exactly that many
// rows (or distinct values of the named field).
#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/demo/demodata.h"
#include "core/ingest/deploymentingest.h"
#include "core/model/clustertreemodel.h"
#include "core/model/filterproxymodel.h"
#include "core/model/tasksmodel.h"
#include "core/model/treefilterproxymodel.h"
#include "core/overview/overviewcounts.h"

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

QTEST_GUILESS_MAIN(TestOverviewCounts)
#include "tst_overviewcounts.moc"
