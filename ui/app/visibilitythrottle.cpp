#include "ui/app/visibilitythrottle.h"

#include "core/inventory/inventoryrefresher.h"
#include "core/util/logging.h"

#include <QEvent>
#include <QLabel>
#include <QTimer>
#include <QWidget>

namespace cloudly {
namespace ui {

VisibilityThrottle::VisibilityThrottle(QWidget* window, core::InventoryRefresher* refresher, QLabel* status,
                                       QObject* parent)
    : QObject(parent), m_window(window), m_refresher(refresher), m_status(status)
{
    m_status->setVisible(false);
    m_window->installEventFilter(this);
}

void VisibilityThrottle::setHiddenIntervalMs(int ms)
{
    m_hiddenIntervalMs = ms > 0 ? ms : DefaultHiddenIntervalMs;
    if (m_throttled) {
        m_throttled = false;
        update();
    }
}

bool VisibilityThrottle::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::Show:
        case QEvent::Hide:
        case QEvent::WindowStateChange:
            // After the event: isVisible()/isMinimized() are current then.
            QTimer::singleShot(0, this, &VisibilityThrottle::update);
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void VisibilityThrottle::update()
{
    const bool hidden = !m_window->isVisible() || m_window->isMinimized();
    if (hidden == m_throttled)
        return;
    if (hidden) {
        m_visibleIntervalMs = m_refresher->interval();
        m_throttled = true;
        if (m_hiddenIntervalMs > m_visibleIntervalMs)
            m_refresher->setInterval(m_hiddenIntervalMs);
        const int seconds = std::max(m_hiddenIntervalMs, m_visibleIntervalMs) / 1000;
        m_status->setText(m_window->isMinimized() ? tr("Minimised: polling every %1 s").arg(seconds)
                                                  : tr("Hidden: polling every %1 s").arg(seconds));
        m_status->setVisible(true);
        qCInfo(lcModel) << "window not visible: polling every" << seconds << "s";
    } else {
        m_throttled = false;
        m_refresher->setInterval(m_visibleIntervalMs);
        m_status->setVisible(false);
        m_status->clear();
        qCInfo(lcModel) << "window visible again: polling every" << m_visibleIntervalMs << "ms, catching up";
        m_refresher->refreshNow(); // catch up at once
    }
}

} // namespace ui
} // namespace cloudly
