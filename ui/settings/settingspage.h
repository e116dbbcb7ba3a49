#pragma once

#include "core/api/cloudlysettings.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace cloudly {
namespace core {
class AppSettings;
class FeatureFeed;
class FleetQueries;
class Session;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class FeatureNotice;
class FreshnessBar;

// "Server settings" (admins): the integrations this Cloudly has configured (getSettings), each value
// exactly as the server sent it — masked to its last characters by the server — and a "Test connection"
// button per provider (testProviderConnection). The values live in this page's widgets only: never cached
// offline, logged, exported or copied into the settings file, and dropped on disconnect or profile switch.
class SettingsPage : public QWidget
{
    Q_OBJECT
public:
    SettingsPage(core::Session* session, core::AppSettings* settings, const QString& profile,
                 QWidget* parent = nullptr);
    ~SettingsPage() override;

    core::FeatureFeed* feed() const { return m_feed; }
    QTreeWidget* values() const { return m_values; }
    QTreeWidget* providers() const { return m_providers; }
    FeatureNotice* notice() const { return m_notice; }
    QPushButton* testButton(const QString& provider) const { return m_buttons.value(provider); }
    QString testResult(const QString& provider) const; // what the provider's row says

public Q_SLOTS:
    void setProfile(const QString& profile);

private:
    bool apply(const QJsonObject& response, QString* error);
    void clearValues();
    void testProvider(const QString& provider);
    void setResult(const QString& provider, const QString& text, bool ok);

    core::Session* m_session;
    core::AppSettings* m_settings;
    QString m_profile;
    core::FeatureFeed* m_feed;
    FeatureNotice* m_notice;
    FreshnessBar* m_freshness;
    QTreeWidget* m_values;
    QTreeWidget* m_providers;
    QHash<QString, QPushButton*> m_buttons;
    core::FleetQueries* m_queries; // the provider tests
    core::CloudlySettingsMasked m_current;
};

} // namespace ui
} // namespace cloudly
