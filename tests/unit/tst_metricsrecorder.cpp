// MetricsRecorder: what the GUI thread posts is recorded on the worker thread, in order and completely,
// while the GUI thread keeps reading the same history (the charts). Run under ThreadSanitizer (preset tsan)
// this is where a race between the two would show.
#include "core/metrics/metricshistory.h"
#include "core/metrics/metricsrecorder.h"

#include <QTest>

#include <atomic>

using namespace cloudly::core;

class TestMetricsRecorder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordsEveryPostInOrderWhileTheGuiReads()
    {
        MetricsHistory::Options options;
        options.windowMs = 24LL * 3600 * 1000;
        auto history = std::make_shared<MetricsHistory>(options);
        const qint64 t0 = 1767225600000;
        constexpr int kPolls = 400;
        qsizetype seenMax = 0;
        {
            MetricsRecorder recorder;
            // Emitted on the worker thread: counted there (a QSignalSpy's list would be written on that
            // thread and read on this one).
            std::atomic<int> recorded = 0;
            connect(&recorder, &MetricsRecorder::recorded, [&recorded] { ++recorded; });
            for (int k = 0; k < kPolls; ++k) {
                recorder.recordCounts(history, {{QStringLiteral("alerts"), k}}, t0 + k * 1000LL);
                if (k == kPolls / 2)
                    recorder.markGap(history, t0 + k * 1000LL + 500);
                // The GUI thread reads while the worker records.
                const MetricSeries series = history->countSeries(QStringLiteral("alerts"));
                qsizetype points = 0;
                for (const MetricSegment& segment : series)
                    points += segment.size();
                QVERIFY(points >= seenMax); // never goes back
                seenMax = points;
                (void)history->revision();
            }
            recorder.flush();
            QCOMPARE(recorded.load(), kPolls + 1);
        }
        const MetricSeries series = history->countSeries(QStringLiteral("alerts"));
        QCOMPARE(series.size(), 2); // split by the gap
        qsizetype points = 0;
        double last = -1;
        for (const MetricSegment& segment : series)
            for (const MetricPoint& point : segment) {
                QVERIFY(point.value > last); // in the order posted
                last = point.value;
                ++points;
            }
        QCOMPARE(points, kPolls);
        QCOMPARE(last, kPolls - 1.0);
        QCOMPARE(history->lastSampleAt(), t0 + (kPolls - 1) * 1000LL);
    }
};

QTEST_GUILESS_MAIN(TestMetricsRecorder)
#include "tst_metricsrecorder.moc"
