// ImagesTableModel (core/model): the legacy images table — row-level changes keyed by image id (never a
// reset after the first fill), the newest version, the location text and the filter values.
#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/model/imagestablemodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace cloudly::core;

namespace {

QJsonObject version(const QString& v, qint64 createdAt, double size)
{
    return QJsonObject{{QStringLiteral("versionString"), v},
                       {QStringLiteral("createdAt"), double(createdAt)},
                       {QStringLiteral("size"), size}};
}

Image image(const QString& id, const QJsonArray& versions, const QJsonObject& location = {})
{
    QJsonObject data{{QStringLiteral("name"), QStringLiteral("name-") + id},
                     {QStringLiteral("versions"), versions}};
    if (!location.isEmpty())
        data.insert(QStringLiteral("location"), location);
    DecodeErrors errors;
    const std::optional<Image> out = Image::fromJson(
        QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("data"), data}}, QStringLiteral("$"), errors);
    if (!out || !errors.isEmpty())
        qFatal("fixture does not decode: %s", qPrintable(joinDecodeErrors(errors)));
    return *out;
}

QList<Image> images()
{
    return {
        image(QStringLiteral("img-a"), {version(QStringLiteral("1.0.0"), 1700000000000, 1024)},
              QJsonObject{{QStringLiteral("internal"), true}}),
        image(QStringLiteral("img-webapp"),
              {version(QStringLiteral("1.3.0"), 1710000000000, 2048),
               version(QStringLiteral("1.3.1"), 1720000000000, 4096),
               version(QStringLiteral("1.2.9"), 1690000000000, 100)},
              QJsonObject{{QStringLiteral("internal"), false},
                          {QStringLiteral("externalImageTag"), QStringLiteral("ghcr.io/acme/web:1.3.1")}}),
        image(QStringLiteral("img-c"), {})};
}

} // namespace

class TestImagesTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void appliesRowChanges()
    {
        ImagesTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<Image> all = images();
        model.setImages(all);
        QCOMPARE(model.rowCount(), 3);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setImages(all); // the same list again: nothing happens
        QCOMPARE(changed.count(), 0);
        // One gone, one changed, the order of the rest kept.
        QList<Image> next = {all.at(2), all.at(0)};
        next[1].raw.insert(QStringLiteral("extra"), 1);
        model.setImages(next);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf(all.at(1).id), -1);
        model.setImages(all); // and one back
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, ImagesTableModel::Id).data().toString(), all.at(0).id);
        // A repeated id: the first one wins.
        model.setImages({all.at(0), all.at(0)});
        QCOMPARE(model.rowCount(), 1);
    }

    void newestVersionLocationAndFilterValues()
    {
        ImagesTableModel model;
        model.setImages(images());
        const int web = model.rowOf(QStringLiteral("img-webapp"));
        QCOMPARE(model.index(web, ImagesTableModel::Latest).data().toString(), QStringLiteral("1.3.1"));
        QCOMPARE(model.index(web, ImagesTableModel::Versions).data(ImagesTableModel::SortRole).toInt(), 3);
        QCOMPARE(model.index(web, ImagesTableModel::Created).data(ImagesTableModel::SortRole).toLongLong(),
                 qint64(1720000000000));
        QCOMPARE(model.index(web, ImagesTableModel::Location).data().toString(),
                 QStringLiteral("external: ghcr.io/acme/web:1.3.1"));
        QVERIFY(model.index(web, ImagesTableModel::Location)
                    .data(FilterValueRole)
                    .toString()
                    .endsWith(QStringLiteral("external")));
        QCOMPARE(model.index(web, ImagesTableModel::Created).data(FilterValueRole).toString(),
                 QStringLiteral("1720000000"));
        const int a = model.rowOf(QStringLiteral("img-a"));
        QCOMPARE(model.index(a, ImagesTableModel::Location).data().toString(),
                 QStringLiteral("internal store"));
        const int c = model.rowOf(QStringLiteral("img-c"));
        QCOMPARE(model.index(c, ImagesTableModel::Latest).data().toString(), QStringLiteral("—"));
        QCOMPARE(model.index(c, ImagesTableModel::Location).data().toString(), QStringLiteral("unknown"));
        QCOMPARE(model.headerData(ImagesTableModel::Created, Qt::Horizontal, FilterFieldKindRole).toString(),
                 QStringLiteral("duration"));
        QCOMPARE(model.headerData(ImagesTableModel::Name, Qt::Horizontal, FilterFieldNameRole).toString(),
                 QStringLiteral("name"));
    }
};

QTEST_GUILESS_MAIN(TestImagesTableModel)
#include "tst_imagestablemodel.moc"
