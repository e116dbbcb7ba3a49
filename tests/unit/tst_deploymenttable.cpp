// DeploymentTable (core/api/deploymenttable.h): the compact rows decoded straight from reply bytes must read
// exactly like the deployments of the QJsonObject decoder (decodeDeployments), field by field, errors and
// JSON paths included; select(), fromList() and the fingerprints behave as documented; a row is 64 bytes.
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/deploymenttable_p.h"
#include "core/demo/demodata.h"
#include "core/ingest/deploymentingest.h"
#include "core/json/jsonbytes.h"
#include "core/net/envelope.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace cloudly::core;

namespace {

QStringList errorList(const DecodeErrors& errors)
{
    QStringList out;
    for (const DecodeError& e : errors)
        out << e.toString();
    return out;
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

JsonSlice sliceOf(const QByteArray& bytes)
{
    return JsonSlice{bytes, 0, bytes.size()};
}

// Every accessor of row `i` against the reference deployment (QCOMPARE returns from here on a mismatch).
void compareRow(const DeploymentTable& t, qsizetype i, const Deployment& ref)
{
    QCOMPARE(t.id(i), ref.id);
    QCOMPARE(QString::fromUtf8(t.idUtf8(i)), ref.id);
    QCOMPARE(t.serviceId(i), ref.serviceId);
    QCOMPARE(t.nodeId(i), ref.nodeId);
    QCOMPARE(t.status(i), ref.status);
    QCOMPARE(t.healthStatus(i), ref.healthStatus);
    QCOMPARE(t.healthStatusIfSet(i) != nullptr, ref.healthStatus.has_value()); // the same, without a copy
    if (t.healthStatusIfSet(i))
        QCOMPARE(*t.healthStatusIfSet(i), *ref.healthStatus);
    QCOMPARE(t.version(i), ref.version);
    QCOMPARE(t.usedImageId(i), ref.usedImageId);
    QCOMPARE(t.containerId(i), ref.containerId);
    QCOMPARE(t.deployedAt(i), ref.deployedAt);
    QCOMPARE(t.hasResourceUsage(i), ref.resourceUsage.has_value());
    QCOMPARE(t.cpuUsagePercent(i), ref.resourceUsage ? ref.resourceUsage->cpuUsagePercent : std::nullopt);
    QCOMPARE(t.memoryUsedMB(i), ref.resourceUsage ? ref.resourceUsage->memoryUsedMB : std::nullopt);
    QCOMPARE(t.logLineCount(i), ref.deploymentLog.size());
    QCOMPARE(t.rawObject(i), ref.raw.object());
    QCOMPARE(QJsonDocument::fromJson(t.rawJson(i)).object(), ref.raw.object());

    const Deployment d = t.at(i);
    QCOMPARE(d.id, ref.id);
    QCOMPARE(d.status, ref.status);
    QCOMPARE(d.deploymentLog.list(), ref.deploymentLog.list());
    QCOMPARE(d.resourceUsage.has_value(), ref.resourceUsage.has_value());
    if (d.resourceUsage) {
        QCOMPARE(d.resourceUsage->cpuUsagePercent, ref.resourceUsage->cpuUsagePercent);
        QCOMPARE(d.resourceUsage->memoryUsedMB, ref.resourceUsage->memoryUsedMB);
        QCOMPARE(d.resourceUsage->lastUpdated, ref.resourceUsage->lastUpdated);
        QCOMPARE(d.resourceUsage->raw.object(), ref.resourceUsage->raw.object());
    }
    QCOMPARE(compact(d.toJson()), compact(ref.toJson()));
}

// decodeDeploymentTable(bytes) — or that table packed() — against decodeDeployments(QJsonObject) of the
// same bytes.
enum class Form
{
    AsDecoded,
    Packed,
};
void compareWithReference(const QByteArray& response, Form form = Form::AsDecoded)
{
    DecodeErrors tableErrors;
    const DeploymentTable decoded = decodeDeploymentTable(sliceOf(response), tableErrors);
    const DeploymentTable table = form == Form::Packed ? decoded.packed() : decoded;
    if (form == Form::Packed) {
        // Packed when there is a row decoded from bytes (value rows have nothing to pack).
        bool byteRows = false;
        for (qsizetype i = 0; i < decoded.size(); ++i)
            byteRows = byteRows || !decoded.sourceJson(i).isEmpty();
        QVERIFY(byteRows);
        QVERIFY(table.isPacked());
        for (qsizetype i = 0; i < table.size(); ++i) {
            QCOMPARE(table.rawJson(i), decoded.rawJson(i)); // byte for byte
            QCOMPARE(table.fingerprint(i), decoded.fingerprint(i));
            QVERIFY(table.isSameRow(i, decoded, i));
            QVERIFY(table.sourceJson(i).isEmpty());
        }
    }
    DecodeErrors referenceErrors;
    const QList<Deployment> reference =
        decodeDeployments(QJsonDocument::fromJson(response).object(), referenceErrors);
    QCOMPARE(errorList(tableErrors), errorList(referenceErrors));
    QCOMPARE(table.size(), reference.size());
    for (qsizetype i = 0; i < table.size(); ++i) {
        compareRow(table, i, reference.at(i));
        if (QTest::currentTestFailed()) {
            qWarning() << "row" << i << reference.at(i).id;
            return;
        }
    }
    if (form == Form::Packed)
        return;
    // decodeDeploymentsJson is the table's toList().
    DecodeErrors listErrors;
    const QList<Deployment> list = decodeDeploymentsJson(sliceOf(response), listErrors);
    QCOMPARE(errorList(listErrors), errorList(referenceErrors));
    QCOMPARE(list.size(), reference.size());
    for (qsizetype i = 0; i < list.size(); ++i)
        QCOMPARE(compact(list.at(i).toJson()), compact(reference.at(i).toJson()));
}

const char* const kTask =
    R"({"id":"d-1","serviceId":"svc-a","nodeId":"n-1","status":"running","healthStatus":"healthy",)"
    R"("containerId":"c0ffee","usedImageId":"img-a","version":"1.2.0","deployedAt":1767161220000,)"
    R"("deploymentLog":["one","two"],"resourceUsage":{"cpuUsagePercent":20.5,"memoryUsedMB":169,)"
    R"("lastUpdated":1767225570000},"extra":{"kept":[1,true,null]}})";

QByteArray task(const QByteArray& id)
{
    return QByteArray(kTask).replace("\"d-1\"", "\"" + id + "\"");
}

// Elements that take every path of the byte decoder: plain rows, rows with unusual but plain content, and
// elements the QJsonObject decoder handles (escapes, odd numbers, wrong types, missing keys).
QByteArray variedResponse()
{
    QList<QByteArray> elements;
    elements << task("plain");
    // Minimal: only the required keys.
    elements << R"({"id":"min","serviceId":"s","nodeId":"n","status":"stopped"})";
    // Unknown status and health (pooled), empty strings, present but empty log and usage.
    elements << R"({"id":"odd","serviceId":"","nodeId":"n","status":"paused","healthStatus":"degraded",)"
                R"("containerId":"","version":"","usedImageId":"","deploymentLog":[],"resourceUsage":{}})";
    // Brackets and braces inside strings of the log and of the usage, nested unknown keys, a nested
    // `lastUpdated` that is not the usage's own.
    elements
        << R"({"id":"brackets","serviceId":"s","nodeId":"n","status":"failed",)"
           R"("deploymentLog":["a]b","{c}","[[","\u00e9t\u00e9"],"resourceUsage":{"x":{"lastUpdated":"no"},)"
           R"("cpuUsagePercent":1e2,"memoryUsedMB":-0.5,"note":"}]","lastUpdated":17e11}})";
    elements << R"({"id":"brackets2","serviceId":"s","nodeId":"n","status":"failed",)"
                R"("deploymentLog":["a]b","{c}","[["],"resourceUsage":{"x":{"lastUpdated":"no"},)"
                R"("cpuUsagePercent":1e2,"memoryUsedMB":-0.5,"note":"}]","lastUpdated":17e11}})";
    // Numbers in other spellings, duplicate keys (the last one wins), keys in another order.
    elements
        << R"({"resourceUsage":{"cpuUsagePercent":0.1,"cpuUsagePercent":0.25,"lastUpdated":-0},)"
           R"("status":"starting","deployedAt":1.0e3,"deploymentLog":["x"],"deploymentLog":["y","z"],)"
           R"("nodeId":"n","serviceId":"s","id":"dup","id":"dup-last","containerId":"c1","containerId":"c2"})";
    // Whitespace everywhere.
    elements
        << " {\n  \"id\" : \"spaced\" ,\n  \"serviceId\":\"s\",\t\"nodeId\" :\"n\", \"status\": \"running\" ,"
           "\n  \"deploymentLog\" : [ \"l1\" , \"l2\" ] , \"resourceUsage\" : { \"memoryUsedMB\" : 3 } \r\n "
           "} ";
    // A long id (255 bytes and more) and a log of more than 255 lines.
    elements << "{\"id\":\"" + QByteArray(300, 'L') +
                    "\",\"serviceId\":\"s\",\"nodeId\":\"n\",\"status\":\"running\"}";
    {
        QByteArray log;
        for (int i = 0; i < 300; ++i)
            log += (i ? ",\"" : "\"") + QByteArray::number(i) + "\"";
        elements << R"({"id":"long-log","serviceId":"s","nodeId":"n","status":"running","deploymentLog":[)" +
                        log + "]}";
    }
    // An element of more than 64 KiB (a value row).
    elements << R"({"id":"huge","serviceId":"s","nodeId":"n","status":"running","blob":")" +
                    QByteArray(70000, 'b') + "\"}";
    // Handed to the QJsonObject decoder: escapes, a number that is not a whole number, an unsafe integer,
    // wrong types, missing required keys, not an object.
    elements << R"({"id":"esc\"aped","serviceId":"s","nodeId":"n","status":"running"})";
    elements << R"({"id":"esc-key","serviceId":"s","nodeId":"n","status":"running","k\u0065y":1})";
    elements << R"({"id":"frac","serviceId":"s","nodeId":"n","status":"running","deployedAt":1.5})";
    elements
        << R"({"id":"unsafe","serviceId":"s","nodeId":"n","status":"running","deployedAt":9007199254740993})";
    elements << R"({"id":"types","serviceId":1,"nodeId":"n","status":"running","deploymentLog":"x"})";
    elements << R"({"id":"usage-type","serviceId":"s","nodeId":"n","status":"running","resourceUsage":[]})";
    elements
        << R"({"id":"cpu-type","serviceId":"s","nodeId":"n","status":"running","resourceUsage":{"cpuUsagePercent":"1"}})";
    elements << R"({"serviceId":"s","nodeId":"n","status":"running"})";
    elements << R"("not an object")";
    elements
        << R"({"id":"log-type","serviceId":"s","nodeId":"n","status":"running","deploymentLog":["a",2]})";
    elements << task("after-slow");
    // Generated rows with random fields.
    QRandomGenerator rng(42);
    for (int i = 0; i < 300; ++i) {
        QByteArray e = "{\"id\":\"g-" + QByteArray::number(i) + "\",\"serviceId\":\"svc-" +
                       QByteArray::number(rng.bounded(20)) + "\",\"nodeId\":\"n-" +
                       QByteArray::number(rng.bounded(5)) + "\",\"status\":\"" +
                       QList<QByteArray>{"running", "failed", "stopped", "weird"}.at(rng.bounded(4)) + "\"";
        if (rng.bounded(2))
            e += ",\"healthStatus\":\"" +
                 QList<QByteArray>{"healthy", "unhealthy", "unknown"}.at(rng.bounded(3)) + "\"";
        if (rng.bounded(2))
            e += ",\"version\":\"1." + QByteArray::number(rng.bounded(4)) + "\"";
        if (rng.bounded(2))
            e += ",\"usedImageId\":\"img-" + QByteArray::number(rng.bounded(3)) + "\"";
        if (rng.bounded(2))
            e += ",\"containerId\":\"c-" + QByteArray::number(rng.generate64()) + "\"";
        if (rng.bounded(2))
            e += ",\"deployedAt\":" + QByteArray::number(static_cast<qint64>(rng.bounded(2000000000)) * 1000);
        if (rng.bounded(2)) {
            e += ",\"deploymentLog\":[";
            const int lines = rng.bounded(4);
            for (int l = 0; l < lines; ++l)
                e += (l ? ",\"line " : "\"line ") + QByteArray::number(l) + "\"";
            e += "]";
        }
        if (rng.bounded(2)) {
            e += ",\"resourceUsage\":{";
            QList<QByteArray> members;
            if (rng.bounded(2))
                members << "\"cpuUsagePercent\":" + QByteArray::number(rng.generateDouble() * 100, 'g', 17);
            if (rng.bounded(2))
                members << "\"memoryUsedMB\":" + QByteArray::number(rng.bounded(4096));
            if (rng.bounded(2))
                members << "\"lastUpdated\":" +
                               QByteArray::number(static_cast<qint64>(rng.bounded(2000000000)) * 1000);
            e += members.join(',') + "}";
        }
        if (rng.bounded(4) == 0)
            e += ",\"labels\":{\"team\":\"t" + QByteArray::number(rng.bounded(3)) + "\"}";
        elements << e + "}";
    }
    return "{\"other\":[1,{\"a\":null}],\"deployments\":[" + elements.join(',') + "],\"more\":true}";
}

