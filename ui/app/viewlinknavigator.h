#pragma once

#include "core/links/viewlink.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class QWidget;

namespace cloudly {
namespace ui {
class FeaturePages;
class InventoryPage;
class MainWindow;

// What a link to a view means in one window: the page keys of its pages ("tasks", "services", …), the link
// to what the window shows now (page, filter text, selected row), and opening a link there. Opening only
// shows: it picks the page, sets its filter and selects the row; it never presses a button, so no link can
// send anything to a server. A row that is not there yet (the inventory is still loading) is selected when
// it arrives, for up to `selectWaitMs`.
class ViewLinkNavigator : public QObject
{
    Q_OBJECT
public:
    ViewLinkNavigator(MainWindow* window, FeaturePages* pages, QObject* parent = nullptr);

    // Every page key of the window, in sidebar order.
    QStringList pageKeys() const;
    // The key of `page` (a page or its placeholder); empty for a page links cannot name.
    QString keyOf(QWidget* page) const;
    // The link to the current view on `profile`.
    core::ViewLink currentView(const QString& profile) const;

    // Shows the link's page, filter and selection (the profile is the caller's business). Returns what went
    // wrong (translated; empty: shown). A selection that is still pending is not an error: selectionFailed()
    // reports it when it does not appear in time.
    QString open(const core::ViewLink& link);
    void setSelectWait(int ms) { m_selectWaitMs = ms; }
    bool isSelectionPending() const { return m_pendingTimer.isActive(); }

Q_SIGNALS:
    void selectionFailed(const QString& message);
    // open() is done: the page and filter are shown and the selection made (or given up on).
    void viewSettled();

private:
    QWidget* pageFor(const QString& key) const;
    QString show(const core::ViewLink& link);
    bool trySelect();

    MainWindow* m_window;
    FeaturePages* m_pages;
    // The selection waiting for its row: the page, the id, when we give up.
    QPointer<QWidget> m_pendingPage;
    QString m_pendingId;
    QTimer m_pendingTimer;
    qint64 m_pendingUntil = 0;
    int m_selectWaitMs = 30000;
};

} // namespace ui
} // namespace cloudly
