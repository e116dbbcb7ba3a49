#include "ui/detail/copysupport.h"

#include <QAbstractItemView>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>

namespace cloudly {
namespace ui {
CopySupport::CopySupport(QAbstractItemView* view, Provider provider, QObject* parent)
    : QObject(parent ? parent : view), m_view(view), m_provider(std::move(provider)),
      m_copy(new QAction(view))
{
    m_copy->setText(tr("Copy"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view->addAction(m_copy);
    connect(m_copy, &QAction::triggered, this, [this] { copyCurrent(); });

    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = m_view->indexAt(pos);
        if (!index.isValid())
            return;
        m_view->setCurrentIndex(index);
        QMenu* menu = createMenu(index, m_view);
        if (menu->isEmpty()) {
            delete menu;
            return;
        }
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_view->viewport()->mapToGlobal(pos));
    });
}

void CopySupport::copyText(const QString& text)
{
    if (QClipboard* clipboard = QGuiApplication::clipboard())
        clipboard->setText(text);
}

bool CopySupport::copyCurrent()
{
    const QList<CopyEntry> list = entries(m_view->currentIndex());
    if (list.isEmpty() || list.first().text.isEmpty())
        return false;
    copyText(list.first().text);
    Q_EMIT copied(list.first().text);
    return true;
}

QMenu* CopySupport::createMenu(const QModelIndex& index, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("copyMenu"));
    const QList<CopyEntry> list = entries(index);
    for (qsizetype i = 0; i < list.size(); ++i) {
        const CopyEntry entry = list.at(i);
        if (entry.text.isEmpty())
            continue;
        QAction* action = menu->addAction(entry.label);
        action->setData(entry.text);
        action->setToolTip(entry.text);
        if (i == 0)
            action->setShortcut(QKeySequence::Copy); // shown as a hint; Ctrl+C runs m_copy
        connect(action, &QAction::triggered, this, [this, entry] {
            copyText(entry.text);
            Q_EMIT copied(entry.text);
        });
    }
    if (m_extender) {
        if (!menu->isEmpty())
            menu->addSeparator();
        m_extender(menu, index);
    }
    if (!m_menuActions.isEmpty()) {
        if (!menu->isEmpty())
            menu->addSeparator();
        menu->addActions(m_menuActions);
    }
    return menu;
}

} // namespace ui
} // namespace cloudly