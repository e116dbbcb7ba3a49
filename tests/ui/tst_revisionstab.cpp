// The Revisions tab of a service's details (ui/history): the list and diff models (checked by
// QAbstractItemModelTester), the panel comparing two selected revisions and saying "diff unavailable" —
// never "no changes" — for a revision not seen whole, the tab in the Services page fed by the journal as
// it records polls, and the event marks of the metric charts (hover names them, a click opens them).
#include "consoletestbed.h"
#include "core/history/revisiondiff.h"
#include "core/history/servicehistory.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"
#include "core/model/servicesmodel.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "ui/charts/metricchart.h"
#include "ui/detail/detailpane.h"
#include "ui/history/revisiondiffmodel.h"
#include "ui/history/revisionlistmodel.h"
#include "ui/history/revisionspanel.h"
#include "ui/inventory/servicesview.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using namespace cloudly::core;
using cloudly::ui::RevisionDiffModel;
using cloudly::ui::RevisionListModel;
using cloudly::ui::RevisionsPanel;
using cloudly::ui::RevisionTabs;

namespace {
Revision revision(int n, const QString& version, bool whole = true)
{
    Revision r;
    r.number = n;
    r.firstSeen = 1000LL * n;
    r.lastSeen = 1000LL * n + 500;
    r.whole = whole;
    if (!whole)
        r.missingReason = QStringLiteral("kept only the changed fields");
    r.data = QJsonObject{{QStringLiteral("imageVersion"), version},
                         {QStringLiteral("imageId"), QStringLiteral("img")}};
    r.version = version;
    r.image = QStringLiteral("img");
    return r;
}

ServiceHistory historyOf(const QList<Revision>& revisions)
{
    ServiceHistory h;
    h.serviceId = QStringLiteral("svc-a");
    h.known = true;
    h.revisions = revisions;
    return h;
}

Service service(const QString& id, const QString& version)
{
    DecodeErrors errors;
    const QByteArray json = QStringLiteral(R"({"services":[{"id":"%1","data":{"name":"%1","imageId":"img",
        "imageVersion":"%2","environment":{"TOKEN":"secret-value-1"}}}]})")
                                .arg(id, version)
                                .toUtf8();
    const QList<Service> list = decodeServices(QJsonDocument::fromJson(json).object(), errors);
    return list.value(0);
}

void selectRows(QTableView* view, const QList<int>& rows)
{
    QItemSelection selection;
    for (const int row : rows)
        selection.select(view->model()->index(row, 0),
                         view->model()->index(row, view->model()->columnCount() - 1));
    view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}
} // namespace

