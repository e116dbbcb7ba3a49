#include "core/filter/treefilterproxymodel.h"
#include "core/ingest/deploymentingest.h"
#include "core/model/clustertreemodel.h"
#include "core/rules/platformcheck.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace cloudly::core;

namespace {

QJsonObject nodeJson(const QString& id, const QString& name, const QString& status, const QString& role,
                     const QString& arch, const QString& type = QStringLiteral("vm"))
{
    QJsonObject data{{QStringLiteral("clusterId"), QStringLiteral("?")},
                     {QStringLiteral("nodeType"), type},
                     {QStringLiteral("status"), status},
                     {QStringLiteral("role"), role},
                     {QStringLiteral("joinedAt"), 1714000000000.0},
                     {QStringLiteral("lastHealthCheck"), 1714564800000.0},
                     {QStringLiteral("sshKeys"), QJsonArray()},
                     {QStringLiteral("requiredDebianPackages"), QJsonArray()},
                     {QStringLiteral("name"), name}};
    if (!arch.isEmpty())
        data.insert(QStringLiteral("architecture"), arch);
    return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}};
}

QJsonObject clusterJson(const QString& id, const QString& name, const QString& setupMode,
                        const QJsonArray& nodes)
{
    QJsonObject data{{QStringLiteral("name"), name},
                     {QStringLiteral("userId"), QStringLiteral("mu-cluster-") + id},
                     {QStringLiteral("nodes"), nodes},
                     {QStringLiteral("acmeInfo"),
                      QJsonObject{{QStringLiteral("serverAddress"), QStringLiteral("acme.example")},
                                  {QStringLiteral("serverSecret"), QStringLiteral("TOP-SECRET-ACME")}}},
                     {QStringLiteral("sshKeys"), QJsonArray()}};
    if (!setupMode.isEmpty())
        data.insert(QStringLiteral("setupMode"), setupMode);
    return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}};
}

QJsonObject taskJson(const QString& id, const QString& serviceId, const QString& nodeId,
                     const QString& status, const QString& image, const QString& health = QString())
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("serviceId"), serviceId},
                  {QStringLiteral("nodeId"), nodeId},
                  {QStringLiteral("status"), status},
                  {QStringLiteral("usedImageId"), image},
                  {QStringLiteral("version"), QStringLiteral("1.4.0")},
                  {QStringLiteral("deployedAt"), 1714564800000.0},
                  {QStringLiteral("deploymentLog"), QJsonArray()}};
    if (!health.isEmpty())
        o.insert(QStringLiteral("healthStatus"), health);
    return o;
}

QJsonObject platformJson(const QString& arch, bool runnable, bool manifestPresent,
                         const QString& os = "linux")
{
    return QJsonObject{
        {QStringLiteral("os"), os},
        {QStringLiteral("architecture"), arch},
        {QStringLiteral("digest"), QStringLiteral("sha256:") + QString(64, QLatin1Char('a'))},
        {QStringLiteral("mediaType"), QStringLiteral("application/vnd.oci.image.manifest.v1+json")},
        {QStringLiteral("runnable"), runnable},
        {QStringLiteral("manifestPresent"), manifestPresent}};
}

template <typename T> T decodeOne(const QJsonObject& json)
{
    DecodeErrors errors;
    const std::optional<T> value = T::fromJson(json, QStringLiteral("$"), errors);
    if (!value || !errors.isEmpty())
        qFatal("fixture does not decode: %s", qPrintable(joinDecodeErrors(errors)));
    return *value;
}

