#include "services/servicesview.h"
#include "inventory/rowselection.h"
#include "rules/secretkey.h"

#include "model/servicesmodel.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using core::Service;
using core::ServicesModel;

namespace {

// Builds the detail tree of one service. Every field the server sent appears somewhere: known fields in
// their own sections, the rest under "Other fields". Environment values and anything that looks like a
// credential are never shown.
class ServiceDetail
{
    Q_DECLARE_TR_FUNCTIONS(ServiceDetail)
public:
    explicit ServiceDetail(QTreeWidget* tree) : m_tree(tree) {}

    void build(const Service& s);

private:
    static QString dash(const std::optional<QString>& v)
    {
        return v && !v->isEmpty() ? *v : QStringLiteral("—");
    }
    static QString yesNo(bool v) { return v ? tr("yes") : tr("no"); }
    static QString num(double v) { return QString::number(v, 'g', 10); }

    QTreeWidgetItem* section(const QString& title, int count = -1)
    {
        auto* item = new QTreeWidgetItem(m_tree, {count < 0 ? title : tr("%1 (%2)").arg(title).arg(count)});
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        item->setFirstColumnSpanned(true);
        item->setExpanded(true);
        return item;
    }
    static QTreeWidgetItem* row(QTreeWidgetItem* parent, const QString& key, const QString& value)
    {
        auto* item = new QTreeWidgetItem(parent, {key, value});
        item->setToolTip(1, value);
        return item;
    }
    static void json(QTreeWidgetItem* parent, const QString& key, const QJsonValue& v);

    QTreeWidget* m_tree;
};

void ServiceDetail::json(QTreeWidgetItem* parent, const QString& key, const QJsonValue& v)
{
    if (core::isSecretKey(key) && !v.isNull() && !v.isUndefined()) {
        row(parent, key, tr("(hidden)"));
        return;
    }
    switch (v.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        QTreeWidgetItem* item = row(parent, key, o.isEmpty() ? tr("(empty)") : QString());
        for (auto it = o.begin(); it != o.end(); ++it)
            json(item, it.key(), it.value());
        item->setExpanded(true);
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        const bool scalars = std::all_of(a.begin(), a.end(),
                                         [](const QJsonValue& e) { return !e.isObject() && !e.isArray(); });
        if (scalars) {
            QStringList parts;
            for (const QJsonValue& e : a)
                parts << e.toVariant().toString();
            row(parent, key, a.isEmpty() ? tr("(none)") : parts.join(QStringLiteral(", ")));
            return;
        }
        QTreeWidgetItem* item = row(parent, key, tr("%n item(s)", nullptr, int(a.size())));
        for (qsizetype i = 0; i < a.size(); ++i)
            json(item, QStringLiteral("[%1]").arg(i), a.at(i));
        item->setExpanded(true);
        return;
    }
    case QJsonValue::Bool:
        row(parent, key, yesNo(v.toBool()));
        return;
    case QJsonValue::Null:
        row(parent, key, QStringLiteral("null"));
        return;
    default:
        row(parent, key, v.toVariant().toString());
        return;
    }
}

