#include "core/journal/journalfeed.h"

#include "core/inventory/inventoryrefresher.h"
#include "core/journal/journalrecorder.h"
#include "core/journal/journalstore.h"

#include <QDir>
#include <QFileInfo>

namespace cloudly {
namespace core {
JournalFeed::JournalFeed(InventoryRefresher* refresher, QString directory, QObject* parent)
    : QObject(parent), m_refresher(refresher), m_directory(std::move(directory))
{
    using R = InventoryRefresher;
    connect(refresher, &R::deploymentsUpdated, this, [this](const DeploymentTable& tasks) {
        if (m_recorder && !m_refresher->isCached(R::Resource::Deployments))
            m_recorder->observeTasks(tasks);
    });
    connect(refresher, &R::clustersUpdated, this, [this](const QList<Cluster>& clusters) {
        if (m_recorder && !m_refresher->isCached(R::Resource::Clusters))
            m_recorder->observeClusters(clusters);
    });
    connect(refresher, &R::servicesUpdated, this, [this](const QList<Service>& services) {
        if (m_recorder && !m_refresher->isCached(R::Resource::Services))
            m_recorder->observeServices(services);
    });
}

JournalFeed::~JournalFeed() = default;

void JournalFeed::setProfile(const QString& profile)
{
    if (profile == m_profile && m_store) {
        m_recorder->restartObservation();
        return;
    }
    m_recorder.reset();
    m_store.reset();
    m_profile = profile;
    if (profile.isEmpty()) {
        Q_EMIT profileChanged(profile);
        return;
    }
    const QString path = m_directory.isEmpty() ? JournalStore::defaultPath(profile)
                                               : JournalStore::pathIn(m_directory, profile);
    m_store = std::make_unique<JournalStore>(path);
    m_recorder = std::make_unique<JournalRecorder>(m_store.get(), profile);
    connect(m_recorder.get(), &JournalRecorder::recorded, this, &JournalFeed::recorded);
    connect(m_store.get(), &JournalStore::revisionsWritten, this, &JournalFeed::revisionsWritten);
    Q_EMIT profileChanged(profile);
}

void JournalFeed::restartObservation()
{
    if (m_recorder)
        m_recorder->restartObservation();
}

QString JournalFeed::path() const
{
    return m_store ? m_store->path() : QString();
}

} // namespace core
} // namespace cloudly
