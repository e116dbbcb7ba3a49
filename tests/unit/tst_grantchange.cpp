#include "core/api/user.h"
#include "core/grants/grantchange.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace cloudly::core::grants;

namespace {

const QString kPre = QStringLiteral("deployment:preflight");
const QString kGreen = QStringLiteral("deployment:create-greenfield");
const QString kPromote = QStringLiteral("deployment:promote-route");
const QString kRollback = QStringLiteral("deployment:rollback-route");

GrantChange change(std::optional<QStringList> before, QStringList after)
{
    GrantChange c;
    c.userId = QStringLiteral("mu-ci-web");
    c.serviceId = QStringLiteral("svc-web");
    c.before = std::move(before);
    c.after = std::move(after);
    return c;
}

QJsonObject echo(const QString& userId, const QString& serviceId, const QJsonArray& caps,
                 const QJsonValue& normalized = true)
{
    QJsonObject o{{QStringLiteral("userId"), userId},
                  {QStringLiteral("serviceId"), serviceId},
                  {QStringLiteral("capabilities"), caps}};
    if (!normalized.isUndefined())
        o.insert(QStringLiteral("tokenRolesNormalized"), normalized);
    return o;
}

} // namespace

class TestGrantChange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogue()
    {
        const QStringList expected{kPre, kGreen, kPromote, kRollback};
        QCOMPARE(allCapabilities(), expected);
        QCOMPARE(allCapabilities(), cloudly::core::allDeploymentCapabilities());
        QCOMPARE(defaultNewGrant(), QStringList{kPre});
        QSet<QString> descriptions;
        for (const QString& cap : expected) {
            const QString d = capabilityDescription(cap);
            QVERIFY(!d.isEmpty());
            QVERIFY2(!d.contains(QLatin1String("Unknown")), qPrintable(d));
            descriptions.insert(d);
        }
        QCOMPARE(descriptions.size(), 4);
        QVERIFY(capabilityDescription(QStringLiteral("deployment:nuke"))
                    .contains(QLatin1String("deployment:nuke")));

        QCOMPARE(capabilityRiskLevel(kPre), QStringLiteral("low"));
        QCOMPARE(capabilityRiskLevel(kGreen), QStringLiteral("medium"));
        QCOMPARE(capabilityRiskLevel(kPromote), QStringLiteral("high"));
        QCOMPARE(capabilityRiskLevel(kRollback), QStringLiteral("high"));
        QCOMPARE(capabilityRiskLevel(QStringLiteral("x")), QStringLiteral("unknown"));
        for (const QString& cap : expected) {
            const QString risk = capabilityRisk(cap);
            QVERIFY2(risk.startsWith(capabilityRiskLevel(cap) + QLatin1Char(':')), qPrintable(risk));
            QVERIFY(risk.size() > 20);
        }
    }

    void normalize_data()
    {
        QTest::addColumn<QStringList>("input");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("empty") << QStringList{} << QStringList{};
        QTest::newRow("canonical") << QStringList{kPre, kGreen} << QStringList{kPre, kGreen};
        QTest::newRow("reordered") << QStringList{kRollback, kPre, kPromote}
                                   << QStringList{kPre, kPromote, kRollback};
        QTest::newRow("duplicates") << QStringList{kGreen, kPre, kGreen, kPre} << QStringList{kPre, kGreen};
        QTest::newRow("whitespace and blanks")
            << QStringList{QStringLiteral(" deployment:promote-route "), QString(), QStringLiteral("  ")}
            << QStringList{kPromote};
        QTest::newRow("all") << QStringList{kRollback, kPromote, kGreen, kPre} << allCapabilities();
    }
    void normalize()
    {
        QFETCH(QStringList, input);
        QFETCH(QStringList, expected);
        QString error = QStringLiteral("untouched");
        const std::optional<QStringList> out = normalizeCapabilities(input, &error);
        QVERIFY(out.has_value());
        QCOMPARE(*out, expected);
    }

    void normalizeUnknown()
    {
        QString error;
        QVERIFY(!normalizeCapabilities({kPre, QStringLiteral("deployment:destroy")}, &error));
        QCOMPARE(error,
                 QStringLiteral("unknown capability \"deployment:destroy\"; allowed: deployment:preflight, "
                                "deployment:create-greenfield, deployment:promote-route, "
                                "deployment:rollback-route"));
        // Case matters: the server's literal union is case-sensitive.
        QVERIFY(!normalizeCapabilities({QStringLiteral("Deployment:Preflight")}, &error));
        QVERIFY(error.contains(QLatin1String("\"Deployment:Preflight\"")));
        // Several unknown names are all listed.
        QVERIFY(!normalizeCapabilities({QStringLiteral("a"), kPre, QStringLiteral("b"), QStringLiteral("a")},
                                       &error));
        QVERIFY2(error.startsWith(QLatin1String("unknown capabilities \"a\", \"b\"; allowed: ")),
                 qPrintable(error));
        for (const QString& cap : allCapabilities())
            QVERIFY(error.contains(cap));
        // A null error pointer is allowed.
        QVERIFY(!normalizeCapabilities({QStringLiteral("x")}, nullptr));
    }

    void addedRemoved()
    {
        const GrantChange c = change(QStringList{kPre, kPromote}, {kPre, kGreen});
        QCOMPARE(c.added(), QStringList{kGreen});
        QCOMPARE(c.removed(), QStringList{kPromote});
        QVERIFY(!c.isRevoke());

        const GrantChange unknown = change(std::nullopt, {kPre, kGreen});
        QCOMPARE(unknown.added(), (QStringList{kPre, kGreen}));
        QCOMPARE(unknown.removed(), QStringList{});

        const GrantChange revoke = change(QStringList{kPre, kRollback}, {});
        QVERIFY(revoke.isRevoke());
        QCOMPARE(revoke.added(), QStringList{});
        QCOMPARE(revoke.removed(), (QStringList{kPre, kRollback}));
    }

    void describeTexts()
    {
        QCOMPARE(change(QStringList{kPre}, {kPre, kGreen}).describe(),
                 QStringLiteral("mu-ci-web on svc-web\n"
                                "  before: deployment:preflight\n"
                                "  after:  deployment:preflight, deployment:create-greenfield\n"
                                "  + deployment:create-greenfield"));

        QCOMPARE(change(std::nullopt, {kPre}).describe(),
                 QStringLiteral("mu-ci-web on svc-web\n"
                                "  before: unknown (no earlier change recorded on this machine)\n"
                                "  after:  deployment:preflight\n"
                                "  + deployment:preflight"));

        const QString revoke = change(QStringList{kPre, kPromote}, {}).describe();
        QCOMPARE(revoke,
                 QStringLiteral("mu-ci-web on svc-web\n"
                                "  REVOKE: removes every deployment capability of mu-ci-web on svc-web\n"
                                "  before: deployment:preflight, deployment:promote-route\n"
                                "  after:  (none)\n"
                                "  - deployment:preflight\n"
                                "  - deployment:promote-route"));
        QVERIFY(change(std::nullopt, {})
                    .describe()
                    .contains(QLatin1String("REVOKE: removes every deployment capability")));
        QVERIFY(!change(QStringList{kPre}, {kPre, kGreen}).describe().contains(QLatin1String("REVOKE")));

        QCOMPARE(change(QStringList{}, {kGreen}).describe(),
                 QStringLiteral("mu-ci-web on svc-web\n"
                                "  before: (none)\n"
                                "  after:  deployment:create-greenfield\n"
                                "  + deployment:create-greenfield"));

        const QString same = change(QStringList{kPre}, {kPre}).describe();
        QVERIFY2(
            same.endsWith(QLatin1String("\n  no change: the server is asked to store the same set again")),
            qPrintable(same));
    }

    void requestJson()
    {
        const QJsonObject json = change(QStringList{kPre}, {kPre, kGreen}).requestJson();
        QCOMPARE(json.size(), 3);
        QCOMPARE(json.value(QStringLiteral("userId")).toString(), QStringLiteral("mu-ci-web"));
        QCOMPARE(json.value(QStringLiteral("serviceId")).toString(), QStringLiteral("svc-web"));
        QCOMPARE(json.value(QStringLiteral("capabilities")).toArray(), (QJsonArray{kPre, kGreen}));
        // A revoke sends an empty array, not a missing key.
        const QJsonObject revoke = change(std::nullopt, {}).requestJson();
        QVERIFY(revoke.value(QStringLiteral("capabilities")).isArray());
        QVERIFY(revoke.value(QStringLiteral("capabilities")).toArray().isEmpty());
    }

    void echoOk()
    {
        const GrantChange c = change(std::nullopt, {kPre, kGreen});
        const EchoCheck same = verifyEcho(c, echo(c.userId, c.serviceId, {kPre, kGreen}));
        QVERIFY2(same.ok, qPrintable(same.problem));
        QVERIFY(same.problem.isEmpty());
        // Order does not matter.
        QVERIFY(verifyEcho(c, echo(c.userId, c.serviceId, {kGreen, kPre})).ok);
        // Extra keys in the echo are fine.
        QJsonObject extra = echo(c.userId, c.serviceId, {kPre, kGreen});
        extra.insert(QStringLiteral("note"), QStringLiteral("x"));
        QVERIFY(verifyEcho(c, extra).ok);
        // A revoke echo with an empty list.
        const GrantChange revoke = change(QStringList{kPre}, {});
        QVERIFY(verifyEcho(revoke, echo(revoke.userId, revoke.serviceId, {})).ok);
        // The QJsonValue overload accepts an object too.
        QVERIFY(verifyEcho(c, QJsonValue(echo(c.userId, c.serviceId, {kPre, kGreen}))).ok);
    }

    void echoMismatch_data()
    {
        QTest::addColumn<QJsonObject>("response");
        QTest::addColumn<QString>("problem");
        const QString u = QStringLiteral("mu-ci-web");
        const QString s = QStringLiteral("svc-web");
        const QJsonArray caps{kPre, kGreen};

        QTest::newRow("userId") << echo(QStringLiteral("mu-other"), s, caps)
                                << QStringLiteral(
                                       "echo userId differs: sent \"mu-ci-web\", stored \"mu-other\"");
        QTest::newRow("serviceId") << echo(u, QStringLiteral("svc-api"), caps)
                                   << QStringLiteral(
                                          "echo serviceId differs: sent \"svc-web\", stored \"svc-api\"");
        QTest::newRow("extra cap")
            << echo(u, s, {kPre, kGreen, kPromote})
            << QStringLiteral(
                   "echo capabilities differ: sent [deployment:preflight, deployment:create-greenfield], "
                   "stored [deployment:preflight, deployment:create-greenfield, deployment:promote-route] "
                   "(not requested: deployment:promote-route)");
        QTest::newRow("missing cap")
            << echo(u, s, {kPre})
            << QStringLiteral(
                   "echo capabilities differ: sent [deployment:preflight, deployment:create-greenfield], "
                   "stored [deployment:preflight] (not stored: deployment:create-greenfield)");
        QTest::newRow("swapped cap")
            << echo(u, s, {kPre, kRollback})
            << QStringLiteral(
                   "echo capabilities differ: sent [deployment:preflight, deployment:create-greenfield], "
                   "stored [deployment:preflight, deployment:rollback-route] (not stored: "
                   "deployment:create-greenfield; not requested: deployment:rollback-route)");
        QTest::newRow("unknown cap")
            << echo(u, s, {kPre, kGreen, QStringLiteral("deployment:everything")})
            << QStringLiteral(
                   "echo capabilities differ: sent [deployment:preflight, deployment:create-greenfield], "
                   "stored [deployment:preflight, deployment:create-greenfield, deployment:everything] "
                   "(not requested: deployment:everything)");
        QTest::newRow("duplicate cap")
            << echo(u, s, {kPre, kGreen, kPre})
            << QStringLiteral("echo capabilities contain duplicates: deployment:preflight");
        QTest::newRow("cap not a string")
            << echo(u, s, {kPre, 7}) << QStringLiteral("echo capabilities[1] is not a string (got number)");
        QTest::newRow("tokenRolesNormalized false")
            << echo(u, s, caps, false)
            << QStringLiteral(
                   "echo tokenRolesNormalized is false: the server did not confirm that the user's "
                   "token roles were normalized");
        QTest::newRow("tokenRolesNormalized \"true\"")
            << echo(u, s, caps, QStringLiteral("true"))
            << QStringLiteral("echo tokenRolesNormalized must be the boolean true, got string \"true\"");
        QTest::newRow("tokenRolesNormalized 1")
            << echo(u, s, caps, 1)
            << QStringLiteral("echo tokenRolesNormalized must be the boolean true, got number 1");
        QTest::newRow("tokenRolesNormalized absent")
            << echo(u, s, caps, QJsonValue(QJsonValue::Undefined))
            << QStringLiteral("echo has no tokenRolesNormalized (expected the boolean true)");
        QTest::newRow("tokenRolesNormalized null")
            << echo(u, s, caps, QJsonValue(QJsonValue::Null))
            << QStringLiteral("echo tokenRolesNormalized must be the boolean true, got null");

        QJsonObject noUser = echo(u, s, caps);
        noUser.remove(QStringLiteral("userId"));
        QTest::newRow("userId missing") << noUser << QStringLiteral("echo has no userId");
        QJsonObject numericService = echo(u, s, caps);
        numericService.insert(QStringLiteral("serviceId"), 5);
        QTest::newRow("serviceId number")
            << numericService << QStringLiteral("echo serviceId is not a string (got number)");
        QJsonObject noCaps = echo(u, s, caps);
        noCaps.remove(QStringLiteral("capabilities"));
        QTest::newRow("capabilities missing") << noCaps << QStringLiteral("echo has no capabilities");
        QJsonObject stringCaps = echo(u, s, caps);
        stringCaps.insert(QStringLiteral("capabilities"), kPre);
        QTest::newRow("capabilities string")
            << stringCaps << QStringLiteral("echo capabilities is not an array (got string)");
        QTest::newRow("empty object")
            << QJsonObject{}
            << QStringLiteral(
                   "echo has no userId; echo has no serviceId; echo has no capabilities; echo has no "
                   "tokenRolesNormalized (expected the boolean true)");
    }
    void echoMismatch()
    {
        QFETCH(QJsonObject, response);
        QFETCH(QString, problem);
        const EchoCheck check = verifyEcho(change(std::nullopt, {kPre, kGreen}), response);
        QVERIFY(!check.ok);
        QCOMPARE(check.problem, problem);
    }

    void echoSeveralProblems()
    {
        const EchoCheck check =
            verifyEcho(change(std::nullopt, {kPre}),
                       echo(QStringLiteral("mu-x"), QStringLiteral("svc-web"), {kPre}, false));
        QVERIFY(!check.ok);
        QVERIFY(check.problem.contains(QLatin1String("echo userId differs")));
        QVERIFY(check.problem.contains(QLatin1String("tokenRolesNormalized is false")));
        QVERIFY(!check.problem.contains(QLatin1String("capabilities")));
    }

    void echoNotAnObject()
    {
        const GrantChange c = change(std::nullopt, {kPre});
        EchoCheck check = verifyEcho(c, QJsonValue(QJsonArray{kPre}));
        QVERIFY(!check.ok);
        QCOMPARE(check.problem, QStringLiteral("echo is not a JSON object (got array)"));
        check = verifyEcho(c, QJsonValue(QStringLiteral("ok")));
        QCOMPARE(check.problem, QStringLiteral("echo is not a JSON object (got string)"));
        check = verifyEcho(c, QJsonValue(QJsonValue::Null));
        QCOMPARE(check.problem, QStringLiteral("echo is not a JSON object (got null)"));
        check = verifyEcho(c, QJsonValue(QJsonValue::Undefined));
        QVERIFY(!check.ok);
    }
};

QTEST_GUILESS_MAIN(TestGrantChange)
#include "tst_grantchange.moc"
