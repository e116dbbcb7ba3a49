// GrantController against the in-process demo server: applying a change (verified echo + audit entry),
// machine-user suggestions, the optional `getUsers` probe, refusal for non-admins, echo mismatches and
// revokes. Every result must land in the audit trail; no token material may.
#include "core/api/cluster.h"
#include "core/api/methods.h"
#include "core/demo/demoserver.h"
#include "core/grants/grantcontroller.h"
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "grantstestbed.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cloudly::core;
using namespace cloudly::core::grants;

namespace {

const QString kPreflight = QStringLiteral("deployment:preflight");
const QString kGreenfield = QStringLiteral("deployment:create-greenfield");
const QString kPromote = QStringLiteral("deployment:promote-route");

} // namespace

class TestGrantController : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<cloudly::test::LoggedInConnection> login(bool admin) { return m_bed.login(admin); }

    // Applies and waits for finished(); returns its arguments.
    static QList<QVariant> applyAndWait(GrantController& controller, const GrantChange& change)
    {
        QSignalSpy spy(&controller, &GrantController::finished);
        if (!controller.apply(change) || !spy.wait(15000))
            return {};
        return spy.takeFirst();
    }

    static bool waitForProbe(GrantController& controller)
    {
        return QTest::qWaitFor(
            [&] {
                return controller.listing() != GrantController::Listing::Unknown &&
                       controller.listing() != GrantController::Listing::Probing;
            },
            15000);
    }

    cloudly::test::GrantsTestBed m_bed;

