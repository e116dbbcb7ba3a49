// The sparkline's scale and shapes, read from the pixels it paints (ui/charts/sparkline): a lone sample is a
// dot at its value's height (not a line, not the whole box), a count's scale spans at least 0..10 so a flat
// series of 1s draws low instead of at the top, a percentage spans 0..100, a gap stays an empty column, and
// hovering still says the time and value of the nearest sample.
#include "core/util/timefmt.h"
#include "ui/charts/sparkline.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using cloudly::core::MetricSeries;
using cloudly::ui::Sparkline;

namespace {
constexpr int kWidth = 120;
constexpr int kHeight = 40;

// The widget painted alone (no window background) into a transparent image.
QImage render(Sparkline& spark)
{
    spark.resize(kWidth, kHeight);
    QImage image(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    spark.render(&image, {}, {}, QWidget::DrawChildren);
    return image;
}

// The painted pixels (alpha above the faint shading under a line when `lineOnly`).
QList<QPoint> painted(const QImage& image, bool lineOnly = false)
{
    QList<QPoint> out;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > (lineOnly ? 120 : 0))
                out << QPoint(x, y);
    return out;
}

int paintedInRows(const QImage& image, int fromRow, int toRow)
{
    int n = 0;
    for (const QPoint& p : painted(image))
        n += p.y() >= fromRow && p.y() <= toRow;
    return n;
}

int paintedInColumn(const QImage& image, int x)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        n += qAlpha(image.pixel(x, y)) > 0;
    return n;
}

// The row a value is drawn at in the widget's area (2 px inset) with the scale 0..ceiling.
double rowOf(double value, double ceiling)
{
    const double top = 2, bottom = kHeight - 2;
    return bottom - (bottom - top) * value / ceiling;
}
} // namespace

class TestSparkline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loneSampleIsADotAtItsHeight();
    void flatSmallCountDrawsLow();
    void percentScaleSpansAHundred();
    void gapLeavesAnEmptyColumn();
    void hoverSaysTimeAndValue();
};

void TestSparkline::loneSampleIsADotAtItsHeight()
{
    Sparkline spark;
    spark.setSeries({{{1'000'000, 5}}}); // one poll so far: 5 of something
    const QImage image = render(spark);
    const QList<QPoint> pixels = painted(image);
    QVERIFY2(!pixels.isEmpty(), "the lone sample is drawn");
    // A dot: a few pixels in a small box, not a line across the width nor a filled box.
    QRect box(pixels.first(), QSize(1, 1));
    double ySum = 0;
    for (const QPoint& p : pixels) {
        box = box.united(QRect(p, QSize(1, 1)));
        ySum += p.y();
    }
    QVERIFY2(box.width() <= 7 && box.height() <= 7,
             qPrintable(QStringLiteral("a dot, not a line: %1x%2 px").arg(box.width()).arg(box.height())));
    QVERIFY(pixels.size() <= 40);
    // At 5 of a 0..10 scale: half-way up, not at the top edge.
    const double y = ySum / static_cast<double>(pixels.size());
    QVERIFY2(std::abs(y - rowOf(5, Sparkline::kCountSpan)) <= 3,
             qPrintable(QStringLiteral("dot at row %1, expected about %2").arg(y).arg(rowOf(5, 10))));
    // The only sample is the newest: at the right edge.
    QVERIFY2(box.left() > kWidth / 2, qPrintable(QStringLiteral("dot at column %1").arg(box.left())));

    // Within a range given by the caller it sits at its time.
    spark.setRange(0, 2'000'000);
    const QImage centred = render(spark);
    QVERIFY(paintedInColumn(centred, kWidth / 2) > 0);
    QCOMPARE(paintedInColumn(centred, kWidth - 4), 0);
}

