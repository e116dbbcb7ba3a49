#pragma once

#include "core/journal/journalentry.h"
#include "core/journal/journalmodel.h"
#include "ui/inventory/inventorypage.h"

class QLabel;
class QTableView;
class QThread;

namespace cloudly {
namespace core {
class FilterProxyModel;
class JournalFeed;
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

    // The journal file is read and its rows prepared on a worker thread (100k entries would block the
    // window for about a second); until they are in, the notice says "Loading…".
    bool isLoading() const { return m_loading; }

    // Gives `pane` a History section: the journal entries of the object it shows (its key), newest first.
    void attachHistory(DetailPane* pane);

public Q_SLOTS:
    // Re-reads the journal of the feed's current profile (in the background; loaded() when it is in).
    void reload();

Q_SIGNALS:
    void loaded();

private:
    void onLoaded(quint64 generation, QList<core::JournalModel::Row> rows, const QString& error);
    void appendLive(const QList<core::JournalEntry>& entries);
    void showSelected();
    void updateNotice();

    core::JournalFeed* m_feed;
    core::JournalModel* m_model;
    core::FilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_notice;
    QString m_readError;
    bool m_loading = false;
    quint64 m_generation = 0;                   // of the newest reload(); older results are dropped
    QList<core::JournalEntry> m_liveDuringLoad; // recorded while loading: the file may or may not have them
    QList<QThread*> m_loaders;                  // running reads (waited for when the page goes)
};

} // namespace ui
} // namespace cloudly