private Q_SLOTS:
    void init()
    {
        QString error;
        QVERIFY2(m_bed.start(&error), qPrintable(error));
    }

    void cleanup() { m_bed.stop(); }

    void applyRecordsVerifiedChange()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        QVERIFY(controller.canEdit());
        QVERIFY(controller.readOnlyReason().isEmpty());

        const GrantChange change =
            controller.makeChange(QStringLiteral("mu-ci-partial"), QStringLiteral("svc-web"),
                                  {kGreenfield, kPreflight, kPreflight});
        QCOMPARE(change.after, QStringList({kPreflight, kGreenfield})); // normalized
        QVERIFY(!change.before);                                        // nothing recorded yet

        QSignalSpy audit(&controller, &GrantController::auditChanged);
        const QList<QVariant> args = applyAndWait(controller, change);
        QCOMPARE(args.size(), 2);
        QVERIFY2(args.at(0).toBool(), qPrintable(args.at(1).toString()));
        QVERIFY(args.at(1).toString().contains(QLatin1String("mu-ci-partial")));
        QVERIFY(audit.count() >= 1);
        QVERIFY(!controller.isBusy());

        // The server really stores it.
        QCOMPARE(m_bed.server->auth().grant(QStringLiteral("mu-ci-partial"), QStringLiteral("svc-web")),
                 QStringList({kPreflight, kGreenfield}));

        const AuditLog::ReadResult read = m_bed.log->readAll();
        QVERIFY(read.problems.isEmpty());
        QCOMPARE(read.entries.size(), 1);
        const AuditEntry& e = read.entries.first();
        QCOMPARE(e.result, QStringLiteral("ok"));
        QCOMPARE(e.actor, QStringLiteral("admin"));
        QCOMPARE(e.server, c->client.url().toString());
        QCOMPARE(e.userId, QStringLiteral("mu-ci-partial"));
        QCOMPARE(e.serviceId, QStringLiteral("svc-web"));
        QVERIFY(!e.before);
        QCOMPARE(e.after, QStringList({kPreflight, kGreenfield}));
        QVERIFY(e.error.isEmpty());
        QVERIFY(qAbs(e.at.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QCOMPARE(controller.lastEntry()->result, QStringLiteral("ok"));

        // Now known: the next change starts from it; retrying the same set is safe and recorded again.
        QString source;
        QCOMPARE(controller.lastKnown(QStringLiteral("mu-ci-partial"), QStringLiteral("svc-web"), &source),
                 std::optional<QStringList>(QStringList{kPreflight, kGreenfield}));
        QVERIFY(source.contains(QLatin1String("this machine")));
        const GrantChange again = controller.makeChange(QStringLiteral("mu-ci-partial"),
                                                        QStringLiteral("svc-web"), {kPreflight, kGreenfield});
        QCOMPARE(again.before, std::optional<QStringList>(QStringList{kPreflight, kGreenfield}));
        QVERIFY(applyAndWait(controller, again).value(0).toBool());
        QCOMPARE(m_bed.log->readAll().entries.size(), 2);

        // No token material or jwt anywhere in the trail.
        QFile file(m_bed.log->filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(!text.contains(c->session.identity().jwt.toUtf8()));
        QVERIFY(!text.contains("demo-machine-token"));
        QVERIFY(!text.contains("jwt"));
    }

    void applyWhileBusyIsRefused()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        QSignalSpy busy(&controller, &GrantController::busyChanged);
        QSignalSpy finished(&controller, &GrantController::finished);
        const GrantChange change =
            controller.makeChange(QStringLiteral("mu-none"), QStringLiteral("svc-api"), {kPreflight});
        QVERIFY(controller.apply(change));
        QVERIFY(controller.isBusy());
        QVERIFY(!controller.apply(change));
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(busy.count(), 2);
        QCOMPARE(m_bed.log->readAll().entries.size(), 1);
    }

    void revokeRemovesTheGrant()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        QVERIFY(
            applyAndWait(controller, controller.makeChange(QStringLiteral("mu-none"),
                                                           QStringLiteral("svc-api"), {kPreflight, kPromote}))
                .value(0)
                .toBool());
        QCOMPARE(effectiveGrants(m_bed.log->readAll().entries).size(), 1);
        const GrantChange revoke =
            controller.makeChange(QStringLiteral("mu-none"), QStringLiteral("svc-api"), {});
        QVERIFY(revoke.isRevoke());
        QCOMPARE(revoke.removed(), QStringList({kPreflight, kPromote}));
        QVERIFY(applyAndWait(controller, revoke).value(0).toBool());
        QVERIFY(m_bed.server->auth().grant(QStringLiteral("mu-none"), QStringLiteral("svc-api")).isEmpty());
        QVERIFY(effectiveGrants(m_bed.log->readAll().entries).isEmpty());
        QCOMPARE(controller.lastKnown(QStringLiteral("mu-none"), QStringLiteral("svc-api")),
                 std::optional<QStringList>(QStringList()));
    }

    void suggestionsComeFromClustersAndAuditTrail()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        const CallResult clusters = cloudly::test::callAndWait(
            c->client, methods::getClusters,
            QJsonObject{{QStringLiteral("identity"), c->session.identity().toJson()}});
        QVERIFY2(clusters.ok(), qPrintable(clusters.error.message()));
        DecodeErrors errors;
        const QList<Cluster> list = decodeClusters(clusters.response, errors);
        QVERIFY(errors.isEmpty());
        QVERIFY(!list.isEmpty());

        QSignalSpy changed(&controller, &GrantController::suggestionsChanged);
        controller.setClusters(list);
        QVERIFY(changed.count() >= 1);
        QStringList expected;
        for (const Cluster& cl : list)
            if (cl.data.userId)
                expected.append(*cl.data.userId);
        QVERIFY(expected.contains(QStringLiteral("mu-cluster-prod")));
        for (const QString& id : expected)
            QVERIFY2(controller.suggestedUserIds().contains(id), qPrintable(id));
        const QList<UserSuggestion> s = controller.suggestions();
        const auto prod = std::find_if(s.begin(), s.end(), [](const UserSuggestion& u) {
            return u.userId == QLatin1String("mu-cluster-prod");
        });
        QVERIFY(prod != s.end());
        QVERIFY(prod->sources.join(QLatin1Char(' ')).contains(QLatin1String("production")));
        QVERIFY(std::is_sorted(s.begin(), s.end(), [](const UserSuggestion& a, const UserSuggestion& b) {
            return a.userId < b.userId;
        }));

        // A user only seen in the audit trail is suggested too.
        QVERIFY(!controller.suggestedUserIds().contains(QStringLiteral("mu-ci-web")));
        QVERIFY(applyAndWait(controller, controller.makeChange(QStringLiteral("mu-ci-web"),
                                                               QStringLiteral("svc-api"), {kPreflight}))
                    .value(0)
                    .toBool());
        QVERIFY(controller.suggestedUserIds().contains(QStringLiteral("mu-ci-web")));
    }

    void demoServerHasNoUserListing()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        QSignalSpy failed(&controller, &GrantController::listingFailed);
        QVERIFY(waitForProbe(controller));
        QCOMPARE(controller.listing(), GrantController::Listing::Absent);
        QVERIFY(controller.listingError().isEmpty());
        QCOMPARE(failed.count(), 0);
        QVERIFY(controller.suggestedUserIds().isEmpty());
    }

    void userListingErrorsAreReportedAndUsersUsed()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        QVERIFY(waitForProbe(controller));
        QSignalSpy failed(&controller, &GrantController::listingFailed);

        CallResult error;
        error.error = CallError::make(CallError::Kind::Server, QStringLiteral("getUsers"),
                                      QStringLiteral("permission denied"));
        controller.handleUsersReply(error);
        QCOMPARE(controller.listing(), GrantController::Listing::Failed);
        QCOMPARE(failed.count(), 1);
        QVERIFY(controller.listingError().contains(QLatin1String("permission denied")));

        // A listing: machine users become suggestions and their grants the "before" state.
        CallResult users;
        users.response = QJsonObject{
            {QStringLiteral("users"),
             QJsonArray{
                 QJsonObject{{QStringLiteral("id"), QStringLiteral("mu-listed")},
                             {QStringLiteral("data"),
                              QJsonObject{{QStringLiteral("type"), QStringLiteral("machine")},
                                          {QStringLiteral("role"), QStringLiteral("api")},
                                          {QStringLiteral("serviceDeploymentGrants"),
                                           QJsonArray{QJsonObject{
                                               {QStringLiteral("serviceId"), QStringLiteral("svc-web")},
                                               {QStringLiteral("capabilities"), QJsonArray{kPreflight}}}}}}}},
                 QJsonObject{{QStringLiteral("id"), QStringLiteral("u-human")},
                             {QStringLiteral("data"),
                              QJsonObject{{QStringLiteral("type"), QStringLiteral("human")},
                                          {QStringLiteral("role"), QStringLiteral("admin")}}}}}}};
        controller.handleUsersReply(users);
        QCOMPARE(controller.listing(), GrantController::Listing::Available);
        QCOMPARE(failed.count(), 1);
        QVERIFY(controller.suggestedUserIds().contains(QStringLiteral("mu-listed")));
        QVERIFY(!controller.suggestedUserIds().contains(QStringLiteral("u-human")));
        QString source;
        QCOMPARE(controller.lastKnown(QStringLiteral("mu-listed"), QStringLiteral("svc-web"), &source),
                 std::optional<QStringList>(QStringList{kPreflight}));
        QVERIFY(source.contains(QLatin1String("server")));
        QCOMPARE(controller.lastKnown(QStringLiteral("mu-listed"), QStringLiteral("svc-api")),
                 std::optional<QStringList>(QStringList()));
    }

    void nonAdminIsRefusedByTheServerAndRecorded()
    {
        auto c = login(false);
        QVERIFY(c);
        QCOMPARE(c->session.identity().role, QStringLiteral("api"));
        GrantController controller(&c->session, m_bed.log.get());
        QVERIFY(!controller.canEdit());
        const QString reason = controller.readOnlyReason();
        QVERIFY2(reason.contains(QLatin1String("Only Cloudly admins")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("ci-web")) && reason.contains(QLatin1String("(role api)")),
                 qPrintable(reason));

        const QList<QVariant> args =
            applyAndWait(controller, controller.makeChange(QStringLiteral("mu-ci-web"),
                                                           QStringLiteral("svc-web"), {kPreflight}));
        QCOMPARE(args.size(), 2);
        QVERIFY(!args.at(0).toBool());
        QVERIFY2(args.at(1).toString().contains(QLatin1String("admin role required")),
                 qPrintable(args.at(1).toString()));
        const QList<AuditEntry> entries = m_bed.log->readAll().entries;
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().result, QStringLiteral("error"));
        QCOMPARE(entries.first().actor, QStringLiteral("ci-web"));
        QVERIFY(entries.first().error.contains(QLatin1String("admin role required")));
        // The refused change did not touch the server's grant.
        QCOMPARE(m_bed.server->auth().grant(QStringLiteral("mu-ci-web"), QStringLiteral("svc-web")).size(),
                 4);
        QVERIFY(effectiveGrants(entries).isEmpty());
    }

    void echoMismatchIsRecorded()
    {
        auto c = login(true);
        QVERIFY(c);
        GrantController controller(&c->session, m_bed.log.get());
        QSignalSpy finished(&controller, &GrantController::finished);
        GrantChange change = controller.makeChange(QStringLiteral("mu-none"), QStringLiteral("svc-web"),
                                                   {kPreflight, kPromote});
        CallResult reply;
        reply.response = QJsonObject{{QStringLiteral("userId"), QStringLiteral("mu-none")},
                                     {QStringLiteral("serviceId"), QStringLiteral("svc-web")},
                                     {QStringLiteral("capabilities"), QJsonArray{kPreflight}},
                                     {QStringLiteral("tokenRolesNormalized"), true}};
        const AuditEntry entry = controller.handleReply(change, reply);
        QCOMPARE(entry.result, QStringLiteral("mismatch"));
        QVERIFY2(entry.error.contains(kPromote), qPrintable(entry.error));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!finished.first().at(0).toBool());
        QVERIFY(finished.first().at(1).toString().contains(kPromote));
        const QList<AuditEntry> entries = m_bed.log->readAll().entries;
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().result, QStringLiteral("mismatch"));
        // A mismatch is not a known state.
        QVERIFY(!controller.lastKnown(QStringLiteral("mu-none"), QStringLiteral("svc-web")));
    }
};

QTEST_GUILESS_MAIN(TestGrantController)
#include "tst_grantcontroller.moc"
