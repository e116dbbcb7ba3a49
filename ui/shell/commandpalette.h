#pragma once

#include "core/session/profile.h"

#include "ui/shell/paletteindex.h"

#include <QFrame>
#include <QPointer>

class QLabel;
class QLineEdit;
class QListView;

namespace cloudly {
namespace ui {
class StageBand;
class PaletteResultsModel;

// The command palette (Ctrl+K): a line edit over a list of the best matches (PaletteIndex, top 50) of
// views, commands, services, tasks and nodes. Up/Down/PageUp/PageDown move in the list while typing,
// Enter activates (activated()), Escape or leaving closes it. A frame floating over the top of the main
// window (so it is part of the window, for screenshots and screen readers alike).
class CommandPalette : public QFrame
{
    Q_OBJECT
public:
    CommandPalette(PaletteIndex* index, QWidget* parent);
    ~CommandPalette() override;

    // Shows the palette over the parent, empties the query and gives the line edit the focus.
    void popup();
    void dismiss();

    QLineEdit* lineEdit() const { return m_edit; }
    QListView* list() const { return m_list; }
    QList<PaletteResult> results() const;
    qint64 lastSearchMicroseconds() const { return m_lastSearchUs; }

    // Activates the current row (or the first): hides the palette, then emits activated(). False when
    // there is nothing to activate.
    bool activateCurrent();
    // The server's stage and profile, shown across the top of the palette (hidden without a stage).
    void setProfile(const core::Profile& profile);
    StageBand* stageBand() const { return m_band; }

Q_SIGNALS:
    void activated(const cloudly::ui::PaletteItem& item);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void search();
    void place();
    void onFocusChanged(QWidget* old, QWidget* now);

    PaletteIndex* m_index;
    QLineEdit* m_edit;
    QListView* m_list;
    QLabel* m_status;
    StageBand* m_band;
    PaletteResultsModel* m_model;
    qint64 m_lastSearchUs = 0;
    QPointer<QWidget> m_previousFocus; // given the focus back on dismiss
};

// The user-visible name of a palette item's kind ("View", "Command", "Service", "Task", "Node").
QString paletteKindName(PaletteItem::Kind kind);

} // namespace ui
} // namespace cloudly
