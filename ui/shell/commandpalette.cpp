#include "ui/shell/commandpalette.h"

#include "ui/a11y/clearbutton.h"
#include "ui/safety/stageband.h"
#include "ui/style/theme.h"

#include <QAbstractListModel>
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {

enum Role
{
    DetailRole = Qt::UserRole + 1,
    KindRole,
    ShortcutRole,
};

QString kindIcon(PaletteItem::Kind kind)
{
    switch (kind) {
    case PaletteItem::Kind::View:
        return QStringLiteral("palette");
    case PaletteItem::Kind::Action:
        return QStringLiteral("keyboard");
    case PaletteItem::Kind::Service:
        return QStringLiteral("services");
    case PaletteItem::Kind::Task:
        return QStringLiteral("tasks");
    case PaletteItem::Kind::Node:
    case PaletteItem::Kind::BaseOsNode:
        return QStringLiteral("node");
    case PaletteItem::Kind::Backup:
        return QStringLiteral("copy");
    case PaletteItem::Kind::Volume:
        return QStringLiteral("services");
    case PaletteItem::Kind::ImageBuild:
        return QStringLiteral("images");
    }
    return {};
}

// Two-part rows: icon, title, dimmer detail; kind and shortcut on the right.
class PaletteDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(std::max(size.height(), option.fontMetrics.height() * 2));
        return size;
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString title = opt.text;
        opt.text.clear();
        QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette& pal = opt.palette;
        const QColor text = pal.color(selected ? QPalette::HighlightedText : QPalette::Text);
        QColor dim = text;
        dim.setAlphaF(selected ? 0.85f : 0.72f);
        const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
        const QFontMetrics fm(opt.font);
        const int pad = fm.averageCharWidth();

        const QString right = [&] {
            const QString kind = index.data(KindRole).toString();
            const QString keys = index.data(ShortcutRole).toString();
            return keys.isEmpty() ? kind : keys + QStringLiteral("   ") + kind;
        }();
        const int rightWidth = fm.horizontalAdvance(right);
        painter->save();
        painter->setPen(dim);
        painter->drawText(textRect.adjusted(0, 0, -pad, 0), Qt::AlignRight | Qt::AlignVCenter, right);
        const QRect left = textRect.adjusted(pad / 2, 0, -(rightWidth + 3 * pad), 0);
        QFont bold = opt.font;
        bold.setWeight(QFont::DemiBold);
        const QFontMetrics bfm(bold);
        const QString shownTitle = bfm.elidedText(title, Qt::ElideRight, left.width());
        painter->setFont(bold);
        painter->setPen(text);
        painter->drawText(left, Qt::AlignLeft | Qt::AlignVCenter, shownTitle);
        const int used = bfm.horizontalAdvance(shownTitle) + 2 * pad;
        const QString detail = index.data(DetailRole).toString();
        if (!detail.isEmpty() && used < left.width()) {
            painter->setFont(opt.font);
            painter->setPen(dim);
            const QRect rest = left.adjusted(used, 0, 0, 0);
            painter->drawText(rest, Qt::AlignLeft | Qt::AlignVCenter,
                              fm.elidedText(detail, Qt::ElideMiddle, rest.width()));
        }
        painter->restore();
    }
};

} // namespace

class PaletteResultsModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    void setResults(QList<PaletteResult> results)
    {
        beginResetModel();
        m_results = std::move(results);
        endResetModel();
    }
    const QList<PaletteResult>& results() const { return m_results; }
    void setDark(bool dark)
    {
        if (dark == m_dark)
            return;
        m_dark = dark;
        if (!m_results.isEmpty())
            Q_EMIT dataChanged(index(0), index(static_cast<int>(m_results.size()) - 1), {Qt::DecorationRole});
    }

    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_results.size());
    }

    QVariant data(const QModelIndex& index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_results.size())
            return {};
        const PaletteItem& item = m_results.at(index.row()).item;
        switch (role) {
        case Qt::DisplayRole:
            return item.title;
        case Qt::ToolTipRole:
        case Qt::AccessibleTextRole: {
            QStringList parts{item.title};
            if (!item.detail.isEmpty())
                parts << item.detail;
            parts << paletteKindName(item.kind);
            if (!item.shortcut.isEmpty())
                parts << item.shortcut;
            return parts.join(QStringLiteral(", "));
        }
        case Qt::DecorationRole: {
            QPalette palette;
            palette.setColor(QPalette::Window, m_dark ? Qt::black : Qt::white);
            return themedIcon(kindIcon(item.kind), palette);
        }
        case DetailRole:
            return item.detail;
        case KindRole:
            return paletteKindName(item.kind);
        case ShortcutRole:
            return item.shortcut;
        default:
            return {};
        }
    }

private:
    QList<PaletteResult> m_results;
    bool m_dark = false;
};

QString paletteKindName(PaletteItem::Kind kind)
{
    return PaletteIndex::kindName(kind);
}

