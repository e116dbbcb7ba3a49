#pragma once

#include "core/inventory/freshness.h"

#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;

namespace cloudly {
namespace ui {
// How current the rows of a view are, updated every second: a quiet "updated 4 s ago" while the data is
// live, and a coloured "STALE since …" banner with a warning icon, the reason and the age of the data as soon
// as it is not (failed refresh, lost connection, no reply). Stale rows stay visible under it, read-only.
class FreshnessBar : public QWidget
{
    Q_OBJECT
public:
    explicit FreshnessBar(QWidget* parent = nullptr);

    void setFreshness(const core::Freshness& freshness);
    core::Freshness freshness() const { return m_freshness; }
    bool isStale() const { return m_freshness.isStale(); }
    QString text() const; // the text shown
    // Test and screenshot seam: the clock used for "… ago".
    void setClock(std::function<QDateTime()> clock);
    // Whether the "… ago" text is being kept current (once a second, only while the bar is shown).
    bool isTicking() const { return m_tick.isActive(); }

Q_SIGNALS:
    void staleChanged(bool stale);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void updateText();
    void updateLook();

    core::Freshness m_freshness;
    QLabel* m_icon;
    QLabel* m_text;
    QTimer m_tick;
    std::function<QDateTime()> m_clock;
    bool m_lookStale = false;
};

} // namespace ui
} // namespace cloudly