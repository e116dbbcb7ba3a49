// The console's sign-off: the Approvals section under a GO report (status, verdicts in words, void ones with
// why), the Approve… / Reject… dialog (the subject being signed, the key, a protected key's passphrase),
// Import approvals…, the per-profile allowed signers file and required count, and approvals kept beside the
// receipt across a restart. Keys are made with the real ssh-keygen. With CLOUDLY_DOCS_SCREENSHOTS=<dir> the
// `screenshots` function saves the README's pictures of the section and the dialog, light and dark.
#include "approvaltestkit.h"
#include "docsgate.h"

#include "core/approval/approvalsigning.h"
#include "core/approval/approvalstore.h"
#include "core/approval/releaseauthorization.h"
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/demo/demopreflight.h"
#include "core/preflight/receipt.h"
#include "core/preflight/receiptstore.h"
#include "core/preflight/validators.h"
#include "core/settings/appsettings.h"
#include "ui/app/consoleapp.h"
#include "ui/preflight/approvaldialog.h"
#include "ui/preflight/approvalspanel.h"
#include "ui/preflight/composerwidget.h"
#include "ui/preflight/receipthistoryview.h"
#include "ui/preflight/reportview.h"
#include "ui/style/theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace cloudly;
using namespace cloudly::core::approval;
using cloudly::ui::ApprovalDialog;
using cloudly::ui::ApprovalsPanel;

namespace {
QJsonObject fixtureRequest(const QString& name)
{
    QFile f(QStringLiteral(":/fixtures/%1").arg(name));
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}
} // namespace

