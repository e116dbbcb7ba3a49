// The preflight report view, the controller and the receipt history:
// - GO and NO-GO reports from the demo preflight engine: the banner says GO / NO-GO in words (with an icon
//   and an accessible name), the blockers appear grouped by area with the catalog's texts, and every report
//   section is there; a schemaVersion 3 report and a report with holes are NO-GO and say why;
// - the controller against the in-process demo server: preflight-go.json → GO, a receipt is stored;
// - the history lists receipts, compares two of one service and exports them.
// Set CLOUDLY_PREFLIGHT_SCREENSHOTS=<dir> to save preflight-go.png and preflight-nogo.png.
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/demo/demopreflight.h"
#include "core/demo/demoserver.h"
#include "core/net/typedsocketclient.h"
#include "core/preflight/blockercatalog.h"
#include "core/preflight/receiptoutline.h"
#include "core/preflight/receiptstore.h"
#include "core/session/session.h"
#include "testutil.h"
#include "ui/app/consoleapp.h"
#include "ui/preflight/blockerlistwidget.h"
#include "ui/preflight/composerwidget.h"
#include "ui/preflight/decisionbanner.h"
#include "ui/preflight/preflightcontroller.h"
#include "ui/preflight/receipthistoryview.h"
#include "ui/preflight/reportview.h"

#include <QApplication>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace cloudly;
using core::preflight::Receipt;
using ui::DecisionBanner;
using ui::ReportView;

