// Regression tests for what the fuzz targets (tests/fuzz) and the sanitizer build found. Each case is the
// minimized input of a finding; they run in every build, not only under the sanitizers.
#include "core/api/deployment.h"
#include "core/demo/demoserver.h"
#include "core/ingest/deploymentingest.h"
#include "core/net/envelope.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QPointer>
#include <QTest>
#include <QWebSocket>

using namespace cloudly::core;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void envelopeRetryHintBeyondQint64IsClamped_data();
    void envelopeRetryHintBeyondQint64IsClamped();
    void demoServerOwnsAndFreesAcceptedSockets();
    void numberBeyondDoublePrecisionEncodesAsSent();
    void ingestRejectsWhatQJsonDocumentRejects_data();
    void ingestRejectsWhatQJsonDocumentRejects();
    void ingestOfScannedResponseRejectsWhatQJsonDocumentRejects_data();
    void ingestOfScannedResponseRejectsWhatQJsonDocumentRejects();
    void scanRejectsWhatDecodeRejects_data();
    void scanRejectsWhatDecodeRejects();
    void scanLeavesDuplicateResponsesToDecode_data();
    void scanLeavesDuplicateResponsesToDecode();
    void ingestKeepsTheLastOfDuplicateKeys_data();
    void ingestKeepsTheLastOfDuplicateKeys();
};

namespace {

// The deployment every malformed case below is a damaged copy of.
const char kValidDeployment[] =
    R"({"id":"d-1","serviceId":"svc-1","nodeId":"n-1","status":"running","version":"1.0.0",)"
    R"("deployedAt":1767161220000,"deploymentLog":["a","b"],"healthStatus":"healthy",)"
    R"("resourceUsage":{"cpuUsagePercent":20.8,"lastUpdated":1767225570000,"memoryUsedMB":169,"x":"y"},)"
    R"("extra":{"list":["p","q"],"flag":true,"none":null,"text":"t"}})";

QByteArray response(const QByteArray& deployment)
{
    return R"({"note":"n","deployments":[)" + deployment + "," + kValidDeployment + "]}";
}

// Responses that are not JSON. Most because a string value is followed by ':' and the value after it by one
// more closing bracket: before the fix the simdjson walk skipped such an unread string as if it were a key
// (json_iterator::skip_child), the extra bracket closed what the skip had left open, and the bytes were
// accepted: deployments, or an error other than `$`, instead of `$: invalid JSON …`. The last rows hold
// numbers too small for a double, which QJsonDocument rejects and simdjson reads as 0.
void malformedResponses()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("fuzz_ingest minimized") << QByteArray(R"({"":"":}})");
    QTest::newRow("fuzz_ingest: log broken by a key") << response(
        R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","deploymentLog":["a":["b"]}]})");
    QTest::newRow("log element then a key") << response(
        R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","deploymentLog":["a":1]]})");
    QTest::newRow("status then a key")
        << response(R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running":1}})");
    QTest::newRow("id then a key") << response(
        R"({"serviceId":"s","nodeId":"n","status":"running","id":"d-1":1}})");
    QTest::newRow("unknown member then a key")
        << response(R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","extra":"a":1}})");
    QTest::newRow("nested object then a key")
        << response(R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","extra":{"a":"b":1}}})");
    QTest::newRow("nested array then a key")
        << response(R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","extra":["a":1]]})");
    QTest::newRow("resource usage then a key") << response(
        R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","resourceUsage":{"x":"y":1}}})");
    QTest::newRow("non-object element then a key") << QByteArray(R"({"deployments":["a":1]]})");
    QTest::newRow("member of the response then a key") << QByteArray(R"({"deployments":[],"note":"n":1}})");
    // fuzz_ingest: simdjson reads a number too small for a double as 0, QJsonDocument rejects it.
    QTest::newRow("number too small: resource usage") << response(
        R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","resourceUsage":{"cpuUsagePercent":1e-400}})");
    QTest::newRow("number too small: deployedAt")
        << response(R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","deployedAt":-2e-324})");
    QTest::newRow("number too small: other member") << response(
        R"({"id":"d-1","serviceId":"s","nodeId":"n","status":"running","extra":[4.9e-3241767170100000]})");
    QTest::newRow("number too small: response member")
        << QByteArray(R"({"deployments":[],"total":0.00001e-320})");
}

