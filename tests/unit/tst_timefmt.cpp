// The one display format of a point in time (core/util/timefmt): what every table, detail pane, export
// and CLI line shows, in the time spec it is given.
#include "core/util/timefmt.h"

#include <QTest>
#include <QTimeZone>

using namespace cloudly::core;

class TestTimeFmt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatsInTheGivenSpec()
    {
        const QDateTime utc(QDate(2026, 1, 31), QTime(4, 5, 9, 250), Qt::UTC);
        QCOMPARE(displayTime(utc), QStringLiteral("2026-01-31 04:05:09"));
        QCOMPARE(displayTimeMinutes(utc), QStringLiteral("2026-01-31 04:05"));
        QCOMPARE(displayClock(utc), QStringLiteral("04:05:09"));
        const QDateTime plusTwo = utc.toTimeZone(QTimeZone(2 * 3600));
        QCOMPARE(displayTime(plusTwo), QStringLiteral("2026-01-31 06:05:09"));
    }

    void utcIsConvertedAndNamed()
    {
        const QDateTime plusTwo(QDate(2026, 3, 1), QTime(1, 0, 0), QTimeZone(2 * 3600));
        QCOMPARE(displayTimeUtc(plusTwo), QStringLiteral("2026-02-28 23:00:00 UTC"));
    }

    void msecsAreLocalTime()
    {
        const qint64 msecs = QDateTime(QDate(2025, 7, 4), QTime(23, 59, 58), Qt::UTC).toMSecsSinceEpoch();
        QCOMPARE(displayTime(msecs), displayTime(QDateTime::fromMSecsSinceEpoch(msecs).toLocalTime()));
        QCOMPARE(displayTime(msecs),
                 QDateTime::fromMSecsSinceEpoch(msecs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    }

    void nearTimesDropTheDate()
    {
        const QDateTime utc(QDate(2026, 1, 31), QTime(4, 5, 9), Qt::UTC);
        QCOMPARE(displayTimeNear(utc, utc.addSecs(3600)), QStringLiteral("04:05:09"));
        QCOMPARE(displayTimeNear(utc, utc.addDays(1)), QStringLiteral("2026-01-31 04:05"));
        // "The same day" is the day in the time's own spec: 01:00 on Feb 1 at UTC+2 is still Jan 31 in UTC.
        const QDateTime plusTwo(QDate(2026, 2, 1), QTime(1, 0, 0), QTimeZone(2 * 3600));
        QCOMPARE(displayTimeNear(plusTwo, plusTwo.toUTC()), QStringLiteral("01:00:00"));
        QCOMPARE(displayTimeNear(plusTwo, plusTwo.addSecs(-2 * 3600)), QStringLiteral("2026-02-01 01:00"));
    }

    void invalidIsEmpty() { QVERIFY(displayTime(QDateTime()).isEmpty()); }
};

QTEST_GUILESS_MAIN(TestTimeFmt)
#include "tst_timefmt.moc"