namespace {

QJsonObject fixture(const QString& name)
{
    QFile f(QStringLiteral(":/fixtures/") + name);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

void saveScreenshot(ReportView& view, const QString& name)
{
    const QString dir = qEnvironmentVariable("CLOUDLY_PREFLIGHT_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    // The whole page, not just the visible part of the scroll area.
    QTest::qWait(50);
    QWidget* page = view.content();
    page->resize(page->width(), page->heightForWidth(page->width()) > 0 ? page->heightForWidth(page->width())
                                                                        : page->sizeHint().height());
    QVERIFY(page->grab().save(dir + QLatin1Char('/') + name));
}

} // namespace

class TestPreflightReport : public QObject
{
    Q_OBJECT

private:
    core::DemoData m_data;
    std::unique_ptr<core::DemoAuth> m_auth;
    std::unique_ptr<core::DemoPreflight> m_engine;

    Receipt receipt(const QJsonObject& request, const QString& caller = QStringLiteral("u-admin"),
                    const std::function<void(QJsonObject&)>& edit = {})
    {
        QJsonObject report = m_engine->evaluate(request, caller, 1767225600000).report;
        if (edit)
            edit(report);
        return Receipt::create(QStringLiteral("ws://127.0.0.1:8080/"), QStringLiteral("admin"), request,
                               report, QDateTime(QDate(2026, 1, 1), QTime(9, 30), Qt::UTC));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
        QString error;
        QVERIFY2(m_data.loadFile(core::DemoData::defaultFixturePath(), &error), qPrintable(error));
        m_auth = std::make_unique<core::DemoAuth>(m_data.users());
        m_engine = std::make_unique<core::DemoPreflight>(m_data, *m_auth);
    }

    void emptyViewIsNeitherGoNorNoGo()
    {
        ReportView view;
        QCOMPARE(view.banner()->state(), DecisionBanner::State::Empty);
        QVERIFY(view.banner()->titleText() != QStringLiteral("GO"));
        QVERIFY(!view.findChild<QPushButton*>(QStringLiteral("export_pdf"))->isEnabled());
    }

    void goReport()
    {
        ReportView view;
        view.resize(1320, 900);
        view.show();
        const Receipt go = receipt(fixture(QStringLiteral("preflight-go.json")));
        view.showReceipt(go);
        QCOMPARE(view.banner()->state(), DecisionBanner::State::Go);
        QCOMPARE(view.banner()->titleText(), QStringLiteral("GO"));
        QCOMPARE(view.banner()->accessibleName(), QStringLiteral("Preflight decision: GO"));
        QVERIFY(view.banner()->headlineText().startsWith(QStringLiteral("Every check passed")));
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("decisionTitle"))->text(), QStringLiteral("GO"));
        QCOMPARE(view.blockerList()->count(), 0);
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("blockerHeading"))->text(),
                 QStringLiteral("Blockers: none"));

        QCOMPARE(view.sectionKeys(),
                 (QStringList{QStringLiteral("report"), QStringLiteral("service"), QStringLiteral("source"),
                              QStringLiteral("images"), QStringLiteral("runtimeTasks"),
                              QStringLiteral("runtimeAttestation"), QStringLiteral("platformBindings"),
                              QStringLiteral("corestore"), QStringLiteral("namespace"),
                              QStringLiteral("authorization")}));
        const QString source = view.sectionText(QStringLiteral("source"));
        QVERIFY(source.contains(go.request.value(QStringLiteral("intentDigest")).toString()));
        QVERIFY(source.contains(
            QStringLiteral("sha256:2a5fe3a6fadde891bf14a5bb36b43691c4386c11dd93db46e10d8de1beb4b86e")));
        QVERIFY(source.contains(QStringLiteral("Configuration digest (computed by Cloudly)")));
        const QString images = view.sectionText(QStringLiteral("images"));
        QVERIFY2(images.contains(QStringLiteral("linux/arm64")), qPrintable(images));
        QVERIFY(images.contains(QStringLiteral("✓ runnable")));
        QVERIFY(view.sectionText(QStringLiteral("runtimeTasks")).contains(QStringLiteral("verified")));
        QVERIFY(view.sectionText(QStringLiteral("namespace")).contains(QStringLiteral("Proven blank:\nyes")));
        for (const QString& key : view.sectionKeys())
            QVERIFY2(!view.sectionText(key).contains(core::preflight::missingFromReportText()),
                     qPrintable(key));
        QVERIFY(view.findChild<QPushButton*>(QStringLiteral("export_pdf"))->isEnabled());
        saveScreenshot(view, QStringLiteral("preflight-go.png"));
    }

    void noGoReport()
    {
        ReportView view;
        view.resize(1320, 900);
        view.show();
        view.showReceipt(receipt(fixture(QStringLiteral("preflight-nogo.json"))));
        QCOMPARE(view.banner()->state(), DecisionBanner::State::NoGo);
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QCOMPARE(view.banner()->accessibleName(), QStringLiteral("Preflight decision: NO-GO"));
        QCOMPARE(view.banner()->headlineText(),
                 QStringLiteral("This deployment must not proceed. Blockers: 3 (Image / OCI, Runtime)."));

        ui::BlockerListWidget* list = view.blockerList();
        QCOMPARE(list->codes(), (QStringList{QStringLiteral("CURRENT_REFERENCE_MUTABLE"),
                                             QStringLiteral("CURRENT_RUNTIME_DIGEST_MISSING"),
                                             QStringLiteral("RUNTIME_ATTESTATION_MISMATCH")}));
        QCOMPARE(list->groupTitles(),
                 (QStringList{QStringLiteral("Image / OCI (1)"), QStringLiteral("Runtime (2)")}));
        for (const ui::BlockerListWidget::Item& item : list->items()) {
            const auto info = core::preflight::blockerInfo(item.code);
            QCOMPARE(item.explanation, info.explanation);
            QCOMPARE(item.remediation, info.remediation);
            QCOMPARE(item.origin, QStringLiteral("Cloudly"));
        }
        QCOMPARE(list->items().at(1).message,
                 QStringLiteral("Running task d-api-prod-2 on prod-2 reports no image digest."));
        // What is on screen: the cards' labels and accessible names.
        QStringList messages;
        for (const QLabel* label : list->findChildren<QLabel*>(QStringLiteral("blockerMessage")))
            messages << label->text();
        QCOMPARE(messages.size(), 3);
        QVERIFY(messages.contains(list->items().at(1).message));
        QStringList cardNames;
        for (const QWidget* card : list->findChildren<QWidget*>(QStringLiteral("blockerCard")))
            cardNames << card->accessibleName();
        QVERIFY(cardNames.contains(
            QStringLiteral("Blocker CURRENT_REFERENCE_MUTABLE: ") +
            core::preflight::blockerInfo(QStringLiteral("CURRENT_REFERENCE_MUTABLE")).title));
        QVERIFY(view.sectionText(QStringLiteral("images")).contains(QStringLiteral("Mutable reference:")) ||
                view.sectionText(QStringLiteral("images")).contains(QStringLiteral("yes ⚠")));
        QVERIFY(view.sectionText(QStringLiteral("runtimeTasks")).contains(QStringLiteral("missing ⚠")));
        saveScreenshot(view, QStringLiteral("preflight-nogo.png"));
    }

    void schemaVersion3IsNoGoWithTheReason()
    {
        ReportView view;
        // Everything else is a GO: only the schema version changed.
        view.showReceipt(receipt(fixture(QStringLiteral("preflight-go.json")), QStringLiteral("u-admin"),
                                 [](QJsonObject& r) { r.insert(QStringLiteral("schemaVersion"), 3); }));
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QVERIFY(view.blockerList()->codes().contains(QStringLiteral("CLIENT_SCHEMA_VERSION")));
        const auto& item = view.blockerList()->items().first();
        QCOMPARE(item.code, QStringLiteral("CLIENT_SCHEMA_VERSION"));
        QVERIFY2(item.message.contains(QStringLiteral("3")), qPrintable(item.message));
        QCOMPARE(item.origin, QStringLiteral("this console"));
        QVERIFY(view.banner()->headlineText().contains(QStringLiteral("does not trust the report")));
        QVERIFY(view.sectionText(QStringLiteral("report")).contains(QStringLiteral("schemaVersion 2 only")));
    }

    void missingAndUnknownAreDistinct()
    {
        ReportView view;
        view.showReceipt(receipt(fixture(QStringLiteral("preflight-go.json")), QStringLiteral("u-admin"),
                                 [](QJsonObject& r) {
                                     r.remove(QStringLiteral("runtimeAttestation"));
                                     QJsonObject p = r.value(QStringLiteral("proposed")).toObject();
                                     p.insert(QStringLiteral("namespaceBlank"), QStringLiteral("unknown"));
                                     p.insert(QStringLiteral("wouldReplaceExistingState"), false);
                                     p.remove(QStringLiteral("versionReserved"));
                                     r.insert(QStringLiteral("proposed"), p);
                                 }));
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QVERIFY(view.blockerList()->codes().contains(QStringLiteral("CLIENT_REPORT_INCOMPLETE")));
        const QString attestation = view.sectionText(QStringLiteral("runtimeAttestation"));
        QVERIFY2(attestation.contains(QStringLiteral("Verified replicas:\nmissing from report")),
                 qPrintable(attestation));
        const QString ns = view.sectionText(QStringLiteral("namespace"));
        QVERIFY2(ns.contains(QStringLiteral("Proven blank:\nunknown — not proven")), qPrintable(ns));
        QVERIFY(ns.contains(QStringLiteral("Would replace existing state:\nno")));
        QVERIFY(ns.contains(QStringLiteral("Version reserved:\nmissing from report")));
    }

    void authorizationMissingIsNamed()
    {
        ReportView view;
        view.showReceipt(receipt(fixture(QStringLiteral("preflight-go.json")), QStringLiteral("mu-none")));
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QVERIFY2(view.banner()->headlineText().startsWith(QStringLiteral("Authorization missing")),
                 qPrintable(view.banner()->headlineText()));
        QCOMPARE(view.blockerList()->groupTitles().last(), QStringLiteral("Authorization (4)"));

        Receipt refused = Receipt::create(
            {}, QStringLiteral("ci"), fixture(QStringLiteral("preflight-go.json")), QJsonValue::Undefined);
        refused.callError = {{QStringLiteral("kind"), QStringLiteral("server-error")},
                             {QStringLiteral("text"), QStringLiteral("identity missing or invalid")}};
        view.showReceipt(refused);
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QVERIFY(view.banner()->headlineText().startsWith(
            QStringLiteral("Authorization missing: Cloudly refused")));
        QVERIFY(view.sectionText(QStringLiteral("callError"))
                    .contains(QStringLiteral("identity missing or invalid")));

        view.showFailure(QStringLiteral("getDeploymentPreflight: timeout"), false);
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QVERIFY(!view.receipt());
    }

    void controllerRunsAgainstTheDemoServer()
    {
        core::DemoServer server(core::DemoOptions{}, nullptr);
        QVERIFY2(server.listen(), qPrintable(server.errorString()));
        core::TypedSocketClient client;
        core::Session session(&client);
        QTemporaryDir dir;
        core::preflight::ReceiptStore store(dir.path());
        ui::PreflightController controller(&session, &store);
        ReportView view;
        ui::ComposerWidget composer;
        controller.setReportView(&view);
        controller.attachComposer(&composer);
        QString error;
        QVERIFY(composer.importRequestFile(QStringLiteral(":/fixtures/preflight-go.json"), &error));
        QVERIFY(!composer.runButton()->isEnabled()); // valid request, but not connected
        QVERIFY(composer.runStatusText().startsWith(QStringLiteral("Not connected")));

        client.open(server.url());
        QVERIFY(test::waitForState(client, core::TypedSocketClient::State::Connected));
        QVERIFY(composer.runStatusText().startsWith(QStringLiteral("Not signed in")));
        bool loggedIn = false;
        session.loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), this,
                                  [&](const core::CallError& e) { loggedIn = !e.isError(); });
        QTRY_VERIFY(loggedIn);
        QTRY_VERIFY(composer.runButton()->isEnabled());

        QSignalSpy stored(&controller, &ui::PreflightController::receiptStored);
        QTest::mouseClick(composer.runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(stored.count(), 1, 15000);
        QCOMPARE(view.banner()->state(), DecisionBanner::State::Go);
        QVERIFY(view.storeStatus()->text().startsWith(QStringLiteral("Receipt ")));
        const core::preflight::ReceiptStore::Listing listing = store.list();
        QCOMPARE(listing.receipts.size(), 1);
        const Receipt& saved = listing.receipts.first();
        QVERIFY(saved.isGo());
        QCOMPARE(saved.identityName, QStringLiteral("admin"));
        QCOMPARE(saved.request, fixture(QStringLiteral("preflight-go.json")));
        QCOMPARE(saved.serverUrl, server.url().toString());
        QFile file(dir.filePath(core::preflight::ReceiptStore::fileNameFor(saved)));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains(session.identity().jwt.toUtf8()));

        // A server error answer is a receipt too; an unknown service is not an authorization problem.
        QJsonObject unknown = fixture(QStringLiteral("preflight-go.json"));
        unknown.insert(QStringLiteral("serviceId"), QStringLiteral("svc-nope"));
        controller.run(unknown);
        QTRY_COMPARE_WITH_TIMEOUT(stored.count(), 2, 15000);
        QCOMPARE(view.banner()->titleText(), QStringLiteral("NO-GO"));
        QVERIFY2(view.banner()->headlineText().contains(QStringLiteral("service not found")),
                 qPrintable(view.banner()->headlineText()));

        // The history lists both, newest first, and compares only receipts of one service.
        ui::ReceiptHistoryView history(&store);
        QCOMPARE(history.list()->topLevelItemCount(), 2);
        QCOMPARE(history.list()->topLevelItem(0)->text(ui::ReceiptHistoryView::DecisionColumn),
                 QStringLiteral("NO-GO"));
        QVERIFY(history.summaryText().contains(QStringLiteral("1000")));
    }

    void historyComparesAndExports()
    {
        QTemporaryDir dir;
        core::preflight::ReceiptStore store(dir.path());
        const QJsonObject go = fixture(QStringLiteral("preflight-go.json"));
        Receipt first = receipt(go);
        QJsonObject changed = go;
        changed.insert(QStringLiteral("proposedNamespace"), QStringLiteral("web-scratch"));
        Receipt second = receipt(changed);
        second.createdAt = first.createdAt.addSecs(60);
        const Receipt other = receipt(fixture(QStringLiteral("preflight-nogo.json")));
        QVERIFY(store.save(first).ok);
        ui::ReceiptHistoryView history(&store);
        QCOMPARE(history.list()->topLevelItemCount(), 1);
        QVERIFY(store.save(second).ok); // the view follows the store
        QVERIFY(store.save(other).ok);
        QCOMPARE(history.list()->topLevelItemCount(), 3);
        QCOMPARE(history.list()->accessibleName(), QStringLiteral("Preflight receipts"));

        QVERIFY(history.selectReceipts({first.id, other.id}));
        QVERIFY(!history.compareSelected());
        QVERIFY(history.compareStatus().contains(QStringLiteral("different services")));
        QVERIFY(history.selectReceipts({first.id, second.id}));
        QVERIFY(history.compareSelected());
        QVERIFY2(history.diffText().contains(QStringLiteral("GO → NO-GO")), qPrintable(history.diffText()));
        QVERIFY(history.diffText().contains(QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK")));

        QTemporaryDir out;
        QString error;
        for (auto format : {ui::ReceiptFormat::Json, ui::ReceiptFormat::Markdown, ui::ReceiptFormat::Pdf}) {
            const QStringList written =
                history.exportReceipts(history.selectedReceipts(), format, out.path(), &error);
            QCOMPARE(written.size(), 2);
            QFile f(written.first());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            if (format == ui::ReceiptFormat::Pdf)
                QVERIFY(bytes.startsWith("%PDF"));
            else if (format == ui::ReceiptFormat::Markdown)
                QVERIFY(bytes.startsWith("# Deployment preflight: "));
            else
                QVERIFY(Receipt::fromJson(QJsonDocument::fromJson(bytes).object(), &error));
        }

        // A corrupt file is named, the others stay listed.
        QFile bad(dir.filePath(QStringLiteral("preflight-20260101T000000000Z-bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("garbage");
        bad.close();
        history.refresh();
        QCOMPARE(history.list()->topLevelItemCount(), 3);
        QVERIFY(history.problemsText().contains(QStringLiteral("preflight-20260101T000000000Z-bad.json")));
    }
};

QTEST_MAIN(TestPreflightReport)
#include "tst_preflightreport.moc"
