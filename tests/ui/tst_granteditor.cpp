// The grant editor, its confirmation dialog, the audit view and the effective grants view against the
// in-process demo server: least-privilege defaults, the exact diff before applying, the typed
// confirmation of a revoke, read-only mode for non-admins, echo mismatches, torn audit lines and exports.
// Set CLOUDLY_GRANTS_SCREENSHOTS=<file.png> to save a picture of the editor next to its confirmation
// dialogs (change and revoke), and <file>-readonly.png of the read-only editor.
#include "core/demo/demoserver.h"
#include "core/grants/grantcontroller.h"
#include "core/session/requestguard.h"
#include "core/session/session.h"
#include "docsgate.h"
#include "grantstestbed.h"
#include "testutil.h"
#include "ui/grants/auditview.h"
#include "ui/grants/effectivegrantsview.h"
#include "ui/grants/grantconfirmdialog.h"
#include "ui/grants/granteditor.h"
#include "ui/grants/grantspage.h"
#include "ui/preflight/servicechoicemodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace cloudly::core;
using namespace cloudly::core::grants;
using namespace cloudly::ui;

namespace {

const QString kPreflight = QStringLiteral("deployment:preflight");
const QString kGreenfield = QStringLiteral("deployment:create-greenfield");
const QString kPromote = QStringLiteral("deployment:promote-route");
const QString kRollback = QStringLiteral("deployment:rollback-route");

AuditEntry entry(const QString& user, const QString& service, const QStringList& after,
                 const QString& result = QStringLiteral("ok"))
{
    AuditEntry e;
    e.at = QDateTime::currentDateTimeUtc();
    e.actor = QStringLiteral("admin");
    e.server = QStringLiteral("ws://127.0.0.1:1/");
    e.userId = user;
    e.serviceId = service;
    e.after = after;
    e.result = result;
    if (result != QLatin1String("ok"))
        e.error = QStringLiteral("something went wrong");
    return e;
}

} // namespace

class TestGrantEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<cloudly::test::LoggedInConnection> login(bool admin) { return m_bed.login(admin); }

    QList<Service> services(cloudly::test::LoggedInConnection& c)
    {
        const CallResult r = cloudly::test::callAndWait(
            c.client, QStringLiteral("getServices"),
            QJsonObject{{QStringLiteral("identity"), c.session.identity().toJson()}});
        DecodeErrors errors;
        return decodeServices(r.response, errors);
    }

    // Confirms the open dialog and waits for the change to finish.
    static bool confirmAndWait(GrantEditor& editor)
    {
        QSignalSpy spy(&editor, &GrantEditor::changeFinished);
        if (!editor.confirmDialog() || !editor.confirmDialog()->confirmButton()->isEnabled())
            return false;
        editor.confirmDialog()->confirmButton()->click();
        return spy.wait(15000);
    }

    cloudly::test::GrantsTestBed m_bed;

