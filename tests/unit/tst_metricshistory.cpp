// The metrics history (core/metrics): samples per poll, gaps as split series, the window, the thinning of
// task frames with age, values too large to store read as unknown, and counts by status.
#include "core/metrics/metricshistory.h"
#include "metricsfixture.h"

#include <QTest>

using namespace cloudly::core;

namespace {
constexpr qint64 kT0 = 1767225600000; // 2026-01-01
constexpr qint64 kPoll = 5000;

using cloudly::test::metricsClusters;
using cloudly::test::metricsTask;

// Every value of a series, segments concatenated (empty when there is none).
QList<double> flat(const MetricSeries& series)
{
    QList<double> out;
    for (const MetricSegment& s : series)
        for (const MetricPoint& p : s)
            out << p.value;
    return out;
}

QList<double> values(const MetricSegment& s)
{
    QList<double> out;
    for (const MetricPoint& p : s)
        out << p.value;
    return out;
}
} // namespace

class TestMetricsHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nodeSeriesPerPoll()
    {
        MetricsHistory h;
        for (int i = 0; i < 3; ++i)
            h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 10.0 + i}}),
                             kT0 + i * kPoll);
        const MetricSeries cpu = h.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent);
        QCOMPARE(cpu.size(), 1);
        QCOMPARE(values(cpu.first()), (QList<double>{10, 11, 12}));
        QCOMPARE(cpu.first().last().at, kT0 + 2 * kPoll);
        QCOMPARE(flat(h.nodeSeries(QStringLiteral("n-1"), NodeMetric::MemoryUsedMB)),
                 (QList<double>{100, 110, 120}));
        QCOMPARE(flat(h.nodeSeries(QStringLiteral("n-1"), NodeMetric::ContainerCount)),
                 (QList<double>{3, 3, 3}));
        QCOMPARE(flat(h.nodeSeries(QStringLiteral("n-1"), NodeMetric::DiskUsedPercent)),
                 (QList<double>{25, 25, 25})); // 20 of 80 GB
        QVERIFY(h.nodeSeries(QStringLiteral("n-2"), NodeMetric::CpuPercent).isEmpty());
        QCOMPARE(flat(h.countSeries(QStringLiteral("node.status:online"))), (QList<double>{1, 1, 1}));
    }

    void gapSplitsEverySeries()
    {
        MetricsHistory h;
        const auto poll = [&](qint64 at, double cpu) {
            h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), cpu}}), at);
            h.recordTasks(DeploymentTable::fromList(
                              {metricsTask(QStringLiteral("t-1"), QStringLiteral("running"), cpu, 64)}),
                          at);
        };
        poll(kT0, 1);
        poll(kT0 + kPoll, 2);
        h.markGap(kT0 + kPoll + 1000); // disconnected
        poll(kT0 + 10 * kPoll, 3);     // reconnected much later
        poll(kT0 + 11 * kPoll, 4);
        for (const MetricSeries& s : {h.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent),
                                      h.taskSeries(QStringLiteral("t-1"), TaskMetric::CpuPercent),
                                      h.countSeries(QStringLiteral("task.status:running"))}) {
            QCOMPARE(s.size(), 2);
            QCOMPARE(s.at(0).size(), 2);
            QCOMPARE(s.at(1).size(), 2);
        }
        QCOMPARE(values(h.taskSeries(QStringLiteral("t-1"), TaskMetric::CpuPercent).at(1)),
                 (QList<double>{3, 4}));
    }

    void missedPollIsAGap()
    {
        MetricsHistory::Options o;
        o.maxSampleGapMs = 3 * kPoll;
        MetricsHistory h(o);
        h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 1}}), kT0);
        h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 1}}),
                         kT0 + kPoll);
        h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 1}}),
                         kT0 + 10 * kPoll);
        QCOMPARE(h.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent).size(), 2);
    }

    void nodeNotReportedIsAHole()
    {
        MetricsHistory h;
        h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 1},
                                          {QStringLiteral("n-2"), QStringLiteral("offline"), 5}}),
                         kT0);
        h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 2}}),
                         kT0 + kPoll);
        h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), 3},
                                          {QStringLiteral("n-2"), QStringLiteral("online"), 6}}),
                         kT0 + 2 * kPoll);
        const MetricSeries n2 = h.nodeSeries(QStringLiteral("n-2"), NodeMetric::CpuPercent);
        QCOMPARE(n2.size(), 2);
        QCOMPARE(values(n2.at(0)), QList<double>{5});
        QCOMPARE(values(n2.at(1)), QList<double>{6});
        QCOMPARE(flat(h.countSeries(QStringLiteral("node.status:offline"))), (QList<double>{1, 0, 0}));
        QCOMPARE(flat(h.countSeries(QStringLiteral("nodes"))), (QList<double>{2, 1, 2}));
    }

    void windowDropsOldSamples()
    {
        MetricsHistory::Options o;
        o.windowMs = 10 * kPoll;
        MetricsHistory h(o);
        for (int i = 0; i < 30; ++i) {
            h.recordClusters(metricsClusters({{QStringLiteral("n-1"), QStringLiteral("online"), double(i)}}),
                             kT0 + i * kPoll);
            h.recordTasks(DeploymentTable::fromList(
                              {metricsTask(QStringLiteral("t-1"), QStringLiteral("running"), i, 1)}),
                          kT0 + i * kPoll);
        }
        const MetricSeries cpu = h.nodeSeries(QStringLiteral("n-1"), NodeMetric::CpuPercent);
        QCOMPARE(cpu.size(), 1);
        QCOMPARE(cpu.first().size(), 11);
        QCOMPARE(cpu.first().first().value, 19.0);
        QVERIFY(h.taskSeries(QStringLiteral("t-1"), TaskMetric::CpuPercent).first().first().at >=
                kT0 + 19 * kPoll);
        QCOMPARE(h.countSeries(QStringLiteral("tasks")).first().size(), 11);
    }

    void taskFramesThinnedWithAge()
    {
        MetricsHistory::Options o;
        o.taskFrames = 8;
        MetricsHistory h(o);
        for (int i = 0; i < 40; ++i)
            h.recordTasks(DeploymentTable::fromList(
                              {metricsTask(QStringLiteral("t-1"), QStringLiteral("running"), 10, i)}),
                          kT0 + i * kPoll);
        QCOMPARE(h.taskFrameCount(), qsizetype(8));
        const MetricSeries mem = h.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB);
        QCOMPARE(mem.size(), 1); // merged frames are not gaps
        const MetricSegment& s = mem.first();
        QCOMPARE(s.size(), 8);
        // The newest polls keep their own frame, the oldest are averaged over longer stretches.
        QCOMPARE(s.last().value, 39.0);
        QCOMPARE(s.last().at, kT0 + 39 * kPoll);
        QVERIFY(s.first().value < 10);
        for (qsizetype i = 1; i < s.size(); ++i)
            QVERIFY(s.at(i).at > s.at(i - 1).at);
        // CPU stayed 10 %: the mean of equal values is that value.
        const MetricSeries cpu = h.taskSeries(QStringLiteral("t-1"), TaskMetric::CpuPercent);
        for (const MetricPoint& p : cpu.first())
            QCOMPARE(p.value, 10.0);
    }

    void thinningNeverMergesAcrossAGap()
    {
        MetricsHistory::Options o;
        o.taskFrames = 4;
        MetricsHistory h(o);
        const auto poll = [&](qint64 at) {
            h.recordTasks(DeploymentTable::fromList(
                              {metricsTask(QStringLiteral("t-1"), QStringLiteral("running"), 1, 1)}),
                          at);
        };
        poll(kT0);
        poll(kT0 + kPoll);
        h.markGap(kT0 + kPoll + 1);
        for (int i = 0; i < 10; ++i)
            poll(kT0 + (20 + i) * kPoll);
        const MetricSeries s = h.taskSeries(QStringLiteral("t-1"), TaskMetric::CpuPercent);
        QCOMPARE(s.size(), 2);
        QVERIFY(s.at(0).last().at <= kT0 + kPoll);
        QVERIFY(s.at(1).first().at >= kT0 + 20 * kPoll);
    }

    void tooLargeOrMissingIsUnknownNotClamped()
    {
        MetricsHistory h;
        h.recordTasks(DeploymentTable::fromList(
                          {metricsTask(QStringLiteral("t-1"), QStringLiteral("running"), 12.34, 80000),
                           metricsTask(QStringLiteral("t-2"), QStringLiteral("running"), {}, {})}),
                      kT0);
        QCOMPARE(h.taskSeries(QStringLiteral("t-1"), TaskMetric::CpuPercent).first().first().value, 12.34);
        QVERIFY(h.taskSeries(QStringLiteral("t-1"), TaskMetric::MemoryUsedMB).isEmpty());
        QVERIFY(h.taskSeries(QStringLiteral("t-2"), TaskMetric::CpuPercent).isEmpty());
        QVERIFY(h.taskSeries(QStringLiteral("t-3"), TaskMetric::CpuPercent).isEmpty());
    }

    void taskAppearingAndDisappearing()
    {
        MetricsHistory::Options o;
        o.windowMs = 4 * kPoll;
        MetricsHistory h(o);
        h.recordTasks(
            DeploymentTable::fromList({metricsTask(QStringLiteral("a"), QStringLiteral("running"), 1, 1),
                                       metricsTask(QStringLiteral("b"), QStringLiteral("running"), 2, 2)}),
            kT0);
        // Other order, one gone, one new: ids are matched, not rows.
        h.recordTasks(
            DeploymentTable::fromList({metricsTask(QStringLiteral("c"), QStringLiteral("running"), 3, 3),
                                       metricsTask(QStringLiteral("a"), QStringLiteral("running"), 4, 4)}),
            kT0 + kPoll);
        QCOMPARE(flat(h.taskSeries(QStringLiteral("a"), TaskMetric::CpuPercent)), (QList<double>{1, 4}));
        QCOMPARE(flat(h.taskSeries(QStringLiteral("b"), TaskMetric::CpuPercent)), QList<double>{2});
        QCOMPARE(flat(h.taskSeries(QStringLiteral("c"), TaskMetric::CpuPercent)), QList<double>{3});
        QCOMPARE(h.trackedTaskCount(), qsizetype(3));
        for (int i = 2; i < 10; ++i)
            h.recordTasks(DeploymentTable::fromList(
                              {metricsTask(QStringLiteral("a"), QStringLiteral("running"), 1, 1)}),
                          kT0 + i * kPoll);
        QCOMPARE(h.trackedTaskCount(), qsizetype(1)); // b and c aged out of the window: slots freed
        QVERIFY(h.taskSeries(QStringLiteral("b"), TaskMetric::CpuPercent).isEmpty());
    }

    void statusHealthAndFailingServices()
    {
        MetricsHistory h;
        h.recordTasks(
            DeploymentTable::fromList(
                {metricsTask(QStringLiteral("a"), QStringLiteral("running"), 1, 1, QStringLiteral("s1"),
                             QStringLiteral("healthy")),
                 metricsTask(QStringLiteral("b"), QStringLiteral("failed"), 1, 1, QStringLiteral("s1")),
                 metricsTask(QStringLiteral("c"), QStringLiteral("failed"), 1, 1, QStringLiteral("s2"),
                             QStringLiteral("unhealthy")),
                 metricsTask(QStringLiteral("d"), QStringLiteral("failed"), 1, 1, QStringLiteral("s2"))}),
            kT0);
        h.recordTasks(
            DeploymentTable::fromList({metricsTask(QStringLiteral("a"), QStringLiteral("running"), 1, 1)}),
            kT0 + kPoll);
        QCOMPARE(flat(h.countSeries(QStringLiteral("task.status:failed"))), (QList<double>{3, 0}));
        QCOMPARE(flat(h.countSeries(QStringLiteral("task.status:running"))), (QList<double>{1, 1}));
        QCOMPARE(flat(h.countSeries(QStringLiteral("task.health:unhealthy"))), (QList<double>{1, 0}));
        QCOMPARE(flat(h.countSeries(QStringLiteral("task.health:none"))), (QList<double>{2, 1}));
        QCOMPARE(flat(h.countSeries(QStringLiteral("services.failing"))), (QList<double>{2, 0}));
        QCOMPARE(flat(h.countSeries(QStringLiteral("tasks"))), (QList<double>{4, 1}));
        QVERIFY(h.countKeys().contains(QStringLiteral("task.health:healthy")));
    }

    // An idle poll hands over the very table of the last one; the history records it without a pass over
    // the rows. What it holds must be exactly what a pass over an equal, separately made table records:
    // values, counts (also a status that went away), gaps and the thinning of frames.
    void theSameTableAgainIsRecordedLikeAnEqualOne()
    {
        QList<Deployment> first;
        QList<Deployment> second;
        for (int i = 0; i < 40; ++i) {
            const QString id = QStringLiteral("t-%1").arg(i);
            const QString status = i % 7 == 0 ? QStringLiteral("failed") : QStringLiteral("running");
            first << metricsTask(id, status, i * 0.5, 10 + i, QStringLiteral("s%1").arg(i % 3),
                                 i % 5 == 0 ? QStringLiteral("unhealthy") : QString());
            second << metricsTask(id, QStringLiteral("running"), i * 0.25, 20 + i);
        }
        const DeploymentTable a = DeploymentTable::fromList(first);
        const DeploymentTable b = DeploymentTable::fromList(second);
        // Fresh tables with the same content (the reference: never the very same table again).
        const auto equalTo = [](const DeploymentTable& t) {
            QList<qsizetype> rows;
            for (qsizetype r = 0; r < t.size(); ++r)
                rows << r;
            return t.select(rows);
        };
        MetricsHistory::Options options;
        options.taskFrames = 4;
        MetricsHistory same(options);
        MetricsHistory reference(options);
        const QList<std::pair<const DeploymentTable*, qint64>> polls = {
            {&a, 0}, {&a, 1}, {&a, 2}, {&b, 3}, {&b, 4}, {&a, 5}, {&a, 7}, {&a, 8}, {&a, 9}, {&a, 10}};
        for (const auto& [table, poll] : polls) {
            if (poll == 7) { // poll 6 missed: the console was away
                same.markGap(kT0 + 6 * kPoll);
                reference.markGap(kT0 + 6 * kPoll);
            }
            same.recordTasks(*table, kT0 + poll * kPoll);
            reference.recordTasks(equalTo(*table), kT0 + poll * kPoll);
        }
        QCOMPARE(same.taskFrameCount(), reference.taskFrameCount());
        QCOMPARE(same.trackedTaskCount(), reference.trackedTaskCount());
        QCOMPARE(same.countKeys(), reference.countKeys());
        QVERIFY(same.countKeys().contains(QStringLiteral("task.status:failed")));
        const auto points = [](const MetricSeries& series) {
            QList<std::pair<qint64, double>> out;
            for (const MetricSegment& segment : series) {
                for (const MetricPoint& p : segment)
                    out << std::pair{p.at, p.value};
                out << std::pair{qint64(-1), 0.0}; // segment end
            }
            return out;
        };
        for (const QString& key : same.countKeys())
            QCOMPARE(points(same.countSeries(key)), points(reference.countSeries(key)));
        QCOMPARE(flat(same.countSeries(QStringLiteral("task.status:failed"))).last(), 6.0);
        for (int i = 0; i < 40; ++i) {
            const QString id = QStringLiteral("t-%1").arg(i);
            for (const TaskMetric metric : {TaskMetric::CpuPercent, TaskMetric::MemoryUsedMB})
                QCOMPARE(points(same.taskSeries(id, metric)), points(reference.taskSeries(id, metric)));
        }
        QCOMPARE(flat(same.taskSeries(QStringLiteral("t-3"), TaskMetric::MemoryUsedMB)).last(), 13.0);
    }

    void memoryIsCounted()
    {
        // Values that change every poll: every frame holds its own.
        MetricsHistory h;
        for (int i = 0; i < 100; ++i) {
            QList<Deployment> list;
            for (int t = 0; t < 1000; ++t)
                list << metricsTask(QStringLiteral("t-%1").arg(t), QStringLiteral("running"), 1 + i % 7, 1);
            h.recordTasks(DeploymentTable::fromList(list), kT0 + i * kPoll);
        }
        QCOMPARE(h.taskFrameCount(), qsizetype(48));
        // 48 frames × 1000 tasks × 4 bytes, plus the id index.
        QVERIFY2(h.memoryBytes() >= 48 * 1000 * 4, qPrintable(QString::number(h.memoryBytes())));
        QVERIFY2(h.memoryBytes() < 48 * 1000 * 4 + 200000, qPrintable(QString::number(h.memoryBytes())));
    }

    void unchangedPollsShareTheirValues()
    {
        // The idle console: every poll hands over the same table. 48 frames, one set of values.
        MetricsHistory h;
        QList<Deployment> list;
        for (int i = 0; i < 1000; ++i)
            list << metricsTask(QStringLiteral("t-%1").arg(i), QStringLiteral("running"), 1 + i % 5, 1);
        const DeploymentTable table = DeploymentTable::fromList(list);
        for (int i = 0; i < 100; ++i)
            h.recordTasks(table, kT0 + i * kPoll);
        QCOMPARE(h.taskFrameCount(), qsizetype(48));
        QVERIFY2(h.memoryBytes() < 2 * 1000 * 4 + 200000, qPrintable(QString::number(h.memoryBytes())));
        // The series read as if each frame had its own copy: a point per frame, the task's value.
        const MetricSeries cpu = h.taskSeries(QStringLiteral("t-3"), TaskMetric::CpuPercent);
        QCOMPARE(cpu.size(), 1);
        QCOMPARE(cpu.first().size(), 48);
        for (const MetricPoint& p : cpu.first())
            QCOMPARE(p.value, 4.0);
        // A changed poll after them gets values of its own; the shared ones stay as they were.
        list[3] = metricsTask(QStringLiteral("t-3"), QStringLiteral("running"), 9, 1);
        h.recordTasks(DeploymentTable::fromList(list), kT0 + 100 * kPoll);
        const MetricSeries after = h.taskSeries(QStringLiteral("t-3"), TaskMetric::CpuPercent);
        QCOMPARE(after.first().last().value, 9.0);
        QCOMPARE(after.first().at(after.first().size() - 2).value, 4.0);
        QCOMPARE(h.taskSeries(QStringLiteral("t-4"), TaskMetric::CpuPercent).first().last().value, 5.0);
    }
};

QTEST_GUILESS_MAIN(TestMetricsHistory)
#include "tst_metricshistory.moc"