void ServiceDetail::build(const Service& s)
{
    const core::ServiceData& d = s.data;
    QTreeWidgetItem* general = section(tr("Service"));
    row(general, tr("Name"), d.name);
    row(general, tr("ID"), s.id);
    row(general, tr("Description"), dash(d.description));
    row(general, tr("Category"), dash(d.serviceCategory));
    row(general, tr("Deployment strategy"), dash(d.deploymentStrategy));
    row(general, tr("Balancing"), dash(d.balancingStrategy));
    row(general, tr("Scale factor"), d.scaleFactor ? num(*d.scaleFactor) : QStringLiteral("—"));
    row(general, tr("Max replicas"), d.maxReplicas ? QString::number(*d.maxReplicas) : QStringLiteral("—"));
    row(general, tr("Anti-affinity"), d.antiAffinity ? yesNo(*d.antiAffinity) : QStringLiteral("—"));
    row(general, tr("Image"), dash(d.imageId));
    row(general, tr("Image version"), dash(d.imageVersion));

    QTreeWidgetItem* ports = section(tr("Ports"));
    if (d.ports) {
        row(ports, tr("web"), d.ports->web ? QString::number(*d.ports->web) : QStringLiteral("—"));
        for (auto it = d.ports->custom.cbegin(); it != d.ports->custom.cend(); ++it)
            row(ports, it.key(), it.value());
    } else {
        row(ports, tr("(none)"), QString());
    }

    QTreeWidgetItem* domains = section(tr("Domains"), int(d.domains.size()));
    for (const core::ServiceDomain& dom : d.domains) {
        QString text = dom.protocol ? *dom.protocol + QStringLiteral("://") + dom.name : dom.name;
        if (dom.port)
            text += QLatin1Char(':') + QString::number(*dom.port);
        row(domains, tr("Domain"), text);
    }

    QTreeWidgetItem* volumes = section(tr("Volumes"), int(d.volumes.size()));
    for (const core::ServiceVolume& v : d.volumes) {
        const QString what = v.source ? tr("shared volume %1").arg(*v.source)
                                      : (v.name ? tr("volume %1").arg(*v.name) : tr("derived volume name"));
        QTreeWidgetItem* item = row(volumes, v.mountPath, what);
        row(item, tr("Driver"), v.effectiveDriver());
        row(item, tr("Read-only"), yesNo(v.effectiveReadOnly()));
        row(item, tr("Backup"), yesNo(v.effectiveBackup()));
        for (auto it = v.options.cbegin(); it != v.options.cend(); ++it)
            row(item, tr("Option %1").arg(it.key()), it.value());
        item->setExpanded(true);
    }

    QTreeWidgetItem* resources = section(tr("Resources"));
    if (d.resources) {
        const core::ServiceResources& r = *d.resources;
        const auto opt = [](const std::optional<double>& v) { return v ? num(*v) : QStringLiteral("—"); };
        row(resources, tr("CPU limit"), opt(r.cpuLimit));
        row(resources, tr("CPU reservation"), opt(r.cpuReservation));
        row(resources, tr("Memory limit (MB)"), opt(r.memorySizeLimitMB));
        row(resources, tr("Memory reservation (MB)"), opt(r.memorySizeReservationMB));
        if (!r.volumeMounts.isEmpty())
            json(resources, tr("Volume mounts"), r.volumeMounts);
    } else {
        row(resources, tr("(not set)"), QString());
    }

    QTreeWidgetItem* env = section(tr("Environment (names only)"), int(d.environment.size()));
    for (auto it = d.environment.cbegin(); it != d.environment.cend(); ++it)
        row(env, it.key(), tr("value hidden"));

    QTreeWidgetItem* secrets = section(tr("Secret bundles"));
    row(secrets, tr("Service bundle"), dash(d.secretBundleId));
    for (const QString& id : d.additionalSecretBundleIds)
        row(secrets, tr("Additional bundle"), id);

    QTreeWidgetItem* deployments = section(tr("Deployments"), int(d.deploymentIds.size()));
    for (const QString& id : d.deploymentIds)
        row(deployments, id, QString());

    static const QStringList known = {QStringLiteral("name"),
                                      QStringLiteral("description"),
                                      QStringLiteral("imageId"),
                                      QStringLiteral("imageVersion"),
                                      QStringLiteral("environment"),
                                      QStringLiteral("secretBundleId"),
                                      QStringLiteral("additionalSecretBundleIds"),
                                      QStringLiteral("serviceCategory"),
                                      QStringLiteral("deploymentStrategy"),
                                      QStringLiteral("maxReplicas"),
                                      QStringLiteral("antiAffinity"),
                                      QStringLiteral("scaleFactor"),
                                      QStringLiteral("balancingStrategy"),
                                      QStringLiteral("ports"),
                                      QStringLiteral("volumes"),
                                      QStringLiteral("resources"),
                                      QStringLiteral("domains"),
                                      QStringLiteral("deploymentIds")};
    QList<std::pair<QString, QJsonValue>> other;
    for (auto it = d.raw.begin(); it != d.raw.end(); ++it) {
        if (!known.contains(it.key()))
            other.append({it.key(), it.value()});
    }
    for (auto it = s.raw.begin(); it != s.raw.end(); ++it) {
        if (it.key() != QLatin1String("id") && it.key() != QLatin1String("data"))
            other.append({it.key(), it.value()});
    }
    if (!other.isEmpty()) {
        QTreeWidgetItem* rest = section(tr("Other fields"), int(other.size()));
        for (const auto& [key, value] : other)
            json(rest, key, value);
    }
}