void checkRejected(const QByteArray& json, const QList<Deployment>& decoded, const DecodeErrors& errors)
{
    QJsonParseError parseError{};
    (void)QJsonDocument::fromJson(json, &parseError);
    QVERIFY2(parseError.error != QJsonParseError::NoError, "the case must be invalid JSON");
    QVERIFY2(decoded.isEmpty(), "no deployments from bytes that are not JSON");
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().path, QStringLiteral("$"));
    QCOMPARE(
        errors.first().message,
        QStringLiteral("invalid JSON at offset %1: %2").arg(parseError.offset).arg(parseError.errorString()));
}

} // namespace

// fuzz_ingest (known-findings: ingest-deployments-from-invalid-json.json, ingest-no-error-at-root.json):
// decodeDeploymentsJson returned deployments, or an error other than the `$` one, for bytes that are not
// JSON. It must reject them exactly like the QJsonDocument reference.
void TestFuzzRegressions::ingestRejectsWhatQJsonDocumentRejects_data()
{
    malformedResponses();
}

void TestFuzzRegressions::ingestRejectsWhatQJsonDocumentRejects()
{
    QFETCH(QByteArray, json);
    DecodeErrors errors;
    const QList<Deployment> decoded = decodeDeploymentsJson(JsonSlice{json, 0, json.size()}, errors);
    checkRejected(json, decoded, errors);

    // The undamaged response still decodes on the fast path, to the reference's result.
    const QByteArray valid = response(kValidDeployment);
    DecodeErrors fastErrors, referenceErrors;
    const QList<Deployment> fast = decodeDeploymentsJson(JsonSlice{valid, 0, valid.size()}, fastErrors);
    const QList<Deployment> reference =
        decodeDeployments(QJsonDocument::fromJson(valid).object(), referenceErrors);
    QVERIFY(fastErrors.isEmpty());
    QVERIFY(referenceErrors.isEmpty());
    QCOMPARE(fast.size(), 2);
    QCOMPARE(fast.first().toJson(), reference.first().toJson());
    QCOMPARE(fast.first().deploymentLog.size(), 2);
}

// The same responses inside a frame: Envelope::scan() slices them (it does not validate the response's
// bytes, documented) and decodeDeploymentsJson() reuses the scan's index; the result is the same `$` error.
void TestFuzzRegressions::ingestOfScannedResponseRejectsWhatQJsonDocumentRejects_data()
{
    malformedResponses();
}

void TestFuzzRegressions::ingestOfScannedResponseRejectsWhatQJsonDocumentRejects()
{
    QFETCH(QByteArray, json);
    const QByteArray frame = R"({"method":"getDeployments","request":{},"response":)" + json +
                             R"(,"correlation":{"id":"c-1","phase":"response"}})";
    Envelope env;
    ScannedJson slice;
    if (!Envelope::scan(frame, &env, &slice))
        return; // declined: decode() judges the frame (and finds it invalid)
    QCOMPARE(env.kind, Envelope::Kind::Response);
    QVERIFY(!slice.isNull());
    QVERIFY(slice.index); // decoded from the scan's index of the frame
    DecodeErrors errors;
    const QList<Deployment> decoded = decodeDeploymentsJson(slice, errors);
    checkRejected(slice.bytes.view().toByteArray(), decoded, errors);
}

// fuzz_scan (known-findings: scan-accepts-malformed-frame.json): Envelope::scan() accepted frames that
// decode() rejects as invalid JSON, with the damage outside the response object, and classified them.
void TestFuzzRegressions::scanRejectsWhatDecodeRejects_data()
{
    QTest::addColumn<QByteArray>("frame");
    QTest::newRow("fuzz_scan minimized") << QByteArray(R"({"":"":}})");
    // Was classified as a Response (the method read as "getDeployments").
    QTest::newRow("method then a key")
        << QByteArray(R"({"correlation":{"id":"c-1","phase":"response"},"response":{"deployments":[]},)"
                      R"("method":"getDeployments":1}})");
    QTest::newRow("string response then a key")
        << QByteArray(R"({"method":"getDeployments","correlation":{"id":"c-1","phase":"response"},)"
                      R"("response":"r":1}})");
}

