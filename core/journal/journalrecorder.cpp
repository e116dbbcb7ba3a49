#include "core/journal/journalrecorder.h"

#include "core/journal/journalstore.h"
#include "core/journal/revisionstate.h"
#include "core/rules/secretkey.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <utility>
#include <vector>

namespace cloudly {
namespace core {
namespace {
std::string_view view(QByteArrayView v)
{
    return {v.data(), size_t(v.size())};
}

// Keys whose values the journal never keeps: environment variables, and every key the one secret rule
// (core/rules/secretkey.h) names.
bool hiddenKey(const QString& key)
{
    return key == QLatin1String("environment") || key == QLatin1String("env") || isSecretKey(key);
}

// A service's bytes for the journal's writer thread, which makes its revision state: the reply's slice
// when the object came as one (shared, nothing parsed or copied here), else the object as compact JSON.
JsonSlice bytesOf(const LazyJsonObject& raw)
{
    if (const JsonSlice* slice = raw.slice())
        return *slice;
    QByteArray bytes = QJsonDocument(raw.object()).toJson(QJsonDocument::Compact);
    const qsizetype size = bytes.size();
    return JsonSlice{std::move(bytes), 0, size};
}

bool hidden(const QString& path)
{
    const QStringList keys = path.split(QLatin1Char('.'));
    return std::any_of(keys.cbegin(), keys.cend(), hiddenKey);
}

QString text(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 17);
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

void diff(const QJsonValue& a, const QJsonValue& b, const QString& path, const QString& id, qint64 at,
          QList<JournalEntry>& out)
{
    if (a == b)
        return;
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        QStringList keys = x.keys();
        for (const QString& k : y.keys())
            if (!x.contains(k))
                keys << k;
        keys.sort();
        for (const QString& k : keys)
            diff(x.value(k), y.value(k), path.isEmpty() ? k : path + QLatin1Char('.') + k, id, at, out);
        return;
    }
    JournalEntry e;
    e.at = at;
    e.kind = QStringLiteral("service.changed");
    e.objectId = id;
    e.serviceId = id;
    e.field = path;
    // A whole subtree (an object or array added, removed or changed, or a change of type) is kept with
    // the values under hidden keys at any depth masked, by the same scrub as the offline cache's.
    const bool secret = hidden(path);
    const QJsonValue mask(hiddenValue);
    const auto kept = [&](const QJsonValue& v) {
        return v.isUndefined() ? QString() : secret ? hiddenValue : text(scrubSecrets(v, hiddenKey, mask));
    };
    e.before = kept(a);
    e.after = kept(b);
    if (!e.before.isEmpty() && e.before == e.after) // only hidden values changed
        e.before = e.after = hiddenValue;
    out << e;
}
} // namespace

JournalRecorder::JournalRecorder(JournalStore* store, QString serverLabel, QObject* parent)
    : QObject(parent), m_store(store), m_server(std::move(serverLabel)),
      m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
{}

void JournalRecorder::started(QList<JournalEntry>& out, const QString& what)
{
    if (m_startedNoted)
        return;
    m_startedNoted = true;
    JournalEntry e;
    e.at = m_clock();
    e.kind = QStringLiteral("observation.started");
    e.objectId = m_server;
    e.after = what.isEmpty() ? m_server : what;
    out << e;
}

void JournalRecorder::restartObservation()
{
    m_startedNoted = false;
    m_revisionSession = true;
    if (!m_haveTasks && !m_haveNodes && !m_haveServices)
        return; // nothing seen yet: the first snapshot notes it
    QList<JournalEntry> out;
    started(out, m_server);
    commit(out);
}

void JournalRecorder::commit(const QList<JournalEntry>& entries)
{
    if (m_store)
        m_store->append(entries);
    if (!entries.isEmpty())
        Q_EMIT recorded(entries);
}

QList<JournalEntry> JournalRecorder::observeTasks(const DeploymentTable& tasks)
{
    QList<JournalEntry> out;
    const qint64 now = m_clock();
    started(out, m_server); // the first snapshot, or the first after restartObservation()
    if (m_haveTasks) {
        std::vector<bool> seen(static_cast<size_t>(m_tasks.size()), false);
        // The usual poll lists the same ids in the same order: one comparison per row; the index of the
        // previous table's ids is built only when a row is not where it was.
        const qsizetype previousRows = m_tasks.size();
        bool indexed = false;
        const auto previousRow = [&](qsizetype i) -> qsizetype {
            const QByteArrayView id = tasks.idUtf8(i);
            if (i < previousRows && m_tasks.idUtf8(i) == id)
                return i;
            if (!indexed) {
                m_taskIndex.clear();
                m_taskIndex.reserve(static_cast<size_t>(previousRows));
                for (qsizetype k = 0; k < previousRows; ++k)
                    m_taskIndex.emplace(view(m_tasks.idUtf8(k)), k);
                indexed = true;
            }
            const auto it = m_taskIndex.find(view(id));
            return it == m_taskIndex.end() ? -1 : it->second;
        };
        for (qsizetype i = 0; i < tasks.size(); ++i) {
            // The usual row: where it was and unchanged. isSameRow() reads only the two rows (equal
            // fingerprints of byte rows cover the id), not the ids in the replies' bytes.
            if (i < previousRows && tasks.isSameRow(i, m_tasks, i)) {
                seen[static_cast<size_t>(i)] = true;
                continue;
            }
            const qsizetype p = previousRow(i);
            // Built only for a row that changed (the usual poll leaves 99 % of them as they were).
            const auto entry = [&tasks, i, now] {
                JournalEntry e;
                e.at = now;
                e.objectId = tasks.id(i);
                e.serviceId = tasks.serviceId(i);
                e.nodeId = tasks.nodeId(i);
                return e;
            };
            if (p < 0) {
                JournalEntry e = entry();
                e.kind = QStringLiteral("task.appeared");
                e.after = tasks.status(i);
                out << e;
                continue;
            }
            seen[static_cast<size_t>(p)] = true;
            if (tasks.isSameRow(i, m_tasks, p))
                continue;
            const JournalEntry e = entry();
            if (tasks.status(i) != m_tasks.status(p)) {
                JournalEntry s = e;
                s.kind = QStringLiteral("task.status");
                s.before = m_tasks.status(p);
                s.after = tasks.status(i);
                out << s;
            }
            const QString before = m_tasks.healthStatus(p).value_or(QString());
            const QString after = tasks.healthStatus(i).value_or(QString());
            if (before != after) {
                JournalEntry h = e;
                h.kind = QStringLiteral("task.health");
                h.before = before;
                h.after = after;
                out << h;
            }
        }
        for (qsizetype p = 0; p < m_tasks.size(); ++p) {
            if (seen[static_cast<size_t>(p)])
                continue;
            JournalEntry e;
            e.at = now;
            e.kind = QStringLiteral("task.disappeared");
            e.objectId = m_tasks.id(p);
            e.serviceId = m_tasks.serviceId(p);
            e.nodeId = m_tasks.nodeId(p);
            e.before = m_tasks.status(p);
            out << e;
        }
    }
    m_haveTasks = true;
    m_tasks = tasks;
    m_taskIndex.clear(); // its views were into the table before
    commit(out);
    return out;
}

QList<JournalEntry> JournalRecorder::observeClusters(const QList<Cluster>& clusters)
{
    QList<JournalEntry> out;
    QHash<QString, QString> now;
    for (const Cluster& c : clusters)
        for (const ClusterNode& n : c.data.nodes)
            now.insert(n.id, n.data.status.value_or(QString()));
    started(out, m_server);
    const qsizetype firstChange = out.size();
    if (m_haveNodes) {
        const qint64 at = m_clock();
        const auto add = [&](const QString& id, const QString& before, const QString& after) {
            JournalEntry e;
            e.at = at;
            e.kind = QStringLiteral("node.status");
            e.objectId = id;
            e.nodeId = id;
            e.before = before;
            e.after = after;
            out << e;
        };
        for (auto it = now.cbegin(); it != now.cend(); ++it) {
            const auto was = m_nodeStatus.constFind(it.key());
            if (was == m_nodeStatus.cend())
                add(it.key(), QStringLiteral("(not listed)"), it.value());
            else if (*was != it.value())
                add(it.key(), *was, it.value());
        }
        for (auto it = m_nodeStatus.cbegin(); it != m_nodeStatus.cend(); ++it)
            if (!now.contains(it.key()))
                add(it.key(), it.value(), QStringLiteral("(not listed)"));
        std::sort(out.begin() + firstChange, out.end(),
                  [](const JournalEntry& a, const JournalEntry& b) { return a.objectId < b.objectId; });
    }
    m_haveNodes = true;
    m_nodeStatus = now;
    commit(out);
    return out;
}

QList<JournalEntry> JournalRecorder::diffService(const QJsonObject& before, const QJsonObject& after,
                                                 const QString& serviceId, qint64 at)
{
    QList<JournalEntry> out;
    diff(before, after, QString(), serviceId, at, out);
    return out;
}

QList<JournalEntry> JournalRecorder::observeServices(const QList<Service>& services)
{
    QList<JournalEntry> out;
    QHash<QString, LazyJsonObject> now; // copies share the slices; nothing is parsed here
    for (const Service& s : services)
        now.insert(s.id, s.raw);
    started(out, m_server);
    const qint64 at = m_clock();
    // The revisions: every service's state at the first poll, then those whose bytes changed.
    RevisionBatch batch;
    batch.at = at;
    batch.sessionStarted = std::exchange(m_revisionSession, false);
    batch.baseline = !m_haveServices;
    const bool keep = m_store != nullptr; // without a store nobody makes the states
    if (keep && batch.baseline)
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            batch.services.insert(it.key(), bytesOf(it.value()));
    if (m_haveServices) {
        QStringList ids = now.keys();
        ids.sort();
        for (const QString& id : ids) {
            const auto was = m_services.constFind(id);
            if (was == m_services.cend()) {
                JournalEntry e;
                e.at = at;
                e.kind = QStringLiteral("service.appeared");
                e.objectId = id;
                e.serviceId = id;
                out << e;
                if (keep)
                    batch.services.insert(id, bytesOf(now.value(id)));
            } else if (const LazyJsonObject& is = now.find(id).value(); *was != is) {
                out << diffService(*was, is, id, at); // equal bytes compare without parsing
                if (keep)
                    batch.services.insert(id, bytesOf(is));
            }
        }
        QStringList gone;
        for (auto it = m_services.cbegin(); it != m_services.cend(); ++it)
            if (!now.contains(it.key()))
                gone << it.key();
        gone.sort();
        for (const QString& id : gone) {
            JournalEntry e;
            e.at = at;
            e.kind = QStringLiteral("service.disappeared");
            e.objectId = id;
            e.serviceId = id;
            out << e;
        }
        batch.gone = gone;
    }
    m_haveServices = true;
    m_services = now;
    commit(out);
    if (m_store)
        m_store->appendRevisions(batch);
    return out;
}

} // namespace core
} // namespace cloudly
