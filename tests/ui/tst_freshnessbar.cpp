// The freshness bar (ui/inventory/freshnessbar): "updated N s ago" kept current once a second while the bar
// is shown, not while it is hidden (every page and overview tile has one), and brought up to date the moment
// it is shown again; a stale state says so at once.
#include "ui/inventory/freshnessbar.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>

using cloudly::core::Freshness;
using cloudly::ui::FreshnessBar;

namespace {
const QDateTime kStart = QDateTime::fromSecsSinceEpoch(1767225600, Qt::UTC); // 2026-01-01

Freshness loadedAt(const QDateTime& at)
{
    Freshness f;
    f.lastSuccess = at;
    return f;
}
} // namespace

class TestFreshnessBar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ticksOnlyWhileShown()
    {
        QDateTime now = kStart.addSecs(5);
        QStackedWidget pages;
        auto* bar = new FreshnessBar;
        auto* other = new QWidget;
        pages.addWidget(bar);
        pages.addWidget(other);
        bar->setClock([&now] { return now; });
        bar->setFreshness(loadedAt(kStart));
        QVERIFY(!bar->isTicking()); // not shown yet
        QCOMPARE(bar->text(), QStringLiteral("Updated 5 s ago"));

        pages.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pages));
        QVERIFY(bar->isTicking());
        now = kStart.addSecs(7);
        QTRY_COMPARE_WITH_TIMEOUT(bar->text(), QStringLiteral("Updated 7 s ago"), 3000);

        // Another page in front: the bar stops, and its text stays as it was while the time goes on.
        pages.setCurrentWidget(other);
        QVERIFY(!bar->isTicking());
        now = kStart.addSecs(40);
        QTest::qWait(1300);
        QCOMPARE(bar->text(), QStringLiteral("Updated 7 s ago"));

        // Shown again: up to date at once, not a second later.
        pages.setCurrentWidget(bar);
        QCOMPARE(bar->text(), QStringLiteral("Updated 40 s ago"));
        QVERIFY(bar->isTicking());
        pages.hide();
        QVERIFY(!bar->isTicking());
    }

    void staleStateIsShownAtOnceEvenWhenHidden()
    {
        const QDateTime now = kStart.addSecs(90);
        FreshnessBar bar;
        bar.setClock([now] { return now; });
        Freshness f = loadedAt(kStart);
        f.reason = Freshness::StaleReason::Disconnected;
        f.error = QStringLiteral("remote host closed");
        f.staleSince = kStart.addSecs(60);
        QSignalSpy stale(&bar, &FreshnessBar::staleChanged);
        bar.setFreshness(f);
        QVERIFY(!bar.isTicking());
        // (The clock times are local; the rest does not depend on the time zone.)
        const QString text = bar.text();
        QVERIFY2(text.startsWith(QStringLiteral("STALE since ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(
                     " — connection lost: remote host closed. Showing the last good data, from ")),
                 qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral(" (1 min old); it is not being updated.")), qPrintable(text));
        QCOMPARE(stale.size(), 1);
        // Announced to a screen reader: the stale text is the bar's accessible description (an event).
        QCOMPARE(bar.accessibleName(), QStringLiteral("Data freshness"));
        QCOMPARE(bar.accessibleDescription(), text);
        // The long stale text wraps and can be copied; the short current one does neither (it is laid out
        // as plain text).
        const auto* label = bar.findChild<QLabel*>(QStringLiteral("freshnessText"));
        QVERIFY(label);
        QVERIFY(label->wordWrap());
        QVERIFY(label->textInteractionFlags() & Qt::TextSelectableByMouse);
        bar.setFreshness(loadedAt(now));
        QCOMPARE(bar.text(), QStringLiteral("Updated just now"));
        QVERIFY(!label->wordWrap());
        QCOMPARE(label->textInteractionFlags(), Qt::NoTextInteraction);
        QCOMPARE(stale.size(), 2);
        QCOMPARE(bar.accessibleDescription(), QStringLiteral("Live again: Updated just now"));
    }
};

QTEST_MAIN(TestFreshnessBar)
#include "tst_freshnessbar.moc"
