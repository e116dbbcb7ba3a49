#pragma once

#include "core/history/servicehistory.h"

#include <QString>
#include <QTabWidget>
#include <QWidget>

class QLabel;
class QTableView;

namespace cloudly {
namespace ui {
class DetailPane;
class RevisionDiffModel;
class RevisionListModel;

// The revisions of a service and the diff of two of them: the list (RevisionListModel) above, the
// changes (RevisionDiffModel) below. Selecting two rows compares them, one row compares it with the
// revision before it; a diff that cannot be made (a revision not seen whole) says so instead of showing an
// empty table. The latest revision is selected when the panel first shows a service.
class RevisionsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RevisionsPanel(QWidget* parent = nullptr);

    void setHistory(const core::ServiceHistory& history);
    // Compares revision `from` with `to` (numbers), selecting both rows.
    void compare(int from, int to);

    RevisionListModel* listModel() const { return m_list; }
    RevisionDiffModel* diffModel() const { return m_diff; }
    QTableView* listView() const { return m_listView; }
    QTableView* diffView() const { return m_diffView; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* summaryLabel() const { return m_summary; }

private:
    void onSelectionChanged();

    RevisionListModel* m_list;
    RevisionDiffModel* m_diff;
    QLabel* m_summary;
    QTableView* m_listView;
    QLabel* m_status;
    QTableView* m_diffView;
};

// The service detail's "Revisions" tab (a tab widget the detail pane holds under its fields).
class RevisionTabs : public QTabWidget
{
    Q_OBJECT
public:
    explicit RevisionTabs(QWidget* parent = nullptr);
    RevisionsPanel* panel() const { return m_panel; }
    QString serviceId() const { return m_serviceId; }
    void setServiceId(const QString& id) { m_serviceId = id; }

private:
    RevisionsPanel* m_panel;
    QString m_serviceId;
};

// Puts the Revisions tab of `serviceId`, read from the journal at `journalPath`, into `pane`; the one shown
// for the same service stays as it is (refreshServiceRevisions() reads it again). An empty path: no tab.
void showServiceRevisions(DetailPane* pane, const QString& journalPath, const QString& serviceId);
// Reads the revisions again for the tab `pane` shows, if any (after the journal wrote a poll).
void refreshServiceRevisions(DetailPane* pane, const QString& journalPath);

} // namespace ui
} // namespace cloudly