QList<Cluster> clusters()
{
    return {
        decodeOne<Cluster>(clusterJson(
            QStringLiteral("c-prod"), QStringLiteral("production"), QStringLiteral("hetzner"),
            QJsonArray{
                nodeJson(QStringLiteral("n-prod-1"), QStringLiteral("prod-1"), QStringLiteral("online"),
                         QStringLiteral("master"), QStringLiteral("amd64"), QStringLiteral("baremetal")),
                nodeJson(QStringLiteral("n-prod-2"), QStringLiteral("prod-2"), QStringLiteral("online"),
                         QStringLiteral("worker"), QStringLiteral("amd64")),
                nodeJson(QStringLiteral("n-prod-3"), QStringLiteral("prod-3"), QStringLiteral("maintenance"),
                         QStringLiteral("worker"), QStringLiteral("amd64"))})),
        decodeOne<Cluster>(clusterJson(
            QStringLiteral("c-edge"), QStringLiteral("edge"), QStringLiteral("manual"),
            QJsonArray{nodeJson(QStringLiteral("n-edge-1"), QStringLiteral("edge-1"),
                                QStringLiteral("online"), QStringLiteral("master"), QStringLiteral("arm64")),
                       nodeJson(QStringLiteral("n-edge-2"), QStringLiteral("edge-2"),
                                QStringLiteral("online"), QStringLiteral("worker"), QStringLiteral("arm64"),
                                QStringLiteral("container"))})),
        decodeOne<Cluster>(clusterJson(
            QStringLiteral("c-lab"), QStringLiteral("lab"), QString(),
            QJsonArray{nodeJson(QStringLiteral("n-lab-1"), QStringLiteral("lab-1"),
                                QStringLiteral("initializing"), QStringLiteral("worker"), QString()),
                       nodeJson(QStringLiteral("n-lab-2"), QStringLiteral("lab-2"), QStringLiteral("offline"),
                                QStringLiteral("worker"), QStringLiteral("amd64"))})),
    };
}

QList<QJsonObject> taskJsons()
{
    return {
        taskJson("dep-01", "svc-coreflow", "n-prod-1", "running", "img-core", "healthy"),
        taskJson("dep-02", "svc-coreflow", "n-prod-2", "running", "img-core", "healthy"),
        taskJson("dep-03", "svc-coreflow", "n-edge-1", "running", "img-core", "healthy"),
        taskJson("dep-04", "svc-coreflow", "n-edge-2", "running", "img-core"),
        taskJson("dep-05", "svc-web", "n-prod-2", "running", "img-web", "healthy"),
        taskJson("dep-06", "svc-web", "n-edge-2", "failed", "img-web", "unhealthy"),
        taskJson("dep-07", "svc-api", "n-prod-3", "starting", "img-api"),
        taskJson("dep-08", "svc-api", "n-edge-1", "running", "img-api", "healthy"),
        taskJson("dep-09", "svc-worker", "n-lab-2", "running", "img-worker", "unknown"),
        taskJson("dep-10", "svc-worker", "n-lab-1", "scheduled", "img-worker"),
        taskJson("dep-11", "svc-legacy", "n-gone", "stopped", "img-legacy"), // node in no cluster
    };
}

// The tasks as the refresher has them: a table decoded from the reply bytes.
DeploymentTable tasks(const QList<QJsonObject>& json = taskJsons())
{
    QJsonArray array;
    for (const QJsonObject& o : json)
        array.append(o);
    const QByteArray reply =
        QJsonDocument(QJsonObject{{QStringLiteral("deployments"), array}}).toJson(QJsonDocument::Compact);
    DecodeErrors errors;
    DeploymentTable table = decodeDeploymentTable(JsonSlice{reply, 0, reply.size()}, errors);
    if (!errors.isEmpty())
        qWarning() << joinDecodeErrors(errors);
    return table;
}

// img-core: amd64 + arm64; img-web: amd64 only (OCI_PLATFORM_MISSING on edge); img-api: arm64 listed but
// its manifest is missing (OCI_PLATFORM_MANIFEST_MISSING).
QHash<QString, QList<OciPlatformDescriptorSummary>> platforms()
{
    using P = OciPlatformDescriptorSummary;
    return {
        {QStringLiteral("img-core"),
         {decodeOne<P>(platformJson("amd64", true, true)), decodeOne<P>(platformJson("arm64", true, true)),
          decodeOne<P>(platformJson("unknown", false, true, "unknown"))}},
        {QStringLiteral("img-web"), {decodeOne<P>(platformJson("amd64", true, true))}},
        {QStringLiteral("img-api"),
         {decodeOne<P>(platformJson("amd64", true, true)), decodeOne<P>(platformJson("arm64", true, false))}},
    };
}

QString text(const QModelIndex& index, int column = 0, int role = Qt::DisplayRole)
{
    return index.siblingAtColumn(column).data(role).toString();
}

QStringList childIds(const QAbstractItemModel& model, const QModelIndex& parent)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(parent); ++row)
        ids << model.index(row, 0, parent).data(ClusterTreeModel::IdRole).toString();
    return ids;
}

} // namespace

class TestClusterTreeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void buildsTheTree();
    void displayAndRoles();
    void flagsNodesWithoutRunnablePlatform();
    void clusterJsonIsRedacted();
    void diffsKeepPersistentIndexes();
    void orphanGroupComesAndGoes();
    void platformUpdateClearsWarnings();
    void serviceImagesAndHiddenTaskRows();
    void recursiveFilterThroughProxy();
    void imageNamesDoNotTouchTaskNames();
    void hundredThousandTasks();
    void metricsNodeRoleNamesNodesOnly();
};

void TestClusterTreeModel::buildsTheTree()
{
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setClusters(clusters());
    model.setDeployments(tasks());
    QCOMPARE(reset.size(), 0);

    QCOMPARE(childIds(model, {}), (QStringList{QStringLiteral("c-prod"), QStringLiteral("c-edge"),
                                               QStringLiteral("c-lab"), QString()}));
    const QModelIndex prod = model.index(0, 0);
    QCOMPARE(childIds(model, prod), (QStringList{QStringLiteral("n-prod-1"), QStringLiteral("n-prod-2"),
                                                 QStringLiteral("n-prod-3")}));
    const QModelIndex prod2 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-prod-2"));
    QCOMPARE(prod2.parent(), prod);
    QCOMPARE(childIds(model, prod2), (QStringList{QStringLiteral("dep-02"), QStringLiteral("dep-05")}));
    const QModelIndex task = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-05"));
    QCOMPARE(task.parent(), prod2);
    QCOMPARE(model.rowCount(task), 0);
    QCOMPARE(model.rowCount(model.index(0, 1)), 0); // children only under column 0

    const QModelIndex orphans = model.index(3, 0);
    QCOMPARE(text(orphans), QStringLiteral("Unknown nodes"));
    QCOMPARE(childIds(model, orphans), QStringList{QStringLiteral("n-gone")});
    QCOMPARE(childIds(model, model.index(0, 0, orphans)), QStringList{QStringLiteral("dep-11")});
    QVERIFY(!model.findIndex(QStringLiteral("task"), QStringLiteral("nope")).isValid());
}

void TestClusterTreeModel::displayAndRoles()
{
    ClusterTreeModel model;
    model.setServiceNames({{QStringLiteral("svc-web"), QStringLiteral("web")}});
    model.setClusters(clusters());
    model.setDeployments(tasks());

    const QModelIndex prod = model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-prod"));
    QCOMPARE(text(prod, ClusterTreeModel::Name), QStringLiteral("production"));
    QCOMPARE(text(prod, ClusterTreeModel::Status), QStringLiteral("2/3 online"));
    QCOMPARE(text(prod, ClusterTreeModel::Detail), QStringLiteral("hetzner"));
    QCOMPARE(text(prod, ClusterTreeModel::Count), QStringLiteral("3 node(s), 4 task(s)"));
    QCOMPARE(text(prod, 0, ClusterTreeModel::StatusRole), QStringLiteral("degraded"));
    QCOMPARE(text(prod, 0, ClusterTreeModel::KindRole), QStringLiteral("cluster"));
    QCOMPARE(prod.siblingAtColumn(ClusterTreeModel::Count).data(ClusterTreeModel::SortRole).toInt(), 4);
    const QModelIndex lab = model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-lab"));
    QCOMPARE(text(lab, ClusterTreeModel::Detail), QStringLiteral("manual")); // setupMode absent
    const QModelIndex edge = model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-edge"));
    QCOMPARE(text(edge, 0, ClusterTreeModel::StatusRole), QStringLiteral("online"));

    const QModelIndex node = model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"));
    QCOMPARE(text(node, ClusterTreeModel::Name), QStringLiteral("edge-2"));
    QCOMPARE(text(node, ClusterTreeModel::Status), QStringLiteral("online"));
    QCOMPARE(text(node, ClusterTreeModel::Detail), QStringLiteral("worker · linux/arm64 · container"));
    QCOMPARE(text(node, ClusterTreeModel::Count), QStringLiteral("2 task(s), 1 failed"));
    QCOMPARE(text(node, 0, ClusterTreeModel::PlatformRole), QStringLiteral("linux/arm64"));
    QCOMPARE(text(node, 0, ClusterTreeModel::KindRole), QStringLiteral("node"));
    const QModelIndex noArch = model.findIndex(QStringLiteral("node"), QStringLiteral("n-lab-1"));
    QCOMPARE(text(noArch, ClusterTreeModel::Detail), QStringLiteral("worker · vm"));
    QCOMPARE(text(noArch, 0, ClusterTreeModel::StatusRole), QStringLiteral("initializing"));

    const QModelIndex task = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-06"));
    QCOMPARE(text(task, ClusterTreeModel::Name), QStringLiteral("web"));
    QCOMPARE(text(task, ClusterTreeModel::Status), QStringLiteral("failed · unhealthy"));
    QCOMPARE(text(task, ClusterTreeModel::Detail), QStringLiteral("img-web:1.4.0"));
    QCOMPARE(text(task, 0, ClusterTreeModel::StatusRole), QStringLiteral("failed"));
    QCOMPARE(text(task, 0, ClusterTreeModel::KindRole), QStringLiteral("task"));
    QCOMPARE(text(task, 0, ClusterTreeModel::IdRole), QStringLiteral("dep-06"));
    QCOMPARE(task.data(ClusterTreeModel::RawJsonRole).toJsonObject(), taskJsons().at(5));
    const QModelIndex unnamed = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-07"));
    QCOMPARE(text(unnamed, ClusterTreeModel::Name), QStringLiteral("svc-api")); // no name: the id

    QCOMPARE(model.headerData(ClusterTreeModel::Detail, Qt::Horizontal).toString(),
             QStringLiteral("Role / platform"));
}

