#pragma once

#include "core/journal/journalentry.h"
#include "ui/inventory/inventorypage.h"

class QLabel;
class QTableView;

namespace cloudly {
namespace core {
class FilterProxyModel;
class JournalFeed;
class JournalModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {

// "Journal": what this console saw change while it was connected (core/journal: Cloudly pushes no change
// events and keeps no history), newest first, filtered with the filter language (kind:task.status
// object:ID field:data.imageVersion change:failed age:<1h). Periods in which the console was not observing
// are "not observed" rows, so nobody reads a quiet stretch as "nothing happened". The page follows the
// journal the JournalFeed has open (the current profile): it reads the file once, then appends what is
// recorded live. The detail pane shows the selected entry. Environment and secret values are never in the
// journal ("(hidden)"), so they cannot show here.
class JournalPage : public InventoryPage
{
    Q_OBJECT
public:
    JournalPage(core::JournalFeed* feed, core::AppSettings* settings, const QString& profile,
                QWidget* parent = nullptr);
    ~JournalPage() override;

    core::JournalModel* model() const { return m_model; }
    core::FilterProxyModel* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QLabel* notice() const { return m_notice; }
    static QString viewName() { return QStringLiteral("journal"); }

    // Gives `pane` a History section: the journal entries of the object it shows (its key), newest first.
    void attachHistory(DetailPane* pane);

public Q_SLOTS:
    // Re-reads the journal of the feed's current profile.
    void reload();

private:
    void appendLive(const QList<core::JournalEntry>& entries);
    void showSelected();
    void updateNotice();

    core::JournalFeed* m_feed;
    core::JournalModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_notice;
    QString m_readError;
};

} // namespace ui
} // namespace cloudly
