// The Clusters & nodes page feeds its tree proxy only once it is shown (or something needs the tree):
// a hidden page pays no proxy mapping or sorting for the model's updates, and still behaves the same.
#include "core/api/cluster.h"
#include "core/filter/treefilterproxymodel.h"
#include "core/model/clustertreemodel.h"
#include "core/settings/appsettings.h"
#include "ui/inventory/clustersview.h"
#include "ui/inventory/columnchooser.h"

#include <QAction>
#include <QHeaderView>
#include <QJsonArray>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <memory>

using namespace cloudly::core;
using cloudly::ui::ClustersView;

namespace {

QJsonObject nodeJson(const QString& id, const QString& status)
{
    const QJsonObject data{{QStringLiteral("clusterId"), QStringLiteral("?")},
                           {QStringLiteral("nodeType"), QStringLiteral("vm")},
                           {QStringLiteral("status"), status},
                           {QStringLiteral("role"), QStringLiteral("worker")},
                           {QStringLiteral("sshKeys"), QJsonArray()},
                           {QStringLiteral("requiredDebianPackages"), QJsonArray()},
                           {QStringLiteral("name"), id}};
    return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}};
}

Cluster cluster(const QString& id, const QString& name, const QJsonArray& nodes)
{
    const QJsonObject json{{QStringLiteral("id"), id},
                           {QStringLiteral("data"), QJsonObject{{QStringLiteral("name"), name},
                                                                {QStringLiteral("nodes"), nodes},
                                                                {QStringLiteral("sshKeys"), QJsonArray()}}}};
    DecodeErrors errors;
    const std::optional<Cluster> value = Cluster::fromJson(json, QStringLiteral("$"), errors);
    if (!value || !errors.isEmpty())
        qFatal("fixture does not decode: %s", qPrintable(joinDecodeErrors(errors)));
    return *value;
}

QList<Cluster> clusters(const QString& statusOfB1 = QStringLiteral("online"))
{
    return {cluster(QStringLiteral("c-b"), QStringLiteral("bravo"),
                    QJsonArray{nodeJson(QStringLiteral("n-b1"), statusOfB1),
                               nodeJson(QStringLiteral("n-b2"), QStringLiteral("online"))}),
            cluster(QStringLiteral("c-a"), QStringLiteral("alpha"),
                    QJsonArray{nodeJson(QStringLiteral("n-a1"), QStringLiteral("offline"))})};
}

} // namespace

