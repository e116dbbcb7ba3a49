#include "core/filter/filterexpression.h"
#include "core/model/inventorylabels.h"
#include "core/model/tasktext.h"

#include <QTest>

using namespace cloudly::core;

namespace {

Service service(const QString& id, const QString& name)
{
    Service s;
    s.id = id;
    s.data.name = name;
    return s;
}

ClusterNode node(const QString& id, std::optional<QString> name)
{
    ClusterNode n;
    n.id = id;
    n.data.name = std::move(name);
    return n;
}

ImageVersion version(const QString& text, std::optional<qint64> createdAt)
{
    ImageVersion v;
    v.versionString = text;
    v.createdAt = createdAt;
    return v;
}

} // namespace

class TestInventoryLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void labelsOfOneRefresh()
    {
        Cluster cluster;
        cluster.id = QStringLiteral("c1");
        cluster.data.nodes = {node(QStringLiteral("n1"), QStringLiteral("alpha")),
                              node(QStringLiteral("n2"), std::nullopt),
                              node(QStringLiteral("n3"), QStringLiteral(""))};
        Image web;
        web.id = QStringLiteral("img-web");
        web.data.name = QStringLiteral("web");
        web.data.versions = {version(QStringLiteral("1.0"), 100), version(QStringLiteral("1.2"), 300),
                             version(QStringLiteral("1.1"), 200)};
        Image bare;
        bare.id = QStringLiteral("img-bare"); // no name, no versions
        const InventoryLabels labels({service(QStringLiteral("svc-web"), QStringLiteral("web")),
                                      service(QStringLiteral("svc-x"), QStringLiteral("")),
                                      service(QStringLiteral("svc-y"), QStringLiteral("svc-y"))},
                                     {cluster}, {web, bare});

        QCOMPARE(labels.serviceLabel(QStringLiteral("svc-web")), QStringLiteral("web (svc-web)"));
        QCOMPARE(labels.serviceLabel(QStringLiteral("svc-x")), QStringLiteral("svc-x"));
        QCOMPARE(labels.serviceLabel(QStringLiteral("svc-y")), QStringLiteral("svc-y"));
        QCOMPARE(labels.serviceLabel(QStringLiteral("gone")), QStringLiteral("gone"));
        QCOMPARE(labels.serviceNames().value(QStringLiteral("svc-web")), QStringLiteral("web"));
        QCOMPARE(labels.serviceNames().value(QStringLiteral("svc-x")), QStringLiteral("svc-x"));
        QVERIFY(labels.hasService(QStringLiteral("svc-x")));
        QVERIFY(!labels.hasService(QStringLiteral("gone")));

        QCOMPARE(labels.nodeLabel(QStringLiteral("n1")), QStringLiteral("alpha (n1)"));
        QCOMPARE(labels.nodeLabel(QStringLiteral("n2")), QStringLiteral("n2"));
        QCOMPARE(labels.nodeNames().value(QStringLiteral("n2")), QStringLiteral("n2"));
        QCOMPARE(labels.nodeNames().value(QStringLiteral("n3")), QStringLiteral("n3"));
        QCOMPARE(labels.nodeNames().value(QStringLiteral("n1")), QStringLiteral("alpha"));
        QVERIFY(labels.hasNode(QStringLiteral("n3")));

        QCOMPARE(labels.imageLabels().value(QStringLiteral("img-web")), QStringLiteral("web (img-web)"));
        QCOMPARE(labels.imageLabels().value(QStringLiteral("img-bare")), QStringLiteral("img-bare"));
        QCOMPARE(labels.imageName(QStringLiteral("img-web")), QStringLiteral("web"));
        QCOMPARE(labels.imageName(QStringLiteral("img-bare")), QStringLiteral("img-bare"));
        QCOMPARE(labels.newestImageVersions().value(QStringLiteral("img-web")), QStringLiteral("1.2"));
        QVERIFY(!labels.newestImageVersions().contains(QStringLiteral("img-bare")));
    }

    void replacingOnePartKeepsTheOthers()
    {
        InventoryLabels labels;
        labels.setServices({service(QStringLiteral("s1"), QStringLiteral("one"))});
        Cluster cluster;
        cluster.data.nodes = {node(QStringLiteral("n1"), QStringLiteral("alpha"))};
        labels.setClusters({cluster});
        labels.setServices({service(QStringLiteral("s2"), QStringLiteral("two"))});
        QVERIFY(!labels.hasService(QStringLiteral("s1")));
        QCOMPARE(labels.serviceLabel(QStringLiteral("s2")), QStringLiteral("two (s2)"));
        QCOMPARE(labels.nodeLabel(QStringLiteral("n1")), QStringLiteral("alpha (n1)"));
    }

    void newestVersionTies()
    {
        Image image;
        image.data.versions = {version(QStringLiteral("a"), std::nullopt), version(QStringLiteral("b"), 5),
                               version(QStringLiteral("c"), 5)};
        QCOMPARE(newestVersion(image)->versionString, QStringLiteral("c")); // last of equal times
        QVERIFY(!newestVersion(Image{}));
    }

    void location()
    {
        Image image;
        QCOMPARE(imageLocation(image).kind, ImageLocationInfo::Kind::Unknown);
        QCOMPARE(imageLocation(image).kindName(), QStringLiteral("unknown"));
        image.data.location = ImageLocation{};
        QCOMPARE(imageLocation(image).kind, ImageLocationInfo::Kind::Internal); // internal when absent
        image.data.location->internal = false;
        image.data.location->externalRegistryId = QStringLiteral("reg-1");
        ImageLocationInfo info = imageLocation(image);
        QCOMPARE(info.kindName(), QStringLiteral("external"));
        QCOMPARE(info.registry, QStringLiteral("reg-1"));
        QVERIFY(info.tag.isEmpty());
        image.data.location->externalImageTag = QStringLiteral("ghcr.io/x/web:1");
        QCOMPARE(imageLocation(image).tag, QStringLiteral("ghcr.io/x/web:1"));
    }

    // The task cells from a table and the labels, no item model.
    void taskTextFromTheLabels()
    {
        Cluster cluster;
        cluster.data.nodes = {node(QStringLiteral("n1"), QStringLiteral("alpha"))};
        Image web;
        web.id = QStringLiteral("img-web");
        web.data.name = QStringLiteral("web-image");
        const InventoryLabels labels({service(QStringLiteral("svc-web"), QStringLiteral("web"))}, {cluster},
                                     {web});
        Deployment d;
        d.id = QStringLiteral("t1");
        d.serviceId = QStringLiteral("svc-web");
        d.nodeId = QStringLiteral("n1");
        d.status = QStringLiteral("running");
        d.usedImageId = QStringLiteral("img-web");
        d.resourceUsage = DeploymentResourceUsage{};
        d.resourceUsage->cpuUsagePercent = 12.34;
        Deployment other = d;
        other.id = QStringLiteral("t2");
        other.serviceId = QStringLiteral("svc-gone");
        other.usedImageId.reset();
        other.resourceUsage.reset();
        const DeploymentTable table = DeploymentTable::fromList({d, other});

        TaskText text;
        QVERIFY(text.setServiceNames(labels.serviceLabels()));
        QVERIFY(!text.setServiceNames(labels.serviceLabels())); // unchanged
        text.setNodeNames(labels.nodeLabels());
        text.setImageNames(labels.imageNames());
        QCOMPARE(text.cell(table, 0, TaskText::Id), QStringLiteral("t1"));
        QCOMPARE(text.cell(table, 0, TaskText::Service), QStringLiteral("web (svc-web)"));
        QCOMPARE(text.cell(table, 0, TaskText::Node), QStringLiteral("alpha (n1)"));
        QCOMPARE(text.cell(table, 0, TaskText::Image), QStringLiteral("web-image"));
        QCOMPARE(text.cell(table, 0, TaskText::Cpu), QStringLiteral("12.3"));
        QCOMPARE(text.cell(table, 0, TaskText::Health), QStringLiteral("—"));
        QCOMPARE(text.cell(table, 1, TaskText::Service), QStringLiteral("svc-gone"));
        QCOMPARE(text.cell(table, 1, TaskText::Image), QStringLiteral("—"));
        QCOMPARE(text.cell(table, 1, TaskText::Cpu), QStringLiteral("—"));
        QCOMPARE(text.cell(d, TaskText::Service), text.cell(table, 0, TaskText::Service));

        TaskText values;
        values.setServiceNames(labels.serviceNames());
        const QChar mark = FilterExpression::kAlternative;
        QCOMPARE(values.filterValues(table, 0, TaskText::Service).toString(),
                 QStringLiteral("web") + mark + QStringLiteral("svc-web"));
        QCOMPARE(values.filterValues(table, 1, TaskText::Cpu).toString(), QString());
        QVERIFY(values.filterValues(table, 0, TaskText::Id).isNull());
        QCOMPARE(TaskText::filterFieldNames().size(), static_cast<qsizetype>(TaskText::ColumnCount));
        QCOMPARE(TaskText::filterFieldKinds().at(TaskText::Cpu), FilterExpression::FieldKind::Number);
    }
};

QTEST_GUILESS_MAIN(TestInventoryLabels)
#include "tst_inventorylabels.moc"
