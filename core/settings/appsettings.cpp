#include "core/settings/appsettings.h"

#include "core/rules/secretkey.h"
#include "core/util/duration.h"
#include "core/util/logging.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace cloudly {
namespace core {
namespace {

// A settings-key segment for any name: letters, digits and '-' stay, everything else becomes _XX (UTF-8
// hex). The empty name becomes "_", which no non-empty name can produce.
QString segment(const QString& name)
{
    if (name.isEmpty())
        return QStringLiteral("_");
    return QString::fromLatin1(name.toUtf8().toPercentEncoding(QByteArray(), QByteArrayLiteral("._~"), '_'));
}

QString viewKey(const QString& view, const QString& profile, const char* leaf)
{
    return QStringLiteral("views/") + segment(profile) + QLatin1Char('/') + segment(view) + QLatin1Char('/') +
           QLatin1String(leaf);
}

QString windowKey(const QString& profile, const char* leaf)
{
    return QStringLiteral("windows/") + segment(profile) + QLatin1Char('/') + QLatin1String(leaf);
}

QString featureKey(const QString& profile, const QString& leaf)
{
    return QStringLiteral("features/") + segment(profile) + QLatin1Char('/') + leaf;
}

int positiveInt(const QVariant& value, int fallback)
{
    bool ok = false;
    const int result = value.toInt(&ok);
    return ok && result > 0 ? result : fallback;
}

} // namespace

QString defaultSettingsPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QStringLiteral("cloudly-console/cloudly-console.ini"));
}

QString AppSettings::hiddenColumnsKey(const QString& view, const QString& profile)
{
    return viewKey(view, profile, "hiddenColumns");
}

QString AppSettings::columnStateKey(const QString& view, const QString& profile)
{
    return viewKey(view, profile, "columnState");
}

QString AppSettings::savedFiltersKey(const QString& view, const QString& profile)
{
    return viewKey(view, profile, "savedFilters");
}

QString AppSettings::windowGeometryKey(const QString& profile)
{
    return windowKey(profile, "geometry");
}

QString AppSettings::windowStateKey(const QString& profile)
{
    return windowKey(profile, "state");
}

QString AppSettings::methodOverrideKey(const QString& profile, const QString& method)
{
    return featureKey(profile, QStringLiteral("methods/") + method);
}

QString AppSettings::backupMaxAgeKey(const QString& profile)
{
    return featureKey(profile, QStringLiteral("backupMaxAge"));
}

QString AppSettings::heartbeatStaleAfterKey(const QString& profile)
{
    return featureKey(profile, QStringLiteral("heartbeatStaleAfter"));
}

AppSettings::AppSettings(const QString& settingsPath, QObject* parent)
    : QObject(parent), m_owned(std::make_unique<QSettings>(settingsPath, QSettings::IniFormat)),
      m_settings(m_owned.get())
{}

AppSettings::AppSettings(QSettings& storage, QObject* parent) : QObject(parent), m_settings(&storage) {}

AppSettings::~AppSettings() = default;

QString AppSettings::settingsPath() const
{
    return m_settings->fileName();
}

void AppSettings::write(const QString& key, const QVariant& value)
{
    const QVariant previous = m_settings->value(key);
    if (previous.isValid() && previous == value)
        return;
    m_settings->setValue(key, value);
    qCDebug(lcSettings) << "changed" << key;
    Q_EMIT changed(key);
}

void AppSettings::reset(const QString& key)
{
    if (!m_settings->contains(key))
        return;
    m_settings->remove(key);
    qCDebug(lcSettings) << "reset" << key;
    Q_EMIT changed(key);
}

int AppSettings::refreshIntervalMs() const
{
    return positiveInt(m_settings->value(refreshIntervalKey()), DefaultRefreshIntervalMs);
}

void AppSettings::setRefreshIntervalMs(int ms)
{
    if (ms <= 0)
        reset(refreshIntervalKey());
    else
        write(refreshIntervalKey(), ms);
}

