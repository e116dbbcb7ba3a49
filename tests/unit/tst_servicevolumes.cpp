// Service volumes' effective values (interfaces 5.8.0 IServiceVolume): name from `name`, the `source` alias
// or derived; driver default corestore; backup default true; read-only default false.

#include "core/api/service.h"

#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

class TestServiceVolumes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void effectiveValues_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("driver");
        QTest::addColumn<bool>("backup");
        QTest::addColumn<bool>("readOnly");
        QTest::newRow("defaults, derived") << R"({"mountPath": "/data"})"
                                           << "svc-x-data"
                                           << "derived"
                                           << "corestore" << true << false;
        QTest::newRow("explicit name") << R"({"name": "db", "source": "shared", "mountPath": "/d"})"
                                       << "db"
                                       << "name"
                                       << "corestore" << true << false;
        QTest::newRow("source alias") << R"({"source": "shared-media", "mountPath": "/srv/media"})"
                                      << "shared-media"
                                      << "source"
                                      << "corestore" << true << false;
        QTest::newRow("empty name falls to source") << R"({"name": "", "source": "s", "mountPath": "/m"})"
                                                    << "s"
                                                    << "source"
                                                    << "corestore" << true << false;
        QTest::newRow("local, no backup, ro")
            << R"({"name": "t", "mountPath": "/t", "driver": "local", "backup": false, "readOnly": true})"
            << "t"
            << "name"
            << "local" << false << true;
        QTest::newRow("derived from nested path") << R"({"mountPath": "/var/lib//my data/"})"
                                                  << "svc-x-var-lib-my-data"
                                                  << "derived"
                                                  << "corestore" << true << false;
        QTest::newRow("unknown driver kept") << R"({"mountPath": "/q", "driver": "ceph"})"
                                             << "svc-x-q"
                                             << "derived"
                                             << "ceph" << true << false;
    }

    void effectiveValues()
    {
        QFETCH(QString, json);
        QFETCH(QString, name);
        QFETCH(QString, origin);
        QFETCH(QString, driver);
        QFETCH(bool, backup);
        QFETCH(bool, readOnly);
        DecodeErrors errors;
        const std::optional<ServiceVolume> v =
            ServiceVolume::fromJson(parse(json.toUtf8().constData()), QStringLiteral("$.v"), errors);
        QVERIFY2(v, qPrintable(errorList(errors)));
        QCOMPARE(v->effectiveName(QStringLiteral("svc-x")), name);
        QCOMPARE(ServiceVolume::nameOriginName(v->nameOrigin()), origin);
        QCOMPARE(v->effectiveDriver(), driver);
        QCOMPARE(v->effectiveBackup(), backup);
        QCOMPARE(v->effectiveReadOnly(), readOnly);
    }

    void badTypesNameTheirPaths_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("path");
        QTest::newRow("mountPath missing") << R"({"name": "a"})"
                                           << "$.v.mountPath";
        QTest::newRow("backup string") << R"({"mountPath": "/a", "backup": "no"})"
                                       << "$.v.backup";
        QTest::newRow("readOnly number") << R"({"mountPath": "/a", "readOnly": 1})"
                                         << "$.v.readOnly";
        QTest::newRow("option value") << R"({"mountPath": "/a", "options": {"k": 1}})"
                                      << "$.v.options.k";
        QTest::newRow("source type") << R"({"mountPath": "/a", "source": []})"
                                     << "$.v.source";
    }

    void badTypesNameTheirPaths()
    {
        QFETCH(QString, json);
        QFETCH(QString, path);
        DecodeErrors errors;
        QVERIFY(!ServiceVolume::fromJson(parse(json.toUtf8().constData()), QStringLiteral("$.v"), errors));
        QVERIFY(!errors.isEmpty());
        QCOMPARE(errors.first().path, path);
    }
};

QTEST_GUILESS_MAIN(TestServiceVolumes)
#include "tst_servicevolumes.moc"
