// The reason rules (core/rules/permission.h): every refusal says why, in words a person can act on.
#include "core/rules/permission.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace cloudly;
using core::CapabilityAnswer;
using core::Permission;
namespace p = core::permissions;

class TstPermission : public QObject
{
    Q_OBJECT

    static QList<core::User> users()
    {
        const QJsonObject response{
            {QStringLiteral("users"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("id"), QStringLiteral("mu-ci")},
                 {QStringLiteral("data"),
                  QJsonObject{
                      {QStringLiteral("type"), QStringLiteral("machine")},
                      {QStringLiteral("role"), QStringLiteral("api")},
                      {QStringLiteral("serviceDeploymentGrants"),
                       QJsonArray{QJsonObject{{QStringLiteral("serviceId"), QStringLiteral("svc-api")},
                                              {QStringLiteral("capabilities"),
                                               QJsonArray{QStringLiteral("deployment:preflight")}}}}}}}}}}};
        core::DecodeErrors errors;
        return core::decodeUsers(response, errors);
    }

private Q_SLOTS:
    void adminNamesTheRole()
    {
        core::Identity id;
        id.name = QStringLiteral("ci-bot");
        id.role = QStringLiteral("api");
        const Permission r = p::admin(true, id, QStringLiteral("change deployment grants"));
        QVERIFY(!r.allowed);
        QCOMPARE(
            r.reason,
            QStringLiteral(
                "only Cloudly admins can change deployment grants; you are logged in as ci-bot (role api)"));
        id.role = QStringLiteral("admin");
        QVERIFY(p::admin(true, id, QStringLiteral("x")).allowed);
        QVERIFY(!p::admin(false, id, QStringLiteral("x")).allowed);
    }

    void everyRefusalHasAReason()
    {
        const QList<Permission> refusals{
            p::signedIn(false),
            p::writable({QStringLiteral("prod-eu"), core::Profile::Stage::Production, false, true}),
            p::methodOffered(QStringLiteral("getBackups"), false),
            p::online(true, QStringLiteral("3 h ago")),
            p::reportGo(false, {QStringLiteral("image missing")}),
        };
        for (const Permission& r : refusals) {
            QVERIFY(!r.allowed);
            QVERIFY(!r.reason.isEmpty());
        }
        QCOMPARE(refusals.at(1).reason, QStringLiteral("profile prod-eu is read-only"));
        QVERIFY(refusals.at(2).reason.contains("getBackups"));
        QVERIFY(refusals.at(3).reason.contains("3 h ago"));
        QVERIFY(refusals.at(4).reason.contains("image missing"));
        QCOMPARE(Permission::firstRefusal({Permission::allow(), refusals.at(2), refusals.at(1)}),
                 refusals.at(2));
        QVERIFY(Permission::firstRefusal({Permission::allow()}).allowed);
        QVERIFY(
            p::writable({QStringLiteral("prod-eu"), core::Profile::Stage::Production, true, false}).allowed);
    }

    void capabilityAnswers()
    {
        using O = CapabilityAnswer::Outcome;
        const QList<core::User> list = users();
        QCOMPARE(list.size(), 1);
        QCOMPARE(core::checkCapability(list, {}, QStringLiteral("mu-ci"), QStringLiteral("svc-api"),
                                       QStringLiteral("deployment:preflight"))
                     .outcome,
                 O::Holds);
        const CapabilityAnswer lacks =
            core::checkCapability(list, {}, QStringLiteral("mu-ci"), QStringLiteral("svc-api"),
                                  QStringLiteral("deployment:rollback-route"));
        QCOMPARE(lacks.outcome, O::Lacks);
        QCOMPARE(lacks.held, QStringList{QStringLiteral("deployment:preflight")});
        QVERIFY(lacks.message.contains("holds only deployment:preflight"));
        QVERIFY(!lacks.permission().allowed);
        QCOMPARE(core::checkCapability(list, {}, QStringLiteral("mu-ci"), QStringLiteral("svc-web"),
                                       QStringLiteral("deployment:preflight"))
                     .outcome,
                 O::Lacks);
        QCOMPARE(core::checkCapability(list, {}, QStringLiteral("mu-x"), QStringLiteral("svc-api"),
                                       QStringLiteral("deployment:preflight"))
                     .outcome,
                 O::Unknown);
        const CapabilityAnswer unlisted =
            core::checkCapability(std::nullopt, QStringLiteral("no getUsers"), QStringLiteral("mu-ci"),
                                  QStringLiteral("svc-api"), QStringLiteral("deployment:preflight"));
        QCOMPARE(unlisted.outcome, O::Unknown);
        QVERIFY(unlisted.message.contains("no getUsers"));
        QCOMPARE(core::checkCapability(list, {}, QStringLiteral("mu-ci"), QStringLiteral("svc-api"),
                                       QStringLiteral("deployment:all"))
                     .outcome,
                 O::UnknownCapability);
    }
};

QTEST_GUILESS_MAIN(TstPermission)
#include "tst_permission.moc"