void TestSparkline::flatSmallCountDrawsLow()
{
    // Eleven polls of "1 failed task": a level near the bottom, not a line at the top over a full box.
    cloudly::core::MetricSegment ones;
    for (int i = 0; i <= 10; ++i)
        ones << cloudly::core::MetricPoint{i * 5000LL, 1};
    Sparkline spark;
    spark.setSeries({ones});
    const QImage image = render(spark);
    const int expected = static_cast<int>(rowOf(1, Sparkline::kCountSpan));
    QCOMPARE(paintedInRows(image, 0, expected - 4), 0);                      // nothing in the upper part
    QVERIFY(paintedInRows(image, expected - 2, expected + 2) >= kWidth / 2); // the line, across
    for (const QPoint& p : painted(image, true))
        QVERIFY2(std::abs(p.y() - expected) <= 2,
                 qPrintable(QStringLiteral("line pixel at row %1").arg(p.y())));

    // A count whose largest value is above the minimum span keeps headroom: its top is not the box's edge.
    cloudly::core::MetricSegment many;
    for (int i = 0; i <= 10; ++i)
        many << cloudly::core::MetricPoint{i * 5000LL, 400};
    spark.setSeries({many});
    const QImage level = render(spark);
    QCOMPARE(paintedInRows(level, 0, 5), 0);
    QVERIFY(paintedInRows(level, 6, kHeight - 1) > 0);
    QCOMPARE(Sparkline::ceilingFor({many}, Sparkline::kCountSpan, Sparkline::kCountHeadroom), 500.0);
}

void TestSparkline::percentScaleSpansAHundred()
{
    // A node's CPU at a flat 4 %: drawn near the bottom of 0..100 % (the clusters tree's node rows).
    cloudly::core::MetricSegment cpu;
    for (int i = 0; i <= 10; ++i)
        cpu << cloudly::core::MetricPoint{i * 5000LL, 4};
    const MetricSeries series{cpu};
    QCOMPARE(Sparkline::ceilingFor(series, 100), 100.0);
    QCOMPARE(Sparkline::ceilingFor({{{0, 130}}}, 100), 130.0);
    QImage image(kWidth, kHeight, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        QVERIFY(Sparkline::draw(painter, QRectF(0, 0, kWidth, kHeight), series, 0, 50'000, Qt::red,
                                Sparkline::ceilingFor(series, 100)));
    }
    QCOMPARE(paintedInRows(image, 0, kHeight - 6), 0);
    QVERIFY(paintedInRows(image, kHeight - 5, kHeight - 1) > 0);
    Sparkline spark;
    QCOMPARE(spark.minimumSpan(), Sparkline::kCountSpan);
    spark.setMinimumSpan(100);
    spark.setSeries(series);
    QCOMPARE(paintedInRows(render(spark), 0, kHeight - 6), 0);
}

void TestSparkline::gapLeavesAnEmptyColumn()
{
    // Connected 0–30 s and 70–100 s: the disconnected middle stays empty, both sides are drawn.
    cloudly::core::MetricSegment before, after;
    for (int i = 0; i <= 3; ++i)
        before << cloudly::core::MetricPoint{i * 10'000LL, 6};
    for (int i = 7; i <= 10; ++i)
        after << cloudly::core::MetricPoint{i * 10'000LL, 8};
    Sparkline spark;
    spark.setSeries({before, after});
    spark.setRange(0, 100'000);
    const QImage image = render(spark);
    const auto column = [](double seconds) { return 2 + static_cast<int>((kWidth - 4) * seconds / 100); };
    QCOMPARE(paintedInColumn(image, column(50)), 0);
    QCOMPARE(paintedInColumn(image, column(40)), 0);
    QCOMPARE(paintedInColumn(image, column(60)), 0);
    QVERIFY(paintedInColumn(image, column(15)) > 0);
    QVERIFY(paintedInColumn(image, column(85)) > 0);
}

void TestSparkline::hoverSaysTimeAndValue()
{
    cloudly::core::MetricSegment before, after;
    before << cloudly::core::MetricPoint{0, 6} << cloudly::core::MetricPoint{30'000, 7};
    after << cloudly::core::MetricPoint{70'000, 8} << cloudly::core::MetricPoint{100'000, 9};
    Sparkline spark;
    spark.setSeries({before, after});
    spark.setRange(0, 100'000);
    spark.resize(kWidth, kHeight);
    const QString right = spark.toolTipAt(kWidth - 3);
    QVERIFY2(right.contains(cloudly::core::displayTime(100'000)) && right.contains(QStringLiteral("9")),
             qPrintable(right));
    const QString left = spark.toolTipAt(2);
    QVERIFY2(left.contains(cloudly::core::displayTime(0)) && left.contains(QStringLiteral("6")),
             qPrintable(left));
    // The lone sample's tool tip too.
    Sparkline lone;
    lone.setSeries({{{1'000'000, 5}}});
    lone.resize(kWidth, kHeight);
    QVERIFY(lone.toolTipAt(kWidth - 3).contains(cloudly::core::displayTime(1'000'000)));
}

QTEST_MAIN(TestSparkline)
#include "tst_sparkline.moc"
