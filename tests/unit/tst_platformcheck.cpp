// The architecture cross-check (core/rules/platformcheck): one rule for the cluster tree, the images page
// and cloudlyctl. A table of node platform vs image platforms, then the check over clusters and tasks
// (duplicates, unknown images and nodes, a service's current OCI image from a preflight report).
#include "core/api/jsonreader.h"
#include "core/ingest/deploymentingest.h"
#include "core/rules/platformcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cloudly::core;

namespace {

template <typename T> T decodeOne(const QJsonObject& json)
{
    DecodeErrors errors;
    const std::optional<T> value = T::fromJson(json, QStringLiteral("$"), errors);
    if (!value || !errors.isEmpty())
        qFatal("fixture does not decode: %s", qPrintable(joinDecodeErrors(errors)));
    return *value;
}

// "linux/arm64:rm" = runnable with its manifest, ":r" runnable without one, ":" listed, not runnable.
QList<OciPlatformDescriptorSummary> platforms(const QStringList& specs)
{
    QList<OciPlatformDescriptorSummary> out;
    for (const QString& spec : specs) {
        const QString name = spec.section(QLatin1Char(':'), 0, 0);
        const QString flags = spec.section(QLatin1Char(':'), 1);
        out << decodeOne<OciPlatformDescriptorSummary>(QJsonObject{
            {QStringLiteral("os"), name.section(QLatin1Char('/'), 0, 0)},
            {QStringLiteral("architecture"), name.section(QLatin1Char('/'), 1)},
            {QStringLiteral("digest"), QStringLiteral("sha256:") + QString(64, QLatin1Char('b'))},
            {QStringLiteral("mediaType"), QStringLiteral("application/vnd.oci.image.manifest.v1+json")},
            {QStringLiteral("runnable"), flags.contains(QLatin1Char('r'))},
            {QStringLiteral("manifestPresent"), flags.contains(QLatin1Char('m'))}});
    }
    return out;
}

QJsonObject nodeJson(const QString& id, const QString& arch, const QString& os = QString())
{
    QJsonObject data{{QStringLiteral("clusterId"), QStringLiteral("?")},
                     {QStringLiteral("nodeType"), QStringLiteral("vm")},
                     {QStringLiteral("status"), QStringLiteral("online")},
                     {QStringLiteral("role"), QStringLiteral("worker")},
                     {QStringLiteral("joinedAt"), 1714000000000.0},
                     {QStringLiteral("lastHealthCheck"), 1714564800000.0},
                     {QStringLiteral("sshKeys"), QJsonArray()},
                     {QStringLiteral("requiredDebianPackages"), QJsonArray()},
                     {QStringLiteral("name"), QStringLiteral("name-") + id}};
    if (!arch.isEmpty())
        data.insert(QStringLiteral("architecture"), arch);
    if (!os.isEmpty())
        data.insert(QStringLiteral("os"), os);
    return QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}};
}

Cluster cluster(const QString& id, const QJsonArray& nodes)
{
    return decodeOne<Cluster>(
        QJsonObject{{QStringLiteral("id"), id},
                    {QStringLiteral("data"), QJsonObject{{QStringLiteral("name"), id},
                                                         {QStringLiteral("userId"), QStringLiteral("mu")},
                                                         {QStringLiteral("nodes"), nodes},
                                                         {QStringLiteral("sshKeys"), QJsonArray()}}}});
}

DeploymentTable tasks(const QList<QStringList>& rows) // id, service, node, image
{
    QJsonArray array;
    for (const QStringList& r : rows)
        array.append(QJsonObject{{QStringLiteral("id"), r.at(0)},
                                 {QStringLiteral("serviceId"), r.at(1)},
                                 {QStringLiteral("nodeId"), r.at(2)},
                                 {QStringLiteral("status"), QStringLiteral("running")},
                                 {QStringLiteral("usedImageId"), r.at(3)},
                                 {QStringLiteral("version"), QStringLiteral("1.0.0")},
                                 {QStringLiteral("deployedAt"), 1714564800000.0},
                                 {QStringLiteral("deploymentLog"), QJsonArray()}});
    const QByteArray reply =
        QJsonDocument(QJsonObject{{QStringLiteral("deployments"), array}}).toJson(QJsonDocument::Compact);
    DecodeErrors errors;
    DeploymentTable table = decodeDeploymentTable(JsonSlice{reply, 0, reply.size()}, errors);
    if (!errors.isEmpty())
        qFatal("tasks do not decode: %s", qPrintable(joinDecodeErrors(errors)));
    return table;
}

ImagePlatformInfo serverInfo(const QString& imageId, const QStringList& specs)
{
    ImagePlatformInfo info;
    info.source = ImagePlatformInfo::Source::Server;
    info.imageId = imageId;
    info.image.platforms = platforms(specs);
    return info;
}

} // namespace

class TestPlatformCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nodePlatform_data()
    {
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QString>("os");
        QTest::addColumn<QString>("expected");
        QTest::newRow("arch only: linux") << "arm64"
                                          << ""
                                          << "linux/arm64";
        QTest::newRow("os and arch") << "amd64"
                                     << "windows"
                                     << "windows/amd64";
        QTest::newRow("no arch: unknown") << ""
                                          << "linux"
                                          << "";
    }
    void nodePlatform()
    {
        QFETCH(QString, arch);
        QFETCH(QString, os);
        QFETCH(QString, expected);
        QCOMPARE(PlatformCheck::nodePlatform(decodeOne<ClusterNode>(nodeJson(QStringLiteral("n"), arch, os))),
                 expected);
    }

    void warning_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QStringList>("image");
        QTest::addColumn<QString>("expected");
        const QString missing = QStringLiteral("no runnable linux/arm64 platform in image web");
        QTest::newRow("runnable with manifest")
            << "linux/arm64" << QStringList{"linux/amd64:rm", "linux/arm64:rm"} << "";
        QTest::newRow("not listed") << "linux/arm64" << QStringList{"linux/amd64:rm"} << missing;
        QTest::newRow("listed, not runnable") << "linux/arm64" << QStringList{"linux/arm64:m"} << missing;
        QTest::newRow("runnable, manifest missing") << "linux/arm64" << QStringList{"linux/arm64:r"}
                                                    << missing + QStringLiteral(" (its manifest is missing)");
        QTest::newRow("one good entry is enough")
            << "linux/arm64" << QStringList{"linux/arm64:r", "linux/arm64:rm"} << "";
        QTest::newRow("os counts") << "windows/amd64" << QStringList{"linux/amd64:rm"}
                                   << "no runnable windows/amd64 platform in image web";
        QTest::newRow("empty index") << "linux/arm64" << QStringList{} << missing;
    }
    void warning()
    {
        QFETCH(QString, platform);
        QFETCH(QStringList, image);
        QFETCH(QString, expected);
        QCOMPARE(PlatformCheck::warning(platform, platforms(image), QStringLiteral("web")), expected);
    }

    void checkOverClustersAndTasks()
    {
        const QList<Cluster> clusters{
            cluster(QStringLiteral("c-1"),
                    QJsonArray{nodeJson(QStringLiteral("n-amd"), QStringLiteral("amd64")),
                               nodeJson(QStringLiteral("n-arm"), QStringLiteral("arm64")),
                               nodeJson(QStringLiteral("n-unknown"), QString())}),
            cluster(QStringLiteral("c-1"),
                    QJsonArray{nodeJson(QStringLiteral("n-dup-cluster"),
                                        QStringLiteral("arm64"))}), // repeated id: ignored
            cluster(QStringLiteral("c-2"),
                    QJsonArray{nodeJson(QStringLiteral("n-arm"), QStringLiteral("amd64")),
                               nodeJson(QStringLiteral("n-arm2"), QStringLiteral("arm64"))})};
        const DeploymentTable table = tasks({
            {"d-1", "svc-web", "n-amd", "img-web"},     // amd64 only: fine on amd64
            {"d-2", "svc-web", "n-arm", "img-web"},     // ... not on arm64
            {"d-2", "svc-web", "n-arm2", "img-web"},    // repeated deployment id: ignored
            {"d-3", "svc-web", "n-arm", "img-web"},     // same warning once
            {"d-4", "svc-x", "n-arm", "img-unknown"},   // nothing known: no verdict
            {"d-5", "svc-web", "n-unknown", "img-web"}, // node platform unknown: no verdict
            {"d-6", "svc-web", "n-dup-cluster", "img-web"},
            {"d-7", "svc-oci", "n-arm2", "img-legacy"}, // checked against the service's current OCI image
        });
        ImagePlatformInfo report;
        report.source = ImagePlatformInfo::Source::PreflightReport;
        report.current = true;
        report.serviceId = QStringLiteral("svc-oci");
        report.image.platforms =
            platforms({QStringLiteral("linux/amd64:rm"), QStringLiteral("linux/arm64:r")});
        const PlatformCheckInput in = preparePlatformCheck(
            table, {serverInfo(QStringLiteral("img-web"), {QStringLiteral("linux/amd64:rm")}), report},
            {{QStringLiteral("img-web"), QStringLiteral("web")},
             {QStringLiteral("img-legacy"), QStringLiteral("legacy")}});
        QCOMPARE(in.imageOfService.value(QStringLiteral("svc-oci")), QStringLiteral("oci:svc-oci"));
        QCOMPARE(in.imageLabel(QStringLiteral("oci:svc-oci")), QStringLiteral("legacy"));
        QCOMPARE(in.sourceKeyOf(QStringLiteral("svc-x"), QStringLiteral("img-unknown")), QString());

        const QList<NodePlatformWarning> warnings = PlatformCheck::check(clusters, table, in);
        QCOMPARE(warnings.size(), 2);
        QCOMPARE(warnings.at(0).nodeId, QStringLiteral("n-arm"));
        QCOMPARE(warnings.at(0).clusterId, QStringLiteral("c-1"));
        QCOMPARE(warnings.at(0).nodeName, QStringLiteral("name-n-arm"));
        QCOMPARE(warnings.at(0).platform, QStringLiteral("linux/arm64"));
        QCOMPARE(warnings.at(0).warnings,
                 QStringList{QStringLiteral("no runnable linux/arm64 platform in image web")});
        QCOMPARE(warnings.at(1).nodeId, QStringLiteral("n-arm2"));
        QCOMPARE(warnings.at(1).warnings,
                 QStringList{QStringLiteral(
                     "no runnable linux/arm64 platform in image legacy (its manifest is missing)")});

        // Without any platform source there is no verdict at all.
        QVERIFY(PlatformCheck::check(clusters, table, preparePlatformCheck(table, {}, {})).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlatformCheck)
#include "tst_platformcheck.moc"
