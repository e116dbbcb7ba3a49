#include "ui/alerts/alertspage.h"

#include "core/alerts/alertengine.h"
#include "core/alerts/alertlistmodel.h"
#include "ui/alerts/alertnotifier.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {

AlertsPage::AlertsPage(core::AlertEngine* engine, AlertNotifier* notifier, QWidget* parent)
    : QWidget(parent), m_engine(engine), m_model(new core::AlertListModel(engine, this)),
      m_table(new QTableView(this)), m_watched(new QListWidget(this)),
      m_unwatch(new QPushButton(tr("Stop watching"), this)), m_summary(new QLabel(this))
{
    m_table->setObjectName(QStringLiteral("alertsTable"));
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Alerts"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(false);
    for (int c : {core::AlertListModel::Time, core::AlertListModel::Service, core::AlertListModel::Event,
                  core::AlertListModel::Notified})
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(core::AlertListModel::Change, QHeaderView::Stretch);
    m_table->setWordWrap(false);

    m_watched->setObjectName(QStringLiteral("watchedServices"));
    m_watched->setAccessibleName(tr("Watched services"));
    m_unwatch->setObjectName(QStringLiteral("unwatch"));
    m_unwatch->setEnabled(false);
    auto* clear = new QPushButton(tr("Clear list"), this);
    clear->setObjectName(QStringLiteral("clearAlerts"));

    m_summary->setObjectName(QStringLiteral("alertsSummary"));
    m_summary->setWordWrap(true);
    auto* notifications = new QLabel(notifier ? notifier->statusText() : QString(), this);
    notifications->setObjectName(QStringLiteral("notificationStatus"));
    notifications->setWordWrap(true);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("<b>Watched services</b>"), side));
    sideLayout->addWidget(m_watched, 1);
    sideLayout->addWidget(m_unwatch);
    auto* hint =
        new QLabel(tr("Watch a service from the services page (right-click → Watch service)."), side);
    hint->setWordWrap(true);
    sideLayout->addWidget(hint);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(clear);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(notifications);
    layout->addWidget(splitter, 1);

    const auto updateSummary = [this] {
        const int n = m_model->rowCount();
        m_summary->setText(n == 0 ? tr("No alerts.") : tr("%n alert(s), newest first.", nullptr, n));
    };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, updateSummary);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, updateSummary);
    updateSummary();
    connect(clear, &QPushButton::clicked, engine, &core::AlertEngine::clearAlerts);
    connect(m_watched, &QListWidget::itemSelectionChanged, this,
            [this] { m_unwatch->setEnabled(!m_watched->selectedItems().isEmpty()); });
    connect(m_unwatch, &QPushButton::clicked, this, [this] {
        for (QListWidgetItem* item : m_watched->selectedItems())
            m_engine->setWatched(item->data(Qt::UserRole).toString(), false);
    });
    connect(engine, &core::AlertEngine::watchedChanged, this, &AlertsPage::updateWatched);
    updateWatched();
}

void AlertsPage::updateWatched()
{
    m_watched->clear();
    const QStringList ids = m_engine->watchedServices();
    for (const QString& id : ids) {
        const QString name = m_engine->serviceName(id);
        auto* item = new QListWidgetItem(name == id ? id : tr("%1 (%2)").arg(name, id), m_watched);
        item->setData(Qt::UserRole, id);
    }
    if (ids.isEmpty()) {
        auto* item = new QListWidgetItem(tr("(none)"), m_watched);
        item->setFlags(Qt::NoItemFlags);
    }
    m_unwatch->setEnabled(false);
}

} // namespace ui
} // namespace cloudly