int AppSettings::requestTimeoutMs() const
{
    return positiveInt(m_settings->value(requestTimeoutKey()), DefaultRequestTimeoutMs);
}

void AppSettings::setRequestTimeoutMs(int ms)
{
    if (ms <= 0)
        reset(requestTimeoutKey());
    else
        write(requestTimeoutKey(), ms);
}

QString AppSettings::language() const
{
    return m_settings->value(languageKey()).toString();
}

void AppSettings::setLanguage(const QString& language)
{
    if (language.isEmpty())
        reset(languageKey());
    else
        write(languageKey(), language);
}

QString AppSettings::theme() const
{
    return m_settings->value(themeKey()).toString();
}

void AppSettings::setTheme(const QString& theme)
{
    if (theme.isEmpty() || theme == QLatin1String("system"))
        reset(themeKey());
    else
        write(themeKey(), theme);
}

QStringList AppSettings::hiddenColumns(const QString& view, const QString& profile) const
{
    return m_settings->value(hiddenColumnsKey(view, profile)).toStringList();
}

void AppSettings::setHiddenColumns(const QString& view, const QString& profile, const QStringList& columns)
{
    if (columns.isEmpty())
        reset(hiddenColumnsKey(view, profile));
    else
        write(hiddenColumnsKey(view, profile), columns);
}

QList<std::pair<QString, QString>> AppSettings::savedFilters(const QString& view,
                                                             const QString& profile) const
{
    QList<std::pair<QString, QString>> out;
    const QJsonObject stored =
        QJsonDocument::fromJson(m_settings->value(savedFiltersKey(view, profile)).toString().toUtf8())
            .object();
    for (auto it = stored.begin(); it != stored.end(); ++it)
        if (it.value().isString() && !looksSecret(it.value().toString()))
            out.append({it.key(), it.value().toString()});
    return out;
}

bool AppSettings::setSavedFilter(const QString& view, const QString& profile, const QString& name,
                                 const QString& text)
{
    if (name.trimmed().isEmpty() || text.trimmed().isEmpty() || looksSecret(text))
        return false;
    QJsonObject stored;
    for (const auto& [n, t] : savedFilters(view, profile))
        stored.insert(n, t);
    stored.insert(name.trimmed(), text.trimmed());
    write(savedFiltersKey(view, profile),
          QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)));
    return true;
}

void AppSettings::removeSavedFilter(const QString& view, const QString& profile, const QString& name)
{
    QJsonObject stored;
    for (const auto& [n, t] : savedFilters(view, profile))
        if (n != name)
            stored.insert(n, t);
    if (stored.isEmpty())
        reset(savedFiltersKey(view, profile));
    else
        write(savedFiltersKey(view, profile),
              QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)));
}

bool AppSettings::looksSecret(const QString& filterText)
{
    static const QRegularExpression jwt(QStringLiteral("eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}"));
    if (jwt.match(filterText).hasMatch())
        return true;
    for (const QString& term : filterText.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const qsizetype colon = term.indexOf(QLatin1Char(':'));
        if (colon > 0 && isSecretKey(term.left(colon).remove(QLatin1Char('-'))))
            return true;
    }
    return false;
}

QByteArray AppSettings::columnState(const QString& view, const QString& profile) const
{
    return m_settings->value(columnStateKey(view, profile)).toByteArray();
}

void AppSettings::setColumnState(const QString& view, const QString& profile, const QByteArray& state)
{
    if (state.isEmpty())
        reset(columnStateKey(view, profile));
    else
        write(columnStateKey(view, profile), state);
}

QByteArray AppSettings::windowGeometry(const QString& profile) const
{
    return m_settings->value(windowGeometryKey(profile)).toByteArray();
}

void AppSettings::setWindowGeometry(const QString& profile, const QByteArray& geometry)
{
    if (geometry.isEmpty())
        reset(windowGeometryKey(profile));
    else
        write(windowGeometryKey(profile), geometry);
}

QByteArray AppSettings::windowState(const QString& profile) const
{
    return m_settings->value(windowStateKey(profile)).toByteArray();
}