void TestFuzzRegressions::scanRejectsWhatDecodeRejects()
{
    QFETCH(QByteArray, frame);
    QCOMPARE(Envelope::decode(frame).kind, Envelope::Kind::Invalid);
    Envelope env;
    JsonSlice slice;
    QVERIFY2(!Envelope::scan(frame, &env, &slice), "scan accepted a frame decode() rejects");

    // The frame without the damage is read as before.
    const QByteArray valid = R"({"method":"getDeployments","correlation":{"id":"c-1","phase":"response"},)"
                             R"("request":{"a":"b"},"response":{"deployments":[]},"x":"y"})";
    QVERIFY(Envelope::scan(valid, &env, &slice));
    QCOMPARE(env.kind, Envelope::Kind::Response);
    QCOMPARE(env.correlationId, QStringLiteral("c-1"));
    QCOMPARE(env.request.value(QStringLiteral("a")).toString(), QStringLiteral("b"));
    QCOMPARE(slice.view(), QByteArrayView(R"({"deployments":[]})"));
}

// fuzz_contracts: `{"cpuUsagePercent":1844073709551616490}` encoded back as 1844073709551616500 — the typed
// double was written over the integer the server sent, so decode -> encode was not lossless.
void TestFuzzRegressions::numberBeyondDoublePrecisionEncodesAsSent()
{
    const QByteArray json = R"({"cpuUsagePercent":1844073709551616490,"lastUpdated":1,"memoryUsedMB":12.5})";
    const QJsonObject input = QJsonDocument::fromJson(json).object();
    DecodeErrors errors;
    std::optional<DeploymentResourceUsage> usage =
        DeploymentResourceUsage::fromJson(input, QStringLiteral("$"), errors);
    QVERIFY(errors.isEmpty());
    QVERIFY(usage);
    QCOMPARE(usage->toJson(), input);
    QCOMPARE(QJsonDocument(usage->toJson()).toJson(QJsonDocument::Compact), json);
    // A changed typed value is still written.
    usage->cpuUsagePercent = 3.0;
    QCOMPARE(usage->toJson().value(QStringLiteral("cpuUsagePercent")).toDouble(), 3.0);
}

// fuzz_envelope: `retry.waitForMs` of 9.18e20 was converted to qint64 unchecked (undefined behaviour; on
// x86-64 it became a negative wait).
void TestFuzzRegressions::envelopeRetryHintBeyondQint64IsClamped_data()
{
    QTest::addColumn<QByteArray>("waitForMs");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("9.18e20") << QByteArray("9.18447e+20") << qint64(9007199254740991);
    QTest::newRow("1e308") << QByteArray("1e308") << qint64(9007199254740991);
    QTest::newRow("2^63") << QByteArray("9223372036854775808") << qint64(9007199254740991);
    QTest::newRow("ordinary") << QByteArray("1500") << qint64(1500);
    QTest::newRow("fraction") << QByteArray("0.5") << qint64(0);
}

void TestFuzzRegressions::envelopeRetryHintBeyondQint64IsClamped()
{
    QFETCH(QByteArray, waitForMs);
    QFETCH(qint64, expected);
    const QByteArray frame = R"({"method":"getServices","request":{},"response":null,)"
                             R"("correlation":{"id":"c-1","phase":"response"},"retry":{"waitForMs":)" +
                             waitForMs + R"(,"reason":"busy"}})";
    const Envelope e = Envelope::decode(frame);
    QCOMPARE(e.kind, Envelope::Kind::Response);
    QVERIFY(e.retryWaitMs.has_value());
    QCOMPARE(*e.retryWaitMs, expected);
    QCOMPARE(e.retryReason, QStringLiteral("busy"));
}

