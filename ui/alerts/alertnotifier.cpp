#include "ui/alerts/alertnotifier.h"

#include <QApplication>
#include <QIcon>
#include <QStyle>
#include <QSystemTrayIcon>

namespace cloudly {
namespace ui {

AlertNotifier::AlertNotifier(core::AlertEngine* engine, QObject* parent) : QObject(parent)
{
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        QIcon icon = QApplication::windowIcon();
        if (icon.isNull())
            icon = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        m_tray = new QSystemTrayIcon(icon, this);
        m_tray->setToolTip(tr("Cloudly Console alerts"));
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, &AlertNotifier::activated);
        connect(m_tray, &QSystemTrayIcon::activated, this, [this] { Q_EMIT activated(); });
        m_tray->show();
    }
    connect(engine, &core::AlertEngine::notificationReady, this, &AlertNotifier::show);
}

AlertNotifier::~AlertNotifier() = default;

QString AlertNotifier::statusText() const
{
    if (m_tray && QSystemTrayIcon::supportsMessages())
        return tr(
            "Desktop notifications are shown through the system tray, at most one per service every few "
            "minutes.");
    return tr("No system tray is available: alerts are only listed here.");
}

void AlertNotifier::show(const core::AlertNotification& notification)
{
    m_last = notification;
    ++m_count;
    if (m_tray && QSystemTrayIcon::supportsMessages())
        m_tray->showMessage(notification.title, notification.body, QSystemTrayIcon::Warning, 10000);
    Q_EMIT notified(notification);
}

} // namespace ui
} // namespace cloudly