// Marks watched services (alerts) with an icon and a tooltip in the name column.
class WatchMarkProxy : public QSortFilterProxyModel
{
public:
    WatchMarkProxy(const QSet<QString>* watched, QObject* parent)
        : QSortFilterProxyModel(parent), m_watched(watched)
    {}

    QVariant data(const QModelIndex& index, int role) const override
    {
        if (index.column() == ServicesModel::Name &&
            (role == Qt::DecorationRole || role == Qt::ToolTipRole ||
             role == Qt::AccessibleDescriptionRole) &&
            m_watched->contains(index.data(ServicesModel::IdRole).toString())) {
            if (role == Qt::DecorationRole)
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
            return QCoreApplication::translate("cloudly::ui::ServicesView",
                                               "Watched: failed or unhealthy tasks raise an alert");
        }
        return QSortFilterProxyModel::data(index, role);
    }

private:
    const QSet<QString>* m_watched;
};

} // namespace

ServicesView::ServicesView(ServicesModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_proxy(new WatchMarkProxy(&m_watched, this)),
      m_filter(new QLineEdit(this)), m_count(new QLabel(this)), m_banner(new QLabel(this)),
      m_table(new QTableView(this)), m_detail(new QTreeWidget(this))
{
    m_proxy->setObjectName(QStringLiteral("servicesProxy"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ServicesModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    m_filter->setObjectName(QStringLiteral("servicesFilter"));
    m_filter->setPlaceholderText(tr("Filter by name, id, category, image…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter services"));
    m_count->setObjectName(QStringLiteral("servicesCount"));

    m_banner->setObjectName(QStringLiteral("staleBanner"));
    m_banner->setWordWrap(true);
    m_banner->setAutoFillBackground(true);
    m_banner->setMargin(6);
    m_banner->setVisible(false);

    m_table->setObjectName(QStringLiteral("servicesTable"));
    m_table->setAccessibleName(tr("Services"));
    m_table->setAccessibleDescription(tr("Enter or double-click shows the runtime tasks of the service"));
    // Connected before the view's selection model so these run first: selection changes made by Qt while
    // rows disappear (filtered out or removed) are not mistaken for the user's choice.
    const auto beginChange = [this] { ++m_structureChanges; };
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeRemoved, this, beginChange);
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this, beginChange);
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeMoved, this, beginChange);
    connect(m_proxy, &QAbstractItemModel::layoutAboutToBeChanged, this, beginChange);
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, beginChange);
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setHighlightSections(false);

    m_detail->setObjectName(QStringLiteral("serviceDetail"));
    m_detail->setAccessibleName(tr("Service details"));
    m_detail->setColumnCount(2);
    m_detail->setHeaderLabels({tr("Field"), tr("Value")});
    m_detail->setRootIsDecorated(true);
    m_detail->setUniformRowHeights(true); // long values are elided; their tooltip has the full text
    m_detail->setAlternatingRowColors(true);
    m_detail->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_detail->setColumnWidth(0, fontMetrics().averageCharWidth() * 26);

    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    const int detailWidth = fontMetrics().averageCharWidth() * 72;
    splitter->setSizes({detailWidth * 7 / 4, detailWidth});
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_banner);
    layout->addWidget(splitter, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = m_table->indexAt(pos);
        if (!index.isValid())
            return;
        QMenu* menu = createContextMenu(index.data(ServicesModel::IdRole).toString(), m_table);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_table->viewport()->mapToGlobal(pos));
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ServicesView::onSelectionChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ServicesView::onDataChanged);
    const auto endChange = [this] {
        m_structureChanges = std::max(0, m_structureChanges - 1);
        if (m_structureChanges == 0)
            syncSelection();
    };
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, endChange);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, endChange);
    connect(m_proxy, &QAbstractItemModel::rowsMoved, this, endChange);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, endChange);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, endChange);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ServicesView::fitColumnsOnce);
    const auto updateCount = [this] {
        const int shown = m_proxy->rowCount();
        const int total = m_model->rowCount();
        m_count->setText(shown == total ? tr("%n service(s)", nullptr, total)
                                        : tr("%1 of %n service(s)", nullptr, total).arg(shown));
    };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, updateCount);
    updateCount();
    // Only now: sorting changes the layout, and the handlers above must see both halves of that.
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ServicesModel::Name, Qt::AscendingOrder);
    showService(nullptr);
    updateBanner();
}

