#include "ui/inventory/inventorypage.h"

#include "core/filter/filterproxymodel.h"
#include "core/filter/treefilterproxymodel.h"

#include "ui/detail/detailpane.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/savedfilters.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {

void InventoryPage::Parts::setProxy(core::FilterProxyModel* flat)
{
    proxy = flat;
    filter = flat->filterState();
}

void InventoryPage::Parts::setProxy(core::TreeFilterProxyModel* tree)
{
    proxy = tree;
    filter = tree->filterState();
}

InventoryPage::InventoryPage(QWidget* parent) : QWidget(parent) {}

InventoryPage::~InventoryPage() = default;

QLineEdit* InventoryPage::filterEdit() const
{
    return m_filterBar->lineEdit();
}

void InventoryPage::setProfile(const QString& profile)
{
    m_columns->setProfile(profile);
    m_saved->setProfile(profile);
}

bool InventoryPage::exportView(const QString& path, ViewExport::Format format, QString* error) const
{
    const QStringList ids = m_columnIds;
    return ViewExport::write(
        m_view, [ids](int column) { return ids.value(column); }, path, format, error);
}

void InventoryPage::setFilterText(const QString& text)
{
    m_filterBar->setText(text);
}

void InventoryPage::setFreshness(const core::Freshness& freshness)
{
    m_freshness->setFreshness(freshness);
}

void InventoryPage::showBack()
{
    m_back->setVisible(true);
}

void InventoryPage::setUpTable(QTableView* table)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setHighlightSections(false);
}

void InventoryPage::buildPage(const Parts& parts, core::AppSettings* settings, const QString& profile)
{
    m_freshness = new FreshnessBar(this);
    m_detail = new DetailPane(this);

    m_filterBar = new FilterBar(parts.proxy, parts.filter, parts.countText, this);
    m_filterBar->lineEdit()->setObjectName(parts.name + QStringLiteral("Filter"));
    m_filterBar->lineEdit()->setPlaceholderText(parts.placeholder);

    if (parts.back) {
        m_back = new QToolButton(this);
        m_back->setObjectName(parts.name + QStringLiteral("Back"));
        m_back->setText(tr("Back"));
        m_back->setArrowType(Qt::LeftArrow);
        m_back->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_back->setShortcut(QKeySequence(QKeySequence::Back));
        m_back->setToolTip(tr("Go back to where you came from (Alt+Left)"));
        m_back->setVisible(false);
        connect(m_back, &QToolButton::clicked, this, [this] {
            m_back->setVisible(false);
            Q_EMIT navigateBack();
        });
        m_filterBar->addLeadingWidget(m_back);
    }

    QHeaderView* header = nullptr;
    if (auto* table = qobject_cast<QTableView*>(parts.view))
        header = table->horizontalHeader();
    else if (auto* tree = qobject_cast<QTreeView*>(parts.view))
        header = tree->header();
    Q_ASSERT(header);
    const QStringList ids = parts.columnIds;
    m_columns = new ColumnChooser(
        header, settings, parts.name, profile, [ids](int column) { return ids.value(column); }, this);
    if (!parts.pinnedColumn.isEmpty())
        m_columns->setPinnedColumns({parts.pinnedColumn});
    m_copy = new CopySupport(parts.view, parts.copy, this);

    m_name = parts.name;
    m_view = parts.view;
    m_columnIds = parts.columnIds;
    m_export = new QAction(tr("Export view…"), this);
    m_export->setObjectName(parts.name + QStringLiteral("Export"));
    m_export->setToolTip(tr("Save the rows and columns shown, as CSV or JSON"));
    connect(m_export, &QAction::triggered, this, [this] {
        const QStringList columnIds = m_columnIds;
        ViewExport::exportWithDialog(
            this, m_view, [columnIds](int column) { return columnIds.value(column); }, m_name);
    });
    m_copy->addMenuAction(m_export);
    m_saved = new SavedFilters(m_filterBar->lineEdit(), settings, parts.name, profile, this);
    m_filterBar->addTrailingWidget(m_saved->button());
    auto* exportButton = new QToolButton(this);
    exportButton->setObjectName(parts.name + QStringLiteral("ExportButton"));
    exportButton->setDefaultAction(m_export);
    m_filterBar->addTrailingWidget(exportButton);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(parts.content ? parts.content : parts.view);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, parts.contentStretch); // the detail pane keeps its share
    splitter->setStretchFactor(1, parts.detailStretch);
    splitter->setChildrenCollapsible(false);
    const int w = fontMetrics().averageCharWidth();
    splitter->setSizes({w * parts.contentChars, w * parts.detailChars});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_freshness);
    layout->addWidget(splitter, 1);

    setTabOrder(m_filterBar->lineEdit(), parts.view);
    setTabOrder(parts.view, m_detail);
}

} // namespace ui
} // namespace cloudly
