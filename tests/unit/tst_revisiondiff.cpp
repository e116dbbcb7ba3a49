// The field-level diff of two revisions (core/history/revisiondiff.h): every kind of change, nested objects
// by key, arrays by their natural key, by value or by position, hidden values, and a diff that is
// unavailable (never an empty "no changes") when a revision was not seen whole.
#include "core/history/revisiondiff.h"
#include "core/journal/journalentry.h"
#include "core/journal/revisionstate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cloudly::core;
using Kind = FieldChange::Kind;

namespace {
QJsonObject json(const char* text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// "path kind before -> after" lines.
QStringList lines(const QList<FieldChange>& changes)
{
    QStringList out;
    for (const FieldChange& c : changes)
        out << QStringLiteral("%1 %2 %3 -> %4")
                   .arg(c.path, FieldChange::kindName(c.kind), valueText(c.before), valueText(c.after));
    return out;
}

Revision whole(int n, const QJsonObject& data)
{
    Revision r;
    r.number = n;
    r.whole = true;
    r.data = data;
    return r;
}
} // namespace

class TestRevisionDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKindOfChange()
    {
        const QJsonObject a =
            json(R"({"name":"web","imageVersion":"1.0.0","scaleFactor":2,"description":"x"})");
        const QJsonObject b =
            json(R"({"name":"web","imageVersion":"1.1.0","scaleFactor":2,"maxReplicas":3})");
        QCOMPARE(lines(diffJson(a, b, QStringLiteral("data"))),
                 (QStringList{QStringLiteral("data.description removed x -> "),
                              QStringLiteral("data.imageVersion changed 1.0.0 -> 1.1.0"),
                              QStringLiteral("data.maxReplicas added  -> 3")}));
        const QList<FieldChange> changes = diffJson(a, b, QStringLiteral("data"));
        QVERIFY(changes.at(0).after.isUndefined());
        QVERIFY(changes.at(2).before.isUndefined());
        QCOMPARE(changes.at(2).after, QJsonValue(3));
    }

    void equalValuesGiveNoChange()
    {
        const QJsonObject a = json(R"({"ports":{"web":80},"domains":[{"name":"a"}]})");
        QVERIFY(diffJson(a, a, QStringLiteral("data")).isEmpty());
    }

    void nestedObjectsAreDiffedByKey()
    {
        const QJsonObject a =
            json(R"({"resources":{"cpuLimit":1,"memorySizeLimitMB":512},"ports":{"web":80}})");
        const QJsonObject b = json(
            R"({"resources":{"cpuLimit":2,"memorySizeLimitMB":512},"ports":{"web":80,"custom":{"a.b":"8080"}}})");
        QCOMPARE(lines(diffJson(a, b, QStringLiteral("data"))),
                 (QStringList{QStringLiteral("data.ports.custom added  -> {\"a.b\":\"8080\"}"),
                              QStringLiteral("data.resources.cpuLimit changed 1 -> 2")}));
    }