// LeakSanitizer: QWebSocketServer::nextPendingConnection() returns sockets without a parent, and the demo
// server's destructor only forgot them, so every connection still open at shutdown leaked (each test and
// every `cloudlyctl --demo` run). The server now owns them.
void TestFuzzRegressions::demoServerOwnsAndFreesAcceptedSockets()
{
    auto server = std::make_unique<DemoServer>();
    QVERIFY2(server->listen(), qPrintable(server->errorString()));
    QWebSocket client;
    client.open(server->url());
    QTRY_COMPARE(server->connectionCount(), 1);

    const QList<QWebSocket*> owned = server->findChildren<QWebSocket*>(Qt::FindDirectChildrenOnly);
    QCOMPARE(owned.size(), 1);
    const QPointer<QWebSocket> accepted = owned.first();
    server.reset();
    QVERIFY(accepted.isNull()); // freed with the server, not leaked
    QTRY_VERIFY(client.state() == QAbstractSocket::UnconnectedState);
}

// fuzz_scan: a frame with two `response` members. decode() (QJsonDocument) keeps the last one; scan() sliced
// the first as the response (and its placeholder hid the second), so the two disagreed about the response.
void TestFuzzRegressions::scanLeavesDuplicateResponsesToDecode_data()
{
    QTest::addColumn<QByteArray>("frame");
    QTest::newRow("object then null")
        << QByteArray(R"({"method":"getServices","correlation":{"id":"c-1","phase":"response"},)"
                      R"("response":{"web":3100},"response":null})");
    QTest::newRow("object then object")
        << QByteArray(R"({"method":"getServices","correlation":{"id":"c-1","phase":"response"},)"
                      R"("response":{"granted":false},"response":{"granted":true}})");
    QTest::newRow("null then object")
        << QByteArray(R"({"method":"getServices","correlation":{"id":"c-1","phase":"response"},)"
                      R"("response":null,"response":{"granted":true}})");
}

void TestFuzzRegressions::scanLeavesDuplicateResponsesToDecode()
{
    QFETCH(QByteArray, frame);
    Envelope env;
    JsonSlice slice;
    QVERIFY2(!Envelope::scan(frame, &env, &slice), "scan judged a frame with two responses itself");
    const Envelope decoded = Envelope::decode(frame);
    QCOMPARE(decoded.kind, Envelope::Kind::Response);
    QCOMPARE(decoded.response, QJsonDocument::fromJson(frame).object().value(QStringLiteral("response")));
}

// fuzz_ingest: duplicate keys. QJsonDocument keeps the last of them; the fast path read the first
// `deployments` array, and kept an earlier non-empty `deploymentLog` when the last one was empty.
void TestFuzzRegressions::ingestKeepsTheLastOfDuplicateKeys_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("deployments twice")
        << QByteArray(R"({"deployments":[],"deployments":[{"id":"d","serviceId":"s","nodeId":"n",)"
                      R"("status":"running"}]})");
    QTest::newRow("deploymentLog twice, the last empty")
        << QByteArray(R"({"deployments":[{"id":"d","serviceId":"s","nodeId":"n","status":"running",)"
                      R"("deploymentLog":["a"],"deploymentLog":[]}]})");
    QTest::newRow("id and resourceUsage twice")
        << QByteArray(R"({"deployments":[{"id":"d","serviceId":"s","nodeId":"n","status":"running",)"
                      R"("id":"e","resourceUsage":{"cpuUsagePercent":1},"resourceUsage":{}}]})");
}

void TestFuzzRegressions::ingestKeepsTheLastOfDuplicateKeys()
{
    QFETCH(QByteArray, json);
    DecodeErrors fastErrors, referenceErrors;
    const QList<Deployment> fast = decodeDeploymentsJson(JsonSlice{json, 0, json.size()}, fastErrors);
    const QList<Deployment> reference =
        decodeDeployments(QJsonDocument::fromJson(json).object(), referenceErrors);
    QCOMPARE(fastErrors.size(), referenceErrors.size());
    QCOMPARE(fast.size(), reference.size());
    QCOMPARE(fast.size(), 1);
    QCOMPARE(fast.first().toJson(), reference.first().toJson());
    QCOMPARE(fast.first().deploymentLog.size(), reference.first().deploymentLog.size());
    QCOMPARE(fast.first().id, reference.first().id);
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