class TestClustersViewHidden : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<AppSettings> m_settings;

    // Without the attaching accessors.
    static TreeFilterProxyModel* proxyOf(ClustersView& view)
    {
        return view.findChild<TreeFilterProxyModel*>(QStringLiteral("clustersProxy"));
    }
    static QTreeView* treeOf(ClustersView& view)
    {
        return view.findChild<QTreeView*>(QStringLiteral("clustersTree"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<AppSettings>(m_dir.filePath(QStringLiteral("settings.ini")));
    }

    void aHiddenPageDoesNotFeedTheProxyUntilShown()
    {
        ClustersView view(nullptr, m_settings.get(), QStringLiteral("p1"));
        TreeFilterProxyModel* proxy = proxyOf(view);
        QVERIFY(proxy);
        view.setClusters(clusters());
        QCOMPARE(view.model()->rowCount(), 2);
        QVERIFY(proxy->sourceModel() != view.model());
        QCOMPARE(proxy->rowCount(), 0);
        QCOMPARE(treeOf(view)->header()->count(), int(ClusterTreeModel::ColumnCount));

        QSignalSpy changed(proxy, &QAbstractItemModel::dataChanged);
        QSignalSpy layout(proxy, &QAbstractItemModel::layoutChanged);
        view.setClusters(clusters(QStringLiteral("offline")));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(layout.count(), 0);

        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(proxy->sourceModel(), view.model());
        QCOMPARE(proxy->rowCount(), 2);
        // Sorted by name, clusters expanded, the column set-up kept.
        QCOMPARE(proxy->index(0, ClusterTreeModel::Name).data().toString(), QStringLiteral("alpha"));
        QCOMPARE(proxy->index(1, ClusterTreeModel::Name).data().toString(), QStringLiteral("bravo"));
        QVERIFY(treeOf(view)->isExpanded(proxy->index(0, 0)));
        QVERIFY(treeOf(view)->isExpanded(proxy->index(1, 0)));
        QCOMPARE(treeOf(view)->header()->sortIndicatorSection(), int(ClusterTreeModel::Name));
        QCOMPARE(treeOf(view)->header()->sectionResizeMode(ClusterTreeModel::Detail), QHeaderView::Stretch);
        const QModelIndex b1 =
            proxy->mapFromSource(view.model()->findIndex(QStringLiteral("node"), QStringLiteral("n-b1")));
        QVERIFY(b1.isValid());
        QCOMPARE(b1.siblingAtColumn(ClusterTreeModel::Status).data(ClusterTreeModel::StatusRole).toString(),
                 QStringLiteral("offline"));

        // Once attached, updates reach the proxy (also when hidden again).
        view.hide();
        view.setClusters(clusters());
        QCOMPARE(proxy->mapFromSource(view.model()->findIndex(QStringLiteral("node"), QStringLiteral("n-b1")))
                     .siblingAtColumn(ClusterTreeModel::Status)
                     .data(ClusterTreeModel::StatusRole)
                     .toString(),
                 QStringLiteral("online"));
    }

    void aDrillDownSelectsTheNodeOnANeverShownPage()
    {
        ClustersView view(nullptr, m_settings.get(), QStringLiteral("p1"));
        view.setClusters(clusters());
        view.showNode(QStringLiteral("n-b2"));
        QCOMPARE(view.selectedKind(), QStringLiteral("node"));
        QCOMPARE(view.selectedId(), QStringLiteral("n-b2"));
        QVERIFY(view.backButton()->isVisibleTo(&view));
        QVERIFY(treeOf(view)->isExpanded(treeOf(view)->currentIndex().parent()));

        // A node that is not loaded yet is selected when it arrives, page still hidden.
        ClustersView later(nullptr, m_settings.get(), QStringLiteral("p1"));
        later.showNode(QStringLiteral("n-a1"));
        QVERIFY(later.selectedId().isEmpty());
        later.setClusters(clusters());
        QCOMPARE(later.selectedId(), QStringLiteral("n-a1"));
    }

    void aHiddenColumnStaysHiddenWhenTheSourceArrives()
    {
        QString hiddenId;
        int hiddenSection = -1;
        {
            ClustersView view(nullptr, m_settings.get(), QStringLiteral("cols"));
            view.setClusters(clusters());
            std::unique_ptr<QMenu> menu(view.columnChooser()->createMenu(nullptr));
            for (QAction* a : menu->actions()) {
                if (a->isEnabled() && a->isCheckable() && a->isChecked() && hiddenId.isEmpty()) {
                    hiddenId = a->data().toString();
                    a->trigger();
                }
            }
            QVERIFY(!hiddenId.isEmpty());
            QHeaderView* header = treeOf(view)->header();
            for (int s = 0; s < header->count(); ++s) {
                if (header->isSectionHidden(s))
                    hiddenSection = s;
            }
            QVERIFY(hiddenSection >= 0);
        }
        ClustersView again(nullptr, m_settings.get(), QStringLiteral("cols"));
        QVERIFY(treeOf(again)->header()->isSectionHidden(hiddenSection));
        again.setClusters(clusters());
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(proxyOf(again)->sourceModel(), again.model());
        QVERIFY(treeOf(again)->header()->isSectionHidden(hiddenSection));
        QVERIFY(!treeOf(again)->header()->isSectionHidden(ClusterTreeModel::Name));
    }
};

QTEST_MAIN(TestClustersViewHidden)
#include "tst_clustersviewhidden.moc"