void TestClusterTreeModel::flagsNodesWithoutRunnablePlatform()
{
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClusters(clusters());
    model.setDeployments(tasks());
    model.setImageNames({{QStringLiteral("img-web"), QStringLiteral("registry.example/web")}});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setPlatformsByImage(platforms());
    QVERIFY(changed.size() > 0);

    // edge-2 runs dep-06 (img-web, amd64 only) on arm64.
    const QModelIndex edge2 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"));
    QCOMPARE(text(edge2, 0, ClusterTreeModel::WarningRole),
             QStringLiteral("no runnable linux/arm64 platform in image registry.example/web"));
    QCOMPARE(text(model.findIndex(QStringLiteral("task"), QStringLiteral("dep-06")), 0,
                  ClusterTreeModel::WarningRole),
             QStringLiteral("no runnable linux/arm64 platform in image registry.example/web"));
    QCOMPARE(text(model.findIndex(QStringLiteral("task"), QStringLiteral("dep-04")), 0,
                  ClusterTreeModel::WarningRole),
             QString()); // img-core has arm64
    QVERIFY(text(edge2, 0, Qt::ToolTipRole).endsWith(QStringLiteral("in image registry.example/web")));

    // edge-1 runs dep-08 (img-api: arm64 listed, manifest missing).
    const QModelIndex edge1 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-1"));
    QCOMPARE(text(edge1, 0, ClusterTreeModel::WarningRole),
             QStringLiteral("no runnable linux/arm64 platform in image img-api (its manifest is missing)"));

    const QModelIndex edge = model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-edge"));
    QCOMPARE(text(edge, 0, ClusterTreeModel::WarningRole),
             QStringLiteral("2 node(s) cannot run the image of one of their tasks"));

    // amd64 nodes are fine; a node without architecture and the unknown node get no verdict.
    QCOMPARE(text(model.findIndex(QStringLiteral("node"), QStringLiteral("n-prod-2")), 0,
                  ClusterTreeModel::WarningRole),
             QString());
    QCOMPARE(text(model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-prod")), 0,
                  ClusterTreeModel::WarningRole),
             QString());
    QCOMPARE(text(model.findIndex(QStringLiteral("node"), QStringLiteral("n-lab-1")), 0,
                  ClusterTreeModel::WarningRole),
             QString());

    QCOMPARE(PlatformCheck::nodePlatform(decodeOne<ClusterNode>(
                 nodeJson(QStringLiteral("x"), QStringLiteral("x"), QStringLiteral("online"),
                          QStringLiteral("worker"), QStringLiteral("arm64")))),
             QStringLiteral("linux/arm64"));
}

void TestClusterTreeModel::clusterJsonIsRedacted()
{
    ClusterTreeModel model;
    model.setClusters(clusters());
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex cluster = model.index(row, 0);
        const QJsonObject json = cluster.data(ClusterTreeModel::RawJsonRole).toJsonObject();
        QVERIFY(!json.isEmpty());
        QVERIFY(!QJsonDocument(json).toJson().contains("TOP-SECRET-ACME"));
        for (int column = 0; column < model.columnCount(); ++column) {
            for (const int role : {static_cast<int>(Qt::DisplayRole), int(Qt::ToolTipRole)})
                QVERIFY(!cluster.siblingAtColumn(column).data(role).toString().contains(
                    QStringLiteral("SECRET")));
        }
    }
}

