// Regression tests for what the fuzz targets (tests/fuzz) and the sanitizer build found. Each case is the
// minimized input of a finding; they run in every build, not only under the sanitizers.
#include "api/deployment.h"
#include "demo/demoserver.h"
#include "net/envelope.h"

#include <QJsonDocument>
#include <QJsonObject>
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
};

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

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
