// The who-can-deploy matrix (core/grants/deploymatrixmodel.h) over the demo fixture's users.
#include "core/api/user.h"
#include "core/demo/demoauth.h"
#include "core/demo/demodata.h"
#include "core/grants/deploymatrixmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cloudly::core;

class TstDeployMatrixModel : public QObject
{
    Q_OBJECT

    static QList<User> fixtureUsers()
    {
        QFile file(DemoData::defaultFixturePath());
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QJsonArray users =
            QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("users")).toArray();
        // What the demo server's getUsers answers (passwords and tokens left out).
        const DemoAuth auth(users);
        DecodeErrors errors;
        return decodeUsers(QJsonObject{{QStringLiteral("users"), auth.listedUsers()}}, errors);
    }

private Q_SLOTS:
    void matrixFromTheGrants()
    {
        grants::DeployMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<User> users = fixtureUsers();
        QVERIFY(users.size() >= 3);
        model.setUsers(users, {QStringLiteral("svc-api"), QStringLiteral("svc-web")});
        QCOMPARE(model.columnCount(), 2 + static_cast<int>(allDeploymentCapabilities().size()));
        QVERIFY(model.rowCount() > 0);
        // Only machine users.
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(model.index(r, 0).data().toString() != QLatin1String("u-admin"));

        model.setFilterText(QStringLiteral("mu-ci-partial"));
        int apiRow = -1;
        for (int r = 0; r < model.rowCount(); ++r)
            if (model.index(r, 1).data().toString() == QLatin1String("svc-api"))
                apiRow = r;
        QVERIFY(apiRow >= 0);
        QCOMPARE(model.index(apiRow, 2).data().toString(), QStringLiteral("yes")); // deployment:preflight
        QCOMPARE(model.index(apiRow, 4).data().toString(), QStringLiteral("no"));  // deployment:promote-route
        QVERIFY(model.index(apiRow, 4).data(Qt::ToolTipRole).toString().contains("holds only"));
        const QString csv = model.toCsv();
        QVERIFY(csv.startsWith(QStringLiteral("Machine user,Service,deployment:preflight")));
        QVERIFY(csv.contains(QStringLiteral("mu-ci-partial,svc-api,yes,no,no,no")));
        QVERIFY(!csv.contains(QStringLiteral("mu-ci-web")));
        model.setFilterText(QStringLiteral("no-such"));
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TstDeployMatrixModel)
#include "tst_deploymatrixmodel.moc"
