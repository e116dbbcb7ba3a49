#pragma once

#include "core/alerts/alertengine.h"

#include <QObject>
#include <QPointer>

class QSystemTrayIcon;

namespace cloudly {
namespace ui {
// Shows the AlertEngine's notifications as desktop notifications through a QSystemTrayIcon. Without a
// system tray (e.g. offscreen, some desktops) nothing pops up; the alerts are still listed in the app
// (AlertsPage), and lastNotification() keeps what would have been shown.
class AlertNotifier : public QObject
{
    Q_OBJECT
public:
    explicit AlertNotifier(core::AlertEngine* engine, QObject* parent = nullptr);
    ~AlertNotifier() override;

    bool trayAvailable() const { return m_tray != nullptr; }
    // One translated sentence for the alerts page: where notifications go.
    QString statusText() const;
    int shownCount() const { return m_count; }
    core::AlertNotification lastNotification() const { return m_last; }

Q_SIGNALS:
    void notified(const cloudly::core::AlertNotification& notification);
    void activated(); // the tray icon or one of its messages was clicked

private:
    void show(const core::AlertNotification& notification);

    QSystemTrayIcon* m_tray = nullptr;
    core::AlertNotification m_last;
    int m_count = 0;
};

} // namespace ui
} // namespace cloudly
