#pragma once

#include "core/demo/demochurn.h"

#include <QFile>
#include <QString>

namespace cloudly {
namespace core {

// What the demo server did, one JSON object a line (cloudly-demo-server --event-log FILE), so a test can
// hold a client to it: every change of the churn ({"event":"change","reply":N,"id":…,"field":…,"before":…,
// "after":…}, the values as JSON text), every accepted WebSocket connection ("accepted"), every successful
// login ("login") and every drop of the connections ("dropped", with how many). Each line carries "at"
// (ms since the epoch) and is written whole and flushed at once, so a server killed with SIGKILL leaves
// complete lines. A server started on an existing log appends to it and its churn resumes after the last
// changed reply the log records (changedReplies()): a restarted server keeps its data, as Cloudly does.
class DemoEventLog
{
public:
    explicit DemoEventLog(const QString& path);
    // Opens the file for appending; false (and *error) when it cannot be written.
    bool open(QString* error);

    // The highest changed reply the log at `path` records (0: none, or no such file). A torn last line
    // (no newline) does not count.
    static int changedReplies(const QString& path);

    void changes(int reply, const QList<DemoChurn::Change>& changes);
    void accepted(quint64 connection);
    void login(const QString& user);
    void dropped(int connections);
    void started(quint16 port, int resumedReplies);

private:
    void write(const QByteArray& lines);
    static QByteArray line(const char* event, const QByteArray& fields);

    QFile m_file;
};

} // namespace core
} // namespace cloudly
