#pragma once

#include "core/api/cloudlysettings.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace cloudly {
namespace core {
class FeatureFeed;
class InventoryHub;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class FeatureNotice;
class FreshnessBar;

// "Server settings" (admins): the integrations this Cloudly has configured (getSettings), each value
// exactly as the server sent it — masked to its last characters by the server — and a "Test connection"
// button per provider (testProviderConnection). The values come from the InventoryHub, which holds them in
// memory only: never cached offline, logged, exported or copied into the settings file, and dropped on
// logout or profile switch.
class SettingsPage : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsPage(core::InventoryHub* hub, QWidget* parent = nullptr);
    ~SettingsPage() override;

    core::FeatureFeed* feed() const { return m_feed; }
    QTreeWidget* values() const { return m_values; }
    QTreeWidget* providers() const { return m_providers; }
    FeatureNotice* notice() const { return m_notice; }
    QPushButton* testButton(const QString& provider) const { return m_buttons.value(provider); }
    QString testResult(const QString& provider) const; // what the provider's row says

private:
    void showValues();
    void testProvider(const QString& provider);
    void setResult(const QString& provider, const QString& text, bool ok);

    core::InventoryHub* m_hub;
    core::FeatureFeed* m_feed;
    FeatureNotice* m_notice;
    FreshnessBar* m_freshness;
    QTreeWidget* m_values;
    QTreeWidget* m_providers;
    QHash<QString, QPushButton*> m_buttons;
};

} // namespace ui
} // namespace cloudly
