#include "core/session/profilestore.h"

#include "core/util/logging.h"

#include <QCoreApplication>
#include <QSettings>

namespace cloudly {
namespace core {
namespace {

const QString ArrayKey = QStringLiteral("profiles");
const QString LastUsedKey = QStringLiteral("session/lastUsedProfile");

namespace Key {
const QString Name = QStringLiteral("name");
const QString Url = QStringLiteral("url");
const QString AuthKind = QStringLiteral("authKind");
const QString Username = QStringLiteral("username");
const QString Pin = QStringLiteral("pinnedCertificateSha256");
const QString AllowInsecure = QStringLiteral("allowInsecureRemote");
const QString CaFile = QStringLiteral("caCertificateFile");
const QString Stage = QStringLiteral("stage");
const QString Protected = QStringLiteral("protected");
const QString ReadOnly = QStringLiteral("readOnly");
} // namespace Key

qsizetype indexOfName(const QList<Profile>& profiles, const QString& name)
{
    for (qsizetype i = 0; i < profiles.size(); ++i) {
        if (profiles.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

Profile normalized(Profile profile)
{
    if (profile.pinnedCertificateSha256) {
        if (profile.pinnedCertificateSha256->trimmed().isEmpty())
            profile.pinnedCertificateSha256.reset();
        else if (const auto pin = Profile::normalizeFingerprint(*profile.pinnedCertificateSha256))
            profile.pinnedCertificateSha256 = *pin;
    }
    profile.caCertificateFile = profile.caCertificateFile.trimmed();
    return profile;
}

ProfileError uniquenessError(const QList<Profile>& profiles, const Profile& profile, const QString& replacing)
{
    const qsizetype existing = indexOfName(profiles, profile.name);
    if (existing < 0)
        return {};
    if (!replacing.isEmpty() && existing == indexOfName(profiles, replacing))
        return {};
    return {QStringLiteral("name"),
            QCoreApplication::translate("Profile", "name: a profile called '%1' already exists")
                .arg(profiles.at(existing).name)};
}

} // namespace

ProfileStore::ProfileStore(const QString& settingsPath, QObject* parent)
    : QObject(parent), m_owned(std::make_unique<QSettings>(settingsPath, QSettings::IniFormat)),
      m_settings(m_owned.get())
{}

ProfileStore::ProfileStore(QSettings& storage, QObject* parent) : QObject(parent), m_settings(&storage) {}

ProfileStore::~ProfileStore() = default;

QString ProfileStore::settingsPath() const
{
    return m_settings->fileName();
}

QList<Profile> ProfileStore::load() const
{
    m_settings->sync(); // pick up changes made by another process
    QList<Profile> result;
    const int count = m_settings->beginReadArray(ArrayKey);
    for (int i = 0; i < count; ++i) {
        m_settings->setArrayIndex(i);
        Profile profile;
        profile.name = m_settings->value(Key::Name).toString();
        if (profile.name.isEmpty()) {
            qCWarning(lcSettings) << "ignoring profile entry" << i + 1 << "without a name in"
                                  << m_settings->fileName();
            continue;
        }
        if (indexOfName(result, profile.name) >= 0) {
            qCWarning(lcSettings) << "ignoring duplicate profile" << profile.name << "in"
                                  << m_settings->fileName();
            continue;
        }
        profile.url = QUrl(m_settings->value(Key::Url).toString());
        const QString kind = m_settings->value(Key::AuthKind).toString();
        if (const auto parsed = Profile::authKindFromName(kind))
            profile.authKind = *parsed;
        else if (!kind.isEmpty())
            qCWarning(lcSettings) << "profile" << profile.name << "has unknown authKind" << kind;
        profile.username = m_settings->value(Key::Username).toString();
        const QString pin = m_settings->value(Key::Pin).toString();
        if (!pin.isEmpty())
            profile.pinnedCertificateSha256 = pin;
        profile.allowInsecureRemote = m_settings->value(Key::AllowInsecure, false).toBool();
        profile.caCertificateFile = m_settings->value(Key::CaFile).toString();
        const QString stage = m_settings->value(Key::Stage).toString();
        if (const auto parsed = Profile::stageFromName(stage)) {
            profile.stage = *parsed;
        } else {
            // An unknown stage must not read as "no stage" and drop the protection: treat it as production.
            qCWarning(lcSettings) << "profile" << profile.name << "has unknown stage" << stage
                                  << "- treated as production";
            profile.stage = Profile::Stage::Production;
        }
        profile.isProtected =
            m_settings->value(Key::Protected, Profile::protectedByDefault(profile.stage)).toBool();
        profile.readOnly = m_settings->value(Key::ReadOnly, false).toBool();
        result.append(profile);
    }
    m_settings->endArray();
    return result;
}

ProfileError ProfileStore::write(const QList<Profile>& profiles, const QString& lastUsed)
{
    m_settings->remove(ArrayKey);
    m_settings->beginWriteArray(ArrayKey, static_cast<int>(profiles.size()));
    for (int i = 0; i < profiles.size(); ++i) {
        const Profile& profile = profiles.at(i);
        m_settings->setArrayIndex(i);
        m_settings->setValue(Key::Name, profile.name);
        m_settings->setValue(Key::Url, profile.url.toString());
        m_settings->setValue(Key::AuthKind, Profile::authKindName(profile.authKind));
        m_settings->setValue(Key::Username, profile.username);
        if (profile.pinnedCertificateSha256)
            m_settings->setValue(Key::Pin, *profile.pinnedCertificateSha256);
        m_settings->setValue(Key::AllowInsecure, profile.allowInsecureRemote);
        if (!profile.caCertificateFile.isEmpty())
            m_settings->setValue(Key::CaFile, profile.caCertificateFile);
        if (profile.stage != Profile::Stage::None)
            m_settings->setValue(Key::Stage, Profile::stageName(profile.stage));
        m_settings->setValue(Key::Protected, profile.isProtected);
        m_settings->setValue(Key::ReadOnly, profile.readOnly);
    }
    m_settings->endArray();
    if (lastUsed.isEmpty())
        m_settings->remove(LastUsedKey);
    else
        m_settings->setValue(LastUsedKey, lastUsed);
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError) {
        qCWarning(lcSettings) << "could not write" << m_settings->fileName() << "status"
                              << m_settings->status();
        return {QStringLiteral("file"),
                QCoreApplication::translate("Profile", "file: could not write the settings file %1")
                    .arg(m_settings->fileName())};
    }
    return {};
}

QList<Profile> ProfileStore::profiles() const
{
    return load();
}

QStringList ProfileStore::names() const
{
    QStringList result;
    for (const Profile& profile : load())
        result.append(profile.name);
    return result;
}

std::optional<Profile> ProfileStore::profile(const QString& name) const
{
    for (const Profile& profile : load()) {
        if (profile.name == name)
            return profile;
    }
    return std::nullopt;
}

bool ProfileStore::contains(const QString& name) const
{
    return indexOfName(load(), name) >= 0;
}

ProfileError ProfileStore::validate(const Profile& profile, const QString& replacing) const
{
    const Profile candidate = normalized(profile);
    if (ProfileError error = validateProfile(candidate); error.isError())
        return error;
    return uniquenessError(load(), candidate, replacing);
}

ProfileError ProfileStore::store(Profile profile, const QString& replacing, bool mustExist)
{
    profile = normalized(std::move(profile));
    if (ProfileError error = validateProfile(profile); error.isError())
        return error;

    QList<Profile> all = load();
    const qsizetype index = replacing.isEmpty() ? -1 : indexOfName(all, replacing);
    if (mustExist && index < 0) {
        return {
            QStringLiteral("name"),
            QCoreApplication::translate("Profile", "name: there is no profile called '%1'").arg(replacing)};
    }
    if (ProfileError error = uniquenessError(all, profile, replacing); error.isError())
        return error;

    QString lastUsed = m_settings->value(LastUsedKey).toString();
    const QString previousLastUsed = lastUsed;
    if (index >= 0) {
        if (all.at(index).name == lastUsed)
            lastUsed = profile.name; // follow a rename
        all[index] = profile;
    } else {
        all.append(profile);
    }
    if (ProfileError error = write(all, lastUsed); error.isError())
        return error;
    qCDebug(lcSettings) << (index >= 0 ? "updated profile" : "added profile") << profile.name;
    Q_EMIT profilesChanged();
    if (lastUsed != previousLastUsed)
        Q_EMIT lastUsedChanged(lastUsed);
    return {};
}

ProfileError ProfileStore::add(const Profile& profile)
{
    return store(profile, {}, false);
}

ProfileError ProfileStore::update(const QString& originalName, const Profile& profile)
{
    return store(profile, originalName, true);
}

ProfileError ProfileStore::save(const Profile& profile)
{
    const QList<Profile> all = load();
    const qsizetype index = indexOfName(all, profile.name);
    return index >= 0 ? store(profile, all.at(index).name, true) : store(profile, {}, false);
}

bool ProfileStore::remove(const QString& name)
{
    QList<Profile> all = load();
    const qsizetype index = indexOfName(all, name);
    if (index < 0)
        return false;
    const QString removed = all.takeAt(index).name;
    const QString previousLastUsed = m_settings->value(LastUsedKey).toString();
    const QString lastUsed = previousLastUsed == removed ? QString() : previousLastUsed;
    if (write(all, lastUsed).isError())
        return false;
    qCDebug(lcSettings) << "removed profile" << removed;
    Q_EMIT profilesChanged();
    if (lastUsed != previousLastUsed)
        Q_EMIT lastUsedChanged(lastUsed);
    return true;
}

QString ProfileStore::lastUsed() const
{
    const QList<Profile> all = load();
    const QString name = m_settings->value(LastUsedKey).toString();
    const qsizetype index = indexOfName(all, name);
    return index >= 0 ? all.at(index).name : QString();
}

bool ProfileStore::setLastUsed(const QString& name)
{
    const QList<Profile> all = load();
    QString stored;
    if (!name.isEmpty()) {
        const qsizetype index = indexOfName(all, name);
        if (index < 0)
            return false;
        stored = all.at(index).name;
    }
    const QString previous = m_settings->value(LastUsedKey).toString();
    if (stored == previous)
        return true;
    if (stored.isEmpty())
        m_settings->remove(LastUsedKey);
    else
        m_settings->setValue(LastUsedKey, stored);
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError)
        return false;
    Q_EMIT lastUsedChanged(stored);
    return true;
}

} // namespace core
} // namespace cloudly