    void arraysOfObjectsAreDiffedByTheirNaturalKey()
    {
        // Domains by name: a reordered list with one changed protocol, one added and one removed, is three
        // changes, not a rewrite of every position.
        const QJsonObject a = json(R"({"domains":[{"name":"a.example","protocol":"http"},
                                                   {"name":"b.example","protocol":"https"},
                                                   {"name":"c.example","protocol":"https"}]})");
        const QJsonObject b = json(R"({"domains":[{"name":"c.example","protocol":"https"},
                                                   {"name":"a.example","protocol":"https"},
                                                   {"name":"d.example","protocol":"https"}]})");
        QCOMPARE(lines(diffJson(a, b, QStringLiteral("data"))),
                 (QStringList{QStringLiteral("data.domains[name=a.example].protocol changed http -> https"),
                              QStringLiteral("data.domains[name=b.example] removed "
                                             "{\"name\":\"b.example\",\"protocol\":\"https\"} -> "),
                              QStringLiteral("data.domains[name=d.example] added  -> "
                                             "{\"name\":\"d.example\",\"protocol\":\"https\"}")}));
        // Volumes without a name are matched by their mount path.
        const QJsonObject v1 =
            json(R"({"volumes":[{"mountPath":"/data","readOnly":false},{"mountPath":"/x"}]})");
        const QJsonObject v2 =
            json(R"({"volumes":[{"mountPath":"/x"},{"mountPath":"/data","readOnly":true}]})");
        QCOMPARE(lines(diffJson(v1, v2, QStringLiteral("data"))),
                 QStringList{QStringLiteral("data.volumes[mountPath=/data].readOnly changed false -> true")});
        // Ports by their number.
        const QJsonObject p1 = json(R"({"ports":[{"port":80,"protocol":"tcp"}]})");
        const QJsonObject p2 = json(R"({"ports":[{"port":80,"protocol":"udp"},{"port":443}]})");
        QCOMPARE(lines(diffJson(p1, p2, QStringLiteral("data"))),
                 (QStringList{QStringLiteral("data.ports[port=80].protocol changed tcp -> udp"),
                              QStringLiteral("data.ports[port=443] added  -> {\"port\":443}")}));
    }

    void arraysOfPlainValuesAreSetsOrPositions()
    {
        const QJsonObject a = json(R"({"additionalSecretBundleIds":["sb-1","sb-2"],"args":[1,2,3]})");
        const QJsonObject b = json(R"({"additionalSecretBundleIds":["sb-2","sb-3"],"args":[1,5]})");
        QCOMPARE(lines(diffJson(a, b, QStringLiteral("data"))),
                 (QStringList{QStringLiteral("data.additionalSecretBundleIds[sb-1] removed sb-1 -> "),
                              QStringLiteral("data.additionalSecretBundleIds[sb-3] added  -> sb-3"),
                              QStringLiteral("data.args[1] changed 2 -> 5"),
                              QStringLiteral("data.args[2] removed 3 -> ")}));
        // Objects without a shared key: by position.
        const QJsonObject o1 = json(R"({"rules":[{"a":1},{"a":2}]})");
        const QJsonObject o2 = json(R"({"rules":[{"a":1},{"a":3}]})");
        QCOMPARE(lines(diffJson(o1, o2, QStringLiteral("data"))),
                 QStringList{QStringLiteral("data.rules[1].a changed 2 -> 3")});
    }

    void aChangeOfTypeIsOneChange()
    {
        const QJsonObject a = json(R"({"ports":{"web":80}})");
        const QJsonObject b = json(R"({"ports":[80]})");
        QCOMPARE(lines(diffJson(a, b, QStringLiteral("data"))),
                 QStringList{QStringLiteral("data.ports changed {\"web\":80} -> [80]")});
    }

    void hiddenValuesStayHidden()
    {
        // What the journal keeps of a revision: environment names with "(hidden)" values, secret-looking
        // values "(hidden)". A new variable shows as added with a hidden value; a changed value alone is no
        // change at all (its value is never kept), and no secret reaches the diff.
        const QJsonObject s1 =
            json(R"({"id":"svc","data":{"name":"web","environment":{"A":"one","DB_PASSWORD":"hunter2"},
                                      "registryAuth":"tok-123","deploymentIds":["d1"]}})");
        const QJsonObject s2 = json(
            R"({"id":"svc","data":{"name":"web","environment":{"A":"two","DB_PASSWORD":"hunter3","NEW":"v"},
                                      "registryAuth":"tok-456","deploymentIds":["d2"]}})");
        const QJsonObject a = revisionState(s1), b = revisionState(s2);
        QVERIFY(!a.contains(QStringLiteral("deploymentIds")));
        QCOMPARE(a.value(QStringLiteral("registryAuth")), QJsonValue(hiddenValue));
        const QList<FieldChange> changes = diffJson(a, b, QStringLiteral("data"));
        QCOMPARE(lines(changes), QStringList{QStringLiteral("data.environment.NEW added  -> (hidden)")});
        const QByteArray text = revisionStateBytes(s1) + revisionStateBytes(s2);
        for (const char* secret : {"one", "two", "hunter2", "hunter3", "tok-123", "tok-456", "\"v\""})
            QVERIFY2(!text.contains(secret), secret);
    }

    void revisionsNotSeenWholeGiveNoDiff()
    {
        Revision partial;
        partial.number = 1;
        partial.whole = false;
        partial.missingReason = QStringLiteral("kept only the changed fields");
        partial.data = json(R"({"imageVersion":"1.0.0"})");
        const Revision full = whole(2, json(R"({"imageVersion":"1.0.0"})"));
        const RevisionDiff d = diffRevisions(partial, full);
        QVERIFY(!d.available);
        QVERIFY(d.changes.isEmpty());
        QVERIFY2(d.reason.contains(QStringLiteral("revision 1 was not seen whole")), qPrintable(d.reason));
        QVERIFY(d.reason.contains(partial.missingReason));
        QCOMPARE(d.from, 1);
        QCOMPARE(d.to, 2);
        QVERIFY(!diffRevisions(full, partial).available);
        QVERIFY(!diffRevisions(partial, partial).available);
    }

    void wholeRevisionsDiffTheirData()
    {
        const RevisionDiff d = diffRevisions(whole(1, json(R"({"imageVersion":"1.0.0"})")),
                                             whole(3, json(R"({"imageVersion":"1.2.0"})")));
        QVERIFY(d.available);
        QCOMPARE(d.from, 1);
        QCOMPARE(d.to, 3);
        QCOMPARE(lines(d.changes), QStringList{QStringLiteral("data.imageVersion changed 1.0.0 -> 1.2.0")});
        const RevisionDiff same = diffRevisions(whole(2, json(R"({"a":1})")), whole(2, json(R"({"a":1})")));
        QVERIFY(same.available);
        QVERIFY(same.changes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRevisionDiff)
#include "tst_revisiondiff.moc"
