#pragma once

#include "core/preflight/decision.h"
#include "core/preflight/receipt.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace cloudly {
namespace ui {
// The blockers of one preflight, grouped by area (Authorization, Source, Image / OCI, ...). Each blocker is
// a card with its code and title, the message as sent, why it matters and how to fix it (from the blocker
// catalog), and who raised it. The console's own reasons for NO-GO come first, as a group of their own.
// Every text is selectable; cards carry accessible names and descriptions.
class BlockerListWidget : public QWidget
{
    Q_OBJECT
public:
    struct Item
    {
        QString area; // display name of the group
        QString code;
        QString title;
        QString message;
        QString explanation;
        QString remediation;
        QString origin; // "Cloudly", "this console", "Cloudly and this console"
        bool fromServer = false;
    };

    explicit BlockerListWidget(QWidget* parent = nullptr);

    void setDecision(const core::preflight::Decision& decision);
    void clear();

    const QList<Item>& items() const { return m_items; }
    QStringList codes() const;
    QStringList groupTitles() const; // "Authorization (2)", in display order
    int count() const { return static_cast<int>(m_items.size()); }

private:
    void rebuild();
    QWidget* createCard(const Item& item);

    QVBoxLayout* m_layout;
    QLabel* m_empty;
    QList<Item> m_items;
    QStringList m_groupTitles;
    QList<QWidget*> m_built;
};

} // namespace ui
} // namespace cloudly