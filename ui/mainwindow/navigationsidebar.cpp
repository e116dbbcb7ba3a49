#include "ui/mainwindow/navigationsidebar.h"

#include "ui/mainwindow/navigationdelegate.h"
#include "ui/mainwindow/navigationmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QResizeEvent>
#include <QScrollBar>

namespace cloudly {
namespace ui {
namespace {
constexpr int kMinimumWidth = 176;
constexpr int kMaximumWidth = 340;
} // namespace

NavigationSidebar::NavigationSidebar(NavigationModel* model, QWidget* parent)
    : QTreeView(parent), m_model(model), m_delegate(new NavigationDelegate(this))
{
    setObjectName(QStringLiteral("navigation"));
    setModel(model);
    setItemDelegate(m_delegate);
    setHeaderHidden(true);
    header()->setMinimumSectionSize(0); // the one column is as wide as the viewport (resizeEvent)
    header()->setStretchLastSection(false);
    setRootIsDecorated(false);
    setItemsExpandable(false);
    setExpandsOnDoubleClick(false);
    setIndentation(0);
    setUniformRowHeights(false);
    setFrameShape(QFrame::NoFrame);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMouseTracking(true); // hover tint
    setAttribute(Qt::WA_MacShowFocusRect, false);
    setBackgroundRole(QPalette::Window);
    viewport()->setBackgroundRole(QPalette::Window);
    setAutoFillBackground(true);
    viewport()->setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    expandAll();
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        expandAll();
        updateWidth();
    });
    connect(model, &QAbstractItemModel::dataChanged, this, &NavigationSidebar::updateWidth);
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, &NavigationSidebar::updateWidth);
    updateWidth();
}

void NavigationSidebar::setCompact(bool compact)
{
    if (m_delegate->isCompact() == compact)
        return;
    m_delegate->setCompact(compact);
    scheduleDelayedItemsLayout(); // the rows change height
    updateWidth();
    viewport()->update();
}

bool NavigationSidebar::isCompact() const
{
    return m_delegate->isCompact();
}

void NavigationSidebar::setCurrentPage(int page)
{
    const QModelIndex index = m_model->indexOfPage(page);
    if (!index.isValid() || index == currentIndex())
        return;
    m_following = true;
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_following = false;
    scrollTo(index);
}

int NavigationSidebar::currentPage() const
{
    return m_model->pageAt(currentIndex());
}

QRect NavigationSidebar::entryRect(int page) const
{
    const QModelIndex index = m_model->indexOfPage(page);
    return index.isValid() ? visualRect(index) : QRect();
}

void NavigationSidebar::currentChanged(const QModelIndex& current, const QModelIndex& previous)
{
    QTreeView::currentChanged(current, previous);
    const int page = m_model->pageAt(current);
    if (page >= 0 && !m_following)
        Q_EMIT pageSelected(page);
}

void NavigationSidebar::keyPressEvent(QKeyEvent* event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentPage() >= 0 &&
        event->modifiers() == Qt::NoModifier) {
        Q_EMIT pageActivated(currentPage());
        event->accept();
        return;
    }
    QTreeView::keyPressEvent(event);
}

void NavigationSidebar::resizeEvent(QResizeEvent* event)
{
    QTreeView::resizeEvent(event);
    header()->resizeSection(0, viewport()->width());
}

void NavigationSidebar::changeEvent(QEvent* event)
{
    QTreeView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateWidth();
}

void NavigationSidebar::updateWidth()
{
    if (m_delegate->isCompact()) {
        setFixedWidth(NavigationDelegate::compactWidth() + frameWidth() * 2);
        return;
    }
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    int widest = 0;
    for (int g = 0; g < m_model->rowCount(); ++g) {
        const QModelIndex group = m_model->index(g, 0);
        widest = std::max(widest, m_delegate->sizeHint(option, group).width());
        for (int p = 0; p < m_model->rowCount(group); ++p)
            widest = std::max(widest, m_delegate->sizeHint(option, m_model->index(p, 0, group)).width());
    }
    // Room for the vertical scroll bar when a short window shows it, so it does not elide the labels (the
    // width does not change the rows' heights, so this cannot oscillate).
    const int scrollBar = verticalScrollBar()->maximum() > 0 ? verticalScrollBar()->sizeHint().width() : 0;
    setFixedWidth(std::clamp(widest + scrollBar + frameWidth() * 2, kMinimumWidth, kMaximumWidth));
}

} // namespace ui
} // namespace cloudly