void TestClusterTreeModel::diffsKeepPersistentIndexes()
{
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClusters(clusters());
    QList<QJsonObject> json = taskJsons();
    model.setDeployments(tasks(json));

    const QPersistentModelIndex watchedTask =
        model.findIndex(QStringLiteral("task"), QStringLiteral("dep-05"));
    const QPersistentModelIndex watchedNode =
        model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"));
    const QPersistentModelIndex movedTask = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-02"));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    // dep-02 moves from n-prod-2 to n-prod-1 (a task before dep-05 in the same node disappears), dep-04 is
    // gone, dep-12 is new on n-edge-2, dep-06 recovers.
    json[1] = taskJson("dep-02", "svc-coreflow", "n-prod-1", "running", "img-core", "healthy");
    json.removeAt(3);
    json[4] = taskJson("dep-06", "svc-web", "n-edge-2", "running", "img-web", "healthy");
    json.append(taskJson("dep-12", "svc-api", "n-edge-2", "starting", "img-api"));
    model.setDeployments(tasks(json));

    QCOMPARE(reset.size(), 0);
    QCOMPARE(layout.size(), 0);
    QVERIFY(watchedTask.isValid());
    QCOMPARE(watchedTask.data(ClusterTreeModel::IdRole).toString(), QStringLiteral("dep-05"));
    QCOMPARE(watchedTask.row(), 0); // dep-02 left the node before it
    QCOMPARE(watchedTask.parent().data(ClusterTreeModel::IdRole).toString(), QStringLiteral("n-prod-2"));
    QVERIFY(watchedNode.isValid());
    QCOMPARE(watchedNode.data(ClusterTreeModel::IdRole).toString(), QStringLiteral("n-edge-2"));
    QCOMPARE(childIds(model, watchedNode), (QStringList{QStringLiteral("dep-06"), QStringLiteral("dep-12")}));
    QCOMPARE(text(watchedNode, ClusterTreeModel::Count), QStringLiteral("2 task(s)"));
    QVERIFY(!movedTask.isValid()); // a task that changes node is removed there and appended at its new node
    const QModelIndex prod1 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-prod-1"));
    QCOMPARE(childIds(model, prod1), (QStringList{QStringLiteral("dep-01"), QStringLiteral("dep-02")}));
    QCOMPARE(removed.size(), 2);  // dep-02 at n-prod-2, dep-04 at n-edge-2
    QCOMPARE(inserted.size(), 2); // dep-02 at n-prod-1, dep-12 at n-edge-2
    QVERIFY(changed.size() > 0);

    // The same input again: nothing at all.
    removed.clear();
    inserted.clear();
    changed.clear();
    model.setDeployments(tasks(json));
    QCOMPARE(removed.size() + inserted.size() + changed.size(), 0);

    // A node disappears from its cluster: its row goes, its tasks move to "Unknown nodes".
    QList<Cluster> fewer = clusters();
    fewer[1].data.nodes.removeLast(); // n-edge-2
    model.setClusters(fewer);
    QVERIFY(!watchedNode.isValid());
    QVERIFY(watchedTask.isValid());
    const QModelIndex orphans = model.findIndex(QStringLiteral("cluster"), QString());
    QCOMPARE(childIds(model, orphans), (QStringList{QStringLiteral("n-gone"), QStringLiteral("n-edge-2")}));
}

void TestClusterTreeModel::orphanGroupComesAndGoes()
{
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClusters(clusters());
    QList<QJsonObject> json = taskJsons();
    json.removeLast();
    model.setDeployments(tasks(json));
    QCOMPARE(model.rowCount(), 3);
    json.append(taskJson("dep-11", "svc-legacy", "n-gone", "stopped", "img-legacy"));
    model.setDeployments(tasks(json));
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(text(model.index(3, 0), 0, ClusterTreeModel::StatusRole), QStringLiteral("unknown"));
    QCOMPARE(text(model.index(3, 0), ClusterTreeModel::Count), QStringLiteral("1 node(s), 1 task(s)"));
    model.setDeployments(DeploymentTable());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.rowCount(model.index(0, 0)), 3); // nodes stay without tasks
    model.setClusters({});
    QCOMPARE(model.rowCount(), 0);
}