// cloudly.api's debug messages on while it lives, whatever QT_LOGGING_RULES says (the tests read what the
// decoder and the packer report).
QLoggingCategory::CategoryFilter g_previousFilter = nullptr;
void apiDebugFilter(QLoggingCategory* category)
{
    if (g_previousFilter)
        g_previousFilter(category);
    if (qstrcmp(category->categoryName(), "cloudly.api") == 0)
        category->setEnabled(QtDebugMsg, true);
}
struct ApiDebugMessages
{
    ApiDebugMessages() { g_previousFilter = QLoggingCategory::installFilter(apiDebugFilter); }
    ~ApiDebugMessages() { QLoggingCategory::installFilter(g_previousFilter); }
    ApiDebugMessages(const ApiDebugMessages&) = delete;
    ApiDebugMessages& operator=(const ApiDebugMessages&) = delete;
};

} // namespace

class TestDeploymentTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowIsCompact()
    {
        QVERIFY(sizeof(DeploymentRow) <= 64);
        QVERIFY(std::is_trivially_copyable_v<DeploymentRow>);
    }

    void sameAsReferenceOnTheFixture()
    {
        QFile file(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        compareWithReference(bytes);
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(sliceOf(bytes), errors);
        QVERIFY(table.size() > 10);
    }

    void sameAsReferenceOnGeneratedDemoData()
    {
        DemoData data;
        QString error;
        QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
        data.generate(100, 2000);
        const QByteArray response = "{\"deployments\":" + data.deployments().serializedArray() + "}";
        compareWithReference(response);
        // Pretty-printed, as some servers send it.
        compareWithReference(QJsonDocument::fromJson(response).toJson(QJsonDocument::Indented));
    }

    void sameAsReferenceOnVariedElements()
    {
        const QByteArray response = variedResponse();
        QVERIFY(QJsonDocument::fromJson(response).isObject());
        compareWithReference(response);
    }

    void bytesRowsAndValueRows()
    {
        const QByteArray response = variedResponse();
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(sliceOf(response), errors);
        QVERIFY(!errors.isEmpty()); // the wrong types, missing keys, not an object
        // A byte row keeps the element's bytes exactly as sent; rows of the QJsonObject decoder do not.
        QCOMPARE(table.id(0), QStringLiteral("plain"));
        QCOMPARE(table.rawJson(0), task("plain"));
        qsizetype spaced = -1, huge = -1, escaped = -1;
        for (qsizetype i = 0; i < table.size(); ++i) {
            if (table.id(i) == QLatin1String("spaced"))
                spaced = i;
            else if (table.id(i) == QLatin1String("huge"))
                huge = i;
            else if (table.id(i) == QLatin1String("esc\"aped"))
                escaped = i;
        }
        QVERIFY(spaced > 0 && huge > 0 && escaped > 0);
        QVERIFY(table.rawJson(spaced).startsWith("{\n  \"id\" : \"spaced\""));
        QVERIFY(table.rawJson(spaced).endsWith("} \r\n }"));
        QCOMPARE(table.at(spaced).deploymentLog.slice()->view(), QByteArrayView("[ \"l1\" , \"l2\" ]"));
        QCOMPARE(table.at(spaced).resourceUsage->raw.slice()->view(),
                 QByteArrayView("{ \"memoryUsedMB\" : 3 }"));
        QCOMPARE(table.rawObject(huge).value(QLatin1String("blob")).toString().size(), 70000);
        QCOMPARE(table.idUtf8(escaped), QByteArrayView("esc\"aped"));
        // Strings that repeat are shared, not copied per row.
        qsizetype first = -1;
        for (qsizetype i = 0; i < table.size(); ++i) {
            if (table.serviceId(i) != QLatin1String("svc-3"))
                continue;
            if (first < 0)
                first = i;
            else
                QCOMPARE(table.serviceId(i).constData(), table.serviceId(first).constData());
        }
        QVERIFY(first >= 0);
    }

    void notJsonAndWrongShapes()
    {
        for (const QByteArray& bytes :
             {QByteArray("{\"deployments\":[{\"id\":\"a\"}"), QByteArray("[1]"),
              QByteArray("{\"deployments\":{}}"), QByteArray("{}"), QByteArray("{\"deployments\":[]}"),
              QByteArray("{\"a\":\"b\":1}"),
              // Not JSON inside an element the fast reader had started (crashed once: the element's bytes
              // were looked up through the iterator after its error).
              QByteArray(R"({"deployments":[{"id":"a","serviceId":"s","nodeId":"n","status":"running",)"
                         R"("resourceUsage":{"x":["a":1]}}]})"),
              QByteArray(R"({"deployments":[{"id":"a","serviceId":"s","nodeId":"n","status":"running",)"
                         R"("deploymentLog":["a":1]}]})"),
              QByteArray(
                  R"({"deployments":[{"id":"a\u0020","serviceId":"s","nodeId":"n","status":"x","y":[}]})")}) {
            DecodeErrors tableErrors;
            const DeploymentTable table = decodeDeploymentTable(sliceOf(bytes), tableErrors);
            DecodeErrors listErrors;
            const QList<Deployment> list = decodeDeploymentsJson(sliceOf(bytes), listErrors);
            QCOMPARE(table.size(), list.size());
            QCOMPARE(errorList(tableErrors), errorList(listErrors));
            QJsonParseError parseError{};
            const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
            if (parseError.error == QJsonParseError::NoError && doc.isObject()) {
                DecodeErrors referenceErrors;
                decodeDeployments(doc.object(), referenceErrors);
                QCOMPARE(errorList(tableErrors), errorList(referenceErrors));
            } else {
                QVERIFY(table.isEmpty());
                QCOMPARE(tableErrors.value(0).path, QStringLiteral("$"));
            }
        }
    }

    void scannedFrameGivesTheSameTable()
    {
        const QByteArray response = variedResponse();
        const QByteArray frame = R"({"method":"getDeployments","request":{},"response":)" + response +
                                 R"(,"correlation":{"id":"c-1","phase":"response"}})";
        Envelope env;
        ScannedJson slice;
        QVERIFY(Envelope::scan(frame, &env, &slice));
        QVERIFY(slice.index);
        DecodeErrors scannedErrors;
        const DeploymentTable scanned = decodeDeploymentTable(slice, scannedErrors);
        DecodeErrors errors;
        const DeploymentTable standalone = decodeDeploymentTable(sliceOf(response), errors);
        QCOMPARE(errorList(scannedErrors), errorList(errors));
        QCOMPARE(scanned.size(), standalone.size());
        for (qsizetype i = 0; i < scanned.size(); ++i) {
            QCOMPARE(scanned.rawJson(i), standalone.rawJson(i));
            QCOMPARE(scanned.fingerprint(i), standalone.fingerprint(i));
        }
    }

    void selectReordersDropsAndRepeats()
    {
        const QByteArray response = variedResponse();
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(sliceOf(response), errors);
        const QList<Deployment> all = table.toList();
        QList<qsizetype> rows;
        for (qsizetype i = table.size() - 1; i >= 0; i -= 3)
            rows << i;
        rows << 0 << 0 << 10; // repeats
        const DeploymentTable picked = table.select(rows);
        QCOMPARE(picked.size(), rows.size());
        for (qsizetype k = 0; k < rows.size(); ++k) {
            compareRow(picked, k, all.at(rows.at(k)));
            QCOMPARE(picked.fingerprint(k), table.fingerprint(rows.at(k)));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(table.select({}).isEmpty());
        // A selection of another selection.
        const DeploymentTable again = picked.select({2, 1});
        compareRow(again, 0, all.at(rows.at(2)));
        compareRow(again, 1, all.at(rows.at(1)));
    }

    void fromListRoundTrip()
    {
        const QByteArray response = variedResponse();
        DecodeErrors errors;
        const QList<Deployment> decoded = decodeDeploymentsJson(sliceOf(response), errors);
        const DeploymentTable table = DeploymentTable::fromList(decoded);
        QCOMPARE(table.size(), decoded.size());
        const QList<Deployment> back = table.toList();
        for (qsizetype i = 0; i < decoded.size(); ++i) {
            compareRow(table, i, decoded.at(i));
            QCOMPARE(compact(back.at(i).toJson()), compact(decoded.at(i).toJson()));
            if (QTest::currentTestFailed())
                return;
        }
        // Deployments built in code (no raw JSON): the typed fields are the row.
        Deployment d;
        d.id = QStringLiteral("made");
        d.serviceId = QStringLiteral("s");
        d.nodeId = QStringLiteral("n");
        d.status = QStringLiteral("running");
        d.deploymentLog = QStringList{QStringLiteral("a"), QStringLiteral("b")};
        d.resourceUsage = DeploymentResourceUsage{};
        d.resourceUsage->cpuUsagePercent = 2.5;
        const DeploymentTable made = DeploymentTable::fromList({d});
        QCOMPARE(made.id(0), d.id);
        QCOMPARE(made.idUtf8(0), QByteArrayView("made"));
        QCOMPARE(made.logLineCount(0), 2);
        QCOMPARE(made.cpuUsagePercent(0), std::optional<double>(2.5));
        QCOMPARE(made.memoryUsedMB(0), std::nullopt);
        QCOMPARE(made.rawObject(0), QJsonObject());
        QCOMPARE(made.at(0).deploymentLog.list(), d.deploymentLog.list());
        QVERIFY(DeploymentTable().isEmpty());
        QVERIFY(DeploymentTable::fromList({}).isEmpty());
    }

    void fingerprints()
    {
        const QByteArray a = "{\"deployments\":[" + task("x") + "," + task("y") + "," + task("x") + "]}";
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(sliceOf(a), errors);
        QCOMPARE(table.size(), 3);
        // Equal bytes, equal fingerprint (wherever they are); other bytes, another one.
        QCOMPARE(table.fingerprint(0), table.fingerprint(2));
        QVERIFY(table.fingerprint(0) != table.fingerprint(1));
        const QByteArray changed = QByteArray(a).replace("20.5", "20.6");
        const DeploymentTable next = decodeDeploymentTable(sliceOf(changed), errors);
        QVERIFY(next.fingerprint(0) != table.fingerprint(0));
        const DeploymentTable same = decodeDeploymentTable(sliceOf(QByteArray(a)), errors);
        QCOMPARE(same.fingerprint(1), table.fingerprint(1));
        // Same id and fingerprint: rows of two replies, byte rows and value rows alike.
        QVERIFY(same.isSameRow(0, table, 0));
        QVERIFY(same.isSameRow(0, table, 2));
        QVERIFY(!same.isSameRow(0, table, 1));
        QVERIFY(!next.isSameRow(0, table, 0));
        const DeploymentTable asValues = DeploymentTable::fromList(table.toList());
        QVERIFY(asValues.isSameRow(1, table, 1));
        QVERIFY(table.isSameRow(1, asValues, 1));
        QVERIFY(!asValues.isSameRow(0, table, 1));
        // fromList() of decoded deployments keeps the bytes' fingerprint.
        const DeploymentTable listed = DeploymentTable::fromList(table.toList());
        for (qsizetype i = 0; i < 3; ++i)
            QCOMPARE(listed.fingerprint(i), table.fingerprint(i));
        // Values built in code: a change of a field changes the fingerprint.
        Deployment d = table.at(0);
        d.raw = QJsonObject(); // edited: no longer the decoded bytes
        d.sourceHash = 0;
        Deployment e = d;
        e.status = QStringLiteral("failed");
        const DeploymentTable values = DeploymentTable::fromList({d, e, d});
        QVERIFY(values.fingerprint(0) != values.fingerprint(1));
        QCOMPARE(values.fingerprint(0), values.fingerprint(2));
    }

    void elementsOfTheQJsonObjectDecoderKeepTheirBytes()
    {
        // An element with an escape (here in its log) is decoded by the QJsonObject decoder; its raw JSON
        // must still be the server's bytes (key order, numbers beyond a double: `tasks --format json`).
        const QByteArray element =
            R"({"status":"running","id":"d-esc","serviceId":"s","nodeId":"n","big":12345678901234567890123,)"
            "\"f\":0.1000000000000000055511,\"deploymentLog\":[\"first\\u001b[32ma\",\"middle\\tb\","
            "\"last\\nc\"]}";
        const QByteArray response = "{\"deployments\":[" + element + "]}";
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(sliceOf(response), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errorList(errors).join(QLatin1Char('\n'))));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.logLineCount(0), 3);
        QCOMPARE(table.rawJson(0), element);
        QCOMPARE(table.rawObject(0), QJsonDocument::fromJson(element).object());
    }

    void elementsOfTheQJsonObjectDecoderAreFingerprintedByTheirBytes()
    {
        // As above: a change in a middle log line of such an element (same count, same first and last line)
        // is a change of the row.
        const QByteArray response =
            "{\"deployments\":[{\"id\":\"d-esc\",\"serviceId\":\"s\",\"nodeId\":\"n\",\"status\":\"running\","
            "\"deploymentLog\":[\"first\\u001b[32ma\",\"middle\\tb\",\"last\\nc\"]}]}";
        DecodeErrors errors;
        const DeploymentTable table = decodeDeploymentTable(sliceOf(response), errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(table.size(), 1);
        const QByteArray changed = QByteArray(response).replace("middle", "MIDDLE");
        const DeploymentTable next = decodeDeploymentTable(sliceOf(changed), errors);
        QCOMPARE(next.size(), 1);
        QVERIFY(next.fingerprint(0) != table.fingerprint(0));
        QVERIFY(!next.isSameRow(0, table, 0));
        const DeploymentTable same = decodeDeploymentTable(sliceOf(QByteArray(response)), errors);
        QVERIFY(same.isSameRow(0, table, 0));

        // Byte rows: a change in what the row does not hold inline (unknown keys, resourceUsage.lastUpdated,
        // a log line) is a change too.
        const QByteArray plain = "{\"deployments\":[" + task("d-1") + "]}";
        const DeploymentTable base = decodeDeploymentTable(sliceOf(plain), errors);
        QVERIFY(errors.isEmpty());
        for (const auto& [from, to] : {std::pair<const char*, const char*>{"\"kept\"", "\"Kept\""},
                                       {"1767225570000", "1767225570001"},
                                       {"\"one\"", "\"One\""},
                                       {"true,null", "false,null"}}) {
            const QByteArray edited = QByteArray(plain).replace(from, to);
            QVERIFY2(edited != plain, from);
            const DeploymentTable other = decodeDeploymentTable(sliceOf(edited), errors);
            QVERIFY(errors.isEmpty());
            QVERIFY2(!other.isSameRow(0, base, 0), from);
            QVERIFY2(other.fingerprint(0) != base.fingerprint(0), from);
        }
    }

    void packedReadsLikeTheReply()
    {
        DemoData data;
        QString error;
        QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
        data.generate(100, 2000);
        compareWithReference("{\"deployments\":" + data.deployments().serializedArray() + "}", Form::Packed);
        // 20000 rows and more are packed in two halves at once.
        data.generate(1000, 24000);
        compareWithReference("{\"deployments\":" + data.deployments().serializedArray() + "}", Form::Packed);
        // Long ids and logs, elements of the QJsonObject decoder (value rows), pretty-printed bytes.
        compareWithReference(variedResponse(), Form::Packed);
        compareWithReference(QJsonDocument::fromJson(variedResponse()).toJson(QJsonDocument::Indented),
                             Form::Packed);
    }

    void packedLetsTheReplyGo()
    {
        // Value rows included: their raw JSON was a slice of the reply too.
        QByteArray bytes = variedResponse();
        bytes.reserve(bytes.size() + 64); // room for simdjson's padding: the table points into `bytes` itself
        DecodeErrors errors;
        DeploymentTable table = decodeDeploymentTable(sliceOf(bytes), errors);
        QVERIFY(!bytes.isDetached());
        const DeploymentTable packed = table.packed();
        const QList<QByteArray> expected = [&] {
            QList<QByteArray> out;
            for (qsizetype i = 0; i < table.size(); ++i)
                out << table.rawJson(i);
            return out;
        }();
        table = DeploymentTable();
        QVERIFY2(bytes.isDetached(), "the packed table still holds the reply");
        QCOMPARE(packed.size(), expected.size());
        for (qsizetype i = 0; i < packed.size(); ++i) {
            QCOMPARE(packed.rawJson(i), expected.at(i));
            QCOMPARE(packed.at(i).raw.object(), QJsonDocument::fromJson(expected.at(i)).object());
        }
        // A selection of a packed table reads the same rows.
        const DeploymentTable selected = packed.select({3, 0, 3});
        QVERIFY(selected.isPacked());
        QCOMPARE(selected.rawJson(0), expected.at(3));
        QCOMPARE(selected.rawJson(1), expected.at(0));
        QCOMPARE(selected.id(2), packed.id(3));
    }

    void packedAgainstThePreviousTableCompressesOnlyWhatChanged()
    {
        QList<QByteArray> elements;
        for (int i = 0; i < 2000; ++i)
            elements << task("t-" + QByteArray::number(i)).replace("1767161220000", QByteArray::number(i));
        const auto response = [](const QList<QByteArray>& list) {
            return "{\"deployments\":[" + list.join(',') + "]}";
        };
        DecodeErrors errors;
        const DeploymentTable before = decodeDeploymentTable(sliceOf(response(elements)), errors).packed();
        QVERIFY(errors.isEmpty());
        // The next poll: five tasks changed, one gone, one new, and the order turned around.
        for (int i : {5, 50, 500, 1000, 1999})
            elements[i].replace("\"running\"", "\"failed\"");
        elements.removeAt(7);
        elements << task("t-new");
        std::reverse(elements.begin(), elements.end());
        const QByteArray second = response(elements);
        const DeploymentTable decoded = decodeDeploymentTable(sliceOf(second), errors);
        QVERIFY(errors.isEmpty());
        const ApiDebugMessages debug;
        QTest::ignoreMessage(QtDebugMsg, QRegularExpression(QStringLiteral(
                                             "^packed 2000 rows: .* 1994 kept from the previous")));
        const DeploymentTable after = decoded.packed(before);
        QVERIFY(after.isPacked());
        QCOMPARE(after.size(), decoded.size());
        for (qsizetype i = 0; i < after.size(); ++i) {
            QCOMPARE(after.rawJson(i), decoded.rawJson(i));
            QCOMPARE(after.id(i), decoded.id(i));
            QCOMPARE(after.containerId(i), decoded.containerId(i));
            QCOMPARE(after.at(i).deploymentLog.list(), decoded.at(i).deploymentLog.list());
        }
        QCOMPARE(after.status(after.size() - 1 - 5), QStringLiteral("failed"));
    }

    void packedTablesStayBoundedOverManyPolls()
    {
        // 60 polls against the previous table: each changes the version of a tenth of the tasks (back and
        // forth), poll 30 sets every task back, poll 45 turns the order around. Every table reads exactly
        // like its reply, and the records it holds stay within twice a fresh packing's (segments nobody uses
        // are dropped, too many unused records are packed again).
        QList<QByteArray> elements;
        for (int i = 0; i < 1000; ++i)
            elements << task("t-" + QByteArray::number(i)).replace("1767161220000", QByteArray::number(i));
        DecodeErrors errors;
        DeploymentTable previous;
        for (int poll = 0; poll < 60; ++poll) {
            for (int i = 0; i < elements.size(); ++i) {
                if (poll == 30 || (i * 7 + poll) % 10 == 0)
                    elements[i].replace(
                        QByteArray("\"version\":\"1.2.") + QByteArray::number(poll % 2 ? 0 : 1),
                        QByteArray("\"version\":\"1.2.") + QByteArray::number(poll % 2 ? 1 : 0));
            }
            if (poll == 45)
                std::reverse(elements.begin(), elements.end());
            const QByteArray bytes = "{\"deployments\":[" + elements.join(',') + "]}";
            const DeploymentTable decoded = decodeDeploymentTable(sliceOf(bytes), errors);
            QVERIFY(errors.isEmpty());
            const DeploymentTable packed = decoded.packed(previous);
            QVERIFY(packed.isPacked());
            for (qsizetype i = 0; i < packed.size(); ++i)
                QCOMPARE(packed.rawJson(i), decoded.rawJson(i));
            const qsizetype fresh = decoded.packed().elementBytes();
            QVERIFY2(packed.elementBytes() <= 2 * fresh,
                     qPrintable(QStringLiteral("poll %1: %2 bytes, fresh %3")
                                    .arg(poll)
                                    .arg(packed.elementBytes())
                                    .arg(fresh)));
            previous = packed;
        }
    }

    void bigRepliesAreDecodedInPieces()
    {
        // Over 1 MiB the reply is cut between elements and indexed piece by piece: the varied elements
        // (minus the one that is not an object) between 5000 demo tasks, so pieces end everywhere.
        DemoData data;
        QString error;
        QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
        data.generate(100, 5000);
        const QByteArray demo = data.deployments().serializedArray();
        const QByteArray demoElements = demo.mid(1, demo.size() - 2);
        QByteArray varied = variedResponse().replace(",\"not an object\"", "");
        const qsizetype arrayStart = varied.indexOf("\"deployments\":[") + 15;
        QByteArray big = varied;
        big.insert(arrayStart, demoElements + ",");
        const QByteArray firstHalf =
            demoElements.left(demoElements.indexOf("},{\"id\"", demoElements.size() / 2) + 1);
        big.insert(big.lastIndexOf("],\"more\""), "," + firstHalf);
        QVERIFY(QJsonDocument::fromJson(big).isObject());
        QVERIFY(big.size() > 2 * 1024 * 1024);
        {
            const ApiDebugMessages debug;
            QTest::ignoreMessage(
                QtDebugMsg, QRegularExpression(QStringLiteral("^decoded \\d+ deployments in \\d+ pieces")));
            compareWithReference(big);
        }
        // Shapes the pieces leave to the whole-reply walk, and bytes that are not JSON, decide as before.
        const QByteArray pad = "{\"pad\":\"" + QByteArray(1100 * 1024, 'x') + "\",";
        for (const QByteArray& tail :
             {QByteArray("\"deployments\":[{\"id\":\"a\"}"), QByteArray("\"deployments\":{}}"),
              QByteArray("\"deployments\":[]}"), QByteArray("\"deployments\":[1,{}]}"),
              QByteArray("\"deployments\":[{},]}"), QByteArray("\"deployments\":[{}] x}"),
              QByteArray("\"deployments\":[{}],\"deployments\":[]}"), QByteArray("\"a\":\"b\":1}"),
              QByteArray("\"d\\u0065ployments\":[]}"), QByteArray("\"x\":[1,}],\"deployments\":[]}"),
              QByteArray(R"("deployments":[{"id":"a","serviceId":"s","nodeId":"n","status":"running",)"
                         R"("resourceUsage":{"x":["a":1]}}]})"),
              QByteArray(R"("deployments":[{"id":"a","serviceId":"s","nodeId":"n","status":"running"}{}]})"),
              QByteArray("\"deployments\":[") + demoElements + "]}",
              QByteArray("\"deployments\":[") + demoElements + ",\"tail\"]}"}) {
            const QByteArray bytes = pad + tail;
            DecodeErrors tableErrors;
            const DeploymentTable table = decodeDeploymentTable(sliceOf(bytes), tableErrors);
            QJsonParseError parseError{};
            const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
            if (parseError.error == QJsonParseError::NoError && doc.isObject()) {
                DecodeErrors referenceErrors;
                const QList<Deployment> reference = decodeDeployments(doc.object(), referenceErrors);
                QCOMPARE(errorList(tableErrors), errorList(referenceErrors));
                QCOMPARE(table.size(), reference.size());
                for (qsizetype i = 0; i < table.size(); ++i)
                    QCOMPARE(compact(table.at(i).toJson()), compact(reference.at(i).toJson()));
            } else {
                QVERIFY2(table.isEmpty(), tail.left(60).constData());
                QCOMPARE(tableErrors.value(0).path, QStringLiteral("$"));
            }
        }
    }

    void bigFramesAreScannedNotIndexed()
    {
        DemoData data;
        QString error;
        QVERIFY2(data.loadFile(DemoData::defaultFixturePath(), &error), qPrintable(error));
        data.generate(100, 5000);
        const QByteArray response = "{\"deployments\":" + data.deployments().serializedArray() + "}";
        // Brackets and an escaped quote in strings of the other members.
        const QByteArray frame =
            "{\"method\":\"getDeployments\",\"request\":{\"x\":\"{\\\"]\"},\"response\":" + response +
            ",\"correlation\":{\"id\":\"c-1\",\"phase\":\"response\"},\"n\":[1,{\"a\":\"}\"}]}";
        QVERIFY(frame.size() > 1024 * 1024);
        Envelope env;
        ScannedJson slice;
        QVERIFY(Envelope::scan(frame, &env, &slice));
        QVERIFY(!slice.index); // scanned, not indexed
        QCOMPARE(slice.bytes.view(), QByteArrayView(response));
        QCOMPARE(slice.hash, json::hashBytes(QByteArrayView(response)));
        const Envelope decoded = Envelope::decode(frame);
        QCOMPARE(env.kind, decoded.kind);
        QCOMPARE(env.method, decoded.method);
        QCOMPARE(env.correlationId, decoded.correlationId);
        QCOMPARE(env.request, decoded.request);
        QCOMPARE(env.raw.value(QLatin1String("n")), decoded.raw.value(QLatin1String("n")));
        DecodeErrors scannedErrors;
        const DeploymentTable scanned = decodeDeploymentTable(slice, scannedErrors);
        QVERIFY(scannedErrors.isEmpty());
        QCOMPARE(scanned.size(), 5000);
        // What the scan does not take (then decode() judges the frame): not an object, a duplicate
        // response, bytes after the root, an escaped key, a member that is not JSON.
        const QByteArray head = "{\"method\":\"getDeployments\",";
        for (const QByteArray& bad :
             {QByteArray("[") + response + "]", head + "\"response\":" + response + ",\"response\":{}}",
              head + "\"response\":" + response + "} x", head + "\"resp\\u006fnse\":" + response + "}",
              head + "\"response\":" + response + ",\"n\":[1,}", head + "\"response\":" + response}) {
            Envelope e;
            ScannedJson s;
            QVERIFY2(!Envelope::scan(bad, &e, &s), bad.right(40).constData());
        }
    }

    void copiesShareAndOutliveTheReply()
    {
        DeploymentTable copy;
        {
            QByteArray bytes = "{\"deployments\":[" + task("kept") + "]}";
            DecodeErrors errors;
            const DeploymentTable table = decodeDeploymentTable(sliceOf(bytes), errors);
            copy = table;
            bytes.fill('x'); // detaches: the table holds its own reference to the original bytes
        }
        QCOMPARE(copy.size(), 1);
        QCOMPARE(copy.id(0), QStringLiteral("kept"));
        QCOMPARE(copy.rawJson(0), task("kept"));
    }
};

QTEST_GUILESS_MAIN(TestDeploymentTable)
#include "tst_deploymenttable.moc"