void ServicesView::setWatchedServices(const QStringList& ids)
{
    const QSet<QString> next(ids.begin(), ids.end());
    if (next == m_watched)
        return;
    m_watched = next;
    if (m_proxy->rowCount() > 0)
        Q_EMIT m_proxy->dataChanged(m_proxy->index(0, ServicesModel::Name),
                                    m_proxy->index(m_proxy->rowCount() - 1, ServicesModel::Name));
}

QMenu* ServicesView::createContextMenu(const QString& serviceId, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    QAction* watch =
        menu->addAction(isWatched(serviceId) ? tr("Stop watching service") : tr("Watch service"));
    watch->setObjectName(QStringLiteral("watchService"));
    watch->setCheckable(true);
    watch->setChecked(isWatched(serviceId));
    watch->setToolTip(tr("Raise an alert (and a desktop notification) when a task of this service fails or "
                         "turns unhealthy, or its preflight turns NO-GO"));
    connect(watch, &QAction::triggered, this,
            [this, serviceId](bool checked) { Q_EMIT watchToggled(serviceId, checked); });
    QAction* tasks = menu->addAction(tr("Show runtime tasks"));
    tasks->setObjectName(QStringLiteral("showTasks"));
    connect(tasks, &QAction::triggered, this, [this, serviceId] { Q_EMIT tasksRequested(serviceId); });
    return menu;
}

void ServicesView::fitColumnsOnce()
{
    if (m_columnsFitted || m_proxy->rowCount() == 0)
        return;
    m_columnsFitted = true;
    m_table->resizeColumnsToContents();
    // Keep long ids and image names from pushing the other columns out of view.
    const int cap = fontMetrics().averageCharWidth() * 28;
    for (int c = 0; c < ServicesModel::ColumnCount; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), cap));
}

QString ServicesView::selectedServiceId() const
{
    return selectedRowData(m_table, ServicesModel::IdRole);
}

bool ServicesView::selectService(const QString& id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    selectRow(m_table, index);
    return true;
}

bool ServicesView::isShown(const QString& id) const
{
    const int row = m_model->rowOf(id);
    return row >= 0 && m_proxy->mapFromSource(m_model->index(row, 0)).isValid();
}

void ServicesView::onSelectionChanged()
{
    if (m_structureChanges > 0)
        return; // decided in syncSelection() once the rows have settled
    m_wantedId = selectedServiceId();
    const int row = m_wantedId.isEmpty() ? -1 : m_model->rowOf(m_wantedId);
    showService(row >= 0 ? &m_model->serviceAt(row) : nullptr);
}

