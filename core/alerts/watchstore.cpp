#include "core/alerts/watchstore.h"

#include <QSettings>
#include <QUrl>

namespace cloudly {
namespace core {

WatchStore::WatchStore(const QString& settingsPath)
    : m_owned(std::make_unique<QSettings>(settingsPath, QSettings::IniFormat)), m_settings(m_owned.get())
{}

WatchStore::WatchStore(QSettings& storage) : m_settings(&storage) {}

WatchStore::~WatchStore() = default;

QString WatchStore::key(const QString& profile)
{
    const QString segment = profile.isEmpty()
                                ? QStringLiteral("_")
                                : QString::fromLatin1(QUrl::toPercentEncoding(profile, {}, "/\\"));
    return QStringLiteral("alerts/%1/watchedServices").arg(segment);
}

QStringList WatchStore::watchedServices(const QString& profile) const
{
    m_settings->sync();
    QStringList ids = m_settings->value(key(profile)).toStringList();
    ids.removeAll(QString());
    ids.removeDuplicates();
    ids.sort();
    return ids;
}

void WatchStore::setWatchedServices(const QString& profile, const QStringList& serviceIds)
{
    QStringList ids = serviceIds;
    ids.removeAll(QString());
    ids.removeDuplicates();
    ids.sort();
    if (ids.isEmpty())
        m_settings->remove(key(profile));
    else
        m_settings->setValue(key(profile), ids);
    m_settings->sync();
}

} // namespace core
} // namespace cloudly
