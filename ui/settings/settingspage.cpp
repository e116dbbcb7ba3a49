#include "ui/settings/settingspage.h"

#include "core/api/methods.h"
#include "core/fleet/fleetqueries.h"
#include "core/inventory/featurefeed.h"
#include "core/inventory/inventoryhub.h"
#include "ui/features/featurenotice.h"
#include "ui/features/statusdelegate.h"
#include "ui/inventory/freshnessbar.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {
enum ProviderColumn
{
    ProviderName,
    ProviderConfigured,
    ProviderTest,
    ProviderResult
};
} // namespace

SettingsPage::SettingsPage(core::InventoryHub* hub, QWidget* parent)
    : QWidget(parent), m_hub(hub), m_feed(hub->settingsFeed()),
      m_notice(new FeatureNotice(m_feed, tr("server settings"), this)), m_freshness(new FreshnessBar(this)),
      m_values(new QTreeWidget(this)), m_providers(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("settingsPage"));
    m_notice->setObjectName(QStringLiteral("settingsNotOffered"));
    m_values->setObjectName(QStringLiteral("settingsValues"));
    m_values->setAccessibleName(tr("Configured server settings"));
    m_values->setHeaderLabels({tr("Setting"), tr("Value (masked by the server)")});
    m_values->setRootIsDecorated(false);
    m_providers->setObjectName(QStringLiteral("settingsProviders"));
    m_providers->setAccessibleName(tr("Cloud providers"));
    m_providers->setHeaderLabels({tr("Provider"), tr("Configured"), tr("Test"), tr("Result")});
    m_providers->setRootIsDecorated(false);
    m_providers->header()->setStretchLastSection(true);
    for (const QString& provider : core::allSettingsProviders()) {
        auto* item = new QTreeWidgetItem(m_providers, {provider});
        auto* button = new QPushButton(tr("Test connection"), m_providers);
        button->setObjectName(QStringLiteral("testProvider_") + provider);
        button->setAccessibleName(tr("Test the connection to %1").arg(provider));
        m_providers->setItemWidget(item, ProviderTest, button);
        m_buttons.insert(provider, button);
        connect(button, &QPushButton::clicked, this, [this, provider] { testProvider(provider); });
    }
    m_providers->resizeColumnToContents(ProviderName);
    m_providers->resizeColumnToContents(ProviderTest);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_notice);
    layout->addWidget(m_freshness);
    layout->addWidget(new QLabel(tr("Settings configured on this Cloudly"), this));
    layout->addWidget(m_values, 1);
    layout->addWidget(new QLabel(tr("Cloud providers"), this));
    layout->addWidget(m_providers, 1);

    connect(m_feed, &core::FeatureFeed::stateChanged, this, [this](core::FeatureFeed::State state) {
        m_freshness->setVisible(state != core::FeatureFeed::State::NotOffered);
    });
    connect(m_feed, &core::FeatureFeed::freshnessChanged, this,
            [this] { m_freshness->setFreshness(m_feed->freshness()); });
    connect(m_hub, &core::InventoryHub::serverSettingsChanged, this, &SettingsPage::showValues);
    m_freshness->setFreshness(m_feed->freshness());
    showValues();
}

SettingsPage::~SettingsPage() = default;

void SettingsPage::showValues()
{
    m_values->clear();
    if (!m_hub->hasServerSettings()) {
        new QTreeWidgetItem(m_values, {tr("(not loaded)")});
        for (int i = 0; i < m_providers->topLevelItemCount(); ++i) {
            m_providers->topLevelItem(i)->setText(ProviderConfigured, QStringLiteral("—"));
            m_providers->topLevelItem(i)->setText(ProviderResult, QString());
        }
        return;
    }
    const core::CloudlySettingsMasked& current = m_hub->serverSettings();
    for (auto it = current.values.cbegin(); it != current.values.cend(); ++it)
        new QTreeWidgetItem(m_values, {it.key(), it.value().isEmpty() ? tr("(not set)") : it.value()});
    if (current.values.isEmpty())
        new QTreeWidgetItem(m_values, {tr("(nothing configured)")});
    m_values->resizeColumnToContents(0);
    m_providers->resizeColumnToContents(ProviderConfigured);
    for (int i = 0; i < m_providers->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_providers->topLevelItem(i);
        const QStringList keys = current.keysOfProvider(item->text(ProviderName));
        QStringList configured;
        for (const QString& key : keys) {
            if (current.isConfigured(key))
                configured << key;
        }
        item->setText(ProviderConfigured, configured.isEmpty()
                                              ? tr("no")
                                              : tr("yes (%1)").arg(configured.join(QStringLiteral(", "))));
    }
}

QString SettingsPage::testResult(const QString& provider) const
{
    const int row = static_cast<int>(core::allSettingsProviders().indexOf(provider));
    QTreeWidgetItem* item = row >= 0 ? m_providers->topLevelItem(row) : nullptr;
    return item ? item->text(ProviderResult) : QString();
}

void SettingsPage::setResult(const QString& provider, const QString& text, bool ok)
{
    const int row = static_cast<int>(core::allSettingsProviders().indexOf(provider));
    QTreeWidgetItem* item = row >= 0 ? m_providers->topLevelItem(row) : nullptr;
    if (!item)
        return;
    const Severity severity = ok ? Severity::Ok : Severity::Error;
    item->setText(ProviderResult, text);
    item->setIcon(ProviderResult, severityIcon(severity));
    item->setForeground(ProviderResult, severityColor(severity, palette()));
}

void SettingsPage::testProvider(const QString& provider)
{
    m_buttons.value(provider)->setEnabled(false);
    setResult(provider, tr("testing…"), true);
    m_hub->serverActions()->testProvider(
        provider, this, [this, provider](const core::FeatureResult<core::ProviderConnectionResult>& result) {
            m_buttons.value(provider)->setEnabled(true);
            if (!result.ok()) {
                setResult(provider, result.message, false);
                return;
            }
            const core::ProviderConnectionResult& r = *result.value;
            const QString message = r.message.isEmpty() ? QString() : QStringLiteral(": ") + r.message;
            setResult(provider,
                      r.isValid() ? tr("connection valid%1").arg(message)
                                  : tr("connection not valid%1").arg(message),
                      r.isValid());
        });
}

} // namespace ui
} // namespace cloudly
