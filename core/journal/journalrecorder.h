#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/lazyjson.h"
#include "core/api/service.h"
#include "core/journal/journalentry.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <string_view>
#include <unordered_map>

namespace cloudly {
namespace core {
class JournalStore;

// Turns what the poller brings into journal entries: tasks appearing and disappearing, status and health
// transitions, node status changes, service configuration changes field by field (values of environment
// variables and secret-looking keys are never recorded, only that they changed). The first snapshot of
// each kind records nothing but one "observation.started" entry: what happened before was not seen.
// Each services poll also hands the store the services' revisions (their redacted states, see
// revisionstate.h) so that every state the console saw can be rebuilt (core/history).
class JournalRecorder : public QObject
{
    Q_OBJECT
public:
    // `store` receives the entries (may be null: entries are only returned). `clock` for tests.
    JournalRecorder(JournalStore* store, QString serverLabel, QObject* parent = nullptr);
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }

    QList<JournalEntry> observeTasks(const DeploymentTable& tasks);
    QList<JournalEntry> observeClusters(const QList<Cluster>& clusters);
    QList<JournalEntry> observeServices(const QList<Service>& services);
    // The console reconnected (same profile): notes "observation.started" again now, so a reader sees the
    // gap; the baselines stay, so what changed meanwhile is recorded (as seen at the next reply).
    void restartObservation();

    // The field-level difference of two services' JSON (paths like `data.imageVersion`), secrets hidden.
    static QList<JournalEntry> diffService(const QJsonObject& before, const QJsonObject& after,
                                           const QString& serviceId, qint64 at);

Q_SIGNALS:
    void recorded(const QList<cloudly::core::JournalEntry>& entries); // after each non-empty commit

private:
    void started(QList<JournalEntry>& out, const QString& what);
    void commit(const QList<JournalEntry>& entries);

    JournalStore* m_store;
    QString m_server;
    std::function<qint64()> m_clock;
    bool m_startedNoted = false;
    // Tasks: the previous table and, while one poll is diffed, an index of its ids (views into its
    // bytes; built only when a row moved).
    bool m_haveTasks = false;
    DeploymentTable m_tasks;
    std::unordered_map<std::string_view, qsizetype> m_taskIndex;
    bool m_haveNodes = false;
    QHash<QString, QString> m_nodeStatus;
    bool m_haveServices = false;
    bool m_revisionSession = true; // the next services poll starts an observation (revisiontable.h)
    // The services' raw objects as the refresher holds them: slices of the reply, parsed only when a
    // service's bytes changed (10k parsed objects cost ~38 MB at 10k services).
    QHash<QString, LazyJsonObject> m_services;
};

} // namespace core
} // namespace cloudly