class TestApprovalsPanel : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    core::DemoData m_data;
    std::unique_ptr<core::DemoAuth> m_auth;
    std::unique_ptr<core::DemoPreflight> m_engine;
    core::preflight::Receipt m_go;
    QString m_alice, m_bob, m_carol;
    QString m_signers;

    core::preflight::Receipt receiptFor(const char* fixture)
    {
        const QJsonObject request = fixtureRequest(QString::fromLatin1(fixture));
        return core::preflight::Receipt::create(
            QStringLiteral("wss://cloudly.example.com/"), QStringLiteral("ci-deployer"), request,
            m_engine->evaluate(request, QStringLiteral("u-admin")).report);
    }
    QString receipts() const { return m_dir.filePath(QStringLiteral("receipts")); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        ui::ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
        QString error;
        QVERIFY2(m_data.loadFile(core::DemoData::defaultFixturePath(), &error), qPrintable(error));
        m_auth = std::make_unique<core::DemoAuth>(m_data.users());
        m_engine = std::make_unique<core::DemoPreflight>(m_data, *m_auth);
        m_go = receiptFor("preflight-go.json");
        QVERIFY(m_go.isGo());
        m_alice = test::makeSshKey(m_dir.path(), QStringLiteral("alice"), QStringLiteral("alice@example.com"),
                                   QStringLiteral("ed25519"), QStringLiteral("s3cret phrase"));
        m_bob = test::makeSshKey(m_dir.path(), QStringLiteral("bob"), QStringLiteral("bob@example.com"));
        m_carol =
            test::makeSshKey(m_dir.path(), QStringLiteral("carol"), QStringLiteral("carol@example.com"));
        QVERIFY(!m_alice.isEmpty() && !m_bob.isEmpty() && !m_carol.isEmpty());
        m_signers = m_dir.filePath(QStringLiteral("allowed_signers"));
        QVERIFY(test::writeAll(m_signers,
                               test::allowedSignersLine(QStringLiteral("alice@example.com"), m_alice) +
                                   test::allowedSignersLine(QStringLiteral("bob@example.com"), m_bob) +
                                   test::allowedSignersLine(QStringLiteral("carol@example.com"), m_carol)));
    }

    void dialogShowsTheSubjectAndSignsWithAProtectedKey()
    {
        ApprovalStore store(receipts());
        ApprovalDialog dialog(m_go, ApprovalStatement::Verdict::Approve, &store);
        const QString subject = dialog.subjectText();
        for (const char* fact : {"web (svc-web)", "1.4.0", "bc15ac2defb2e18c6c22ad0e0c418be7e5407e69",
                                 "sha256:023b105fc42fd7c4d08bdca11f1e897246906c6e02962dacbcf915d3879ea12a",
                                 "sha256:2a5fe3a6", "wss://cloudly.example.com:443"})
            QVERIFY2(subject.contains(QString::fromLatin1(fact)), qPrintable(subject));
        dialog.setKeyPath(m_alice);
        QCOMPARE(dialog.principalEdit()->text(), QStringLiteral("alice@example.com"));
        QVERIFY(dialog.passphraseEdit()->isEnabled());
        dialog.reasonEdit()->setPlainText(QStringLiteral("release notes read"));
        dialog.passphraseEdit()->setText(QStringLiteral("wrong"));
        QVERIFY(!dialog.submit());
        QVERIFY(!dialog.errorText().isEmpty());
        QVERIFY(dialog.passphraseEdit()->text().isEmpty()); // never kept
        dialog.passphraseEdit()->setText(QStringLiteral("s3cret phrase"));
        QVERIFY2(dialog.submit(), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.savedFileName().isEmpty());
        const QString file = store.directoryFor(m_go.id) + QLatin1Char('/') + dialog.savedFileName();
        QCOMPARE(QFileInfo(file).permissions() & 0x0777, QFileDevice::ReadUser | QFileDevice::WriteUser);
        QVERIFY(!test::readAll(file).contains("s3cret"));

        ApprovalDialog reject(m_go, ApprovalStatement::Verdict::Reject, &store);
        reject.setKeyPath(m_carol);
        QVERIFY(!reject.submit());
        QVERIFY2(reject.errorText().contains(QStringLiteral("reason")), qPrintable(reject.errorText()));
    }

    void sectionShowsVerdictsAndTrustPerProfile()
    {
        core::AppSettings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        ApprovalsPanel panel;
        panel.setStorage(receipts(), &settings);
        panel.setProfile(QStringLiteral("prod"));
        panel.showReceipt(m_go);
        // No allowed signers file yet: nothing can count.
        QCOMPARE(panel.check().valid, 0);
        QVERIFY(panel.approveButton()->isEnabled());
        panel.signersEdit()->setText(m_signers);
        Q_EMIT panel.signersEdit()->editingFinished();
        panel.requiredBox()->setValue(2);
        QCOMPARE(settings.approvalSignersFile(QStringLiteral("prod")), m_signers);
        QCOMPARE(settings.approvalsRequired(QStringLiteral("prod")), 2);
        QCOMPARE(settings.approvalsRequired(QStringLiteral("staging")), 1);
        QCOMPARE(panel.check().valid, 1);
        QCOMPARE(panel.statusText(), QStringLiteral("Status: 1 of 2 approved"));

        // Import: Bob's approval (made with plain ssh-keygen) and one for another revision.
        ApprovalStatement s;
        s.subject = *ApprovalSubject::fromReceipt(m_go, nullptr);
        s.principal = QStringLiteral("bob@example.com");
        s.createdAt = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC);
        s.receiptId = m_go.id;
        const QString bobFile = m_dir.filePath(QStringLiteral("bob.approval.json"));
        QVERIFY(test::writeAll(bobFile, test::sshKeygenApproval(m_dir.path(), s.toCanonicalJson(), m_bob)));
        s.principal = QStringLiteral("carol@example.com");
        s.subject.imageDigest = QStringLiteral("sha256:") + QString(64, QLatin1Char('e'));
        const QString staleFile = m_dir.filePath(QStringLiteral("stale.approval.json"));
        QVERIFY(
            test::writeAll(staleFile, test::sshKeygenApproval(m_dir.path(), s.toCanonicalJson(), m_carol)));
        QString error;
        QCOMPARE(panel.importFiles({bobFile, staleFile, m_signers}, &error), 2);
        QVERIFY2(error.contains(QStringLiteral("allowed_signers")), qPrintable(error));
        QCOMPARE(panel.check().valid, 2);
        QCOMPARE(panel.statusText(), QStringLiteral("Status: 2 of 2 approved"));
        QCOMPARE(panel.list()->topLevelItemCount(), 3);
        bool sawVoid = false;
        for (int i = 0; i < panel.list()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* item = panel.list()->topLevelItem(i);
            if (item->text(ApprovalsPanel::PrincipalColumn) == QLatin1String("carol@example.com")) {
                QCOMPARE(item->text(ApprovalsPanel::VerdictColumn), QStringLiteral("other-subject"));
                QCOMPARE(item->text(ApprovalsPanel::ValidityColumn), QStringLiteral("void: image changed"));
                sawVoid = true;
            }
        }
        QVERIFY(sawVoid);

        // A restart: a new panel over the same store and settings sees the same approvals.
        core::AppSettings reread(m_dir.filePath(QStringLiteral("settings.ini")));
        ApprovalsPanel again;
        again.setStorage(receipts(), &reread);
        again.setProfile(QStringLiteral("prod"));
        again.showReceipt(m_go);
        QCOMPARE(again.check().valid, 2);

        // A NO-GO receipt cannot be approved.
        again.showReceipt(receiptFor("preflight-nogo.json"));
        QVERIFY(!again.approveButton()->isEnabled());
        QVERIFY(again.statusText().contains(QStringLiteral("NO-GO")));
    }

    void historyShowsStatusExportsAndDiff()
    {
        // Runs after sectionShowsVerdictsAndTrustPerProfile: m_go has two valid approvals (of 2 required).
        core::AppSettings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        ApprovalsPanel panel;
        panel.setStorage(receipts(), &settings);
        panel.setProfile(QStringLiteral("prod"));
        core::preflight::ReceiptStore store(m_dir.filePath(QStringLiteral("history")));
        QVERIFY(store.save(m_go).ok);
        QJsonObject request = fixtureRequest(QStringLiteral("preflight-go.json"));
        const QString rev =
            QStringLiteral("9c1d") + request.value(QStringLiteral("sourceRevision")).toString().mid(4);
        request.insert(QStringLiteral("sourceRevision"), rev);
        QJsonObject evidence = request.value(QStringLiteral("releaseEvidence")).toObject();
        evidence.insert(QStringLiteral("sourceRevision"), rev);
        request.insert(QStringLiteral("releaseEvidence"), evidence);
        core::preflight::Receipt later = core::preflight::Receipt::create(
            m_go.serverUrl, m_go.identityName, request,
            m_engine->evaluate(request, QStringLiteral("u-admin")).report, m_go.createdAt.addSecs(60));
        QVERIFY(later.isGo());
        QVERIFY(store.save(later).ok);
        ui::ReceiptHistoryView history(&store);
        history.setApprovalChecker([&panel](const auto& r) { return panel.checkReceipt(r); });
        QCOMPARE(history.list()->topLevelItemCount(), 2);
        QStringList statuses;
        for (int i = 0; i < 2; ++i)
            statuses << history.list()->topLevelItem(i)->text(ui::ReceiptHistoryView::ApprovalsColumn);
        QVERIFY2(statuses.contains(QStringLiteral("2 of 2 approved")),
                 qPrintable(statuses.join(QLatin1Char('|'))));
        QVERIFY(statuses.contains(QStringLiteral("no approvals")));

        QVERIFY(history.selectReceipts({m_go.id, later.id}));
        QVERIFY(history.compareSelected());
        QVERIFY2(history.diffText().contains(QStringLiteral("approvals void: revision changed")),
                 qPrintable(history.diffText()));

        const QStringList written =
            history.exportReceipts({m_go}, ui::ReceiptFormat::Markdown, m_dir.path(), nullptr);
        QCOMPARE(written.size(), 1);
        const QByteArray md = test::readAll(written.first());
        QVERIFY(md.contains("## Approvals"));
        QVERIFY(md.contains("**bob@example.com** — `valid`"));
        QVERIFY(md.contains("not by Cloudly"));
    }

    void composerAddsReleaseAuthorizationFromApprovals()
    {
        core::AppSettings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        ApprovalsPanel panel;
        panel.setStorage(receipts(), &settings);
        panel.setProfile(QStringLiteral("prod"));
        QJsonObject request = fixtureRequest(QStringLiteral("preflight-go.json"));
        QJsonObject evidence = request.value(QStringLiteral("releaseEvidence")).toObject();
        QJsonArray kept;
        for (const QJsonValue a : evidence.value(QStringLiteral("attestations")).toArray())
            if (a.toObject().value(QStringLiteral("kind")) != QStringLiteral("release-authorization"))
                kept.append(a);
        evidence.insert(QStringLiteral("attestations"), kept);
        evidence.insert(QStringLiteral("releaseAuthorized"), false);
        request.insert(QStringLiteral("releaseEvidence"), evidence);
        ui::ComposerWidget composer;
        composer.loadRequest(request);
        QVERIFY(composer.authorizeButton());
        const auto checker = [&panel](const core::preflight::Receipt& r) { return panel.checkReceipt(r); };
        QString error;
        const auto authorized = authorizeFromReceipts(composer.request(), {m_go}, checker,
                                                      QDateTime::currentMSecsSinceEpoch(), &error);
        QVERIFY2(authorized, qPrintable(error));
        composer.loadRequest(*authorized);
        const QJsonObject sent = composer.request();
        const QJsonObject report = m_go.report.toObject();
        QVERIFY(core::preflight::validateReleaseEvidence(
                    sent.value(QStringLiteral("releaseEvidence")),
                    sent.value(QStringLiteral("sourceRevision")), sent.value(QStringLiteral("version")),
                    report.value(QStringLiteral("source"))
                        .toObject()
                        .value(QStringLiteral("configurationDigest")),
                    report.value(QStringLiteral("requestedImage")).toObject().value(QStringLiteral("digest")))
                    .isEmpty());
        // The report of that request says which approvals stand behind its release authorization.
        const core::preflight::Receipt sentReceipt =
            core::preflight::Receipt::create(m_go.serverUrl, m_go.identityName, sent,
                                             m_engine->evaluate(sent, QStringLiteral("u-admin")).report);
        QVERIFY(sentReceipt.isGo());
        panel.showReceipt(sentReceipt);
        QVERIFY2(panel.authorizationText().contains(QStringLiteral("alice@example.com, bob@example.com")),
                 qPrintable(panel.authorizationText()));
        panel.showReceipt(m_go);
        QVERIFY(panel.authorizationText().isEmpty()); // the fixture's authorization is not from approvals
        // Another version: no receipt is for it.
        QJsonObject other = request;
        other.insert(QStringLiteral("version"), QStringLiteral("1.4.1"));
        QVERIFY(!authorizeFromReceipts(other, {m_go}, checker, 1, &error));
        QVERIFY2(error.contains(QStringLiteral("no GO receipt")), qPrintable(error));
    }

    void reportViewShowsTheSectionForGoReceipts()
    {
        ui::ReportView view;
        view.showReceipt(m_go);
        QVERIFY(!view.approvals()->isHidden());
        QCOMPARE(view.approvals()->approveButton()->text(), QStringLiteral("Approve this report…"));
        view.showRunning(QStringLiteral("x"));
        QVERIFY(view.approvals()->isHidden());
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("CLOUDLY_DOCS_SCREENSHOTS");
        QVERIFY(QDir().mkpath(dir));
        core::AppSettings settings(m_dir.filePath(QStringLiteral("shots.ini")));
        settings.setApprovalSignersFile(QStringLiteral("demo"), m_signers);
        settings.setApprovalsRequired(QStringLiteral("demo"), 2);
        // Two approvals that count and one made for another image.
        ApprovalStore shotStore(receipts());
        shotStore.removeAll(m_go.id);
        const ApprovalSubject subject = *ApprovalSubject::fromReceipt(m_go, nullptr);
        const auto add = [&](const QString& principal, const QString& key, const QString& reason,
                             bool stale) {
            ApprovalStatement st;
            st.subject = subject;
            if (stale)
                st.subject.imageDigest = QStringLiteral("sha256:") + QString(64, QLatin1Char('e'));
            st.principal = principal;
            st.reason = reason;
            st.createdAt = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC);
            st.receiptId = m_go.id;
            const auto file = ApprovalFile::parse(
                test::sshKeygenApproval(m_dir.path(), st.toCanonicalJson(), key), nullptr);
            QVERIFY(file);
            QVERIFY(!shotStore.save(m_go.id, *file, nullptr).isEmpty());
        };
        add(QStringLiteral("bob@example.com"), m_bob, QStringLiteral("Load test passed."), false);
        add(QStringLiteral("carol@example.com"), m_carol, QStringLiteral("Approved the 1.4.0-rc image."),
            true);
        {
            const auto key = SigningKey::inspect(m_alice, nullptr);
            const auto st =
                statementForReceipt(m_go, ApprovalStatement::Verdict::Approve, key->comment,
                                    QStringLiteral("Release notes reviewed."), 24LL * 3600 * 1000, nullptr);
            const auto file = signStatement(*st, *key, "s3cret phrase", nullptr);
            QVERIFY(file);
            QVERIFY(!shotStore.save(m_go.id, *file, nullptr).isEmpty());
        }
        auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
        for (const bool dark : {false, true}) {
            app->setPalette(dark ? ui::darkPalette() : ui::lightPalette());
            ui::ReportView view;
            view.approvals()->setStorage(receipts(), &settings);
            view.approvals()->setProfile(QStringLiteral("demo"));
            view.resize(1000, 760);
            view.showReceipt(m_go);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QTest::qWait(100);
            const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral(".png");
            QVERIFY(view.approvals()->grab().save(dir + QStringLiteral("/approvals") + suffix));
            ApprovalStore store(receipts());
            ApprovalDialog dialog(m_go, ApprovalStatement::Verdict::Approve, &store);
            dialog.setKeyPath(m_alice);
            dialog.reasonEdit()->setPlainText(QStringLiteral("Release notes and load test reviewed."));
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTest::qWait(100);
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/approve-dialog") + suffix));
        }
    }
};

CLOUDLY_QTEST_MAIN_WITHOUT_DOCS(TestApprovalsPanel, "CLOUDLY_DOCS_SCREENSHOTS", "screenshots")
#include "tst_approvalspanel.moc"
