// A chart's text alternative: the latest value and its time, the lowest and highest over the window, the
// gaps counted (a segment boundary is a gap), values that are not numbers left out, and no data said so.
#include "core/metrics/seriessummary.h"

#include <QDateTime>
#include <QTest>

using namespace cloudly::core;

class TestSeriesSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void latestLowestHighestAndGaps()
    {
        const qint64 t0 = QDateTime(QDate(2026, 12, 7), QTime(16, 2, 10)).toMSecsSinceEpoch();
        const MetricSeries series = {{{t0, 58.0}, {t0 + 5000, 63.5}},
                                     {{t0 + 60000, std::numeric_limits<double>::quiet_NaN()}},
                                     {{t0 + 120000, 61.25}, {t0 + 125000, 61.3}}};
        QCOMPARE(
            describeSeries(QStringLiteral("CPU"), series, QStringLiteral("%")),
            QStringLiteral("CPU: latest 61.3 % at 16:04:15; lowest 58 %, highest 63.5 % from 16:02:10 to "
                           "16:04:15; 1 gap (not connected)"));
        // Three stretches with data: two gaps; whole numbers without decimals; no unit.
        const MetricSeries three = {{{t0, 120}}, {{t0 + 1000, 80}}, {{t0 + 2000, 100}}};
        QCOMPARE(describeSeries(QStringLiteral("Containers"), three, {}),
                 QStringLiteral("Containers: latest 100 at 16:02:12; lowest 80, highest 120 from 16:02:10 to "
                                "16:02:12; 2 gaps (not connected)"));
        QCOMPARE(describeSeries(QStringLiteral("Disk"), {{{t0, 5}}}, QStringLiteral("GB")),
                 QStringLiteral("Disk: latest 5 GB at 16:02:10; lowest 5 GB, highest 5 GB from 16:02:10 to "
                                "16:02:10; no gaps"));
    }

    void nothingYetIsSaid()
    {
        QCOMPARE(describeSeries(QStringLiteral("CPU"), {}, QStringLiteral("%")),
                 QStringLiteral("CPU: no data yet"));
        QCOMPARE(
            describeSeries(QStringLiteral("CPU"), {{}, {{1, std::numeric_limits<double>::quiet_NaN()}}}, {}),
            QStringLiteral("CPU: no data yet"));
    }
};

QTEST_GUILESS_MAIN(TestSeriesSummary)
#include "tst_seriessummary.moc"
