// Support bundles (core/bundle): the redaction of every list (one secret rule with the offline cache), the
// zip as ordinary tools read it, the reader's refusals, and the reply source that answers from a bundle.
#include "core/api/methods.h"
#include "core/bundle/bundlecollector.h"
#include "core/bundle/bundlereader.h"
#include "core/bundle/bundleredaction.h"
#include "core/bundle/bundlereplysource.h"
#include "core/bundle/bundlewriter.h"
#include "core/net/typedsocketclient.h"
#include "core/rules/secretkey.h"
#include "core/session/session.h"

#include "bundlefixture.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cloudly::core;

namespace {
const QString kUrlSecret = QStringLiteral("hunter2-url-password");
const QString kPemSecret = QStringLiteral("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7demo");

QJsonObject demoFixture()
{
    QFile f(QStringLiteral(":/fixtures/demo.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QByteArray compact(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The secrets of the demo fixture: every string under a secret-looking key, every environment value, every
// log line (task and build logs), the server settings' masked values, the users' passwords and tokens — plus
// a URL password and a private key planted in a service.
QStringList fixtureSecrets(const QJsonObject& fixture)
{
    QStringList out{kUrlSecret, kPemSecret};
    std::function<void(const QJsonValue&, const QString&)> walk = [&](const QJsonValue& v,
                                                                      const QString& key) {
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (it.key() == QLatin1String("environment") && it.value().isObject()) {
                    const QJsonObject env = it.value().toObject();
                    for (auto e = env.begin(); e != env.end(); ++e)
                        if (e.value().toString().size() >= 3)
                            out << QStringLiteral("\"%1\":\"%2\"").arg(e.key(), e.value().toString());
                }
                if ((it.key() == QLatin1String("deploymentLog") || it.key() == QLatin1String("logs")) &&
                    it.value().isArray())
                    for (const QJsonValue& line : it.value().toArray())
                        if (line.toString().size() >= 8)
                            out << line.toString();
                walk(it.value(), it.key());
            }
        } else if (v.isArray()) {
            for (const QJsonValue& e : v.toArray())
                walk(e, key);
        } else if (v.isString() && isSecretKey(key) && v.toString().size() >= 4) {
            out << v.toString();
        }
    };
    walk(fixture, QString());
    const QJsonObject settings = fixture.value(QStringLiteral("settings")).toObject();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        if (it.value().isString() && it.value().toString().startsWith(QLatin1String("****")))
            out << it.value().toString();
    out.removeDuplicates();
    return out;
}

// Bundle inputs from the demo fixture, with a URL password and a private key planted in a service.
BundleInputs demoInputs(QJsonObject fixture)
{
    QJsonArray services = fixture.value(QStringLiteral("services")).toArray();
    QJsonObject first = services.at(0).toObject();
    QJsonObject data = first.value(QStringLiteral("data")).toObject();
    data.insert(QStringLiteral("registryUrl"),
                QStringLiteral("https://bob:%1@registry.example.com/v2").arg(kUrlSecret));
    data.insert(
        QStringLiteral("tlsBundle"),
        QStringLiteral("-----BEGIN PRIVATE KEY-----\n%1\n-----END PRIVATE KEY-----\n").arg(kPemSecret));
    first.insert(QStringLiteral("data"), data);
    services.replace(0, first);
    fixture.insert(QStringLiteral("services"), services);
    return cloudly::test::demoBundleInputs(fixture);
}

// A zip made by Python's zipfile (not by us): {name: text}.
QByteArray pythonZip(const QList<QPair<QString, QByteArray>>& entries)
{
    QTemporaryDir dir;
    QString script = QStringLiteral("import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w')\n");
    for (qsizetype i = 0; i < entries.size(); ++i) {
        QFile f(dir.filePath(QString::number(i)));
        f.open(QIODevice::WriteOnly);
        f.write(entries.at(i).second);
        f.close();
        script += QStringLiteral("z.write(%1, %2)\n")
                      .arg(QString::fromUtf8(QJsonDocument(QJsonArray{f.fileName()})
                                                 .toJson(QJsonDocument::Compact)
                                                 .chopped(1)
                                                 .mid(1)),
                           QString::fromUtf8(QJsonDocument(QJsonArray{entries.at(i).first})
                                                 .toJson(QJsonDocument::Compact)
                                                 .chopped(1)
                                                 .mid(1)));
    }
    script += QStringLiteral("z.close()\n");
    const QString out = dir.filePath(QStringLiteral("out.zip"));
    QProcess p;
    p.start(QStringLiteral("python3"), {QStringLiteral("-c"), script, out});
    p.waitForFinished(20000);
    QFile f(out);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

QByteArray manifestFor(const QList<QPair<QString, QByteArray>>& files,
                       const QString& format = QStringLiteral("cloudly-console.support-bundle"),
                       int version = 1)
{
    QJsonArray list;
    for (const auto& f : files)
        list.append(QJsonObject{
            {QStringLiteral("path"), f.first},
            {QStringLiteral("bytes"), f.second.size()},
            {QStringLiteral("sha256"),
             QString::fromLatin1(QCryptographicHash::hash(f.second, QCryptographicHash::Sha256).toHex())}});
    return compact({{QStringLiteral("format"), format},
                    {QStringLiteral("version"), version},
                    {QStringLiteral("profile"), QStringLiteral("p")},
                    {QStringLiteral("createdAt"), QStringLiteral("2026-12-01T10:00:00.000Z")},
                    {QStringLiteral("inventory"),
                     QJsonObject{{QStringLiteral("source"), QStringLiteral("live")},
                                 {QStringLiteral("asOf"), QStringLiteral("2026-12-01T10:00:00.000Z")}}},
                    {QStringLiteral("files"), list}});
}

QString refusal(const QByteArray& bytes)
{
    QString error;
    const std::optional<BundleContent> content = BundleReader::fromBytes(bytes, &error);
    return content ? QStringLiteral("(accepted)") : error;
}
} // namespace

class TestSupportBundle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void untouchedElementsKeepTheirBytes()
    {
        // The first service has nothing secret (and the server's own spacing); the second an environment.
        const QByteArray reply =
            "{\"services\": [ {\"id\": \"a\",  \"data\": {\"name\": \"A\", \"environment\": {}}},"
            "{\"id\":\"b\",\"data\":{\"name\":\"B\",\"environment\":{\"DB_URL\":\"postgres://u:p@db/x\","
            "\"EMPTY\":\"\"}}}], \"extra\": 1}";
        RedactionLog log;
        QString error;
        const QByteArray out = redactInventoryReply(methods::getServices, reply, &log, &error);
        QVERIFY2(!out.isEmpty(), qPrintable(error));
        QVERIFY(out.contains("{\"id\": \"a\",  \"data\": {\"name\": \"A\", \"environment\": {}}}"));
        QVERIFY(!out.contains("postgres"));
        const QJsonObject parsed = QJsonDocument::fromJson(out).object();
        const QJsonObject env = parsed.value(QStringLiteral("services"))
                                    .toArray()
                                    .at(1)
                                    .toObject()
                                    .value(QStringLiteral("data"))
                                    .toObject()
                                    .value(QStringLiteral("environment"))
                                    .toObject();
        QCOMPARE(env.value(QStringLiteral("DB_URL")).toString(), QString());
        QVERIFY(env.contains(QStringLiteral("EMPTY")));
        QCOMPARE(parsed.value(QStringLiteral("extra")).toInt(), 1);
        QCOMPARE(log, (RedactionLog{{QStringLiteral("$.services[1].data.environment.DB_URL"),
                                     redaction::environmentValue}}));
    }

    void taskRedactionsAreNotedByPath()
    {
        const QByteArray reply =
            "{\"deployments\":[{\"id\":\"t1\",\"serviceId\":\"s\",\"deploymentLog\":[\"line\"]},"
            "{\"id\":\"t2\",\"serviceId\":\"s\",\"data\":{\"registryUrl\":\"https://"
            "bob:x@reg\",\"wifiPsk\":\"k\"}},"
            "{\"id\":\"t3\",\"serviceId\":\"s\"}]}";
        RedactionLog log;
        QString error;
        const QByteArray out = redactInventoryReply(methods::getDeployments, reply, &log, &error);
        QVERIFY2(!out.isEmpty(), qPrintable(error));
        QVERIFY(out.endsWith("{\"id\":\"t3\",\"serviceId\":\"s\"}]}"));
        QVERIFY(!out.contains("deploymentLog"));
        QVERIFY(!out.contains("bob:"));
        QVERIFY(out.contains("https://reg"));
        QVERIFY(!out.contains("wifiPsk"));
        QVERIFY(
            log.contains(Redaction{QStringLiteral("$.deployments[0].deploymentLog"), redaction::taskLog}));
        QVERIFY(log.contains(
            Redaction{QStringLiteral("$.deployments[1].data.registryUrl"), redaction::urlUserInfo}));
        QVERIFY(
            log.contains(Redaction{QStringLiteral("$.deployments[1].data.wifiPsk"), redaction::secretKey}));
        QCOMPARE(log.size(), 3);
    }

    void valueRulesAreOneRule()
    {
        // The same rule in the tree scrub the offline cache and the journal use.
        QVERIFY(isSecretKey(QStringLiteral("wifiPsk")));
        QVERIFY(isSecretKey(QStringLiteral("nodeToken")));
        QVERIFY(isSecretKey(QStringLiteral("joinToken")));
        QVERIFY(isSecretKey(QStringLiteral("wifiPassword")));
        QVERIFY(hasUrlUserInfo(QStringLiteral("see https://a:b@host/x")));
        QVERIFY(!hasUrlUserInfo(QStringLiteral("mail ops@example.com, https://host/x")));
        QCOMPARE(withoutUrlUserInfo(QStringLiteral("https://a:b@host/x")), QStringLiteral("https://host/x"));
        QVERIFY(containsPrivateKey(QStringLiteral("-----BEGIN OPENSSH PRIVATE KEY-----\nabc")));
        QVERIFY(!containsPrivateKey(QStringLiteral("ssh-ed25519 AAAA public")));
        RedactionLog log;
        const QJsonObject out = scrubSecrets(
            QJsonObject{{QStringLiteral("k"), QStringLiteral("-----BEGIN RSA PRIVATE KEY-----\nx")},
                        {QStringLiteral("list"), QJsonArray{QStringLiteral("https://u:p@h")}}},
            isSecretKey, std::nullopt, &log);
        QVERIFY(!out.contains(QStringLiteral("k")));
        QCOMPARE(out.value(QStringLiteral("list")).toArray().at(0).toString(), QStringLiteral("https://h"));
        QCOMPARE(log, (RedactionLog{{QStringLiteral("$.k"), redaction::privateKey},
                                    {QStringLiteral("$.list[0]"), redaction::urlUserInfo}}));
    }

    void noFixtureSecretInTheBundle()
    {
        const QJsonObject fixture = demoFixture();
        QVERIFY(!fixture.isEmpty());
        const QStringList secrets = fixtureSecrets(fixture);
        QVERIFY2(secrets.size() > 20, qPrintable(secrets.join(u',')));
        QVERIFY(secrets.contains(QStringLiteral("demo-acme-secret-c-prod-MUST-NOT-BE-SHOWN")));
        QVERIFY(secrets.contains(QStringLiteral("demo-node-credential-not-real")));
        QVERIFY(secrets.contains(QStringLiteral("****8e1b"))); // the masked join token of the settings
        QString error;
        const std::optional<BundleContent> content = BundleCollector::collect(demoInputs(fixture), &error);
        QVERIFY2(content, qPrintable(error));
        QTemporaryDir dir;
        const QString zip = dir.filePath(QStringLiteral("bundle.zip"));
        QVERIFY2(BundleWriter::write(zip, *content, &error), qPrintable(error));
        QCOMPARE(QFile(zip).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

        // The real unzip lists and extracts it.
        QProcess list;
        list.start(QStringLiteral("unzip"), {QStringLiteral("-l"), zip});
        QVERIFY(list.waitForFinished(20000));
        QCOMPARE(list.exitCode(), 0);
        const QByteArray listing = list.readAllStandardOutput();
        for (const QString& name :
             {QStringLiteral("manifest.json"), QStringLiteral("about.json"),
              QStringLiteral("inventory/getServices.json"), QStringLiteral("inventory/getDeployments.json"),
              QStringLiteral("inventory/getBaseOsImageBuilds.json")})
            QVERIFY2(listing.contains(name.toUtf8()), listing.constData());
        QVERIFY(!listing.contains("getSettings"));
        const QString out = dir.filePath(QStringLiteral("x"));
        QProcess extract;
        extract.start(QStringLiteral("unzip"), {QStringLiteral("-q"), zip, QStringLiteral("-d"), out});
        QVERIFY(extract.waitForFinished(20000));
        QCOMPARE(extract.exitCode(), 0);
        int files = 0;
        QDirIterator it(out, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            ++files;
            for (const QString& secret : secrets) {
                // A short secret ("demo") is a common word: looked for as a JSON string.
                const QByteArray needle = secret.size() < 8 ? '"' + secret.toUtf8() + '"' : secret.toUtf8();
                QVERIFY2(!bytes.contains(needle),
                         qPrintable(QStringLiteral("%1 in %2").arg(secret, f.fileName())));
            }
            QVERIFY(!bytes.contains("ops:pw"));
        }
        QCOMPARE(files, 9); // manifest, about, seven lists

        // The manifest lists every file and every redaction: paths and rules, never values.
        QFile manifestFile(out + QStringLiteral("/manifest.json"));
        QVERIFY(manifestFile.open(QIODevice::ReadOnly));
        const QJsonObject manifest = QJsonDocument::fromJson(manifestFile.readAll()).object();
        QCOMPARE(manifest.value(QStringLiteral("files")).toArray().size(), 8);
        const QJsonArray redactions = manifest.value(QStringLiteral("redactions")).toArray();
        QSet<QString> rules;
        qsizetype values = 0;
        bool serverSecret = false;
        for (const QJsonValue& r : redactions) {
            const QJsonObject o = r.toObject();
            QStringList keys = o.keys();
            QVERIFY2(keys == (QStringList{QStringLiteral("file"), QStringLiteral("path"),
                                          QStringLiteral("rule")}) ||
                         keys == (QStringList{QStringLiteral("at"), QStringLiteral("count"),
                                              QStringLiteral("file"), QStringLiteral("path"),
                                              QStringLiteral("rule")}),
                     qPrintable(keys.join(u',')));
            rules.insert(o.value(QStringLiteral("rule")).toString());
            values += o.contains(QStringLiteral("count")) ? o.value(QStringLiteral("count")).toInt() : 1;
            // Every cluster's ACME secret, folded into one entry: the path with [*] and the indexes.
            serverSecret = serverSecret || (o.value(QStringLiteral("path")).toString() ==
                                                QLatin1String("$.clusters[*].data.acmeInfo.serverSecret") &&
                                            o.value(QStringLiteral("at")).toString() == QLatin1String("0-2"));
        }
        QCOMPARE(values, content->redactions.size());
        QVERIFY(redactions.size() < content->redactions.size());
        for (const QString& rule : {redaction::secretKey, redaction::environmentValue, redaction::taskLog,
                                    redaction::buildLog, redaction::urlUserInfo, redaction::privateKey})
            QVERIFY2(rules.contains(rule), qPrintable(rule));
        QVERIFY(serverSecret);
        // about.json: the profile's URL without its user info, the stage.
        QFile aboutFile(out + QStringLiteral("/about.json"));
        QVERIFY(aboutFile.open(QIODevice::ReadOnly));
        const QJsonObject about = QJsonDocument::fromJson(aboutFile.readAll()).object();
        QCOMPARE(about.value(QStringLiteral("profile")).toObject().value(QStringLiteral("url")).toString(),
                 QStringLiteral("wss://cloudly.example.com"));
        QCOMPARE(about.value(QStringLiteral("profile")).toObject().value(QStringLiteral("stage")).toString(),
                 QStringLiteral("production"));
        QCOMPARE(about.value(QStringLiteral("qt")).toString(), QString::fromLatin1(qVersion()));

        // And it reads back.
        const std::optional<BundleContent> back = BundleReader::read(zip, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->profile, QStringLiteral("demo-prod"));
        qsizetype backValues = 0;
        for (const BundleRedaction& r : back->redactions)
            backValues += r.count;
        QCOMPARE(backValues, content->redactions.size());
        QCOMPARE(back->files.size(), content->files.size());
    }

    void refusesWhatIsNotABundle()
    {
        QVERIFY2(refusal("hello, not a zip").contains(QLatin1String("not a zip archive")),
                 qPrintable(refusal("hello")));
        const QByteArray services = "{\"services\":[]}";
        QVERIFY(refusal(pythonZip({{QStringLiteral("inventory/getServices.json"), services}}))
                    .contains(QLatin1String("no manifest.json")));
        const QByteArray about = "{}";
        const QList<QPair<QString, QByteArray>> files{
            {QStringLiteral("about.json"), about}, {QStringLiteral("inventory/getServices.json"), services}};
        QCOMPARE(refusal(pythonZip(
                     {{QStringLiteral("manifest.json"), manifestFor(files)}, files.at(0), files.at(1)})),
                 QStringLiteral("(accepted)"));
        QCOMPARE(refusal(pythonZip({{QStringLiteral("manifest.json"), manifestFor(files)}, files.at(0)})),
                 QStringLiteral(
                     "manifest.json lists inventory/getServices.json, which is missing from the archive"));
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"),
                                    manifestFor(files, QStringLiteral("other-tool.dump"))},
                                   files.at(0),
                                   files.at(1)}))
                    .contains(QLatin1String("another kind (format \"other-tool.dump\"")));
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"),
                                    manifestFor(files, QStringLiteral("cloudly-console.support-bundle"), 2)},
                                   files.at(0),
                                   files.at(1)}))
                    .contains(QLatin1String("version 2 is not supported")));
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"), "{not json"}, files.at(0)}))
                    .contains(QLatin1String("manifest.json is not JSON")));
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"), manifestFor(files)},
                                   files.at(0),
                                   {QStringLiteral("inventory/getServices.json"), "{\"services\":[1]}"}}))
                    .contains(QLatin1String("inventory/getServices.json is damaged")));
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"), manifestFor(files)},
                                   files.at(0),
                                   files.at(1),
                                   {QStringLiteral("extra.txt"), "x"}}))
                    .contains(QLatin1String("extra.txt is in the archive but not in the manifest")));
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"), manifestFor(files)},
                                   {QStringLiteral("../evil"), "x"}}))
                    .contains(QLatin1String("leaves the bundle")));
        const QList<QPair<QString, QByteArray>> notObject{
            {QStringLiteral("about.json"), about}, {QStringLiteral("inventory/getServices.json"), "[1,2]"}};
        QVERIFY(refusal(pythonZip({{QStringLiteral("manifest.json"), manifestFor(notObject)},
                                   notObject.at(0),
                                   notObject.at(1)}))
                    .contains(QLatin1String("inventory/getServices.json is not a JSON object")));

        // A bundle of ours, cut short (a download that stopped): refused, never half read.
        QString error;
        const std::optional<BundleContent> content =
            BundleCollector::collect(demoInputs(demoFixture()), &error);
        QVERIFY(content);
        const QByteArray whole = BundleWriter::toBytes(*content, &error);
        QCOMPARE(refusal(whole), QStringLiteral("(accepted)"));
        const QString cut = refusal(whole.left(whole.size() / 2));
        QVERIFY2(cut != QLatin1String("(accepted)"), qPrintable(cut));
        QVERIFY2(cut.contains(QLatin1String("damaged")) || cut.contains(QLatin1String("not a zip")),
                 qPrintable(cut));

        // A file too big to be one is refused before it is read (a sparse file).
        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("big.zip")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(bundle::maxArchiveBytes + 1));
        big.close();
        QVERIFY(!BundleReader::read(big.fileName(), &error));
        QVERIFY2(error.contains(QLatin1String("too big")), qPrintable(error));
        QVERIFY(!BundleReader::read(dir.filePath(QStringLiteral("missing.zip")), &error));
        QVERIFY2(error.contains(QLatin1String("no such file")), qPrintable(error));
    }

    void replySourceAnswersLikeTheServer()
    {
        QString error;
        std::optional<BundleContent> content = BundleCollector::collect(demoInputs(demoFixture()), &error);
        QVERIFY(content);
        auto bundle = std::make_shared<const BundleContent>(std::move(*content));
        auto source = std::make_shared<BundleReplySource>(bundle);
        TypedSocketClient client;
        client.setReplySource(source);
        client.addRawReplyMethod(methods::getDeployments);
        QSignalSpy connected(&client, &TypedSocketClient::connected);
        client.open(QUrl(QStringLiteral("file:///bundle.zip")));
        QVERIFY(connected.wait(5000));
        Session session(&client);
        bool loggedIn = false;
        session.loginWithToken(QStringLiteral("anything"), &client,
                               [&](const CallError& e) { loggedIn = !e.isError(); });
        QVERIFY(QTest::qWaitFor([&] { return session.isAuthenticated(); }, 5000));
        QVERIFY(loggedIn);
        const auto call = [&](const QString& method, const QJsonObject& request) {
            CallResult result;
            bool done = false;
            session.call(method, request, &client, [&](const CallResult& r) {
                result = r;
                done = true;
            });
            (void)QTest::qWaitFor([&] { return done; }, 5000);
            return result;
        };
        const CallResult tasks = call(methods::getDeployments, {});
        QVERIFY(tasks.ok());
        QCOMPARE(tasks.raw.bytes.view().toByteArray(),
                 bundle->file(bundle::inventoryFile(methods::getDeployments))->bytes);
        const CallResult one =
            call(methods::getServiceById, {{QStringLiteral("serviceId"), QStringLiteral("svc-web")}});
        QVERIFY2(one.ok(), qPrintable(one.error.message()));
        QCOMPARE(
            one.response.value(QStringLiteral("service")).toObject().value(QStringLiteral("id")).toString(),
            QStringLiteral("svc-web"));
        const CallResult byService = call(methods::getDeploymentsByService,
                                          {{QStringLiteral("serviceId"), QStringLiteral("svc-web")}});
        QVERIFY(byService.ok());
        QVERIFY(!byService.response.value(QStringLiteral("deployments")).toArray().isEmpty() ||
                !byService.raw.isNull());
        QCOMPARE(call(methods::getSettings, {}).error.kind, CallError::Kind::NoMethod);
        const CallResult missing =
            call(methods::getServiceById, {{QStringLiteral("serviceId"), QStringLiteral("nope")}});
        QCOMPARE(missing.error.kind, CallError::Kind::Server);
        const CallResult preflight = call(methods::getDeploymentPreflight, {});
        QVERIFY(preflight.error.message().contains(QLatin1String("read-only")));
        QCOMPARE(client.pendingCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSupportBundle)
#include "tst_supportbundle.moc"
