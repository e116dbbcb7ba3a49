#include "ui/alerts/alertspage.h"

#include "core/alerts/alertengine.h"
#include "core/alerts/alertlistmodel.h"
#include "ui/alerts/alertnotifier.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {
// The rows of one kind (AlertListModel::KindRole), or all.
class AlertKindProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setFilter(const core::AlertFilter& filter)
    {
        m_filter = filter;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (!m_filter.kind)
            return true;
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        return static_cast<core::Alert::Kind>(index.data(core::AlertListModel::KindRole).toInt()) ==
               *m_filter.kind;
    }

private:
    core::AlertFilter m_filter;
};
} // namespace

AlertsPage::AlertsPage(core::AlertEngine* engine, AlertNotifier* notifier, QWidget* parent)
    : QWidget(parent), m_engine(engine), m_model(new core::AlertListModel(engine, this)),
      m_proxy(new AlertKindProxy(this)), m_kind(new QComboBox(this)), m_table(new QTableView(this)),
      m_watched(new QListWidget(this)), m_unwatch(new QPushButton(tr("Stop watching"), this)),
      m_summary(new QLabel(this))
{
    m_table->setObjectName(QStringLiteral("alertsTable"));
    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
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

    m_kind->setObjectName(QStringLiteral("alertKind"));
    m_kind->setAccessibleName(tr("Show alerts of kind"));
    m_kind->addItem(tr("All alerts"), QString());
    const QStringList kindTexts{tr("Task failed"), tr("Task unhealthy"), tr("Preflight NO-GO"),
                                tr("Backup coverage")};
    for (qsizetype k = 0; k < core::AlertFilter::kinds().size(); ++k)
        m_kind->addItem(kindTexts.value(k), core::AlertFilter{core::AlertFilter::kinds().at(k)}.text());
    auto* showLabel = new QLabel(tr("&Show:"), this);
    showLabel->setBuddy(m_kind);
    connect(m_kind, &QComboBox::activated, this,
            [this](int index) { setFilterText(m_kind->itemData(index).toString()); });

    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(showLabel);
    top->addWidget(m_kind);
    top->addWidget(clear);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(notifications);
    layout->addWidget(splitter, 1);

    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &AlertsPage::updateSummary);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &AlertsPage::updateSummary);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &AlertsPage::updateSummary);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &AlertsPage::updateSummary);
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

bool AlertsPage::setFilterText(const QString& text, QString* error)
{
    const std::optional<core::AlertFilter> filter = core::AlertFilter::parse(text, error);
    if (!filter)
        return false;
    m_filter = *filter;
    static_cast<AlertKindProxy*>(m_proxy)->setFilter(m_filter);
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(m_filter.text())));
    updateSummary();
    return true;
}

int AlertsPage::shownCount() const
{
    return m_proxy->rowCount();
}

void AlertsPage::updateSummary()
{
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    if (all == 0)
        m_summary->setText(tr("No alerts."));
    else if (!m_filter.kind)
        m_summary->setText(tr("%n alert(s), newest first.", nullptr, all));
    else
        m_summary->setText(tr("%1 of %n alert(s) shown (%2), newest first.", nullptr, all)
                               .arg(shown)
                               .arg(m_kind->currentText()));
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
