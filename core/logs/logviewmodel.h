#pragma once

#include "core/api/deployment.h"
#include "core/logs/logline.h"

#include <QAbstractListModel>
#include <QList>
#include <QRegularExpression>

#include <vector>

namespace cloudly {
namespace core {
class LogNeedle;

// The lines of the log viewer: one task's log, or a service's tasks merged (mergeTaskLogs), with an
// incremental search. Rows are all lines, or only the matching ones (setOnlyMatching). Built for a
// million lines: the texts stay in the tasks' own log lists (shared, not copied) and a line is 12 bytes (its
// task, position and index); the "[task@node] " tag is kept once per task and a row's text is put together
// only when it is shown; a search is one pass over ~64k-character chunks that records matching line indexes,
// and new lines arrive by append (follow) without a reset.
class LogViewModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role
    {
        DeploymentIdRole = Qt::UserRole + 1,
        NodeIdRole,
        IsMatchRole,     // bool: the line matches the search
        MatchRangesRole, // QVariantList of QPoint(start, length) in the display text, for highlighting
    };

    explicit LogViewModel(QObject* parent = nullptr);

    // Replaces every line. `tagged`: each line is shown as "[task@node] text" (a service's merged log).
    void setLines(const QList<LogLine>& lines, bool tagged);
    // Replaces every line with the tasks' logs: `merged` (a service) all of them merged (mergeOrder) and
    // tagged, else the first task's log as it is. The same lines as setLines(mergeTaskLogs(tasks), true) or
    // setLines(taskLog(tasks.first()), false), without a LogLine per line.
    void setTaskLogs(const QList<Deployment>& tasks, bool merged);
    // Adds lines at the end (a poll brought new ones). Rows are inserted, nothing is reset.
    void appendLines(const QList<LogLine>& lines);
    qsizetype lineCount() const { return static_cast<qsizetype>(m_rows.size()); }
    LogLine line(qsizetype index) const; // put together (its time is read again from its text)

    struct Search
    {
        QString pattern;
        bool regex = false;
        bool caseSensitive = false;
        friend bool operator==(const Search&, const Search&) = default;
    };
    // Sets the search; false (and an error naming the problem) for an invalid regular expression, in
    // which case the previous search stays. An empty pattern matches nothing and hides nothing.
    bool setSearch(const Search& search, QString* error = nullptr);
    const Search& search() const { return m_search; }
    void setOnlyMatching(bool on);
    bool onlyMatching() const { return m_onlyMatching; }
    qsizetype matchCount() const { return static_cast<qsizetype>(m_matches.size()); }

    // The row of the next / previous matching line after / before `row` (wrapping), or -1 without matches.
    int nextMatch(int row) const;
    int previousMatch(int row) const;
    // The line index a row shows.
    qsizetype lineIndex(int row) const;
    QString displayText(qsizetype lineIndex) const;
    // The visible rows' display texts, one per line (what "Save…" writes).
    QString visibleText() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void matchCountChanged(qsizetype count);

private:
    bool lineMatches(qsizetype lineIndex) const;
    void rescan();
    void scan(qsizetype first, qsizetype last, std::vector<qsizetype>& out) const;
    void scanPlain(const LogNeedle& needle, const QString& needleText, qsizetype first, qsizetype last,
                   std::vector<qsizetype>& out) const;
    void scanChunks(qsizetype first, qsizetype last, std::vector<qsizetype>& out) const;
    int rowOfLine(qsizetype lineIndex) const;

    // The lines of one task (in the order they were given) and how its lines are tagged.
    struct Source
    {
        QString deploymentId;
        QString nodeId;
        QString tag; // "[task@node] "
        QStringList texts;
    };
    struct Row
    {
        qint32 source;
        qint32 line;  // in Source::texts
        qint32 index; // LogLine::index: the position in the task's log
    };
    const QString& textOf(qsizetype lineIndex) const
    {
        const Row& r = m_rows[static_cast<size_t>(lineIndex)];
        return m_sources[static_cast<size_t>(r.source)].texts.at(r.line);
    }
    qint32 sourceOf(const QString& deploymentId, const QString& nodeId);
    void reset(bool tagged);

    std::vector<Source> m_sources;
    QHash<QString, qint32> m_sourceOf; // deploymentId + '@' + nodeId -> index in m_sources
    std::vector<Row> m_rows;
    bool m_tagged = false;
    Search m_search;
    QRegularExpression m_regex;
    QRegularExpression m_chunkRegex;
    std::vector<qsizetype> m_matches; // ascending line indexes
    bool m_onlyMatching = false;
};

} // namespace core
} // namespace cloudly
