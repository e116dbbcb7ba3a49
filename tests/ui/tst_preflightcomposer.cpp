// The preflight request composer: typing into the form updates the client-side blockers live (Cloudly's
// own codes and messages), "Run preflight" is enabled only for a valid request and says why otherwise,
// and requests / evidence / intent digests come from files.
// Set CLOUDLY_PREFLIGHT_SCREENSHOTS=<dir> to save preflight-composer.png.
#include "core/api/service.h"
#include "core/preflight/digest.h"
#include "ui/app/consoleapp.h"
#include "ui/preflight/composerwidget.h"
#include "ui/preflight/corestoreresourceseditor.h"
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
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using cloudly::ui::ComposerWidget;

namespace {

const QString kGoFixture = QStringLiteral(":/fixtures/preflight-go.json");
const QString kRevision = QStringLiteral("bc15ac2defb2e18c6c22ad0e0c418be7e5407e69");

QList<cloudly::core::Service> services()
{
    QList<cloudly::core::Service> out;
    for (const auto& [id, name] :
         QList<std::pair<QString, QString>>{{QStringLiteral("svc-web"), QStringLiteral("web")},
                                            {QStringLiteral("svc-api"), QStringLiteral("api")}}) {
        cloudly::core::Service s;
        s.id = id;
        s.data.name = name;
        out << s;
    }
    return out;
}

QStringList listedCodes(const ComposerWidget& composer)
{
    QStringList codes;
    for (int i = 0; i < composer.blockerList()->count(); ++i)
        codes << composer.blockerList()->item(i)->data(Qt::UserRole).toString();
    return codes;
}

QStringList listedTexts(const ComposerWidget& composer)
{
    QStringList texts;
    for (int i = 0; i < composer.blockerList()->count(); ++i)
        texts << composer.blockerList()->item(i)->text();
    return texts;
}

void retype(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

QJsonObject fixture()
{
    QFile f(kGoFixture);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

} // namespace

class TestPreflightComposer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        cloudly::ui::ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    void emptyFormCannotRun()
    {
        ComposerWidget composer;
        composer.show();
        QVERIFY(!composer.runButton()->isEnabled());
        const QStringList codes = listedCodes(composer);
        QVERIFY2(codes.contains(QStringLiteral("INVALID_REQUEST")), qPrintable(codes.join(u',')));
        QVERIFY(codes.contains(QStringLiteral("SOURCE_REVISION_INVALID")));
        QVERIFY(codes.contains(QStringLiteral("INTENT_DIGEST_INVALID")));
        QVERIFY(listedTexts(composer).contains(
            QStringLiteral("INVALID_REQUEST — A bounded service identifier is required.")));
        QVERIFY2(composer.runStatusText().startsWith(QStringLiteral("Fix the ")),
                 qPrintable(composer.runStatusText()));
        QCOMPARE(composer.runButton()->toolTip(), composer.runStatusText());
        QCOMPARE(composer.blockerList()->accessibleName(), QStringLiteral("Client-side blockers"));
    }

    // The combo box reads the shared services list (no per-service items); the same list again changes
    // nothing, a changed list keeps the choice, and an id missing from the list stays selectable.
    void serviceListIsSharedNotCopied()
    {
        ComposerWidget composer;
        const QList<cloudly::core::Service> list = services();
        composer.setServices(list);
        QAbstractItemModel* model = composer.serviceCombo()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto* choices = qobject_cast<cloudly::ui::ServiceChoiceModel*>(model);
        QVERIFY(choices);
        QVERIFY(choices->services().constData() == list.constData());
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->index(0, 0).data(Qt::UserRole).toString(), QString());
        QCOMPARE(model->index(1, 0).data().toString(), QStringLiteral("web (svc-web)"));
        QCOMPARE(model->index(2, 0).data(Qt::UserRole).toString(), QStringLiteral("svc-api"));
        QCOMPARE(choices->rowOf(QStringLiteral("svc-api")), 2);
        QCOMPARE(choices->rowOf(QStringLiteral("svc-nope")), -1);

        composer.serviceCombo()->setCurrentIndex(2);
        QCOMPARE(composer.request().value(QStringLiteral("serviceId")).toString(), QStringLiteral("svc-api"));
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&composer, &ComposerWidget::requestChanged);
        composer.setServices(list);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changed.count(), 0);

        QList<cloudly::core::Service> reordered = list;
        reordered.move(1, 0);
        composer.setServices(reordered);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(composer.serviceCombo()->currentIndex(), 1);
        QCOMPARE(composer.request().value(QStringLiteral("serviceId")).toString(), QStringLiteral("svc-api"));

        composer.setServices({});
        QCOMPARE(model->rowCount(), 2); // the leading row and svc-api, marked as not in the list
        QCOMPARE(composer.serviceCombo()->currentText(), QStringLiteral("svc-api (not in the service list)"));
        QCOMPARE(composer.request().value(QStringLiteral("serviceId")).toString(), QStringLiteral("svc-api"));
        composer.setServices(list);
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(composer.serviceCombo()->currentIndex(), 2);
    }

    void importFillsTheForm()
    {
        ComposerWidget composer;
        composer.setServices(services());
        composer.show();
        QString error;
        QStringList warnings;
        QVERIFY2(composer.importRequestFile(kGoFixture, &error, &warnings), qPrintable(error));
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
        QCOMPARE(composer.serviceCombo()->currentData().toString(), QStringLiteral("svc-web"));
        QCOMPARE(composer.serviceCombo()->currentText(), QStringLiteral("web (svc-web)"));
        QCOMPARE(composer.requestIdEdit()->text(), QStringLiteral("demo-preflight-go-0001"));
        QCOMPARE(composer.revisionEdit()->text(), kRevision);
        QVERIFY(!composer.dirtyCheck()->isChecked());
        QCOMPARE(composer.versionEdit()->text(), QStringLiteral("1.4.0"));
        QCOMPARE(composer.namespaceEdit()->text(), QStringLiteral("web-1-4-0"));
        QCOMPARE(composer.resourcesEditor()->rowCount(), 2);
        QCOMPARE(composer.resourcesEditor()->nameEdit(1)->text(), QStringLiteral("web-assets"));
        QCOMPARE(composer.resourcesEditor()->capabilityCombo(1)->currentText(),
                 QStringLiteral("objectstorage"));
        QCOMPARE(composer.releaseTagEdit()->text(), QStringLiteral("1.4.0"));
        QVERIFY(composer.ociIndexDigestEdit()->text().startsWith(QStringLiteral("sha256:023b105f")));
        const QString evidence = composer.evidenceSummary()->text();
        QVERIFY2(evidence.startsWith(QStringLiteral("5 attestation")), qPrintable(evidence));
        QVERIFY(evidence.contains(QStringLiteral("release authorized")));
        QVERIFY(evidence.contains(QStringLiteral("Bound to this revision")));

        // The form produces exactly the fixture, and nothing blocks.
        QCOMPARE(composer.request(), fixture());
        QCOMPARE(composer.blockerList()->count(), 0);
        QVERIFY(composer.clientBlockers().isEmpty());
        QVERIFY(composer.runButton()->isEnabled());
        QSignalSpy run(&composer, &ComposerWidget::runRequested);
        QTest::mouseClick(composer.runButton(), Qt::LeftButton);
        QCOMPARE(run.count(), 1);
        QCOMPARE(run.first().first().toJsonObject(), fixture());

        // The owner can still say no (not connected) — in words.
        composer.setRunBlockedReason(QStringLiteral("Not connected to Cloudly."));
        QVERIFY(!composer.runButton()->isEnabled());
        QCOMPARE(composer.runStatusText(), QStringLiteral("Not connected to Cloudly."));
        composer.setRunBlockedReason({});
        QVERIFY(composer.runButton()->isEnabled());
    }

    void blockersUpdateLiveWhileTyping()
    {
        ComposerWidget composer;
        composer.setServices(services());
        composer.show();
        QString error;
        QVERIFY(composer.importRequestFile(kGoFixture, &error));
        QVERIFY(composer.runButton()->isEnabled());

        // An abbreviated revision: SOURCE_REVISION_INVALID appears as soon as it is typed.
        retype(composer.revisionEdit(), QStringLiteral("bc15ac2"));
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("SOURCE_REVISION_INVALID")});
        QCOMPARE(listedTexts(composer).first(),
                 QStringLiteral(
                     "SOURCE_REVISION_INVALID — Source revision must be a full lower-case Git commit SHA."));
        QVERIFY(!composer.runButton()->isEnabled());
        QCOMPARE(composer.runStatusText(),
                 QStringLiteral("Fix the 1 client-side blocker(s) listed above to run the preflight."));
        // Typing the rest of the SHA makes it go away, key by key.
        QTest::keyClicks(composer.revisionEdit(), kRevision.mid(7, 32));
        QVERIFY(listedCodes(composer).contains(QStringLiteral("SOURCE_REVISION_INVALID")));
        QTest::keyClick(composer.revisionEdit(), kRevision.back().toLatin1());
        QCOMPARE(composer.revisionEdit()->text(), kRevision);
        QVERIFY(listedCodes(composer).isEmpty());
        QVERIFY(composer.runButton()->isEnabled());

        // Upper case is not a canonical SHA either.
        retype(composer.revisionEdit(), kRevision.toUpper());
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("SOURCE_REVISION_INVALID")});
        retype(composer.revisionEdit(), kRevision);

        retype(composer.versionEdit(), QStringLiteral("v1.4.0"));
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("VERSION_NOT_RESERVED")});
        retype(composer.versionEdit(), QStringLiteral("1.4.0"));

        QTest::mouseClick(composer.dirtyCheck(), Qt::LeftButton);
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("SOURCE_WORKTREE_DIRTY")});
        QTest::mouseClick(composer.dirtyCheck(), Qt::LeftButton);

        retype(composer.namespaceEdit(), QStringLiteral("Web_1"));
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("NAMESPACE_NOT_RESERVED")});
        retype(composer.namespaceEdit(), QStringLiteral("web-1-4-0"));

        retype(composer.ociIndexDigestEdit(), QStringLiteral("sha256:xyz"));
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("OCI_INDEX_DIGEST_REQUIRED")});
        composer.ociIndexDigestEdit()->clear(); // empty: the optional field is left out
        QVERIFY(!composer.request().contains(QStringLiteral("ociIndexDigest")));
        QVERIFY(listedCodes(composer).isEmpty());
        QVERIFY(composer.evidenceSummary()->text().contains(QStringLiteral("⚠"))); // evidence names an index

        retype(composer.intentDigestEdit(), QStringLiteral("md5:abc"));
        QCOMPARE(listedCodes(composer), QStringList{QStringLiteral("INTENT_DIGEST_INVALID")});
        QVERIFY(!composer.runButton()->isEnabled());
        const QString dir = qEnvironmentVariable("CLOUDLY_PREFLIGHT_SCREENSHOTS");
        if (!dir.isEmpty()) {
            composer.resize(900, 760);
            QTest::qWait(50);
            QVERIFY(composer.grab().save(dir + QStringLiteral("/preflight-composer.png")));
        }
    }

    void corestoreResourcesAreBoundedAndChecked()
    {
        ComposerWidget composer;
        composer.setServices(services());
        composer.show();
        QString error;
        QVERIFY(composer.importRequestFile(kGoFixture, &error));
        cloudly::ui::CorestoreResourcesEditor* editor = composer.resourcesEditor();

        retype(editor->nameEdit(1), QStringLiteral("Web_Assets"));
        QCOMPARE(
            listedTexts(composer),
            QStringList{QStringLiteral("INVALID_REQUEST — Proposed Corestore resources are malformed.")});
        retype(editor->nameEdit(1), QStringLiteral("web-db"));
        editor->capabilityCombo(1)->setCurrentText(QStringLiteral("database"));
        QCOMPARE(
            listedTexts(composer),
            QStringList{QStringLiteral("INVALID_REQUEST — Proposed Corestore resources must be unique.")});
        editor->removeRow(1);
        QVERIFY(listedCodes(composer).isEmpty());

        for (int i = editor->rowCount(); i < cloudly::ui::CorestoreResourcesEditor::kMaxRows; ++i) {
            QVERIFY(editor->addButton()->isEnabled());
            QTest::mouseClick(editor->addButton(), Qt::LeftButton);
            QTest::keyClicks(editor->nameEdit(i), QStringLiteral("res-%1").arg(i));
        }
        QCOMPARE(editor->rowCount(), 8);
        QVERIFY(!editor->addButton()->isEnabled());
        editor->addRow();
        QCOMPARE(editor->rowCount(), 8);
        QCOMPARE(composer.request().value(QStringLiteral("proposedCorestoreResources")).toArray().size(), 8);
        QVERIFY(listedCodes(composer).isEmpty());
    }

    void filesAndDigests()
    {
        QTemporaryDir dir;
        ComposerWidget composer;
        composer.setServices(services());
        QString error;
        QVERIFY(composer.importRequestFile(kGoFixture, &error));

        // Intent digest from a file.
        const QString intentPath = dir.filePath(QStringLiteral("intent.yaml"));
        QFile intent(intentPath);
        QVERIFY(intent.open(QIODevice::WriteOnly));
        intent.write("service: web\nversion: 1.4.0\n");
        intent.close();
        QVERIFY2(composer.computeIntentDigestFromFile(intentPath, &error), qPrintable(error));
        QCOMPARE(composer.intentDigestEdit()->text(),
                 cloudly::core::preflight::sha256Digest("service: web\nversion: 1.4.0\n"));
        QVERIFY(!composer.computeIntentDigestFromFile(dir.filePath(QStringLiteral("nope")), &error));

        // Export, then import into a fresh composer: the same request.
        const QString requestPath = dir.filePath(QStringLiteral("request.json"));
        QVERIFY2(composer.exportRequestFile(requestPath, &error), qPrintable(error));
        ComposerWidget other;
        other.setServices(services());
        QVERIFY(other.importRequestFile(requestPath, &error));
        QCOMPARE(other.request(), composer.request());

        // Evidence: import, clear, not an object.
        const QString evidencePath = dir.filePath(QStringLiteral("evidence.json"));
        QFile evidence(evidencePath);
        QVERIFY(evidence.open(QIODevice::WriteOnly));
        evidence.write(QJsonDocument(fixture().value(QStringLiteral("releaseEvidence")).toObject()).toJson());
        evidence.close();
        composer.clearEvidence();
        QCOMPARE(composer.evidenceSummary()->text(), QStringLiteral("None imported."));
        QVERIFY(!composer.request().contains(QStringLiteral("releaseEvidence")));
        QVERIFY(composer.importEvidenceFile(evidencePath, &error));
        QCOMPARE(composer.request().value(QStringLiteral("releaseEvidence")),
                 fixture().value(QStringLiteral("releaseEvidence")));

        // A file with surprises: said, not silently dropped.
        QJsonObject odd = fixture();
        odd.insert(QStringLiteral("greenfield"), false);
        odd.insert(QStringLiteral("serviceId"), QStringLiteral("svc-unknown"));
        odd.insert(QStringLiteral("extra"), 1);
        odd.insert(QStringLiteral("identity"), QJsonObject{{QStringLiteral("jwt"), QStringLiteral("x")}});
        QStringList warnings;
        composer.loadRequest(odd, &warnings);
        QCOMPARE(warnings.size(), 3);
        QCOMPARE(composer.request().value(QStringLiteral("greenfield")), QJsonValue(true));
        QVERIFY(!composer.request().contains(QStringLiteral("identity")));
        QCOMPARE(composer.serviceCombo()->currentData().toString(), QStringLiteral("svc-unknown"));
        QVERIFY(composer.serviceCombo()->currentText().contains(QStringLiteral("not in the service list")));
        // The choice survives a refresh of the service list.
        composer.setServices(services());
        QCOMPARE(composer.serviceCombo()->currentData().toString(), QStringLiteral("svc-unknown"));

        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile b(broken);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("{ nope");
        b.close();
        QVERIFY(!composer.importRequestFile(broken, &error));
        QVERIFY(error.contains(QStringLiteral("not valid JSON")));
    }
};

QTEST_MAIN(TestPreflightComposer)
#include "tst_preflightcomposer.moc"
