// Preflight receipts: the value type, the on-disk store (lossless round trip, atomic writes, corrupt files,
// rotation), the diff between two receipts and the JSON / Markdown exports. Reports come from the demo
// preflight engine (docs/DEMO_PREFLIGHT.md) so they are real IDeploymentPreflightReport objects.
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/demo/demopreflight.h"
#include "core/preflight/blockercatalog.h"
#include "core/preflight/receipt.h"
#include "core/preflight/receiptdiff.h"
#include "core/preflight/receiptexport.h"
#include "core/preflight/receiptstore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;
using namespace cloudly::core::preflight;

namespace {

const qint64 kT0 = 1767225600000; // 2026-01-01T00:00:00Z

QJsonObject fixtureRequest(const QString& name)
{
    QFile f(QStringLiteral(":/fixtures/%1").arg(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QDateTime at(qint64 offsetMs)
{
    return QDateTime::fromMSecsSinceEpoch(kT0 + offsetMs, Qt::UTC);
}

} // namespace

class TestReceipts : public QObject
{
    Q_OBJECT

private:
    DemoData m_data;
    std::unique_ptr<DemoAuth> m_auth;
    std::unique_ptr<DemoPreflight> m_engine;

    QJsonObject report(const QJsonObject& request, const QString& caller = QStringLiteral("u-admin"))
    {
        return m_engine->evaluate(request, caller, kT0).report;
    }
    Receipt receipt(const QJsonObject& request, qint64 offsetMs = 0,
                    const QString& caller = QStringLiteral("u-admin"))
    {
        return Receipt::create(QStringLiteral("ws://127.0.0.1:1234/"), QStringLiteral("admin"), request,
                               report(request, caller), at(offsetMs));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
        m_auth = std::make_unique<DemoAuth>(m_data.users());
        m_engine = std::make_unique<DemoPreflight>(m_data, *m_auth);
        QVERIFY(!fixtureRequest(QStringLiteral("preflight-go.json")).isEmpty());
    }

    void createRunsDecideAndDropsIdentity()
    {
        QJsonObject request = fixtureRequest(QStringLiteral("preflight-go.json"));
        request.insert(QStringLiteral("identity"),
                       QJsonObject{{QStringLiteral("jwt"), QStringLiteral("SECRET")}});
        const Receipt go = Receipt::create(QStringLiteral("ws://user:pw@host:1/"), QStringLiteral("admin"),
                                           request, report(request), at(0));
        QVERIFY(go.isGo());
        QCOMPARE(go.decisionText(), QStringLiteral("GO"));
        QVERIFY(!go.request.contains(QStringLiteral("identity")));
        QVERIFY(!go.serverUrl.contains(QStringLiteral("pw")));
        QVERIFY(!QString::fromUtf8(receiptToJsonBytes(go)).contains(QStringLiteral("SECRET")));
        QCOMPARE(go.serviceId(), QStringLiteral("svc-web"));
        QCOMPARE(go.serviceLabel(), QStringLiteral("web (svc-web)"));
        QVERIFY(!QUuid::fromString(go.id).isNull());
        QCOMPARE(go.createdAt.timeSpec(), Qt::UTC);

        const Receipt nogo = receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")));
        QVERIFY(!nogo.isGo());
        QCOMPARE(nogo.decision.serverBlockers.size(), 3);
        QCOMPARE(nogo.decision.serverBlockers.first().code, QStringLiteral("CURRENT_REFERENCE_MUTABLE"));
    }

    void jsonRoundTripIsLossless()
    {
        Receipt r = receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")));
        QJsonObject withExtra = r.toJson();
        withExtra.insert(QStringLiteral("futureField"), QJsonArray{1, 2});
        QString error;
        const std::optional<Receipt> back = Receipt::fromJson(withExtra, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->toJson(), withExtra); // unknown keys survive
        QCOMPARE(back->report, r.report);
        QCOMPARE(back->request, r.request);
        QCOMPARE(back->decision.serverBlockers, r.decision.serverBlockers);
        QCOMPARE(back->decision.reasons, r.decision.reasons);
        QCOMPARE(back->createdAt, r.createdAt);

        // An absent report stays absent (not null), a call error survives.
        Receipt failed =
            Receipt::create({}, QStringLiteral("admin"), r.request, QJsonValue::Undefined, at(1));
        failed.callError = {{QStringLiteral("kind"), QStringLiteral("Server")},
                            {QStringLiteral("text"), QStringLiteral("service not found")}};
        QVERIFY(!failed.toJson().contains(QStringLiteral("report")));
        const auto failedBack = Receipt::fromJson(failed.toJson(), &error);
        QVERIFY(failedBack);
        QVERIFY(failedBack->report.isUndefined());
        QCOMPARE(failedBack->callError, failed.callError);
        QVERIFY(!failedBack->isGo());

        // Not a receipt, a newer format, a contradictory GO.
        QVERIFY(!Receipt::fromJson(QJsonObject{{QStringLiteral("id"), QStringLiteral("x")}}, &error));
        QJsonObject newer = r.toJson();
        newer.insert(QStringLiteral("formatVersion"), 2);
        QVERIFY(!Receipt::fromJson(newer, &error));
        QVERIFY(error.contains(QStringLiteral("version 2")));
        QJsonObject forged = r.toJson();
        QJsonObject decision = forged.value(QStringLiteral("decision")).toObject();
        decision.insert(QStringLiteral("verdict"), QStringLiteral("GO"));
        forged.insert(QStringLiteral("decision"), decision);
        QVERIFY(!Receipt::fromJson(forged, &error));
    }

    void storeRoundTripNewestFirst()
    {
        QTemporaryDir dir;
        ReceiptStore store(dir.path());
        QSignalSpy saved(&store, &ReceiptStore::receiptSaved);
        const Receipt a = receipt(fixtureRequest(QStringLiteral("preflight-go.json")), 0);
        const Receipt b = receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")), 60000);
        const Receipt c = receipt(fixtureRequest(QStringLiteral("preflight-go.json")), 30000);
        for (const Receipt& r : {a, b, c}) {
            const ReceiptStore::SaveResult result = store.save(r);
            QVERIFY2(result.ok, qPrintable(result.error));
            QVERIFY(result.rotatedOut.isEmpty());
            QVERIFY(ReceiptStore::isReceiptFileName(result.fileName));
        }
        QCOMPARE(saved.count(), 3);
        const ReceiptStore::Listing listing = store.list();
        QVERIFY(listing.problems.isEmpty());
        QCOMPARE(listing.receipts.size(), 3);
        QCOMPARE(listing.receipts.at(0).id, b.id);
        QCOMPARE(listing.receipts.at(1).id, c.id);
        QCOMPARE(listing.receipts.at(2).id, a.id);
        // Lossless: what comes back serialises to exactly what went in.
        QCOMPARE(listing.receipts.at(0).toJson(), b.toJson());
        QCOMPARE(listing.receipts.at(0).report, b.report);

        QString error;
        const std::optional<Receipt> loaded = store.load(a.id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->toJson(), a.toJson());
        QVERIFY(!store.load(QStringLiteral("nope"), &error));
        QVERIFY(store.remove(a.id));
        QCOMPARE(store.list().receipts.size(), 2);
    }

    void defaultDirectoryHonoursDataDir()
    {
        qputenv("CLOUDLY_DATA_DIR", "/tmp/cloudly-data-test");
        QCOMPARE(ReceiptStore::defaultDirectory(), QStringLiteral("/tmp/cloudly-data-test/receipts"));
        qunsetenv("CLOUDLY_DATA_DIR");
        QVERIFY(ReceiptStore::defaultDirectory().endsWith(QStringLiteral("/receipts")));
    }

    void failedWriteLeavesNoPartialFile()
    {
        QTemporaryDir dir;
        ReceiptStore store(dir.path());
        const Receipt first = receipt(fixtureRequest(QStringLiteral("preflight-go.json")), 0);
        QVERIFY(store.save(first).ok);
        const QStringList before = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);

        store.failNextWriteForTest();
        const Receipt second = receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")), 1000);
        const ReceiptStore::SaveResult result = store.save(second);
        QVERIFY(!result.ok);
        QVERIFY(!result.error.isEmpty());
        // Neither the target nor a temporary file is left; the earlier receipt is untouched.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), before);
        QVERIFY(!QFile::exists(QDir(dir.path()).filePath(ReceiptStore::fileNameFor(second))));
        const ReceiptStore::Listing listing = store.list();
        QVERIFY(listing.problems.isEmpty());
        QCOMPARE(listing.receipts.size(), 1);

        // Overwriting a receipt replaces it whole.
        store.failNextWriteForTest();
        QVERIFY(!store.save(first).ok);
        QCOMPARE(store.load(first.id)->toJson(), first.toJson());
    }

    void corruptFileIsReportedByName()
    {
        QTemporaryDir dir;
        ReceiptStore store(dir.path());
        QVERIFY(store.save(receipt(fixtureRequest(QStringLiteral("preflight-go.json")), 0)).ok);
        QVERIFY(store.save(receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")), 1000)).ok);
        const auto write = [&](const QString& name, const QByteArray& bytes) {
            QFile f(QDir(dir.path()).filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        write(QStringLiteral("preflight-20260101T000000500Z-broken.json"), "{\"format\": \"cloudly-con");
        write(QStringLiteral("notes.json"), "[1, 2]");
        write(QStringLiteral("README.txt"), "not looked at");

        const ReceiptStore::Listing listing = store.list();
        QCOMPARE(listing.receipts.size(), 2); // nothing hidden
        QCOMPARE(listing.problems.size(), 2);
        QStringList names;
        for (const ReceiptStore::Problem& p : listing.problems) {
            names << p.fileName;
            QVERIFY(!p.message.isEmpty());
        }
        QVERIFY(names.contains(QStringLiteral("preflight-20260101T000000500Z-broken.json")));
        QVERIFY(names.contains(QStringLiteral("notes.json")));
        QVERIFY(listing.problems.first().message.contains(QStringLiteral("JSON")) ||
                listing.problems.last().message.contains(QStringLiteral("JSON")));
    }

    void rotationKeepsTheNewest()
    {
        QTemporaryDir dir;
        ReceiptStore store(dir.path(), 3);
        QSignalSpy rotated(&store, &ReceiptStore::receiptsRotated);
        QList<Receipt> all;
        for (int i = 0; i < 5; ++i) {
            all << receipt(fixtureRequest(QStringLiteral("preflight-go.json")), i * 1000);
            const ReceiptStore::SaveResult result = store.save(all.last());
            QVERIFY(result.ok);
            QCOMPARE(result.rotatedOut.size(), i < 3 ? 0 : 1);
            if (i >= 3)
                QCOMPARE(result.rotatedOut.first(), ReceiptStore::fileNameFor(all.at(i - 3)));
        }
        QCOMPARE(rotated.count(), 2);
        const ReceiptStore::Listing listing = store.list();
        QCOMPARE(listing.receipts.size(), 3);
        QCOMPARE(listing.receipts.first().id, all.at(4).id);
        QCOMPARE(listing.receipts.last().id, all.at(2).id);
        QCOMPARE(ReceiptStore(dir.path()).maxReceipts(), ReceiptStore::kDefaultMaxReceipts);
    }

    void diffShowsDecisionBlockersAndDigests()
    {
        const QJsonObject go = fixtureRequest(QStringLiteral("preflight-go.json"));
        QJsonObject changed = go;
        // Another index: OCI_PLATFORM_MISSING and the evidence no longer binds.
        changed.insert(
            QStringLiteral("ociIndexDigest"),
            QStringLiteral("sha256:fa1bd930f44bf362bda83c361be198b1d2d0e5f4fafb0a76673a6304cca2e5ab"));
        changed.insert(QStringLiteral("intentDigest"),
                       QStringLiteral("sha256:") + QString(64, QLatin1Char('1')));
        const Receipt older = receipt(go, 0);
        const Receipt newer = receipt(changed, 5000);
        QVERIFY(older.isGo());
        QVERIFY(!newer.isGo());

        QString error;
        const std::optional<ReceiptDiff> diff = diffReceipts(newer, older, &error); // any order
        QVERIFY2(diff, qPrintable(error));
        QCOMPARE(diff->olderId, older.id);
        QVERIFY(diff->decisionChanged());
        QVERIFY(diff->olderGo);
        QVERIFY(!diff->newerGo);
        QVERIFY(diff->blockersRemoved.isEmpty());
        QStringList added;
        for (const Blocker& b : diff->blockersAdded)
            added << b.code;
        QVERIFY2(added.contains(QStringLiteral("OCI_PLATFORM_MISSING")), qPrintable(added.join(u',')));
        QVERIFY(added.contains(QStringLiteral("RELEASE_EVIDENCE_INVALID")));
        QStringList fields;
        for (const ReceiptDiff::DigestChange& c : diff->digestsChanged)
            fields << c.field;
        QCOMPARE(fields,
                 (QStringList{QStringLiteral("intentDigest"), QStringLiteral("requestedImage.digest")}));

        // Reverse direction: removed instead of added.
        const Receipt fixed = receipt(go, 9000);
        const auto back = diffReceipts(newer, fixed);
        QVERIFY(back);
        QCOMPARE(back->blockersRemoved.size(), diff->blockersAdded.size());
        QVERIFY(back->blockersAdded.isEmpty());
        const QString md = diffToMarkdown(*back);
        QVERIFY(md.contains(QStringLiteral("NO-GO → GO")));
        QVERIFY(md.contains(QStringLiteral("OCI_PLATFORM_MISSING")));

        // Same receipt twice: nothing changed. Another service: not comparable.
        QVERIFY(diffReceipts(older, older)->isEmpty());
        QVERIFY(!diffReceipts(older, receipt(fixtureRequest(QStringLiteral("preflight-nogo.json"))), &error));
        QVERIFY(error.contains(QStringLiteral("svc-api")));
    }

    void diffDetectsConfigurationAndCurrentImageDigests()
    {
        Receipt a = receipt(fixtureRequest(QStringLiteral("preflight-go.json")), 0);
        Receipt b = a;
        b.id = QStringLiteral("b");
        b.createdAt = at(1000);
        QJsonObject report = b.report.toObject();
        QJsonObject source = report.value(QStringLiteral("source")).toObject();
        source.insert(QStringLiteral("configurationDigest"), QStringLiteral("sha256:") + QString(64, u'2'));
        report.insert(QStringLiteral("source"), source);
        report.remove(QStringLiteral("currentImage"));
        b.report = report;
        const auto diff = diffReceipts(a, b);
        QVERIFY(diff);
        QCOMPARE(diff->digestsChanged.size(), 2);
        QCOMPARE(diff->digestsChanged.at(0).field, QStringLiteral("source.configurationDigest"));
        QCOMPARE(diff->digestsChanged.at(1).field, QStringLiteral("currentImage.digest"));
        QVERIFY(diff->digestsChanged.at(1).after.isEmpty());
    }

    void markdownHasEveryBlockerWithExplanation()
    {
        // Caller without grants on the NO-GO request: authorization plus runtime blockers.
        const Receipt r =
            receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")), 0, QStringLiteral("mu-none"));
        QVERIFY(!r.isGo());
        QVERIFY(isAuthorizationMissing(r.decision));
        const QString md = receiptToMarkdown(r);
        QVERIFY(md.startsWith(QStringLiteral("# Deployment preflight: NO-GO")));
        QVERIFY(md.contains(QStringLiteral("Authorization missing")));
        QVERIFY(r.decision.serverBlockers.size() >= 4);
        for (const Blocker& b : r.decision.serverBlockers) {
            const BlockerInfo info = blockerInfo(b.code);
            QVERIFY2(md.contains(b.code), qPrintable(b.code));
            QVERIFY2(md.contains(b.message), qPrintable(b.message));
            QVERIFY2(md.contains(info.explanation), qPrintable(b.code));
            QVERIFY2(md.contains(info.remediation), qPrintable(b.code));
            QVERIFY(md.contains(areaDisplayName(info.area)));
        }
        for (const char* section :
             {"## Service", "## Source", "## Current and requested image", "## Runtime tasks",
              "## Runtime attestation", "## Platform bindings", "## Corestore resources",
              "## Proposed namespace safety", "## Authorization checks", "## Request as sent"})
            QVERIFY2(md.contains(QLatin1String(section)), section);
        QVERIFY(md.contains(QStringLiteral("d-api-prod-2")));
        QVERIFY(!md.contains(QStringLiteral("jwt")));

        // A GO receipt says so, and a report without sections says "missing from report".
        const Receipt go = receipt(fixtureRequest(QStringLiteral("preflight-go.json")));
        QVERIFY(receiptToMarkdown(go).startsWith(QStringLiteral("# Deployment preflight: GO")));
        QJsonObject thin = go.report.toObject();
        thin.remove(QStringLiteral("runtimeAttestation"));
        thin.remove(QStringLiteral("proposed"));
        const Receipt partial = Receipt::create({}, {}, go.request, thin, at(0));
        QVERIFY(!partial.isGo());
        const QString partialMd = receiptToMarkdown(partial);
        QVERIFY(partialMd.contains(missingFromReportText()));
        QVERIFY(partialMd.contains(QStringLiteral("CLIENT_REPORT_INCOMPLETE")));
    }

    void jsonExportIsTheReceipt()
    {
        const Receipt r = receipt(fixtureRequest(QStringLiteral("preflight-nogo.json")));
        QTemporaryDir dir;
        const QString path = dir.filePath(suggestedFileName(r, QStringLiteral("json")));
        QVERIFY(path.endsWith(QStringLiteral("-NO-GO-20260101-000000.json")));
        QString error;
        QVERIFY2(writeFileAtomically(path, receiptToJsonBytes(r), &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto back = Receipt::fromJson(QJsonDocument::fromJson(f.readAll()).object(), &error);
        QVERIFY(back);
        QCOMPARE(back->toJson(), r.toJson());
        QVERIFY(!writeFileAtomically(QStringLiteral("/nonexistent-dir/x.json"), "x", &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/x.json")));
    }
};

QTEST_GUILESS_MAIN(TestReceipts)
#include "tst_receipts.moc"