private Q_SLOTS:
    void init()
    {
        QString error;
        QVERIFY2(m_bed.start(&error), qPrintable(error));
    }

    void cleanup() { m_bed.stop(); }

    // The services list is shared with the refresher, not copied into per-service combo items; the same
    // list again does not rebuild the combo box, and a refresh keeps the choice and the unsaved edits.
    void serviceListIsSharedAndRefreshKeepsEdits()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        const QList<Service> list = services(*c);
        QVERIFY(list.size() >= 12);
        editor.setServices(list);
        QAbstractItemModel* model = editor.serviceCombo()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), list.size());
        for (int i = 0; i < list.size(); ++i) {
            QCOMPARE(model->index(i, 0).data(Qt::UserRole).toString(), list.at(i).id);
            const QString name = list.at(i).data.name;
            QCOMPARE(model->index(i, 0).data().toString(),
                     name.isEmpty() ? list.at(i).id : QStringLiteral("%1 (%2)").arg(name, list.at(i).id));
        }
        auto* choices = qobject_cast<ServiceChoiceModel*>(model);
        QVERIFY(choices);
        QVERIFY(choices->services().constData() == list.constData()); // shared: no copy of the list

        editor.setUserId(QStringLiteral("mu-none"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        editor.setCheckedCapabilities({kPreflight, kGreenfield});
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(editor.serviceCombo(), &QComboBox::currentIndexChanged);
        editor.setServices(list); // the same list, e.g. the next poll
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changed.count(), 0);

        QList<Service> refreshed = list; // a changed list: svc-web moves to the end
        Service moved = refreshed.takeAt(choices->rowOf(QStringLiteral("svc-web")));
        refreshed.append(moved);
        editor.setServices(refreshed);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(editor.serviceId(), QStringLiteral("svc-web"));
        QCOMPARE(editor.serviceCombo()->currentIndex(), refreshed.size() - 1);
        QCOMPARE(editor.checkedCapabilities(), (QStringList{kPreflight, kGreenfield}));

        editor.setServices({});
        QCOMPARE(editor.serviceCombo()->count(), 0);
        QCOMPARE(editor.serviceId(), QString());
        QCOMPARE(editor.serviceCombo()->placeholderText(), QStringLiteral("no services loaded"));
    }

    void newGrantStartsWithPreflightOnly()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        editor.setServices(services(*c));
        QVERIFY(editor.serviceCombo()->count() >= 12);
        editor.setUserId(QStringLiteral("mu-none"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        editor.show();

        QVERIFY(!editor.isReadOnly());
        QVERIFY(editor.readOnlyText().isEmpty());
        QVERIFY(!editor.findChild<QLabel*>(QStringLiteral("readOnlyBanner"))->isVisible());
        QCOMPARE(editor.checkedCapabilities(), QStringList{kPreflight});
        QVERIFY(editor.currentGrantText().startsWith(QLatin1String("Unknown")));
        for (const QString& cap : {kPreflight, kGreenfield, kPromote, kRollback}) {
            QCheckBox* box = editor.capabilityBox(cap);
            QVERIFY(box);
            QVERIFY(box->isEnabled());
            QCOMPARE(box->isChecked(), cap == kPreflight);
            QCOMPARE(editor.findChild<QLabel*>(cap + QStringLiteral("-description"))->text(),
                     capabilityDescription(cap));
            const QString risk = editor.findChild<QLabel*>(cap + QStringLiteral("-risk"))->text();
            QVERIFY2(risk.contains(QStringLiteral("Risk ") + capabilityRiskLevel(cap)), qPrintable(risk));
        }
        QVERIFY(editor.applyButton()->isEnabled());
        QCOMPARE(editor.applyButton()->text(), QStringLiteral("Apply…"));

        // Editing, then choosing another grant, starts that one from its own state again.
        editor.capabilityBox(kPromote)->setChecked(true);
        editor.setUserId(QStringLiteral("mu-ci-partial"));
        QCOMPARE(editor.checkedCapabilities(), QStringList{kPreflight});
    }

    void confirmationShowsTheExactDiff()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        editor.setServices(services(*c));
        editor.setUserId(QStringLiteral("mu-none"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        editor.capabilityBox(kGreenfield)->setChecked(true);

        editor.requestApply();
        QVERIFY(editor.confirmDialog());
        const QString first = editor.confirmDialog()->diffText();
        QVERIFY2(first.contains(QLatin1String("mu-none on svc-web")), qPrintable(first));
        QVERIFY2(first.contains(QLatin1String("before: unknown")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("+ ") + kGreenfield), qPrintable(first));
        QVERIFY2(first.contains(QLatin1String("risk medium")), qPrintable(first));
        QVERIFY(!editor.confirmDialog()->isRevoke());
        QVERIFY(!editor.confirmDialog()->confirmationEdit());
        QVERIFY(editor.confirmDialog()
                    ->findChild<QLabel*>(QStringLiteral("grantConfirmIntro"))
                    ->text()
                    .contains(m_bed.server->url().toString()));
        QVERIFY(confirmAndWait(editor));
        QVERIFY2(editor.resultText().startsWith(QLatin1String("Applied")), qPrintable(editor.resultText()));
        QCOMPARE(m_bed.server->auth().grant(QStringLiteral("mu-none"), QStringLiteral("svc-web")),
                 QStringList({kPreflight, kGreenfield}));
        // The editor now shows the stored grant.
        QCOMPARE(editor.checkedCapabilities(), QStringList({kPreflight, kGreenfield}));
        QVERIFY(editor.currentGrantText().contains(QLatin1String("as last recorded on this machine")));

        // Second change: one added, one removed; signs and words, not only colour.
        editor.capabilityBox(kGreenfield)->setChecked(false);
        editor.capabilityBox(kPromote)->setChecked(true);
        editor.requestApply();
        QVERIFY(editor.confirmDialog());
        const QString diff = editor.confirmDialog()->diffText();
        QVERIFY2(diff.contains(QStringLiteral("before: ") + kPreflight + QStringLiteral(", ") + kGreenfield),
                 qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("after:  ") + kPreflight + QStringLiteral(", ") + kPromote),
                 qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("+ ") + kPromote), qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("\u2212 ") + kGreenfield + QStringLiteral("   (removed)")),
                 qPrintable(diff));
        QVERIFY2(diff.contains(QLatin1String("risk high")), qPrintable(diff));
        const QString html = GrantConfirmDialog::diffHtml(editor.confirmDialog()->change());
        QVERIFY(html.contains(QLatin1String("#1b6e2e"))); // added in green
        QVERIFY(html.contains(QLatin1String("#b01c1c"))); // removed in red
        // Cancel sends nothing.
        QPointer<GrantConfirmDialog> dialog = editor.confirmDialog();
        dialog->reject();
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_bed.log->readAll().entries.size(), 1);
    }

    void revokeNeedsTheTypedUserId()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        editor.setServices(services(*c));
        editor.setUserId(QStringLiteral("mu-ci-web"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        editor.setCheckedCapabilities({});
        QCOMPARE(editor.applyButton()->text(), QStringLiteral("Apply (revoke)…"));

        editor.requestApply();
        GrantConfirmDialog* dialog = editor.confirmDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isRevoke());
        QVERIFY(dialog->diffText().contains(QLatin1String("REVOKE")));
        QVERIFY(dialog->confirmationEdit());
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY(dialog->confirmButton()->text().contains(QLatin1String("Revoke")));
        QTest::keyClicks(dialog->confirmationEdit(), QStringLiteral("mu-ci-we"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QTest::keyClicks(dialog->confirmationEdit(), QStringLiteral("bx"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        dialog->confirmationEdit()->setText(QStringLiteral("MU-CI-WEB")); // exact, not case-insensitive
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QCOMPARE(m_bed.server->auth().grant(QStringLiteral("mu-ci-web"), QStringLiteral("svc-web")).size(),
                 4);
        dialog->confirmationEdit()->setText(QStringLiteral("mu-ci-web"));
        QVERIFY(dialog->confirmButton()->isEnabled());
        QVERIFY(confirmAndWait(editor));
        QVERIFY(m_bed.server->auth().grant(QStringLiteral("mu-ci-web"), QStringLiteral("svc-web")).isEmpty());
        QCOMPARE(m_bed.log->readAll().entries.first().after, QStringList());
        QVERIFY(editor.currentGrantText().startsWith(QLatin1String("No grant")));
    }

    // How many configureServiceDeploymentMachineUser requests the demo server has received.
    int grantRequestsReceived(cloudly::test::LoggedInConnection& c)
    {
        return cloudly::test::callAndWait(
                   c.client, QStringLiteral("__peer_received"),
                   {{QStringLiteral("method"), QStringLiteral("configureServiceDeploymentMachineUser")}})
            .response.value(QStringLiteral("requests"))
            .toArray()
            .size();
    }

    void protectedProfileNeedsTheTypedProfileName()
    {
        auto c = login(true);
        QVERIFY(c);
        c->session.setGuard(
            RequestGuard({QStringLiteral("prod-eu"), Profile::Stage::Production, true, false}));
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        editor.setServices(services(*c));
        editor.setUserId(QStringLiteral("mu-none"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        editor.capabilityBox(kGreenfield)->setChecked(true);
        QVERIFY(!editor.applyButton()->isHidden());

        // The guard holds the change back when the name was not typed (a bypass of the dialog).
        QSignalSpy finished(&controller, &GrantController::finished);
        QVERIFY(controller.apply(editor.plannedChange()));
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().value(0).toBool(), false);
        QVERIFY2(finished.first().value(1).toString().contains(QLatin1String("prod-eu is protected")),
                 qPrintable(finished.first().value(1).toString()));
        QCOMPARE(grantRequestsReceived(*c), 0);
        QVERIFY(m_bed.log->readAll().entries.isEmpty()); // nothing sent, nothing audited

        editor.requestApply();
        GrantConfirmDialog* dialog = editor.confirmDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->profileConfirmationEdit());
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QTest::keyClicks(dialog->profileConfirmationEdit(), QStringLiteral("prod-e"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        dialog->profileConfirmationEdit()->setText(QStringLiteral("PROD-EU"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        dialog->profileConfirmationEdit()->setText(QStringLiteral("prod-eu"));
        QVERIFY(dialog->confirmButton()->isEnabled());
        QVERIFY(confirmAndWait(editor));
        QCOMPARE(grantRequestsReceived(*c), 1);
        QCOMPARE(m_bed.server->auth().grant(QStringLiteral("mu-none"), QStringLiteral("svc-web")),
                 QStringList({kPreflight, kGreenfield}));
    }

    void readOnlyProfileOffersNoChange()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        editor.setServices(services(*c));
        editor.setUserId(QStringLiteral("mu-none"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        QVERIFY(!editor.applyButton()->isHidden());
        c->session.setGuard(
            RequestGuard({QStringLiteral("prod-eu"), Profile::Stage::Production, true, true}));
        // Absent, not just disabled; and the editor says why.
        QVERIFY(editor.applyButton()->isHidden());
        QVERIFY(editor.isReadOnly());
        QVERIFY2(editor.readOnlyText().contains(QLatin1String("Profile prod-eu is read-only")),
                 qPrintable(editor.readOnlyText()));
        QSignalSpy finished(&controller, &GrantController::finished);
        QVERIFY(controller.apply(
            controller.makeChange(QStringLiteral("mu-none"), QStringLiteral("svc-web"), {kPreflight})));
        QVERIFY(finished.wait(5000));
        QVERIFY(finished.first().value(1).toString().contains(QLatin1String("read-only")));
        QCOMPARE(grantRequestsReceived(*c), 0);
        c->session.setGuard(RequestGuard());
        QVERIFY(!editor.applyButton()->isHidden());
    }

    void readOnlyForNonAdmins()
    {
        auto c = login(false);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantEditor editor(&controller);
        editor.setServices(services(*c));
        editor.setUserId(QStringLiteral("mu-ci-web"));
        QVERIFY(editor.setServiceId(QStringLiteral("svc-web")));
        editor.show();
        QVERIFY(editor.isReadOnly());
        const QString reason = editor.readOnlyText();
        QVERIFY2(
            reason.contains(QLatin1String(
                "Only Cloudly admins can change deployment grants; you are logged in as ci-web (role api)")),
            qPrintable(reason));
        QVERIFY(editor.findChild<QLabel*>(QStringLiteral("readOnlyBanner"))->isVisible());
        for (const QString& cap : allCapabilities())
            QVERIFY(!editor.capabilityBox(cap)->isEnabled());
        // Nothing is known about this grant here: no default may pose as the current grant.
        QVERIFY(editor.checkedCapabilities().isEmpty());
        QCOMPARE(editor.currentGrantText(), QStringLiteral("Unknown (no change recorded on this machine)."));
        QVERIFY(!editor.applyButton()->isEnabled());
        QCOMPARE(editor.applyButton()->text(), QStringLiteral("Apply…"));
        QVERIFY(editor.applyButton()->toolTip().contains(QLatin1String("Only Cloudly admins")));
        editor.requestApply();
        QVERIFY(!editor.confirmDialog());
        QVERIFY(m_bed.log->readAll().entries.isEmpty());
        const QString out = qEnvironmentVariable("CLOUDLY_GRANTS_SCREENSHOTS");
        if (!out.isEmpty()) {
            editor.resize(760, 560);
            QVERIFY(editor.grab().save(
                QString(out).replace(QLatin1String(".png"), QLatin1String("-readonly.png"))));
        }
    }

    void echoMismatchIsShownAndRecorded()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        GrantsPage page(&controller);
        page.setServices(services(*c));
        GrantEditor* editor = page.editor();
        editor->setUserId(QStringLiteral("mu-none"));
        QVERIFY(editor->setServiceId(QStringLiteral("svc-api")));
        editor->capabilityBox(kPromote)->setChecked(true);
        const GrantChange change = editor->plannedChange();

        // The server stores less than was sent.
        CallResult reply;
        reply.response = QJsonObject{{QStringLiteral("userId"), QStringLiteral("mu-none")},
                                     {QStringLiteral("serviceId"), QStringLiteral("svc-api")},
                                     {QStringLiteral("capabilities"), QJsonArray{kPreflight}},
                                     {QStringLiteral("tokenRolesNormalized"), true}};
        QSignalSpy finished(editor, &GrantEditor::changeFinished);
        controller.handleReply(change, reply);
        QCOMPARE(finished.count(), 1);
        const QString banner = editor->resultText();
        QVERIFY2(banner.startsWith(QLatin1String("Echo mismatch")), qPrintable(banner));
        QVERIFY2(banner.contains(QLatin1String("recorded in the audit trail")), qPrintable(banner));
        QVERIFY2(banner.contains(QLatin1String("capabilities differ")) && banner.contains(kPromote),
                 qPrintable(banner));
        // Kept the admin's choice so it can be retried.
        QCOMPARE(editor->checkedCapabilities(), QStringList({kPreflight, kPromote}));

        // The audit tab shows it.
        AuditView* audit = page.auditView();
        QCOMPARE(audit->entries().size(), 1);
        QCOMPARE(audit->proxy()->index(0, AuditView::Result).data().toString(), QStringLiteral("mismatch"));
        QVERIFY(audit->proxy()->index(0, AuditView::Error).data().toString().contains(kPromote));
        QVERIFY(page.effectiveView()->grants().isEmpty());

        // tokenRolesNormalized missing is a mismatch too.
        reply.response.insert(QStringLiteral("capabilities"), QJsonArray{kPreflight, kPromote});
        reply.response.remove(QStringLiteral("tokenRolesNormalized"));
        controller.handleReply(change, reply);
        QVERIFY2(editor->resultText().contains(QLatin1String("tokenRolesNormalized")),
                 qPrintable(editor->resultText()));
        QCOMPARE(audit->entries().size(), 2);
    }

    void auditViewFiltersExportsAndShowsTornLines()
    {
        QVERIFY(m_bed.log->append(entry(QStringLiteral("mu-a"), QStringLiteral("svc-web"), {kPreflight}),
                                  nullptr));
        QVERIFY(m_bed.log->append(
            entry(QStringLiteral("mu-b"), QStringLiteral("svc-api"), {kPreflight, kPromote}), nullptr));
        QVERIFY(m_bed.log->append(
            entry(QStringLiteral("mu-a"), QStringLiteral("svc-api"), {}, QStringLiteral("error")), nullptr));
        {
            QFile file(m_bed.log->filePath());
            QVERIFY(file.open(QIODevice::Append));
            file.write("{\"at\":\"2024-01-01T00:00:00Z\",\"actor\":\"x\",\"use"); // torn last line
        }
        AuditView view(m_bed.log.get());
        QAbstractItemModelTester tester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view.entries().size(), 3);
        QCOMPARE(view.problems().size(), 1);
        QVERIFY2(view.problemsText().contains(QLatin1String("could not be read")),
                 qPrintable(view.problemsText()));
        view.show();
        QVERIFY(view.findChild<QLabel*>(QStringLiteral("auditProblems"))->isVisible());
        QCOMPARE(view.table()->model()->columnCount(), int(AuditView::ColumnCount));
        QCOMPARE(view.proxy()->headerData(AuditView::Before, Qt::Horizontal).toString(),
                 QStringLiteral("Before"));
        // "before" unknown is written as such.
        QCOMPARE(view.proxy()->index(0, AuditView::Before).data().toString(), QStringLiteral("unknown"));

        view.setFilterText(QStringLiteral("MU-A"));
        QCOMPARE(view.filterEdit()->text(), QStringLiteral("MU-A"));
        QCOMPARE(view.visibleEntries().size(), 2);
        view.filterEdit()->setText(QStringLiteral("promote"));
        QCOMPARE(view.visibleEntries().size(), 1);
        QCOMPARE(view.visibleEntries().first().userId, QStringLiteral("mu-b"));

        QString error;
        const QString json = m_bed.dir->filePath(QStringLiteral("out.json"));
        QVERIFY2(view.exportJsonTo(json, &error), qPrintable(error));
        QFile jf(json);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        const QJsonArray array = QJsonDocument::fromJson(jf.readAll()).array();
        QCOMPARE(array.size(), 1);
        QCOMPARE(array.first().toObject().value(QStringLiteral("userId")).toString(), QStringLiteral("mu-b"));

        view.setFilterText(QString());
        const QString csv = m_bed.dir->filePath(QStringLiteral("out.csv"));
        QVERIFY2(view.exportCsvTo(csv, &error), qPrintable(error));
        QFile cf(csv);
        QVERIFY(cf.open(QIODevice::ReadOnly));
        const QByteArray text = cf.readAll();
        QVERIFY(text.startsWith("at,actor,server,userId,serviceId,before,after,result,error\r\n"));
        QCOMPARE(text.count("\r\n"), 4);
        QVERIFY(!view.exportCsvTo(m_bed.dir->filePath(QStringLiteral("missing/dir/out.csv")), &error));
        QVERIFY(!error.isEmpty());
    }

    void effectiveGrantsByUserAndByService()
    {
        QVERIFY(m_bed.log->append(entry(QStringLiteral("mu-a"), QStringLiteral("svc-web"), {kPreflight}),
                                  nullptr));
        QVERIFY(m_bed.log->append(
            entry(QStringLiteral("mu-a"), QStringLiteral("svc-api"), {kPreflight, kPromote}), nullptr));
        QVERIFY(m_bed.log->append(entry(QStringLiteral("mu-b"), QStringLiteral("svc-web"), {kGreenfield}),
                                  nullptr));
        QVERIFY(m_bed.log->append(
            entry(QStringLiteral("mu-b"), QStringLiteral("svc-api"), {kRollback}, QStringLiteral("mismatch")),
            nullptr));
        EffectiveGrantsView view(m_bed.log.get());
        QVERIFY(view.headingText().contains(QLatin1String("as last recorded on this machine")));
        QVERIFY(view.problemsText().isEmpty());
        QCOMPARE(view.grouping(), EffectiveGrantsView::Grouping::ByUser);
        QTreeWidget* tree = view.tree();
        QCOMPARE(tree->topLevelItemCount(), 2);
        QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("mu-a"));
        QCOMPARE(tree->topLevelItem(0)->childCount(), 2);
        QCOMPARE(tree->topLevelItem(1)->childCount(), 1); // the mismatch is not an effective grant
        QTreeWidgetItem* api = tree->topLevelItem(0)->child(0);
        QCOMPARE(api->text(0), QStringLiteral("svc-api"));
        QCOMPARE(api->text(1), kPreflight + QStringLiteral(", ") + kPromote);
        QCOMPARE(api->text(2), QStringLiteral("high"));

        view.setGrouping(EffectiveGrantsView::Grouping::ByService);
        QCOMPARE(tree->topLevelItemCount(), 2);
        QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("svc-api"));
        QCOMPARE(tree->topLevelItem(0)->childCount(), 1);
        QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("svc-web"));
        QCOMPARE(tree->topLevelItem(1)->childCount(), 2);
        QCOMPARE(tree->topLevelItem(1)->child(1)->text(0), QStringLiteral("mu-b"));
        QCOMPARE(tree->topLevelItem(1)->child(1)->text(2), QStringLiteral("medium"));

        // A torn line makes the view say it may be incomplete.
        QFile file(m_bed.log->filePath());
        QVERIFY(file.open(QIODevice::Append));
        file.write("{broken");
        file.close();
        view.reload();
        QVERIFY(view.problemsText().contains(QLatin1String("incomplete")));
    }

    void screenshot()
    {
        const QString out = qEnvironmentVariable("CLOUDLY_GRANTS_SCREENSHOTS");
        if (out.isEmpty())
            QSKIP("set CLOUDLY_GRANTS_SCREENSHOTS=<file.png> to save a picture");
        auto c = login(true);
        QVERIFY(c);
        QVERIFY(m_bed.log->append(entry(QStringLiteral("mu-ci-web"), QStringLiteral("svc-api"), {kPreflight}),
                                  nullptr));
        QVERIFY(m_bed.log->append(
            entry(QStringLiteral("mu-ci-web"), QStringLiteral("svc-web"), {kPreflight, kGreenfield}),
            nullptr));
        GrantController controller(&c->session, m_bed.log.get());
        const CallResult clusters = cloudly::test::callAndWait(
            c->client, QStringLiteral("getClusters"),
            QJsonObject{{QStringLiteral("identity"), c->session.identity().toJson()}});
        DecodeErrors errors;
        controller.setClusters(decodeClusters(clusters.response, errors));
        GrantsPage page(&controller);
        page.setServices(services(*c));
        page.editor()->setUserId(QStringLiteral("mu-ci-web"));
        QVERIFY(page.editor()->setServiceId(QStringLiteral("svc-web")));
        page.editor()->capabilityBox(kGreenfield)->setChecked(false);
        page.editor()->capabilityBox(kPromote)->setChecked(true);
        page.resize(760, 480);
        page.show();
        QTest::qWait(50);
        const QPixmap left = page.grab();
        page.editor()->requestApply();
        QPointer<GrantConfirmDialog> dialog = page.editor()->confirmDialog();
        QVERIFY(dialog);
        dialog->adjustSize();
        QTest::qWait(50);
        const QPixmap change = dialog->grab();
        dialog->reject();
        QTRY_VERIFY(!dialog);

        // The revoke confirmation of the same grant, under it.
        page.editor()->setCheckedCapabilities({});
        page.editor()->requestApply();
        QVERIFY(page.editor()->confirmDialog());
        page.editor()->confirmDialog()->resize(change.width(), 10);
        page.editor()->confirmDialog()->adjustSize();
        QTest::qWait(50);
        const QPixmap revoke = page.editor()->confirmDialog()->grab();

        const int rightWidth = std::max(change.width(), revoke.width());
        QPixmap all(left.width() + rightWidth + 24,
                    std::max(left.height(), change.height() + revoke.height() + 8) + 16);
        all.fill(QColor(0x9a, 0xa3, 0xad));
        QPainter painter(&all);
        painter.drawPixmap(8, 8, left);
        painter.drawPixmap(left.width() + 16, 8, change);
        painter.drawPixmap(left.width() + 16, change.height() + 16, revoke);
        painter.end();
        QVERIFY(all.save(out));

        // The other two tabs, for review.
        page.editor()->confirmDialog()->reject();
        page.setCurrentWidget(page.effectiveView());
        QVERIFY(
            page.grab().save(QString(out).replace(QLatin1String(".png"), QLatin1String("-effective.png"))));
        page.setCurrentWidget(page.auditView());
        QVERIFY(page.grab().save(QString(out).replace(QLatin1String(".png"), QLatin1String("-audit.png"))));
    }
};

// `screenshot` only runs with CLOUDLY_GRANTS_SCREENSHOTS set (it makes a picture, it checks nothing in CI).
CLOUDLY_QTEST_MAIN_WITHOUT_DOCS(TestGrantEditor, "CLOUDLY_GRANTS_SCREENSHOTS", "screenshot")
#include "tst_granteditor.moc"