void ServicesView::syncSelection()
{
    // The user's choice stays selected while it is visible, comes back when a filter stops hiding it, and
    // is never replaced by a neighbouring row behind the user's back.
    if (m_wantedId.isEmpty() || selectedServiceId() == m_wantedId) {
        if (!m_wantedId.isEmpty() && m_shownId != m_wantedId)
            showService(&m_model->serviceAt(m_model->rowOf(m_wantedId)));
        return;
    }
    const QString wanted = m_wantedId;
    if (isShown(wanted)) {
        selectService(wanted);
        return;
    }
    {
        const QSignalBlocker blocker(m_table->selectionModel());
        m_table->selectionModel()->clear();
    }
    m_table->viewport()->update();
    m_wantedId = wanted;
    const bool exists = m_model->rowOf(wanted) >= 0;
    showService(nullptr, exists ? tr("The selected service %1 is hidden by the filter.").arg(wanted)
                                : tr("The selected service %1 is no longer on the server.").arg(wanted));
}

void ServicesView::onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    const int row = m_shownId.isEmpty() ? -1 : m_model->rowOf(m_shownId);
    if (row >= topLeft.row() && row <= bottomRight.row())
        showService(&m_model->serviceAt(row));
}

void ServicesView::showService(const Service* service, const QString& placeholder)
{
    // Keep the scroll position and folded sections when the same service is refreshed.
    const bool same = service && service->id == m_shownId;
    const int scroll = m_detail->verticalScrollBar()->value();
    QSet<int> folded;
    for (int i = 0; i < m_detail->topLevelItemCount(); ++i) {
        if (!m_detail->topLevelItem(i)->isExpanded())
            folded.insert(i);
    }
    m_detail->clear();
    if (!service) {
        m_shownId.clear();
        auto* hint = new QTreeWidgetItem(
            m_detail,
            {placeholder.isEmpty() ? tr("Select a service to see all of its fields.") : placeholder});
        hint->setFirstColumnSpanned(true);
        hint->setFlags(Qt::ItemIsEnabled);
        return;
    }
    m_shownId = service->id;
    ServiceDetail(m_detail).build(*service);
    if (same) {
        for (int i : std::as_const(folded)) {
            if (QTreeWidgetItem* item = m_detail->topLevelItem(i))
                item->setExpanded(false);
        }
        m_detail->verticalScrollBar()->setValue(scroll);
        return;
    }
    // Field names readable in full, within reason.
    m_detail->resizeColumnToContents(0);
    m_detail->setColumnWidth(0,
                             std::min(m_detail->columnWidth(0) + 8, fontMetrics().averageCharWidth() * 40));
}

void ServicesView::setDataStatus(const QDateTime& lastUpdated, const QString& staleReason)
{
    if (m_lastUpdated == lastUpdated && m_staleReason == staleReason)
        return;
    m_lastUpdated = lastUpdated;
    m_staleReason = staleReason;
    updateBanner();
    Q_EMIT dataStatusChanged();
}

QString ServicesView::dataStatusText() const
{
    if (!m_lastUpdated.isValid()) {
        return m_staleReason.isEmpty() ? tr("Services not loaded yet")
                                       : tr("Services not loaded: %1").arg(m_staleReason);
    }
    const QString time = QLocale().toString(m_lastUpdated.time(), QStringLiteral("HH:mm:ss"));
    return m_staleReason.isEmpty() ? tr("Services last updated %1").arg(time)
                                   : tr("Services last updated %1, stale: %2").arg(time, m_staleReason);
}

void ServicesView::updateBanner()
{
    const bool show = !m_staleReason.isEmpty() && m_lastUpdated.isValid();
    m_banner->setVisible(show);
    if (!show)
        return;
    const QString time = QLocale().toString(m_lastUpdated.time(), QStringLiteral("HH:mm:ss"));
    m_banner->setText(tr("<b>Stale data.</b> These rows were last updated at %1 and may be out of date: %2")
                          .arg(time, m_staleReason.toHtmlEscaped()));
    QPalette pal = palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    pal.setColor(QPalette::Window, dark ? QColor(0x5c, 0x45, 0x10) : QColor(0xff, 0xf1, 0xc2));
    pal.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xf1, 0xc2) : QColor(0x4d, 0x3a, 0x00));
    m_banner->setPalette(pal);
}

void ServicesView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        updateBanner();
}

} // namespace ui
} // namespace cloudly