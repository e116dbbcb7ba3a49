// The single-pass ingest: Envelope::scan() hands the response over as a ScannedJson (its bytes, their hash
// and the frame's simdjson index, core/json/scannedjson.h) and decodeDeploymentsJson() of it walks that
// index. These tests check that this path gives exactly what the standalone byte decoder and the QJsonObject
// decoder give, errors and JSON paths included, and that the index is owned by the value that carries it.
#include "core/api/deployment.h"
#include "core/ingest/deploymentingest.h"
#include "core/json/jsonbytes.h"
#include "core/net/envelope.h"

#include <QJsonDocument>
#include <QTest>

using namespace cloudly::core;

namespace {

QByteArray frameWith(const QByteArray& response)
{
    return QByteArray(R"({"method":"getDeployments","request":{"identity":{"jwt":"x"}},"response":)") +
           response + QByteArray(R"(,"correlation":{"id":"c-1","phase":"response"}})");
}

QStringList errorList(const DecodeErrors& errors)
{
    QStringList out;
    for (const DecodeError& e : errors)
        out << e.toString();
    return out;
}

QList<QByteArray> jsonOf(const QList<Deployment>& list)
{
    QList<QByteArray> out;
    for (const Deployment& d : list)
        out << QJsonDocument(d.toJson()).toJson(QJsonDocument::Compact);
    return out;
}

const char* const kTask =
    R"({"id":"d-1","serviceId":"svc-a","nodeId":"n-1","status":"running","healthStatus":"healthy",)"
    R"("containerId":"c0ffee","usedImageId":"img-a","version":"1.2.0","deployedAt":1767161220000,)"
    R"("deploymentLog":["one","two"],"resourceUsage":{"cpuUsagePercent":20.5,"memoryUsedMB":169,)"
    R"("lastUpdated":1767225570000},"extra":{"kept":[1,true,null]}})";

} // namespace

