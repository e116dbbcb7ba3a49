// Writes the seed corpora of the fuzz targets from the fixtures, so no corpus is committed:
//   cloudly-fuzz-seeds OUT_DIR resources/fixtures/*.json
// OUT_DIR/contracts: every fixture object and every object nested in it (services, volumes, nodes, users,
//   tokens, greenfield operations, ...), the `response.xxx` shapes, identities issued by the demo server,
//   grant echoes, and the preflight reports the demo preflight engine produces for the fixture requests.
// OUT_DIR/envelope: those objects inside request/response/error/retry envelopes, plus broken frames.
// OUT_DIR/validators: the preflight request fixtures, their evidence, and a few edge cases.
// OUT_DIR/filter: filter expressions (first byte: which field list the target uses).
// OUT_DIR/ingest: getDeployments reply objects.
// OUT_DIR/viewlink: links to a view, well-formed and broken.
#include "approvalseed.h"
#include "core/api/cluster.h"
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/demo/demopreflight.h"
#include "core/metrics/metricshistory.h"
#include "core/net/envelope.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cstdio>

using namespace cloudly::core;

namespace {

class SeedWriter
{
public:
    explicit SeedWriter(const QString& dir) : m_dir(dir) { QDir().mkpath(dir); }

    void write(const QByteArray& bytes)
    {
        const QByteArray name = QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
        if (m_names.contains(name))
            return;
        m_names.insert(name);
        QFile file(m_dir + QLatin1Char('/') + QString::fromLatin1(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(file.fileName()));
            std::exit(1);
        }
    }
    void write(const QJsonObject& object) { write(QJsonDocument(object).toJson(QJsonDocument::Compact)); }
    qsizetype count() const { return m_names.size(); }

private:
    QString m_dir;
    QSet<QByteArray> m_names;
};

// Every object inside `value` (including itself), up to `depth` levels down.
void collectObjects(const QJsonValue& value, int depth, QList<QJsonObject>& out)
{
    if (depth < 0)
        return;
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out.append(object);
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            collectObjects(it.value(), depth - 1, out);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (const QJsonValue& item : array)
            collectObjects(item, depth - 1, out);
    }
}

QJsonArray firstItems(const QJsonArray& array, int count)
{
    QJsonArray out;
    for (qsizetype i = 0; i < array.size() && i < count; ++i)
        out.append(array.at(i));
    return out;
}

