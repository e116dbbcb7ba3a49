#pragma once

#include <QObject>

class QLabel;
class QWidget;

namespace cloudly {
namespace core {
class InventoryRefresher;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {

// Polls less while nobody can see the window: when the main window is minimised or hidden, the inventory
// refresher's interval goes up to hiddenIntervalMs() (and `status` says so: "Hidden: polling every 60 s");
// when the window is shown again the previous interval comes back and everything is refreshed at once.
// Uses only the refresher's public setInterval()/refreshNow().
class VisibilityThrottle : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultHiddenIntervalMs = 60000;

    // `status`: a status bar label shown (with the reason) while throttled, hidden otherwise.
    VisibilityThrottle(QWidget* window, core::InventoryRefresher* refresher, QLabel* status,
                       QObject* parent = nullptr);

    bool isThrottled() const { return m_throttled; }
    int hiddenIntervalMs() const { return m_hiddenIntervalMs; }
    void setHiddenIntervalMs(int ms); // <= 0: the default; applied at once while throttled

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void update();

    QWidget* m_window;
    core::InventoryRefresher* m_refresher;
    QLabel* m_status;
    int m_hiddenIntervalMs = DefaultHiddenIntervalMs;
    int m_visibleIntervalMs = 0; // the interval to restore when shown again
    bool m_throttled = false;
};

} // namespace ui
} // namespace cloudly