CommandPalette::CommandPalette(PaletteIndex* index, QWidget* parent)
    : QFrame(parent), m_index(index), m_edit(new QLineEdit(this)), m_list(new QListView(this)),
      m_status(new QLabel(this)), m_band(new StageBand(this)), m_model(new PaletteResultsModel(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Raised);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    setAccessibleName(tr("Command palette"));

    m_edit->setObjectName(QStringLiteral("paletteQuery"));
    m_edit->setPlaceholderText(tr("Type to find views, commands, services, tasks and nodes…"));
    m_edit->setAccessibleName(tr("Command palette search"));
    m_edit->setAccessibleDescription(
        tr("Type part of a name; Up and Down choose a match, Enter opens it, Escape closes the palette"));
    enableClearButton(m_edit);
    m_edit->installEventFilter(this);

    m_list->setObjectName(QStringLiteral("paletteResults"));
    m_list->setAccessibleName(tr("Matches"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(new PaletteDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setFocusPolicy(Qt::NoFocus); // the keys go to the line edit
    m_list->setIconSize(QSize(18, 18));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_status->setObjectName(QStringLiteral("paletteStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 6);
    layout->setSpacing(6);
    layout->addWidget(m_band);
    layout->addWidget(m_edit);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);

    connect(m_edit, &QLineEdit::textChanged, this, &CommandPalette::search);
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex& clicked) {
        m_list->setCurrentIndex(clicked);
        activateCurrent();
    });
    connect(qApp, &QApplication::focusChanged, this, &CommandPalette::onFocusChanged);
    if (parent)
        parent->installEventFilter(this);
    m_model->setDark(isDarkPalette(palette()));
    hide();
}

CommandPalette::~CommandPalette() = default;

void CommandPalette::setProfile(const core::Profile& profile)
{
    m_band->setProfile(profile);
}

QList<PaletteResult> CommandPalette::results() const
{
    return m_model->results();
}

void CommandPalette::popup()
{
    if (!isVisible())
        m_previousFocus = QApplication::focusWidget();
    place();
    show();
    raise();
    m_edit->clear();
    search(); // textChanged is not emitted when the line was empty already
    m_edit->setFocus(Qt::ShortcutFocusReason);
}

void CommandPalette::dismiss()
{
    if (!isVisible())
        return;
    hide();
    if (QWidget* p = parentWidget())
        p->activateWindow();
    if (m_previousFocus && m_previousFocus->isVisible())
        m_previousFocus->setFocus(Qt::OtherFocusReason);
}

void CommandPalette::place()
{
    QWidget* p = parentWidget();
    if (!p)
        return;
    const int width = std::min(720, std::max(360, p->width() - 80));
    // As tall as the matches need (at most 12 rows), so the window underneath stays visible.
    const int rows = std::clamp(m_model->rowCount(), 1, 12);
    const int rowHeight =
        m_list->sizeHintForRow(0) > 0 ? m_list->sizeHintForRow(0) : fontMetrics().height() * 2;
    const int listHeight = rows * rowHeight + 2 * m_list->frameWidth() + 2;
    m_list->setFixedHeight(listHeight);
    const QMargins margins = layout()->contentsMargins();
    const int spacing = layout()->spacing();
    const int height = margins.top() + m_edit->sizeHint().height() + spacing + listHeight + spacing +
                       m_status->sizeHint().height() + margins.bottom();
    setGeometry((p->width() - width) / 2, std::min(72, p->height() / 10), width,
                std::min(height, p->height() - 20));
}

void CommandPalette::search()
{
    QElapsedTimer timer;
    timer.start();
    QList<PaletteResult> results = m_index->search(m_edit->text());
    m_lastSearchUs = timer.nsecsElapsed() / 1000;
    const int count = static_cast<int>(results.size());
    m_model->setResults(std::move(results));
    if (count > 0)
        m_list->setCurrentIndex(m_model->index(0));
    if (m_edit->text().trimmed().isEmpty())
        m_status->setText(tr("Views and commands. Type to search services, tasks and nodes too."));
    else if (count == 0)
        m_status->setText(tr("No match for “%1”.").arg(m_edit->text().trimmed()));
    else if (count >= PaletteIndex::DefaultLimit)
        m_status->setText(tr("The best %n matches; type more to narrow them down.", nullptr, count));
    else
        m_status->setText(tr("%n match(es)", nullptr, count));
    m_list->setAccessibleDescription(m_status->text());
    if (isVisible())
        place();
}

bool CommandPalette::activateCurrent()
{
    QModelIndex index = m_list->currentIndex();
    if (!index.isValid())
        index = m_model->index(0);
    if (!index.isValid())
        return false;
    const PaletteItem item = m_model->results().at(index.row()).item;
    dismiss();
    Q_EMIT activated(item);
    return true;
}

bool CommandPalette::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        place();
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const int rows = m_model->rowCount();
        const int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1;
        const int page =
            std::max(1, m_list->viewport()->height() / std::max(1, m_list->sizeHintForRow(0)) - 1);
        auto moveTo = [&](int target) {
            if (rows == 0)
                return true;
            m_list->setCurrentIndex(m_model->index(std::clamp(target, 0, rows - 1)));
            return true;
        };
        switch (key->key()) {
        case Qt::Key_Down:
            return moveTo(row + 1);
        case Qt::Key_Up:
            return moveTo(row - 1);
        case Qt::Key_PageDown:
            return moveTo(row + page);
        case Qt::Key_PageUp:
            return moveTo(row - page);
        case Qt::Key_Return:
        case Qt::Key_Enter:
            activateCurrent();
            return true;
        case Qt::Key_Escape:
            dismiss();
            return true;
        default:
            break;
        }
    }
    return QFrame::eventFilter(watched, event);
}

void CommandPalette::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_model->setDark(isDarkPalette(palette()));
}

void CommandPalette::onFocusChanged(QWidget* old, QWidget* now)
{
    Q_UNUSED(old)
    if (!isVisible() || !now)
        return;
    if (now != this && !isAncestorOf(now) && now->window() == window())
        dismiss();
}

} // namespace ui
} // namespace cloudly