class TestRevisionsTab : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { test::ConsoleTestBed::initTestCase(); }

    void listModelUpdatesInPlace()
    {
        RevisionListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHistory(historyOf({revision(1, "1.0"), revision(2, "1.1")}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, RevisionListModel::Version).data().toString(), QStringLiteral("1.1"));
        QCOMPARE(model.index(0, RevisionListModel::Number).data(RevisionListModel::NumberRole).toInt(), 1);
        // The same revisions, the last one seen later, and one more: rows inserted, none reset.
        QList<Revision> more{revision(1, "1.0"), revision(2, "1.1"), revision(3, "1.2", false)};
        more[1].lastSeen = 9000;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setHistory(historyOf(more));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.index(2, RevisionListModel::Note)
                    .data()
                    .toString()
                    .contains(QStringLiteral("not seen whole")));
        QVERIFY(
            model.index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("changed fields")));
        // Another service: reset.
        ServiceHistory other = historyOf({revision(1, "5")});
        other.serviceId = QStringLiteral("svc-b");
        model.setHistory(other);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 1);
    }

    void diffModelShowsChangesOrSaysUnavailable()
    {
        RevisionDiffModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.status().contains(QStringLiteral("Select two revisions")));
        model.setDiff(diffRevisions(revision(1, "1.0"), revision(2, "1.1")));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, RevisionDiffModel::Field).data().toString(),
                 QStringLiteral("data.imageVersion"));
        QCOMPARE(model.index(0, RevisionDiffModel::Change).data().toString(), QStringLiteral("changed"));
        QCOMPARE(model.index(0, RevisionDiffModel::Before).data().toString(), QStringLiteral("1.0"));
        QCOMPARE(model.index(0, RevisionDiffModel::After).data().toString(), QStringLiteral("1.1"));
        QVERIFY(model.status().contains(QStringLiteral("1 changed fields")));
        model.setDiff(diffRevisions(revision(1, "1.0"), revision(2, "1.0")));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.status().contains(QStringLiteral("no changes")));
        model.setDiff(diffRevisions(revision(1, "1.0", false), revision(2, "1.0")));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.status().contains(QStringLiteral("diff unavailable")));
        QVERIFY(!model.status().contains(QStringLiteral("no changes")));
    }

    void panelComparesTheSelectedRevisions()
    {
        RevisionsPanel panel;
        panel.resize(700, 500);
        panel.show();
        panel.setHistory(historyOf({revision(1, "0.9", false), revision(2, "1.0"), revision(3, "1.1")}));
        // The latest is selected at first, compared with the one before it.
        QCOMPARE(panel.listView()->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(panel.diffModel()->diff().from, 2);
        QCOMPARE(panel.diffModel()->diff().to, 3);
        QVERIFY(panel.diffView()->isVisible());
        QVERIFY2(panel.statusLabel()->text().contains(QStringLiteral("Revision 2 → 3")),
                 qPrintable(panel.statusLabel()->text()));
        // Two selected rows: compared with each other.
        selectRows(panel.listView(), {1, 2});
        QCOMPARE(panel.diffModel()->rowCount(), 1);
        // With the revision not seen whole: unavailable, the table hidden, never "no changes".
        selectRows(panel.listView(), {0, 2});
        QCOMPARE(panel.diffModel()->rowCount(), 0);
        QVERIFY(!panel.diffView()->isVisible());
        QVERIFY2(panel.statusLabel()->text().contains(QStringLiteral("diff unavailable")),
                 qPrintable(panel.statusLabel()->text()));
        QVERIFY(!panel.statusLabel()->text().contains(QStringLiteral("no changes")));
        // A reload that only moves the last-seen time keeps the selection.
        QList<Revision> later{revision(1, "0.9", false), revision(2, "1.0"), revision(3, "1.1")};
        later[2].lastSeen = 99000;
        panel.setHistory(historyOf(later));
        QCOMPARE(panel.listView()->selectionModel()->selectedRows().size(), 2);
        QCOMPARE(panel.diffModel()->diff().from, 1);
        panel.compare(2, 3);
        QCOMPARE(panel.diffModel()->diff().from, 2);
    }

    void servicesPageShowsTheRevisionsTab()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TypedSocketClient client;
        Session session(&client);
        InventoryRefresher refresher(&session); // never connected: the recorder below stands in for polls
        JournalFeed feed(&refresher, dir.path());
        feed.setProfile(QStringLiteral("p"));
        JournalRecorder recorder(feed.store(), QStringLiteral("p"));
        QSignalSpy written(&feed, &JournalFeed::revisionsWritten);
        recorder.observeServices({service("svc-a", "1.0.0")});
        QVERIFY(written.wait(10000));

        ServicesModel model;
        model.setServices({service("svc-a", "1.0.0")});
        ui::ServicesView view(nullptr, &model, nullptr, QStringLiteral("p"));
        view.setJournal(&feed);
        view.resize(1200, 800);
        view.show();
        QVERIFY(view.selectService(QStringLiteral("svc-a")));
        auto* tabs = qobject_cast<RevisionTabs*>(view.detail()->chart());
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Revisions"));
        QCOMPARE(tabs->panel()->listModel()->rowCount(), 1);
        QVERIFY(tabs->panel()->statusLabel()->text().contains(QStringLiteral("first revision")));

        // The next poll sees a new version: the tab follows once the journal has written it.
        recorder.observeServices({service("svc-a", "1.1.0")});
        QTRY_COMPARE_WITH_TIMEOUT(tabs->panel()->listModel()->rowCount(), 2, 10000);
        tabs->panel()->compare(1, 2);
        QCOMPARE(tabs->panel()->diffModel()->rowCount(), 1);
        QCOMPARE(tabs->panel()->diffModel()->index(0, RevisionDiffModel::After).data().toString(),
                 QStringLiteral("1.1.0"));
        // The environment names are there, their values are not.
        const QJsonObject env =
            tabs->panel()->listModel()->revisionAt(1)->data.value(QStringLiteral("environment")).toObject();
        QCOMPARE(env.value(QStringLiteral("TOKEN")).toString(), hiddenValue);
        // Another service's details: no revisions tab of svc-a left behind.
        model.setServices({service("svc-a", "1.1.0"), service("svc-b", "2.0.0")});
        QVERIFY(view.selectService(QStringLiteral("svc-b")));
        auto* other = qobject_cast<RevisionTabs*>(view.detail()->chart());
        QVERIFY(other);
        QCOMPARE(other->serviceId(), QStringLiteral("svc-b"));
        QCOMPARE(other->panel()->listModel()->rowCount(), 0);
    }

    void chartMarksEventsHoverNamesThemClickOpensThem()
    {
        ui::MetricChart chart;
        chart.resize(600, 300);
        chart.show();
        MetricSeries series{{{100000, 10}, {160000, 20}, {220000, 15}}};
        chart.setSeries(QStringLiteral("CPU"), series);
        TimelineEvent inView;
        inView.at = 160000;
        inView.kind = TimelineEvent::Kind::VersionChanged;
        inView.title = QStringLiteral("svc-web: version 1.0 → 1.1");
        inView.page = QStringLiteral("journal");
        inView.filter = QStringLiteral("id:svc-web kind:service.changed");
        TimelineEvent outside = inView;
        outside.at = 9999999;
        outside.title = QStringLiteral("later");
        chart.setEvents({inView, outside});
        QVERIFY(chart.eventSeries());
        QCOMPARE(chart.eventSeries()->count(), 1);
        QCOMPARE(chart.lineSeries().size(), 1); // the marks are not a line
        const QString hover = chart.eventHoverText(QPointF(161000, 0));
        QVERIFY2(hover.contains(inView.title), qPrintable(hover));
        QVERIFY(!hover.contains(QStringLiteral("later")));
        QSignalSpy activated(&chart, &ui::MetricChart::eventActivated);
        chart.activateEventNear(QPointF(159000, 0));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).value<TimelineEvent>(), inView);
        // Marks survive a rebuild (new samples) and go with the events.
        chart.setSeries(QStringLiteral("CPU"), series);
        QCOMPARE(chart.eventSeries()->count(), 1);
        chart.setEvents({});
        QVERIFY(!chart.eventSeries());
    }
};

QTEST_MAIN(TestRevisionsTab)
#include "tst_revisionstab.moc"