void TestClusterTreeModel::serviceImagesAndHiddenTaskRows()
{
    // svc-web's tasks are checked against the image a preflight says the service runs ("oci:svc-web",
    // arm64 included), not their usedImageId (img-web, amd64 only): n-edge-2 is fine then.
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClusters(clusters());
    model.setDeployments(tasks());
    auto p = platforms();
    p.insert(QStringLiteral("oci:svc-web"), p.value(QStringLiteral("img-core")));
    model.setPlatformsByImage(p);
    model.setImageNames({{QStringLiteral("oci:svc-web"), QStringLiteral("web (OCI)")}});
    const QModelIndex edge2 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"));
    QVERIFY(!text(edge2, 0, ClusterTreeModel::WarningRole).isEmpty());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setServiceImages({{QStringLiteral("svc-web"), QStringLiteral("oci:svc-web")}});
    QVERIFY(changed.size() > 0);
    QCOMPARE(text(edge2, 0, ClusterTreeModel::WarningRole), QString());
    const QModelIndex dep06 = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-06"));
    QVERIFY(text(dep06, ClusterTreeModel::Detail).startsWith(QStringLiteral("web (OCI)")));
    QCOMPARE(text(model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-1")), 0,
                  ClusterTreeModel::WarningRole),
             QStringLiteral("no runnable linux/arm64 platform in image img-api (its manifest is missing)"));

    // Service names of task rows follow renames (with dataChanged), other tasks keep theirs.
    model.setServiceNames({{QStringLiteral("svc-web"), QStringLiteral("Web")}});
    QCOMPARE(text(dep06, ClusterTreeModel::Name), QStringLiteral("Web"));
    changed.clear();
    model.setServiceNames({{QStringLiteral("svc-web"), QStringLiteral("Web 2")}});
    QCOMPARE(text(dep06, ClusterTreeModel::Name), QStringLiteral("Web 2"));
    QVERIFY(changed.size() > 0);
    QCOMPARE(text(model.findIndex(QStringLiteral("task"), QStringLiteral("dep-04")), ClusterTreeModel::Name),
             QStringLiteral("svc-coreflow"));

    // Without task rows (the images view's check): the same nodes, counts and warnings, no task rows.
    ClusterTreeModel check;
    QAbstractItemModelTester checkTester(&check, QAbstractItemModelTester::FailureReportingMode::QtTest);
    check.setTaskRowsShown(false);
    check.setClusters(clusters());
    check.setDeployments(tasks());
    check.setPlatformsByImage(platforms());
    const QModelIndex checkEdge2 = check.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"));
    QCOMPARE(check.rowCount(checkEdge2), 0);
    QCOMPARE(text(checkEdge2, ClusterTreeModel::Count), QStringLiteral("2 task(s), 1 failed"));
    QCOMPARE(text(checkEdge2, 0, ClusterTreeModel::WarningRole),
             QStringLiteral("no runnable linux/arm64 platform in image img-web"));
    QVERIFY(!check.findIndex(QStringLiteral("task"), QStringLiteral("dep-06")).isValid());
    check.setTaskRowsShown(true);
    QCOMPARE(check.rowCount(check.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"))), 2);
}

void TestClusterTreeModel::platformUpdateClearsWarnings()
{
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClusters(clusters());
    model.setDeployments(tasks());
    auto p = platforms();
    model.setPlatformsByImage(p);
    const QPersistentModelIndex edge2 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"));
    QVERIFY(!text(edge2, 0, ClusterTreeModel::WarningRole).isEmpty());

    // A new img-web release adds arm64.
    p[QStringLiteral("img-web")].append(
        decodeOne<OciPlatformDescriptorSummary>(platformJson("arm64", true, true)));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setPlatformsByImage(p);
    QCOMPARE(text(edge2, 0, ClusterTreeModel::WarningRole), QString());
    bool nodeRowChanged = false;
    for (const QList<QVariant>& args : changed) {
        const QModelIndex first = args.at(0).toModelIndex();
        const QModelIndex last = args.at(1).toModelIndex();
        nodeRowChanged |=
            first.parent() == edge2.parent() && first.row() <= edge2.row() && last.row() >= edge2.row();
    }
    QVERIFY(nodeRowChanged);
    QCOMPARE(
        text(model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-edge")), 0,
             ClusterTreeModel::WarningRole),
        QStringLiteral("1 node(s) cannot run the image of one of their tasks")); // edge-1 still (img-api)
}

void TestClusterTreeModel::recursiveFilterThroughProxy()
{
    ClusterTreeModel model;
    model.setClusters(clusters());
    model.setDeployments(tasks());
    TreeFilterProxyModel proxy;
    proxy.setRecursiveFilteringEnabled(true);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QCOMPARE(proxy.fieldNames(), ClusterTreeModel::filterFieldNames());
    QVERIFY(proxy.setFilterText(QStringLiteral("status:failed")));
    // Only the path to dep-06 stays: c-edge -> n-edge-2 -> dep-06.
    QCOMPARE(proxy.rowCount(), 1);
    const QModelIndex edge = proxy.index(0, 0);
    QCOMPARE(edge.data(ClusterTreeModel::IdRole).toString(), QStringLiteral("c-edge"));
    QCOMPARE(proxy.rowCount(edge), 1);
    const QModelIndex node = proxy.index(0, 0, edge);
    QCOMPARE(node.data(ClusterTreeModel::IdRole).toString(), QStringLiteral("n-edge-2"));
    QCOMPARE(proxy.rowCount(node), 1);
    QCOMPARE(proxy.index(0, 0, node).data(ClusterTreeModel::IdRole).toString(), QStringLiteral("dep-06"));

    // Field terms compare the whole value: a task's status and health are values of the Status column
    // (shown "failed · …"), and a row's id is a value of its Name column.
    QVERIFY(proxy.setFilterText(QStringLiteral("status:fail")));
    QCOMPARE(proxy.rowCount(), 0);
    QVERIFY(proxy.setFilterText(QStringLiteral("name:n-edge-2")));
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data(ClusterTreeModel::IdRole).toString(), QStringLiteral("c-edge"));
    QCOMPARE(proxy.index(0, 0, proxy.index(0, 0)).data(ClusterTreeModel::IdRole).toString(),
             QStringLiteral("n-edge-2"));
}

void TestClusterTreeModel::imageNamesDoNotTouchTaskNames()
{
    // New image names change a task's Detail column (and warnings), never its Name column: the task rows
    // are announced from Status on, so a proxy sorted by name does not re-sort them. A rename of the
    // services announces the Name column again.
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setServiceNames({{QStringLiteral("svc-web"), QStringLiteral("web")}});
    model.setClusters(clusters());
    model.setDeployments(tasks());
    const QModelIndex task = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-06"));
    QCOMPARE(text(task, ClusterTreeModel::Detail), QStringLiteral("img-web:1.4.0"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const auto taskRanges = [&] {
        QList<QPair<int, int>> columns; // first, last column of each range of task rows
        for (const QList<QVariant>& args : std::as_const(changed)) {
            const QModelIndex topLeft = args.at(0).toModelIndex();
            if (topLeft.data(ClusterTreeModel::KindRole).toString() == QLatin1String("task"))
                columns.append({topLeft.column(), args.at(1).toModelIndex().column()});
        }
        return columns;
    };
    model.setImageNames({{QStringLiteral("img-web"), QStringLiteral("registry.example/web")}});
    QCOMPARE(text(task, ClusterTreeModel::Detail), QStringLiteral("registry.example/web:1.4.0"));
    QCOMPARE(text(task, ClusterTreeModel::Name), QStringLiteral("web"));
    QList<QPair<int, int>> ranges = taskRanges();
    QVERIFY(!ranges.isEmpty());
    for (const auto& range : std::as_const(ranges)) {
        QCOMPARE(range.first, int(ClusterTreeModel::Status));
        QCOMPARE(range.second, int(ClusterTreeModel::Count));
    }

    changed.clear();
    model.setServiceNames({{QStringLiteral("svc-web"), QStringLiteral("web-frontend")}});
    QCOMPARE(text(task, ClusterTreeModel::Name), QStringLiteral("web-frontend"));
    ranges = taskRanges();
    QVERIFY(!ranges.isEmpty());
    for (const auto& range : std::as_const(ranges))
        QCOMPARE(range.first, int(ClusterTreeModel::Name));
}

void TestClusterTreeModel::hundredThousandTasks()
{
    // 7 nodes of the fixture, 100k tasks; then 1 % of them change and 20 move to another node.
    constexpr int kTasks = 100000;
    const QStringList nodes{"n-prod-1", "n-prod-2", "n-prod-3", "n-edge-1", "n-edge-2", "n-lab-1", "n-lab-2"};
    QList<QJsonObject> json;
    json.reserve(kTasks);
    for (int i = 0; i < kTasks; ++i)
        json.append(taskJson(QStringLiteral("t-%1").arg(i), QStringLiteral("svc-%1").arg(i % 25),
                             nodes.at(i % nodes.size()), i % 11 == 0 ? "failed" : "running", "img-core"));
    ClusterTreeModel model;
    model.setClusters(clusters());
    model.setPlatformsByImage(platforms());
    const DeploymentTable first = tasks(json); // decoding the reply is not the model's time
    QElapsedTimer fill;
    fill.start();
    model.setDeployments(first);
    const qint64 fillMs = fill.elapsed();
    const QModelIndex edge1 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-1"));
    QCOMPARE(model.rowCount(edge1), kTasks / 7 + (3 < kTasks % 7 ? 1 : 0));
    const QPersistentModelIndex watched = model.index(1000, 0, edge1);
    const QString watchedId = watched.data(ClusterTreeModel::IdRole).toString();

    for (int i = 5; i < kTasks; i += 100)
        json[i].insert(QStringLiteral("status"), QStringLiteral("stopping"));
    for (int i = 7; i < 7 + 20 * 7; i += 7) // n-prod-1 -> n-prod-2
        json[i].insert(QStringLiteral("nodeId"), QStringLiteral("n-prod-2"));
    const DeploymentTable next = tasks(json);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QElapsedTimer update;
    update.start();
    model.setDeployments(next);
    const qint64 updateMs = update.elapsed();
    QCOMPARE(reset.size(), 0);
    QVERIFY(watched.isValid());
    QCOMPARE(watched.data(ClusterTreeModel::IdRole).toString(), watchedId);
    const QModelIndex prod1 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-prod-1"));
    const QModelIndex prod2 = model.findIndex(QStringLiteral("node"), QStringLiteral("n-prod-2"));
    QCOMPARE(model.rowCount(prod1) + model.rowCount(prod2), 2 * (kTasks / 7 + 1));
    QCOMPARE(model.rowCount(prod2), kTasks / 7 + 1 + 20);
    qInfo("cluster tree, 100k tasks: first fill %lld ms; 1%% changed + 20 moved %lld ms", fillMs, updateMs);
}

void TestClusterTreeModel::metricsNodeRoleNamesNodesOnly()
{
    // The clusters tree's sparklines read a node's series under this id; clusters, tasks and the
    // synthetic nodes of tasks in no cluster have none.
    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setClusters(clusters());
    model.setDeployments(tasks());
    QCOMPARE(model.roleNames().value(ClusterTreeModel::MetricsNodeRole), QByteArray("metricsNode"));
    const QModelIndex node = model.findIndex(QStringLiteral("node"), QStringLiteral("n-prod-1"));
    QVERIFY(node.isValid());
    for (int c = 0; c < ClusterTreeModel::ColumnCount; ++c)
        QCOMPARE(node.siblingAtColumn(c).data(ClusterTreeModel::MetricsNodeRole).toString(),
                 QStringLiteral("n-prod-1"));
    const QModelIndex cluster = model.findIndex(QStringLiteral("cluster"), QStringLiteral("c-prod"));
    QCOMPARE(cluster.data(ClusterTreeModel::MetricsNodeRole).toString(), QString());
    const QModelIndex task = model.findIndex(QStringLiteral("task"), QStringLiteral("dep-01"));
    QVERIFY(task.isValid());
    QCOMPARE(task.data(ClusterTreeModel::MetricsNodeRole).toString(), QString());
    const QModelIndex orphan = model.findIndex(QStringLiteral("node"), QStringLiteral("n-gone"));
    QVERIFY(orphan.isValid());
    QCOMPARE(orphan.data(ClusterTreeModel::KindRole).toString(), QStringLiteral("node"));
    QCOMPARE(orphan.data(ClusterTreeModel::MetricsNodeRole).toString(), QString());
    // Still the node's id after the clusters change around it (row moves, no reset).
    QList<Cluster> fewer = clusters();
    fewer.removeFirst();
    fewer.prepend(clusters().first());
    model.setClusters(fewer);
    QCOMPARE(model.findIndex(QStringLiteral("node"), QStringLiteral("n-edge-2"))
                 .data(ClusterTreeModel::MetricsNodeRole)
                 .toString(),
             QStringLiteral("n-edge-2"));
}

QTEST_GUILESS_MAIN(TestClusterTreeModel)
#include "tst_clustertreemodel.moc"
