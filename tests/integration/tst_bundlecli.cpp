// cloudlyctl bundle create / --bundle FILE against a real cloudly-demo-server process: the bundle is a zip
// the real unzip lists, its listings read back like the server's, nothing secret of the server is in it, and
// with the server down the profile's offline copy is used and said to be.
#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/cache/inventorycache.h"
#include "ctlprocess.h"
#include "jsontestutil.h"
#include "serverprocess.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly;
using test::CtlRun;
using test::ServerProcess;

namespace {
// The objects of a --format json listing, one per line inside [ ], without their separating commas.
QList<QByteArray> jsonLines(const QByteArray& out)
{
    QList<QByteArray> lines;
    for (QByteArray line : out.split('\n')) {
        line = line.trimmed();
        if (line.isEmpty() || line == "[" || line == "]")
            continue;
        if (line.endsWith(','))
            line.chop(1);
        lines << line;
    }
    return lines;
}
} // namespace

class TestBundleCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<ServerProcess> m_server;
    QTemporaryDir m_home;
    QString m_url;

    QMap<QString, QString> env() const
    {
        return {{QStringLiteral("CLOUDLY_DATA_DIR"), m_home.filePath(QStringLiteral("data"))},
                {QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config"))},
                {QStringLiteral("CLOUDLY_USER"), QStringLiteral("admin")},
                {QStringLiteral("CLOUDLY_PASSWORD"), QStringLiteral("demo")}};
    }
    CtlRun live(QStringList args) const
    {
        args = QStringList{QStringLiteral("--url"), m_url} + args;
        return test::runCloudlyctl(args, env());
    }
    CtlRun fromBundle(const QString& file, QStringList args) const
    {
        args = QStringList{QStringLiteral("--bundle"), file} + args;
        return test::runCloudlyctl(
            args, {{QStringLiteral("CLOUDLY_DATA_DIR"), m_home.filePath(QStringLiteral("data"))}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server = std::make_unique<ServerProcess>(ServerProcess::Kind::DemoServer);
        QVERIFY2(m_server->start(), qPrintable(m_server->error()));
        m_url = m_server->url().toString();
    }

    void bundleReadsBackLikeTheServer()
    {
        const QString file = m_home.filePath(QStringLiteral("live.zip"));
        const CtlRun create =
            live({QStringLiteral("bundle"), QStringLiteral("create"), QStringLiteral("--out"), file});
        QVERIFY2(create.exitCode == 0, create.err.constData());
        QVERIFY2(create.err.contains("from the server"), create.err.constData());
        QCOMPARE(create.out.trimmed(), file.toUtf8());

        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-l"), file});
        QVERIFY(unzip.waitForFinished(20000));
        QCOMPARE(unzip.exitCode(), 0);
        const QByteArray listing = unzip.readAllStandardOutput();
        for (const char* name :
             {"manifest.json", "about.json", "inventory/getServices.json", "inventory/getDeployments.json",
              "inventory/getClusters.json", "inventory/getAllImages.json", "inventory/getBackups.json",
              "inventory/getBaseOsNodes.json", "inventory/getBaseOsImageBuilds.json"})
            QVERIFY2(listing.contains(name), listing.constData());
        QVERIFY(!listing.contains("Settings"));

        // The table is the server's, byte for byte; the JSON is the server's with the documented task rule
        // applied (each task without its log, nothing else touched).
        const CtlRun liveTable = live({QStringLiteral("tasks")});
        const CtlRun bundleTable = fromBundle(file, {QStringLiteral("tasks")});
        QVERIFY2(bundleTable.exitCode == 0, bundleTable.err.constData());
        QCOMPARE(bundleTable.out, liveTable.out);
        QVERIFY(bundleTable.err.contains("nothing is sent anywhere"));
        const CtlRun liveJson =
            live({QStringLiteral("tasks"), QStringLiteral("--format"), QStringLiteral("json")});
        const CtlRun bundleJson =
            fromBundle(file, {QStringLiteral("tasks"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(bundleJson.exitCode == 0, bundleJson.err.constData());
        const QList<QByteArray> liveLines = jsonLines(liveJson.out);
        const QList<QByteArray> bundleLines = jsonLines(bundleJson.out);
        QVERIFY(liveLines.size() > 10);
        QCOMPARE(bundleLines.size(), liveLines.size());
        for (qsizetype i = 0; i < liveLines.size(); ++i)
            QCOMPARE(bundleLines.at(i), core::InventoryCache::scrubDeploymentJson(liveLines.at(i)));
        // Lists with nothing secret in them are the server's exactly.
        const CtlRun liveImages =
            live({QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("json")});
        const CtlRun bundleImages =
            fromBundle(file, {QStringLiteral("images"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(bundleImages.exitCode == 0, bundleImages.err.constData());
        QCOMPARE(bundleImages.out, liveImages.out);
        // Lookups answered from the bundle.
        const CtlRun one =
            fromBundle(file, {QStringLiteral("services"), QStringLiteral("get"), QStringLiteral("svc-web")});
        QVERIFY2(one.exitCode == 0, one.err.constData());
        QVERIFY(one.out.contains("svc-web"));
        const CtlRun byService = fromBundle(
            file, {QStringLiteral("tasks"), QStringLiteral("--service"), QStringLiteral("svc-web")});
        QCOMPARE(byService.out,
                 live({QStringLiteral("tasks"), QStringLiteral("--service"), QStringLiteral("svc-web")}).out);
        // The server settings were never asked for, and a change is never sent.
        const CtlRun settings = fromBundle(file, {QStringLiteral("settings")});
        QCOMPARE(settings.exitCode, 1);
        QVERIFY(settings.err.contains("does not offer"));

        // Nothing secret of the server is in any file.
        QTemporaryDir out;
        QProcess extract;
        extract.start(QStringLiteral("unzip"),
                      {QStringLiteral("-q"), file, QStringLiteral("-d"), out.path()});
        QVERIFY(extract.waitForFinished(20000));
        QCOMPARE(extract.exitCode(), 0);
        const QList<QByteArray> secrets{"MUST-NOT-BE-SHOWN",  "demo-node-credential-not-real",
                                        "demo-machine-token", "****8e1b",
                                        "****3f9a",           "\"jwt\"",
                                        "\"password\"",       "\"deploymentLog\":"};
        QDirIterator it(out.path(), QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            ++files;
            for (const QByteArray& secret : secrets)
                QVERIFY2(!bytes.contains(secret),
                         qPrintable(QStringLiteral("%1 in %2").arg(QString::fromUtf8(secret), f.fileName())));
        }
        QVERIFY(files >= 9);
    }

    void damagedBundleIsRefused()
    {
        const QString file = m_home.filePath(QStringLiteral("damaged.zip"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("PK\x03\x04 this is not really a zip");
        f.close();
        const CtlRun r = fromBundle(file, {QStringLiteral("tasks")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is not a usable support bundle"), r.err.constData());
        QVERIFY2(r.err.contains("zip"), r.err.constData());
        const CtlRun combined = test::runCloudlyctl(
            {QStringLiteral("--bundle"), file, QStringLiteral("--url"), m_url, QStringLiteral("tasks")});
        QCOMPARE(combined.exitCode, 2);
    }

    void serverDownUsesTheOfflineCopy()
    {
        // The offline copy the console keeps for this profile (its key: the URL, as given).
        const QJsonObject fixture = test::demoFixture();
        core::CachedInventory inventory;
        inventory.profile = m_url;
        inventory.server = QUrl(m_url);
        inventory.savedAt = QDateTime::currentDateTimeUtc().addSecs(-3 * 3600);
        core::DecodeErrors errors;
        inventory.services = core::CachedInventory::Part<core::Service>{
            inventory.savedAt, core::decodeServices(QJsonObject{{QStringLiteral("services"),
                                                                 fixture.value(QStringLiteral("services"))}},
                                                    errors)};
        inventory.deployments = core::CachedInventory::DeploymentsPart{
            inventory.savedAt,
            core::DeploymentTable::fromList(core::decodeDeployments(
                QJsonObject{{QStringLiteral("deployments"), fixture.value(QStringLiteral("deployments"))}},
                errors))};
        QVERIFY(errors.isEmpty());
        QString error;
        QVERIFY2(core::InventoryCache(m_home.filePath(QStringLiteral("data/inventory-cache")))
                     .save(inventory, &error),
                 qPrintable(error));

        m_server->stop();
        const QString file = m_home.filePath(QStringLiteral("offline.zip"));
        const CtlRun create =
            live({QStringLiteral("--timeout"), QStringLiteral("5000"), QStringLiteral("bundle"),
                  QStringLiteral("create"), QStringLiteral("--out"), file});
        QVERIFY2(create.exitCode == 0, create.err.constData());
        QVERIFY2(create.err.contains("could not be reached"), create.err.constData());
        QVERIFY2(create.err.contains("offline copy"), create.err.constData());
        const CtlRun tasks =
            fromBundle(file, {QStringLiteral("tasks"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(tasks.exitCode == 0, tasks.err.constData());
        QCOMPARE(jsonLines(tasks.out).size(), fixture.value(QStringLiteral("deployments")).toArray().size());
        QVERIFY2(tasks.err.contains("offline copy"), tasks.err.constData());
        QVERIFY(!tasks.out.contains("deploymentLog"));
        // Without an offline copy there is nothing to send: said, and no file.
        QVERIFY(QFile::remove(
            core::InventoryCache(m_home.filePath(QStringLiteral("data/inventory-cache"))).pathFor(m_url)));
        const QString none = m_home.filePath(QStringLiteral("none.zip"));
        const CtlRun nothing =
            live({QStringLiteral("--timeout"), QStringLiteral("5000"), QStringLiteral("bundle"),
                  QStringLiteral("create"), QStringLiteral("--out"), none});
        QCOMPARE(nothing.exitCode, 1);
        QVERIFY2(nothing.err.contains("no offline copy"), nothing.err.constData());
        QVERIFY(!QFile::exists(none));
    }
};

QTEST_GUILESS_MAIN(TestBundleCli)
#include "tst_bundlecli.moc"
