#pragma once

#include "core/logs/logviewmodel.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListView;
class QToolButton;

namespace cloudly {
namespace core {
struct Deployment;
}
namespace ui {
// The log viewer of a task or a service (its tasks merged, each line tagged [task@node], ordered by the
// line's own timestamp): incremental search with highlight and next/previous (Enter / Shift+Enter, F3),
// regular expressions, case, "only matching lines", wrap, follow, save to a file. Cloudly pushes no log
// lines: the viewer follows by being handed the tasks again on each poll (setTasks), and says so. While
// the user has scrolled up, following pauses (and says that too) and resumes at the bottom.
class LogViewer : public QWidget
{
    Q_OBJECT
public:
    explicit LogViewer(QWidget* parent = nullptr);

    // The tasks whose logs to show: one task, or a service's tasks. Called again on every poll; only lines
    // that are new are appended (a log that got shorter is shown again from its start).
    void setTasks(const QList<core::Deployment>& tasks, bool service);
    void setPollInterval(int seconds); // for the "follows by polling every N s" note

    core::LogViewModel* model() const { return m_model; }
    QListView* view() const { return m_view; }
    QLineEdit* searchField() const { return m_search; }
    bool isFollowing() const; // follow is on and not paused
    QString statusText() const;
    bool saveTo(const QString& path, QString* error) const;

public Q_SLOTS:
    void findNext();
    void findPrevious();

private:
    void applySearch();
    void updateStatus();
    void onSave();

    core::LogViewModel* m_model;
    QListView* m_view;
    QLineEdit* m_search;
    QCheckBox* m_regex;
    QCheckBox* m_case;
    QCheckBox* m_only;
    QCheckBox* m_wrap;
    QCheckBox* m_follow;
    QLabel* m_status;
    QLabel* m_error;
    QHash<QString, int> m_seen; // task id -> lines shown
    bool m_service = false;
    bool m_paused = false;
    int m_pollSeconds = 5;
};

} // namespace ui
} // namespace cloudly
