#include "core/filter/filterfields.h"
#include "core/model/platformmatrixmodel.h"

#include <QAbstractItemModelTester>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace cloudly::core;

namespace {

const QString kOciIndex = QStringLiteral("application/vnd.oci.image.index.v1+json");
const QString kOciManifest = QStringLiteral("application/vnd.oci.image.manifest.v1+json");
const QString kDockerList = QStringLiteral("application/vnd.docker.distribution.manifest.list.v2+json");

// Deterministic digests as in the demo fixture: "sha256:" + 64 hex built from a label.
QString digestOf(const QString& label)
{
    return QStringLiteral("sha256:") +
           QString::fromLatin1(QCryptographicHash::hash(label.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QJsonObject platformJson(const QString& image, const QString& os, const QString& arch, bool runnable,
                         bool manifestPresent, const QString& variant = QString())
{
    QJsonObject o{
        {QStringLiteral("os"), os},
        {QStringLiteral("architecture"), arch},
        {QStringLiteral("digest"), digestOf(image + QLatin1Char('/') + os + QLatin1Char('/') + arch)},
        {QStringLiteral("mediaType"), kOciManifest},
        {QStringLiteral("runnable"), runnable},
        {QStringLiteral("manifestPresent"), manifestPresent}};
    if (!variant.isEmpty())
        o.insert(QStringLiteral("variant"), variant);
    return o;
}

OciPlatformDescriptorSummary platform(const QJsonObject& json)
{
    DecodeErrors errors;
    const auto p = OciPlatformDescriptorSummary::fromJson(json, QStringLiteral("$"), errors);
    if (!p || !errors.isEmpty())
        qFatal("fixture does not decode: %s", qPrintable(joinDecodeErrors(errors)));
    return *p;
}

PlatformMatrixImage image(const QString& label, const QString& mediaType, const QList<QJsonObject>& platforms)
{
    PlatformMatrixImage out;
    out.label = label;
    out.digest = digestOf(label);
    out.mediaType = mediaType;
    for (const QJsonObject& p : platforms)
        out.platforms.append(platform(p));
    return out;
}

// The OCI indexes of the demo fixture (docs/CONTRACTS.md, "Demo fixture").
QList<PlatformMatrixImage> fixture()
{
    const QString good = QStringLiteral("idx-good");
    const QString missing = QStringLiteral("idx-missing-manifest");
    const QString amd64 = QStringLiteral("idx-amd64-only");
    const QString single = QStringLiteral("img-single");
    const QString docker = QStringLiteral("idx-docker-list");
    return {
        image(good, kOciIndex,
              {platformJson(good, "linux", "amd64", true, true),
               platformJson(good, "linux", "arm64", true, true),
               platformJson(good, "unknown", "unknown", false, true)}),
        image(missing, kOciIndex,
              {platformJson(missing, "linux", "amd64", true, true),
               platformJson(missing, "linux", "arm64", true, false)}),
        image(amd64, kOciIndex, {platformJson(amd64, "linux", "amd64", true, true)}),
        image(single, kOciManifest, {platformJson(single, "linux", "amd64", true, true)}),
        image(docker, kDockerList,
              {platformJson(docker, "linux", "amd64", true, true),
               platformJson(docker, "linux", "arm64", true, true)}),
    };
}

QStringList headers(const QAbstractItemModel& model)
{
    QStringList out;
    for (int c = 0; c < model.columnCount(); ++c)
        out << model.headerData(c, Qt::Horizontal).toString();
    return out;
}

QString at(const PlatformMatrixModel& model, const QString& image, const QString& platform,
           int role = Qt::DisplayRole)
{
    return model.index(model.rowOfImage(image), model.columnOfPlatform(platform)).data(role).toString();
}

} // namespace

class TestPlatformMatrixModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void columnsAndCells();
    void imageAndTypeColumns();
    void requiredPlatforms();
    void fromPreflightReport();
    void updatesAreRowAndColumnChanges();
    void platformOrder();
};

void TestPlatformMatrixModel::columnsAndCells()
{
    PlatformMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setImages(fixture());

    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(headers(model),
             (QStringList{QStringLiteral("Image"), QStringLiteral("Type"), QStringLiteral("linux/amd64"),
                          QStringLiteral("linux/arm64"), QStringLiteral("unknown/unknown")}));
    QCOMPARE(model.platforms(), (QStringList{QStringLiteral("linux/amd64"), QStringLiteral("linux/arm64"),
                                             QStringLiteral("unknown/unknown")}));

    const QString arm = QStringLiteral("linux/arm64");
    QCOMPARE(at(model, QStringLiteral("idx-good"), arm), QStringLiteral("✓ runnable"));
    QCOMPARE(at(model, QStringLiteral("idx-good"), arm, PlatformMatrixModel::StateRole),
             QStringLiteral("runnable"));
    QCOMPARE(at(model, QStringLiteral("idx-good"), arm, PlatformMatrixModel::DigestRole),
             digestOf(QStringLiteral("idx-good/linux/arm64")));
    QCOMPARE(at(model, QStringLiteral("idx-good"), arm, Qt::ToolTipRole),
             QStringLiteral("linux/arm64 in idx-good: ✓ runnable\n") +
                 digestOf(QStringLiteral("idx-good/linux/arm64")) + QLatin1Char('\n') + kOciManifest);
    QCOMPARE(at(model, QStringLiteral("idx-good"), QStringLiteral("unknown/unknown")),
             QStringLiteral("not runnable"));
    QCOMPARE(at(model, QStringLiteral("idx-missing-manifest"), arm), QStringLiteral("manifest missing"));
    QCOMPARE(at(model, QStringLiteral("idx-missing-manifest"), arm, PlatformMatrixModel::StateRole),
             QStringLiteral("manifest-missing"));
    QCOMPARE(at(model, QStringLiteral("idx-amd64-only"), arm), QStringLiteral("—"));
    QCOMPARE(at(model, QStringLiteral("idx-amd64-only"), arm, PlatformMatrixModel::StateRole),
             QStringLiteral("absent"));
    QCOMPARE(at(model, QStringLiteral("idx-amd64-only"), arm, PlatformMatrixModel::DigestRole), QString());
    QCOMPARE(at(model, QStringLiteral("idx-docker-list"), arm), QStringLiteral("✓ runnable"));

    const QModelIndex cell = model.index(0, model.columnOfPlatform(arm));
    QCOMPARE(cell.data(PlatformMatrixModel::PlatformRole).toString(), arm);
    QCOMPARE(cell.data(PlatformMatrixModel::RequiredRole).toBool(), false);
    QCOMPARE(cell.data(PlatformMatrixModel::SortRole).toInt(), 0);
    QCOMPARE(cell.data(PlatformMatrixModel::RawJsonRole).toJsonObject(),
             platformJson(QStringLiteral("idx-good"), "linux", "arm64", true, true));
    QCOMPARE(model.headerData(cell.column(), Qt::Horizontal, FilterFieldNameRole).toString(), arm);
}

void TestPlatformMatrixModel::imageAndTypeColumns()
{
    PlatformMatrixModel model;
    QList<PlatformMatrixImage> images = fixture();
    PlatformMatrixImage unlabeled = images.at(0);
    unlabeled.label.clear();
    unlabeled.digest = digestOf(QStringLiteral("unlabeled"));
    images.append(unlabeled);
    model.setImages(images);

    const QModelIndex good = model.index(0, PlatformMatrixModel::ImageColumn);
    QCOMPARE(good.data().toString(), QStringLiteral("idx-good"));
    QCOMPARE(good.data(PlatformMatrixModel::DigestRole).toString(), digestOf(QStringLiteral("idx-good")));
    QCOMPARE(good.data(Qt::ToolTipRole).toString(), QStringLiteral("idx-good\n") +
                                                        digestOf(QStringLiteral("idx-good")) +
                                                        QLatin1Char('\n') + kOciIndex);
    const QModelIndex byDigest = model.index(5, PlatformMatrixModel::ImageColumn);
    QCOMPARE(byDigest.data().toString(),
             digestOf(QStringLiteral("unlabeled")).left(19) + QStringLiteral("…"));
    QCOMPARE(model.rowOfImage(digestOf(QStringLiteral("unlabeled"))), 5);

    const auto type = [&](int row, int role = Qt::DisplayRole) {
        return model.index(row, PlatformMatrixModel::TypeColumn).data(role).toString();
    };
    QCOMPARE(type(0), QStringLiteral("OCI index"));
    QCOMPARE(type(0, PlatformMatrixModel::StateRole), QStringLiteral("index"));
    QCOMPARE(type(3), QStringLiteral("OCI manifest"));
    QCOMPARE(type(3, PlatformMatrixModel::StateRole), QStringLiteral("manifest"));
    QCOMPARE(type(3, Qt::ToolTipRole),
             kOciManifest + QStringLiteral("\nnot an index: a deployable release must be an OCI index"));
    QCOMPARE(type(4), QStringLiteral("Docker manifest list"));
    QCOMPARE(type(4, PlatformMatrixModel::StateRole), QStringLiteral("index"));
}

void TestPlatformMatrixModel::requiredPlatforms()
{
    PlatformMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setImages(fixture());
    const QPersistentModelIndex armCell =
        model.index(0, model.columnOfPlatform(QStringLiteral("linux/arm64")));
    QSignalSpy columnsInserted(&model, &QAbstractItemModel::columnsInserted);
    QSignalSpy headerChanged(&model, &QAbstractItemModel::headerDataChanged);

    // c-edge runs arm64; a new arm/v7 node joined.
    model.setRequiredPlatforms({QStringLiteral("linux/arm64"), QStringLiteral("linux/arm/v7")});
    QCOMPARE(columnsInserted.size(), 1);
    QCOMPARE(headers(model).mid(PlatformMatrixModel::FirstPlatformColumn),
             (QStringList{QStringLiteral("linux/amd64"), QStringLiteral("linux/arm/v7"),
                          QStringLiteral("linux/arm64"), QStringLiteral("unknown/unknown")}));
    QVERIFY(headerChanged.size() > 0);
    QVERIFY(armCell.isValid());
    QCOMPARE(armCell.data(PlatformMatrixModel::PlatformRole).toString(), QStringLiteral("linux/arm64"));

    QCOMPARE(at(model, QStringLiteral("idx-amd64-only"), QStringLiteral("linux/arm64")),
             QStringLiteral("✗ missing"));
    QCOMPARE(at(model, QStringLiteral("idx-amd64-only"), QStringLiteral("linux/arm64"),
                PlatformMatrixModel::StateRole),
             QStringLiteral("missing"));
    QVERIFY(at(model, QStringLiteral("idx-amd64-only"), QStringLiteral("linux/arm64"), Qt::ToolTipRole)
                .endsWith(QStringLiteral("a target node runs linux/arm64, the index does not list it")));
    QCOMPARE(at(model, QStringLiteral("idx-good"), QStringLiteral("linux/arm/v7")),
             QStringLiteral("✗ missing"));
    QCOMPARE(at(model, QStringLiteral("idx-good"), QStringLiteral("linux/amd64")),
             QStringLiteral("✓ runnable"));
    const int armColumn = model.columnOfPlatform(QStringLiteral("linux/arm64"));
    QCOMPARE(model.headerData(armColumn, Qt::Horizontal, PlatformMatrixModel::RequiredRole).toBool(), true);
    QCOMPARE(model.headerData(armColumn, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("linux/arm64 (a target node runs it)"));
    QCOMPARE(model
                 .headerData(model.columnOfPlatform(QStringLiteral("linux/amd64")), Qt::Horizontal,
                             PlatformMatrixModel::RequiredRole)
                 .toBool(),
             false);

    // Without the requirement the arm/v7 column goes again (no image lists it).
    QSignalSpy columnsRemoved(&model, &QAbstractItemModel::columnsRemoved);
    model.setRequiredPlatforms({QStringLiteral("linux/arm64")});
    QCOMPARE(columnsRemoved.size(), 1);
    QCOMPARE(model.columnOfPlatform(QStringLiteral("linux/arm/v7")), -1);
}

void TestPlatformMatrixModel::fromPreflightReport()
{
    // currentImage: a mutable tag without digest; requestedImage: idx-missing-manifest.
    const QJsonObject current{
        {QStringLiteral("tag"), QStringLiteral("latest")},
        {QStringLiteral("mutableReference"), true},
        {QStringLiteral("platforms"),
         QJsonArray{platformJson(QStringLiteral("cur"), "linux", "amd64", true, true)}}};
    const QString requestedDigest = digestOf(QStringLiteral("idx-missing-manifest"));
    const QJsonObject requested{
        {QStringLiteral("digest"), requestedDigest},
        {QStringLiteral("releaseTag"), QStringLiteral("v1.4.0")},
        {QStringLiteral("tagReserved"), true},
        {QStringLiteral("mediaType"), kOciIndex},
        {QStringLiteral("platforms"),
         QJsonArray{platformJson(QStringLiteral("req"), "linux", "amd64", true, true),
                    platformJson(QStringLiteral("req"), "linux", "arm64", true, false)}}};
    DecodeErrors errors;
    const auto currentImage =
        DeploymentPreflightCurrentImage::fromJson(current, QStringLiteral("$.c"), errors);
    const auto requestedImage =
        DeploymentPreflightRequestedImage::fromJson(requested, QStringLiteral("$.r"), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(joinDecodeErrors(errors)));
    QVERIFY(currentImage && requestedImage);

    PlatformMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setImages({PlatformMatrixImage::fromCurrentImage(QStringLiteral("current"), *currentImage),
                     PlatformMatrixImage::fromRequestedImage(QStringLiteral("requested"), *requestedImage)});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, PlatformMatrixModel::ImageColumn).data().toString(), QStringLiteral("current"));
    QCOMPARE(
        model.index(0, PlatformMatrixModel::ImageColumn).data(PlatformMatrixModel::DigestRole).toString(),
        QString());
    QCOMPARE(model.index(0, PlatformMatrixModel::TypeColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(model.index(0, PlatformMatrixModel::TypeColumn).data(PlatformMatrixModel::StateRole).toString(),
             QStringLiteral("unknown"));
    QCOMPARE(at(model, QStringLiteral("current"), QStringLiteral("linux/arm64")), QStringLiteral("—"));
    QCOMPARE(at(model, QStringLiteral("requested"), QStringLiteral("linux/arm64")),
             QStringLiteral("manifest missing"));
    QCOMPARE(
        model.index(1, PlatformMatrixModel::ImageColumn).data(PlatformMatrixModel::DigestRole).toString(),
        requestedDigest);

    // Without a label the tag / release tag names the row.
    QCOMPARE(PlatformMatrixImage::fromCurrentImage(QString(), *currentImage).label, QStringLiteral("latest"));
    QCOMPARE(PlatformMatrixImage::fromRequestedImage(QString(), *requestedImage).label,
             QStringLiteral("v1.4.0"));
}

void TestPlatformMatrixModel::updatesAreRowAndColumnChanges()
{
    PlatformMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QList<PlatformMatrixImage> images = fixture();
    model.setImages(images);
    const QPersistentModelIndex dockerArm =
        model.index(model.rowOfImage(QStringLiteral("idx-docker-list")),
                    model.columnOfPlatform(QStringLiteral("linux/arm64")));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy rowsRemoved(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy rowsInserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy columnsInserted(&model, &QAbstractItemModel::columnsInserted);
    QSignalSpy columnsRemoved(&model, &QAbstractItemModel::columnsRemoved);

    // The same list again: nothing.
    model.setImages(fixture());
    QCOMPARE(changed.size() + rowsRemoved.size() + rowsInserted.size() + columnsInserted.size(), 0);

    // The missing manifest was pushed; idx-amd64-only is gone; a s390x image is new.
    images[1].platforms[1] =
        platform(platformJson(QStringLiteral("idx-missing-manifest"), "linux", "arm64", true, true));
    images.removeAt(2);
    images.append(image(QStringLiteral("idx-s390x"), kOciIndex,
                        {platformJson(QStringLiteral("idx-s390x"), "linux", "s390x", true, true)}));
    model.setImages(images);

    QCOMPARE(reset.size(), 0);
    QCOMPARE(layout.size(), 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(rowsRemoved.size(), 1);
    QCOMPARE(rowsInserted.size(), 1);
    QCOMPARE(columnsInserted.size(), 1);
    QCOMPARE(columnsRemoved.size(), 0);
    QCOMPARE(model.platforms(),
             (QStringList{QStringLiteral("linux/amd64"), QStringLiteral("linux/arm64"),
                          QStringLiteral("linux/s390x"), QStringLiteral("unknown/unknown")}));
    QCOMPARE(at(model, QStringLiteral("idx-missing-manifest"), QStringLiteral("linux/arm64")),
             QStringLiteral("✓ runnable"));
    QCOMPARE(at(model, QStringLiteral("idx-s390x"), QStringLiteral("linux/s390x")),
             QStringLiteral("✓ runnable"));
    QCOMPARE(at(model, QStringLiteral("idx-good"), QStringLiteral("linux/s390x")), QStringLiteral("—"));
    QVERIFY(dockerArm.isValid());
    QCOMPARE(dockerArm.row(), model.rowOfImage(QStringLiteral("idx-docker-list")));
    QCOMPARE(dockerArm.data(PlatformMatrixModel::PlatformRole).toString(), QStringLiteral("linux/arm64"));

    // The only unknown/unknown platform disappears with idx-good: its column goes.
    images.removeFirst();
    model.setImages(images);
    QCOMPARE(columnsRemoved.size(), 1);
    QCOMPARE(model.columnOfPlatform(QStringLiteral("unknown/unknown")), -1);
    QCOMPARE(model.rowOfImage(QStringLiteral("idx-good")), -1);

    model.setImages({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(PlatformMatrixModel::FirstPlatformColumn));
}

void TestPlatformMatrixModel::platformOrder()
{
    QStringList platforms{QStringLiteral("unknown/unknown"), QStringLiteral("windows/amd64"),
                          QStringLiteral("linux/arm64"), QStringLiteral("linux/amd64"),
                          QStringLiteral("linux/arm/v7")};
    std::sort(platforms.begin(), platforms.end(), PlatformMatrixModel::platformLessThan);
    QCOMPARE(platforms, (QStringList{QStringLiteral("linux/amd64"), QStringLiteral("linux/arm/v7"),
                                     QStringLiteral("linux/arm64"), QStringLiteral("windows/amd64"),
                                     QStringLiteral("unknown/unknown")}));
    QCOMPARE(PlatformMatrixModel::platformKey(platform(
                 platformJson(QStringLiteral("x"), "linux", "arm", true, true, QStringLiteral("v7")))),
             QStringLiteral("linux/arm/v7"));
    QCOMPARE(PlatformMatrixModel::mediaTypeLabel(QStringLiteral("application/x-custom")),
             QStringLiteral("application/x-custom"));
}

QTEST_GUILESS_MAIN(TestPlatformMatrixModel)
#include "tst_platformmatrixmodel.moc"