void AppSettings::setWindowState(const QString& profile, const QByteArray& state)
{
    if (state.isEmpty())
        reset(windowStateKey(profile));
    else
        write(windowStateKey(profile), state);
}

MethodNames AppSettings::methodNames(const QString& profile) const
{
    MethodNames names;
    for (const QString& method : methods::overridableMethods()) {
        const QString value = m_settings->value(methodOverrideKey(profile, method)).toString().trimmed();
        if (!value.isEmpty() && !names.setOverride(method, value))
            qCWarning(lcSettings) << "ignoring the invalid method name" << value << "for" << method;
    }
    return names;
}

bool AppSettings::setMethodOverride(const QString& profile, const QString& method, const QString& name)
{
    MethodNames check;
    if (!check.setOverride(method, name))
        return false;
    if (name.isEmpty() || name == method)
        reset(methodOverrideKey(profile, method));
    else
        write(methodOverrideKey(profile, method), name);
    return true;
}

namespace {
qint64 storedDuration(const QSettings& settings, const QString& key, qint64 fallback)
{
    const QString text = settings.value(key).toString().trimmed();
    if (text.isEmpty())
        return fallback;
    QString error;
    const std::optional<qint64> ms = parseDuration(text, &error);
    if (!ms || *ms <= 0) {
        qCWarning(lcSettings) << "ignoring" << key << "=" << text << ":"
                              << (ms ? QStringLiteral("not > 0") : error);
        return fallback;
    }
    return *ms;
}
} // namespace

QString AppSettings::approvalSignersFile(const QString& profile) const
{
    return m_settings->value(featureKey(profile, QStringLiteral("approvals/allowedSigners"))).toString();
}

void AppSettings::setApprovalSignersFile(const QString& profile, const QString& path)
{
    const QString key = featureKey(profile, QStringLiteral("approvals/allowedSigners"));
    if (path.isEmpty())
        reset(key);
    else
        write(key, path);
}

int AppSettings::approvalsRequired(const QString& profile) const
{
    bool ok = false;
    const int n = m_settings->value(featureKey(profile, QStringLiteral("approvals/required"))).toInt(&ok);
    return ok && n >= 1 ? n : 1;
}

void AppSettings::setApprovalsRequired(const QString& profile, int count)
{
    const QString key = featureKey(profile, QStringLiteral("approvals/required"));
    if (count < 1)
        reset(key);
    else
        write(key, count);
}

qint64 AppSettings::backupMaxAgeMs(const QString& profile) const
{
    return storedDuration(*m_settings, backupMaxAgeKey(profile), DefaultBackupMaxAgeMs);
}

void AppSettings::setBackupMaxAgeMs(const QString& profile, qint64 ms)
{
    if (ms <= 0)
        reset(backupMaxAgeKey(profile));
    else
        write(backupMaxAgeKey(profile), formatDuration(ms));
}

qint64 AppSettings::heartbeatStaleAfterMs(const QString& profile) const
{
    return storedDuration(*m_settings, heartbeatStaleAfterKey(profile), DefaultHeartbeatStaleAfterMs);
}

void AppSettings::setHeartbeatStaleAfterMs(const QString& profile, qint64 ms)
{
    if (ms <= 0)
        reset(heartbeatStaleAfterKey(profile));
    else
        write(heartbeatStaleAfterKey(profile), formatDuration(ms));
}

void AppSettings::removeProfile(const QString& profile)
{
    const QString key = segment(profile);
    for (const QString& group :
         {QStringLiteral("views"), QStringLiteral("windows"), QStringLiteral("features")}) {
        m_settings->beginGroup(group);
        const bool present = m_settings->childGroups().contains(key);
        if (present)
            m_settings->remove(key);
        m_settings->endGroup();
        if (present)
            Q_EMIT changed(group + QLatin1Char('/') + key);
    }
}

bool AppSettings::sync()
{
    m_settings->sync();
    return m_settings->status() == QSettings::NoError;
}

} // namespace core
} // namespace cloudly