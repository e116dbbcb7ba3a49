// VolumesModel: one row per service volume with the effective values (name from name / source alias /
// derived, driver corestore, backup yes, read-only no), shared volumes marked with the other services,
// keyed updates under QAbstractItemModelTester, and the filter fields (shared:yes, backup:no).

#include "core/filter/filterproxymodel.h"
#include "core/model/volumesmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace cloudly::core;

namespace {

Service service(const QString& id, const char* volumes)
{
    const QByteArray json = QByteArray(R"({"id": ")") + id.toUtf8() + R"(", "data": {"name": ")" +
                            id.toUtf8() + R"(-name", "volumes": )" + volumes + "}}";
    DecodeErrors errors;
    std::optional<Service> s =
        Service::fromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("$"), errors);
    if (!s)
        qFatal("bad test service: %s", qPrintable(joinDecodeErrors(errors)));
    return *s;
}

} // namespace

class TestVolumesModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void effectiveValuesAndSharing()
    {
        VolumesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setServices(
            {service("svc-a", R"([{"mountPath": "/data"}, {"mountPath": "/media", "source": "media"}])"),
             service("svc-b", R"([{"mountPath": "/srv", "source": "media", "readOnly": true,
                                  "driver": "local", "backup": false, "options": {"o": "bind"}}])"),
             service("svc-c", R"([])")});
        QCOMPARE(model.rowCount(), 3);
        const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(text(0, VolumesModel::Service), QStringLiteral("svc-a-name (svc-a)"));
        QCOMPARE(text(0, VolumesModel::Name), QStringLiteral("svc-a-data"));
        QCOMPARE(text(0, VolumesModel::Driver), QStringLiteral("corestore"));
        QCOMPARE(text(0, VolumesModel::Backup), QStringLiteral("yes"));
        QCOMPARE(text(0, VolumesModel::ReadOnly), QStringLiteral("no"));
        QCOMPARE(text(0, VolumesModel::Shared), QStringLiteral("—"));
        QCOMPARE(text(1, VolumesModel::Name), QStringLiteral("media"));
        QCOMPARE(text(1, VolumesModel::Shared), QStringLiteral("svc-b"));
        QCOMPARE(text(2, VolumesModel::Shared), QStringLiteral("svc-a"));
        QCOMPARE(model.index(2, 0).data(VolumesModel::SharedRole).toInt(), 1);
        QCOMPARE(text(1, VolumesModel::Origin), QStringLiteral("source"));
        QCOMPARE(text(0, VolumesModel::Origin), QStringLiteral("derived"));
        QCOMPARE(text(2, VolumesModel::Driver), QStringLiteral("local"));
        QCOMPARE(text(2, VolumesModel::ReadOnly), QStringLiteral("yes"));
        QCOMPARE(text(2, VolumesModel::Backup), QStringLiteral("no"));
        QCOMPARE(text(2, VolumesModel::Options), QStringLiteral("o=bind"));
        // The blank Options cell is read as "none" by a screen reader (Qt::AccessibleTextRole), never as
        // nothing; a filled cell is read as shown.
        QCOMPARE(text(0, VolumesModel::Options), QString());
        QCOMPARE(model.index(0, VolumesModel::Options).data(Qt::AccessibleTextRole).toString(),
                 QStringLiteral("none"));
        QCOMPARE(model.index(2, VolumesModel::Options).data(Qt::AccessibleTextRole).toString(),
                 QStringLiteral("o=bind"));

        FilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QVERIFY(proxy.setFilterText(QStringLiteral("shared:yes")));
        QCOMPARE(proxy.rowCount(), 2);
        QVERIFY(proxy.setFilterText(QStringLiteral("backup:no")));
        QCOMPARE(proxy.rowCount(), 1);
        QVERIFY(proxy.setFilterText(QStringLiteral("service:svc-a")));
        QCOMPARE(proxy.rowCount(), 2);

        // svc-b stops sharing: its row changes, svc-a's /media is no longer marked; svc-a's rows keep their
        // place.
        const QPersistentModelIndex kept = model.index(0, 0);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setServices(
            {service("svc-a", R"([{"mountPath": "/data"}, {"mountPath": "/media", "source": "media"}])"),
             service("svc-b", R"([{"mountPath": "/srv"}])")});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(kept.row(), 0);
        QCOMPARE(text(1, VolumesModel::Shared), QStringLiteral("—"));
        QCOMPARE(text(2, VolumesModel::Name), QStringLiteral("svc-b-srv"));
    }
};

QTEST_GUILESS_MAIN(TestVolumesModel)
#include "tst_volumesmodel.moc"