class TestIngestSinglePass : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsStandalone_data()
    {
        QTest::addColumn<QByteArray>("response");
        const QByteArray task(kTask);
        QTest::newRow("plain") << QByteArray(
            R"({"deployments":[)" + task + "," +
            QByteArray(task).replace("d-1", "d-2").replace("running", "failed") + "]}");
        QTest::newRow("escape in a string (slow element)")
            << QByteArray(R"({"deployments":[)" + task +
                          R"(,{"id":"d-\u0032","serviceId":"s","nodeId":"n",)"
                          R"("status":"stopped"}]})");
        QTest::newRow("wrong type, missing key, not an object")
            << QByteArray(R"({"deployments":[{"id":7,"serviceId":"s","nodeId":"n","status":"running"},)"
                          R"({"id":"d-3","nodeId":"n","status":"running"},"text",)" +
                          task + "]}");
        QTest::newRow("odd number") << QByteArray(
            R"({"deployments":[{"id":"d-4","serviceId":"s","nodeId":"n","status":"running","deployedAt":1.5}]})");
        QTest::newRow("unknown status kept") << QByteArray(
            R"({"deployments":[{"id":"d-5","serviceId":"s","nodeId":"n","status":"paused","healthStatus":"meh"}]})");
        QTest::newRow("deployments not an array") << QByteArray(R"({"deployments":{"id":"x"},"total":1})");
        QTest::newRow("deployments missing") << QByteArray(R"({"total":0})");
        QTest::newRow("empty list, other keys around")
            << QByteArray(R"({"before":[1,2],"deployments":[],"after":{"a":"b"}})");
    }
    void sameAsStandalone()
    {
        QFETCH(QByteArray, response);
        const QByteArray frame = frameWith(response);
        Envelope env;
        ScannedJson slice;
        QVERIFY(Envelope::scan(frame, &env, &slice));
        QCOMPARE(env.correlationId, QStringLiteral("c-1"));
        QCOMPARE(QByteArray(slice.bytes.view().data(), slice.bytes.view().size()), response);
        QVERIFY(slice.index);
        QCOMPARE(slice.hash, json::hashBytes(response));

        DecodeErrors viaScan;
        const QList<Deployment> fromScan = decodeDeploymentsJson(slice, viaScan); // the scan's index

        // The same bytes in a buffer of their own: the standalone byte decoder.
        const QByteArray copy(response.constData(), response.size());
        DecodeErrors standaloneErrors;
        const QList<Deployment> standalone =
            decodeDeploymentsJson(JsonSlice{copy, 0, copy.size()}, standaloneErrors);

        // And the QJsonObject decoder, the reference for errors and paths.
        DecodeErrors referenceErrors;
        const QList<Deployment> reference =
            decodeDeployments(QJsonDocument::fromJson(response).object(), referenceErrors);

        QCOMPARE(errorList(viaScan), errorList(referenceErrors));
        QCOMPARE(errorList(standaloneErrors), errorList(referenceErrors));
        QCOMPARE(jsonOf(fromScan), jsonOf(reference));
        QCOMPARE(jsonOf(standalone), jsonOf(reference));
        for (qsizetype i = 0; i < fromScan.size(); ++i) {
            QCOMPARE(fromScan.at(i).id, reference.at(i).id);
            QCOMPARE(fromScan.at(i).status, reference.at(i).status);
            QCOMPARE(fromScan.at(i).healthStatus, reference.at(i).healthStatus);
            QCOMPARE(fromScan.at(i).serviceId, reference.at(i).serviceId);
            QCOMPARE(fromScan.at(i).deploymentLog.size(), reference.at(i).deploymentLog.size());
        }
    }

    // The index belongs to the value that carries it: it can be walked again (the same result), another
    // frame's scan does not disturb it, and it is freed with the last ScannedJson holding it (the decoded
    // table keeps the frame's bytes, never the index).
    void indexIsOwnedByTheReply()
    {
        const QByteArray response = QByteArray(R"({"deployments":[)") + kTask + "]}";
        const QByteArray frame = frameWith(response);
        std::weak_ptr<JsonIndex> watch;
        QList<Deployment> first;
        {
            Envelope env;
            ScannedJson slice;
            QVERIFY(Envelope::scan(frame, &env, &slice));
            watch = slice.index;
            QVERIFY(!watch.expired());
            DecodeErrors errors;
            first = decodeDeploymentsJson(slice, errors);
            const QList<Deployment> second = decodeDeploymentsJson(slice, errors);
            QVERIFY(errors.isEmpty());
            QCOMPARE(first.size(), 1);
            QCOMPARE(jsonOf(first), jsonOf(second));
            QVERIFY(first.at(0).raw.slice() != nullptr); // kept as bytes of the frame
            QCOMPARE(first.at(0).raw.slice()->source.constData(), slice.bytes.source.constData());

            // Another frame scanned in between: each reply keeps its own index.
            Envelope env2;
            ScannedJson slice2;
            const QByteArray other = frameWith(QByteArray(R"({"deployments":[]})"));
            QVERIFY(Envelope::scan(other, &env2, &slice2));
            QVERIFY(slice2.index != slice.index);
            QCOMPARE(jsonOf(decodeDeploymentsJson(slice, errors)), jsonOf(first));
            QCOMPARE(decodeDeploymentsJson(slice2, errors).size(), 0);
            QVERIFY(errors.isEmpty());
            QVERIFY(slice2.hash != slice.hash);
        }
        QVERIFY(watch.expired()); // nothing else holds it: no hidden hand-off
        DecodeErrors errors;
        QCOMPARE(jsonOf(decodeDeploymentsJson(JsonSlice{response, 0, response.size()}, errors)),
                 jsonOf(first));
        QVERIFY(errors.isEmpty());
    }

    // The decoder frees the index as soon as it has walked it (the decoded table's consumers run, and the
    // next reply arrives, without the ~35 MB index of a 40 MB frame); a second decode of the same value
    // indexes the bytes itself and gives the same result. json::releaseIndex() frees it for a reply whose
    // decoder does not use it (services).
    void indexIsReleasedAfterTheDecode()
    {
        const QByteArray response = QByteArray(R"({"deployments":[)") + kTask + "]}";
        const QByteArray frame = frameWith(response);
        Envelope env;
        ScannedJson slice;
        QVERIFY(Envelope::scan(frame, &env, &slice));
        QVERIFY(json::holdsIndex(slice));
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(slice, errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(table.size(), 1);
        QVERIFY(!json::holdsIndex(slice));
        QVERIFY(slice.index); // the value still carries its (empty) index object
        const QList<Deployment> again = decodeDeploymentsJson(slice, errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(jsonOf(again), jsonOf(table.toList()));

        ScannedJson other;
        QVERIFY(Envelope::scan(frame, &env, &other));
        QVERIFY(json::holdsIndex(other));
        json::releaseIndex(other);
        QVERIFY(!json::holdsIndex(other));
        json::releaseIndex(ScannedJson{}); // nothing to free: no-op
        QVERIFY(!json::holdsIndex(ScannedJson{}));
    }

    // A response that is not an object is not handed over as bytes (and keeps no index).
    void nonObjectResponseHasNoIndex()
    {
        Envelope env;
        ScannedJson slice;
        QVERIFY(Envelope::scan(frameWith("null"), &env, &slice));
        QCOMPARE(env.kind, Envelope::Kind::Response);
        QVERIFY(slice.isNull());
        QVERIFY(!slice.index);
    }
};

QTEST_GUILESS_MAIN(TestIngestSinglePass)
#include "tst_ingestsinglepass.moc"
