#include "ui/inventory/freshnessbar.h"

#include "ui/a11y/announce.h"
#include "ui/features/statusdelegate.h"
#include "ui/style/theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QLabel>
#include <QShowEvent>

namespace cloudly {
namespace ui {
FreshnessBar::FreshnessBar(QWidget* parent)
    : QWidget(parent), m_icon(new QLabel(this)), m_text(new QLabel(this)),
      m_clock([] { return QDateTime::currentDateTime(); })
{
    setObjectName(QStringLiteral("freshnessBar"));
    setAccessibleName(tr("Data freshness"));
    m_text->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_text->setObjectName(QStringLiteral("freshnessText"));
    m_text->setTextInteractionFlags(Qt::NoTextInteraction); // selectable while stale (updateLook())
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    setAutoFillBackground(true);
    // Once a second while shown: every page and overview tile has a bar, and a hidden one re-laying out its
    // text each second was most of the idle console's GUI work. Shown again, it is brought up to date at
    // once.
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &FreshnessBar::updateText);
    updateLook();
    updateText();
}

void FreshnessBar::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
    updateText();
}

void FreshnessBar::setFreshness(const core::Freshness& freshness)
{
    const bool wasStale = m_freshness.isStale();
    m_freshness = freshness;
    updateLook();
    updateText();
    if (wasStale != freshness.isStale()) {
        // News for a screen reader, whatever has the focus: the data stopped (or started again) being
        // current. The "… ago" ticking is not announced; the text label stays readable all the time.
        announce(this, freshness.isStale() ? text() : tr("Live again: %1").arg(text()));
        Q_EMIT staleChanged(freshness.isStale());
    }
}

QString FreshnessBar::text() const
{
    return m_text->text();
}

void FreshnessBar::updateText()
{
    const QDateTime now = m_clock();
    const core::Freshness& f = m_freshness;
    if (f.isStale() && f.isLoaded()) {
        const QDateTime since = f.staleSince.isValid() ? f.staleSince : f.lastSuccess;
        m_text->setText(
            tr("STALE since %1 — %2. Showing the last good data, from %3 (%4 old); it is not being "
               "updated.")
                .arg(core::Freshness::formatTime(since, now), f.reasonText(),
                     core::Freshness::formatTime(f.lastSuccess, now),
                     core::Freshness::formatAge(f.lastSuccess.secsTo(now))));
    } else if (f.isStale()) {
        m_text->setText(tr("NOT LOADED — %1").arg(f.reasonText()));
    } else {
        const QString description = f.describe(now);
        m_text->setText(description.left(1).toUpper() + description.mid(1));
    }
    setToolTip(m_freshness.isLoaded()
                   ? tr("Last successful refresh: %1").arg(m_freshness.lastSuccess.toString(Qt::ISODate))
                   : QString());
}

void FreshnessBar::updateLook()
{
    const bool stale = m_freshness.isStale();
    const int size = fontMetrics().height();
    const Severity severity =
        stale ? Severity::Warning : (m_freshness.isLoaded() ? Severity::Ok : Severity::Progress);
    m_icon->setPixmap(severityIcon(severity).pixmap(size, size));
    m_icon->setToolTip(severityName(severity));
    QPalette pal = parentWidget() ? parentWidget()->palette() : palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    if (stale && isHighContrastLook(pal)) {
        // High contrast: no tint; the warning icon and the bold "STALE" words in the highlight colour say it.
        pal.setColor(QPalette::WindowText, pal.color(QPalette::Highlight));
    } else if (stale) {
        pal.setColor(QPalette::Window, dark ? QColor(0x5c, 0x45, 0x10) : QColor(0xff, 0xf1, 0xc2));
        pal.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xf1, 0xc2) : QColor(0x4d, 0x3a, 0x00));
    }
    m_lookStale = stale;
    setPalette(pal);
    // A stale bar's long text (with the server's error) wraps and can be selected and copied. The short
    // "Updated 4 s ago" does neither: a wrapped, selectable label lays its text out as a rich-text document
    // and makes the window's layout ask for its height for a width, every second it changes.
    if (m_text->wordWrap() != stale) { // both lay the label out again even when nothing changes
        m_text->setWordWrap(stale);
        m_text->setTextInteractionFlags(stale ? Qt::TextSelectableByMouse : Qt::NoTextInteraction);
    }
    QFont f = m_text->font();
    f.setBold(stale);
    m_text->setFont(f);
}

void FreshnessBar::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    updateText();
    m_tick.start();
}

void FreshnessBar::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_tick.stop();
}

void FreshnessBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        updateText();
}

} // namespace ui
} // namespace cloudly