QJsonObject readObject(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        std::exit(1);
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: cloudly-fuzz-seeds OUT_DIR FIXTURE.json...\n");
        return 2;
    }
    const QString out = args.at(1);
    SeedWriter contracts(out + QStringLiteral("/contracts"));
    SeedWriter envelopes(out + QStringLiteral("/envelope"));
    SeedWriter validators(out + QStringLiteral("/validators"));
    SeedWriter filters(out + QStringLiteral("/filter"));
    SeedWriter ingest(out + QStringLiteral("/ingest"));

    QList<QJsonObject> objects;  // contract-shaped objects, envelope payloads
    QList<QJsonObject> requests; // preflight requests
    QJsonObject demo;
    for (const QString& path : args.mid(2)) {
        const QJsonObject fixture = readObject(path);
        if (QFileInfo(path).fileName() == QLatin1String("demo.json"))
            demo = fixture;
        else
            requests.append(fixture);
    }

    // Inventory: single objects and their nested objects, the response shapes with a few elements each.
    const QList<std::pair<QString, QString>> sections{
        {QStringLiteral("services"), QStringLiteral("service")},
        {QStringLiteral("deployments"), QStringLiteral("deployment")},
        {QStringLiteral("clusters"), QStringLiteral("cluster")},
        {QStringLiteral("images"), QStringLiteral("image")},
        {QStringLiteral("users"), QString()},
        {QStringLiteral("greenfieldOperations"), QString()},
        {QStringLiteral("ociIndexes"), QString()},
    };
    for (const auto& [plural, singular] : sections) {
        const QJsonArray items = demo.value(plural).toArray();
        objects.append(QJsonObject{{plural, firstItems(items, 3)}});
        for (const QJsonValue& item : items) {
            collectObjects(item, 5, objects);
            if (!singular.isEmpty())
                objects.append(QJsonObject{{singular, item}});
        }
    }
    for (const QJsonValue& cluster : demo.value(QLatin1String("clusters")).toArray()) {
        const QJsonArray nodes = cluster.toObject()
                                     .value(QLatin1String("data"))
                                     .toObject()
                                     .value(QLatin1String("nodes"))
                                     .toArray();
        objects.append(QJsonObject{{QStringLiteral("nodes"), firstItems(nodes, 3)}});
    }
    collectObjects(demo.value(QLatin1String("preflight")), 3, objects);

    // What the demo server hands out: identities, grant echoes, preflight reports.
    DemoData data;
    QString error;
    if (!data.load(demo, &error)) {
        std::fprintf(stderr, "demo fixture: %s\n", qPrintable(error));
        return 1;
    }
    DemoAuth auth(data.users());
    if (const auto admin = auth.loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo")))
        objects.append(admin->toJson());
    if (const auto machine = auth.loginWithToken(QStringLiteral("demo-machine-token")))
        objects.append(machine->toJson());
    for (const QString& userId : auth.userIds()) {
        const QHash<QString, QStringList> grants = auth.grants(userId);
        for (auto it = grants.constBegin(); it != grants.constEnd(); ++it)
            objects.append(
                QJsonObject{{QStringLiteral("userId"), userId},
                            {QStringLiteral("serviceId"), it.key()},
                            {QStringLiteral("capabilities"), QJsonArray::fromStringList(it.value())},
                            {QStringLiteral("tokenRolesNormalized"), true}});
    }
    const DemoPreflight engine(data, auth);
    for (const QJsonObject& request : std::as_const(requests)) {
        objects.append(request);
        for (const QString& userId : auth.userIds()) {
            const DemoPreflight::Result result = engine.evaluate(request, userId, 1767225600000);
            if (result.serviceNotFound)
                continue;
            objects.append(QJsonObject{{QStringLiteral("report"), result.report}});
            collectObjects(result.report, 2, objects);
        }
    }
    for (const QJsonObject& object : std::as_const(objects))
        contracts.write(object);

    // getDeployments replies for the simdjson ingest: a few, all, one broken element, escapes.
    const QJsonArray deployments = demo.value(QLatin1String("deployments")).toArray();
    ingest.write(QJsonObject{{QStringLiteral("deployments"), firstItems(deployments, 3)}});
    ingest.write(QJsonObject{{QStringLiteral("deployments"), deployments}});
    QJsonArray brokenList = firstItems(deployments, 2);
    brokenList.append(QJsonObject{{QStringLiteral("id"), 7}, {QStringLiteral("status"), QJsonValue()}});
    brokenList.append(QStringLiteral("not an object"));
    ingest.write(QJsonObject{{QStringLiteral("deployments"), brokenList}});
    ingest.write(
        QByteArray(R"({"deployments":[{"id":"d\u00e9\n","serviceId":"s","nodeId":"n","status":"running",)"
                   R"("deploymentLog":["a\"b"],"resourceUsage":{"cpuUsagePercent":1e2}}],"x":1})"));

    // Envelopes around some of those payloads.
    const QString method = QStringLiteral("getServices");
    qsizetype n = 0;
    for (const QJsonObject& object : std::as_const(objects)) {
        if (n++ % 8 != 0)
            continue;
        const QByteArray call = envelope::encodeRequest(method, object, QStringLiteral("c-%1").arg(n));
        envelopes.write(call);
        const QJsonObject incoming = QJsonDocument::fromJson(call).object();
        envelopes.write(envelope::encodeResponse(incoming, object));
        envelopes.write(envelope::encodeError(incoming, QStringLiteral("service not found"), object));
    }
    QJsonObject retry =
        QJsonDocument::fromJson(envelope::encodeRequest(method, {}, QStringLiteral("r-1"))).object();
    retry.insert(QStringLiteral("retry"),
                 QJsonObject{{QStringLiteral("waitForMs"), 1500},
                             {QStringLiteral("reason"), QStringLiteral("rate limited")}});
    envelopes.write(retry);
    envelopes.write(QByteArray(
        R"({"method":"##VirtualStream##","request":{},"correlation":{"id":"v","phase":"request"}})"));
    envelopes.write(
        QByteArray(R"({"method":"x","correlation":{"id":"","phase":"response"},"error":"boom"})"));
    envelopes.write(QByteArray(R"([1,2,{"method":"x"}])"));
    envelopes.write(QByteArray("{\"method\":\"x\",\"correlation\":{\"id\":\"\xff\xfe\"}"));

    // Preflight requests for the validators, their evidence and edge cases.
    for (const QJsonObject& request : std::as_const(requests)) {
        validators.write(request);
        validators.write(request.value(QLatin1String("releaseEvidence")).toObject());
        QJsonObject broken = request;
        broken.insert(QStringLiteral("proposedCorestoreResources"),
                      QJsonArray{QJsonObject{}, 1, QJsonValue()});
        broken.insert(QStringLiteral("greenfield"), QStringLiteral("true"));
        validators.write(broken);
    }
    validators.write(QByteArray("[\"\\u00a0\\u2028\",-0,1e21,1e-7,9007199254740993,0.1]"));
    validators.write(QByteArray("null"));

    // Filter texts; the first byte selects the field list (0 none, 1 tasks, 2 a single "Image").
    const QList<std::pair<char, QByteArray>> texts{
        {1, "status:failed node:edge-2 -health:healthy api"},
        {1, "name:\"my app\" \"a b\" -edge"},
        {1, "STATUS:Run \"10:30\" name:\"say \\\"hi\\\"\""},
        {1, "nod:x - \"unterminated"},
        {0, "free text only: \"quoted:colon\""},
        {2, "image:registry:5000/app -image:\"\""},
        {1, "\xc3\x9f\xc3\xa9\xe2\x80\xa8 \xef\xac\x80 status:\xc4\xb0"},
    };
    for (const auto& [fields, text] : texts)
        filters.write(QByteArray(1, fields) + text);

    // WebSocket server byte streams (fuzz_wsframes): the first byte picks the piece size.
    SeedWriter wsframes(out + QStringLiteral("/wsframes"));
    wsframes.write(QByteArray("\x07\x81\x05hello", 8));
    wsframes.write(QByteArray("\x01\x01\x03hel\x89\x01p\x80\x02lo\x8a\x00\x88\x02\x03\xe8", 19));
    wsframes.write(QByteArray("\x03\x82\x7e\x00\x80", 5) + QByteArray(128, '\x01') +
                   QByteArray("\x88\x05\x0f\xa1"
                              "bye",
                              7));
    wsframes.write(QByteArray("\x05\x81\x04\xe2\x82\xac!\x81\x02\xed\xa0", 11));
    // Frames over 64 KiB (fuzz_wsframes' expanded mode, first byte ≥ 0x80): a 64 KiB text fragment of
    // 1-4 byte characters that may end inside one, then the input's bytes: here a continuation with the rest.
    wsframes.write(QByteArray("\x87\x00\x02\x80\x02\x82\xac", 7));
    wsframes.write(QByteArray("\x83\x01\x03\x80\x03\x9f\x98\x80", 8));
    wsframes.write(QByteArray("\x85\x02\x01\x80\x01\xa9", 6));
    wsframes.write(QByteArray("\x89\x00\x00\x80\x02\xc3\x28", 7)); // invalid right after the edge
    // Upgrade response heads (fuzz_handshake): ACCEPT is the right Sec-WebSocket-Accept.
    SeedWriter handshake(out + QStringLiteral("/handshake"));
    const QByteArray ok = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Accept: ACCEPT";
    handshake.write(ok);
    handshake.write(ok + "\r\nServer: x");
    handshake.write(ok + "\r\nSec-WebSocket-Extensions: permessage-deflate");
    handshake.write(QByteArray("HTTP/1.1 302 Found\r\nLocation: wss://elsewhere/"));
    handshake.write(QByteArray("HTTP/1.1 101 OK\r\nupgrade: WebSocket\r\nconnection: keep-alive, upgrade\r\n"
                               "sec-websocket-accept:ACCEPT"));
    // Approval files, statements and signatures (fuzz_approval); allowed_signers files (fuzz_allowedsigners).
    SeedWriter approvals(out + QStringLiteral("/approval"));
    const QByteArray statement = cloudly::fuzz::seedApprovalStatement();
    const QByteArray signature = cloudly::fuzz::seedApprovalSignature();
    approvals.write(QJsonDocument(QJsonObject{{QStringLiteral("statement"), QString::fromUtf8(statement)},
                                              {QStringLiteral("signature"), QString::fromUtf8(signature)}})
                        .toJson(QJsonDocument::Compact));
    approvals.write(statement);
    approvals.write(signature);
    SeedWriter signers(out + QStringLiteral("/allowedsigners"));
    signers.write(cloudly::fuzz::seedAllowedSigners());
    signers.write("# team\n\"a@x,*@ops.example,!intern@ops.example\" namespaces=\"git,cloudly-*\","
                  "valid-after=20200101,valid-before=20990101120000Z " +
                  cloudly::fuzz::seedAllowedSigners().mid(18));
    signers.write("a cert-authority ssh-ed25519 AAAA\nb@x\n");
    signers.write("*\na*b?c*");
    // Metrics-history snapshots (fuzz_metrics): the fixture's clusters and counts over a few polls, a gap.
    SeedWriter metrics(out + QStringLiteral("/metrics"));
    {
        DecodeErrors errors;
        const QList<Cluster> clusters = decodeClusters(
            QJsonObject{{QStringLiteral("clusters"), demo.value(QStringLiteral("clusters"))}}, errors);
        MetricsHistory::Options options;
        options.taskFrames = 8;
        MetricsHistory history(options);
        const qint64 t0 = 1767225600000 - 3600 * 1000;
        metrics.write(history.snapshot(t0));
        for (int poll = 0; poll < 6; ++poll) {
            const qint64 at = t0 + poll * 60000;
            if (poll == 3)
                history.markGap(at - 1);
            history.recordClusters(clusters, at);
            history.recordCounts(
                {{QStringLiteral("tasks"), 10 + poll}, {QStringLiteral("task.status:running"), poll}}, at);
            metrics.write(history.snapshot(at));
        }
    }
    SeedWriter links(out + QStringLiteral("/viewlink"));
    for (const char* link :
         {"cloudly://prod-eu/tasks?filter=status:failed%20node:edge-2&select=d-web-1",
          "cloudly://Prod%20EU/services", "CLOUDLY://b%C3%BChne/journal?select=%C3%BC",
          "cloudly://p/tasks?filter=a+b&select=x", "cloudly://p/tasks/", "cloudly:p/tasks",
          "cloudly://p/tasks?run=deploy", "cloudly://p/tasks?filter=%zz", "cloudly:///tasks"})
        links.write(QByteArray(link));
    std::printf("fuzz seeds: %lld contracts, %lld envelope, %lld validators, %lld filter, %lld ingest\n",
                static_cast<long long>(contracts.count()), static_cast<long long>(envelopes.count()),
                static_cast<long long>(validators.count()), static_cast<long long>(filters.count()),
                static_cast<long long>(ingest.count()));
    return 0;
}
