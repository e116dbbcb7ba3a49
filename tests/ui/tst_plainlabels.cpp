// Server strings shown in labels are plain text: a service named `<img width=99999 src=x>` (or a server
// error carrying markup) must be shown as those characters, never rendered as rich text (a 99999 px image
// pushes every other widget off the window; links and styles could imitate the console's own text).
#include "core/net/typedsocketclient.h"
#include "core/session/session.h"
#include "ui/connect/connectionindicator.h"
#include "ui/detail/detailpane.h"
#include "ui/inventory/freshnessbar.h"

#include <QLabel>
#include <QTest>

using namespace cloudly;

namespace {
const QString kMarkup = QStringLiteral("<img width=99999 height=99999 src=x><b>bold</b>");

// The label shows the markup as text: plain format, the characters themselves, no giant size.
void checkPlain(const QLabel* label)
{
    QVERIFY(label);
    QVERIFY2(label->text().contains(QStringLiteral("<img width=99999")), qPrintable(label->text()));
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QVERIFY2(
        label->sizeHint().width() < 5000 && label->sizeHint().height() < 5000,
        qPrintable(QStringLiteral("%1x%2").arg(label->sizeHint().width()).arg(label->sizeHint().height())));
}
} // namespace

class TestPlainLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detailPaneTitle()
    {
        ui::DetailPane pane;
        pane.begin(QStringLiteral("svc-x"), kMarkup);
        pane.show();
        checkPlain(pane.findChild<QLabel*>(QStringLiteral("detailTitle")));
        pane.setText(kMarkup, QStringLiteral("text"));
        checkPlain(pane.findChild<QLabel*>(QStringLiteral("detailTextTitle")));
    }

    void connectionIndicatorError()
    {
        core::TypedSocketClient client;
        core::Session session(&client);
        ui::ConnectionIndicator indicator(&client, &session);
        indicator.setLastError(kMarkup);
        indicator.show();
        checkPlain(indicator.findChild<QLabel*>(QStringLiteral("connectionError")));
    }

    void freshnessError()
    {
        ui::FreshnessBar bar;
        core::Freshness f;
        f.lastSuccess = QDateTime::currentDateTimeUtc();
        f.reason = core::Freshness::StaleReason::RefreshFailed;
        f.error = kMarkup;
        bar.setFreshness(f);
        bar.show();
        checkPlain(bar.findChild<QLabel*>(QStringLiteral("freshnessText")));
    }
};

QTEST_MAIN(TestPlainLabels)
#include "tst_plainlabels.moc"
