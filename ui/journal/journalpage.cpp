#include "ui/journal/journalpage.h"

#include "core/filter/filterproxymodel.h"
#include "core/journal/journalfeed.h"
#include "core/journal/journalmodel.h"
#include "core/journal/journalstore.h"
#include "core/util/timefmt.h"
#include "ui/detail/detailpane.h"
#include "ui/features/columnfit.h"
#include "ui/features/statusdelegate.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/rowselection.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QThread>
#include <QTreeWidgetItem>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {
// Rows the page keeps (the newest): a console running for days on a busy profile otherwise holds every entry
// it recorded (the file keeps them, bounded by the journal's own limits).
constexpr int kListedEntries = 20000;
} // namespace

using core::JournalModel;

JournalPage::JournalPage(core::JournalFeed* feed, core::AppSettings* settings, const QString& profile,
                         QWidget* parent)
    : InventoryPage(parent), m_feed(feed), m_model(new JournalModel(this)),
      m_proxy(new core::FilterProxyModel(this)), m_table(new QTableView(this)), m_notice(new QLabel(this))
{
    setObjectName(QStringLiteral("journalPage"));
    m_proxy->setSourceModel(m_model);
    m_model->setRowLimit(kListedEntries);
    m_proxy->setSortRole(JournalModel::SortRole);
    m_table->setObjectName(QStringLiteral("journalTable"));
    m_table->setAccessibleName(tr("Journal"));
    m_table->setModel(m_proxy);
    setUpTable(m_table);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(JournalModel::Time, Qt::DescendingOrder); // newest first
    m_table->horizontalHeader()->setStretchLastSection(true);
    // "Not observed" rows stand out: a warning mark in the Kind column.
    m_table->setItemDelegateForColumn(JournalModel::Kind,
                                      new StatusDelegate(
                                          [](const QModelIndex& index) -> std::optional<Severity> {
                                              if (index.data(JournalModel::IsGapRole).toBool())
                                                  return Severity::Warning;
                                              return std::nullopt;
                                          },
                                          m_table));

    m_notice->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_notice->setObjectName(QStringLiteral("journalNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notice);
    layout->addWidget(m_table, 1);

    Parts parts;
    parts.name = viewName();
    parts.view = m_table;
    parts.setProxy(m_proxy);
    parts.content = content;
    parts.back = false;
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n row(s)", nullptr, total)
                              : tr("%1 of %n row(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter the journal, e.g. kind:task.status object:t-1 change:failed age:<1h");
    parts.columnIds = JournalModel::fieldNames();
    parts.pinnedColumn = QStringLiteral("age");
    parts.detailChars = 58; // the table needs its columns more than the entry needs width
    parts.copy = [](const QModelIndex& index) {
        const QModelIndex row = index.siblingAtColumn(JournalModel::Object);
        return QList<CopyEntry>{{tr("Copy object ID"), row.data().toString()},
                                {tr("Copy what changed"), index.data(Qt::ToolTipRole).toString()},
                                {tr("Copy cell text"), index.data().toString()}};
    };
    buildPage(parts, settings, profile);
    m_freshness->setVisible(false); // the notice says what the rows are and how fresh: as seen by polling
    fitColumnsOnFirstRows(m_table);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &JournalPage::showSelected);
    if (m_feed) {
        connect(m_feed, &core::JournalFeed::profileChanged, this, &JournalPage::reload);
        connect(m_feed, &core::JournalFeed::recorded, this, &JournalPage::appendLive);
    }
    reload();
}

JournalPage::~JournalPage()
{
    for (QThread* loader : std::as_const(m_loaders))
        loader->wait(); // it calls back into this page (queued: dropped once the page is gone)
}

void JournalPage::reload()
{
    m_readError.clear();
    const QString path = m_feed ? m_feed->path() : QString();
    const QString profile = m_feed ? m_feed->profile() : QString();
    const quint64 generation = ++m_generation;
    m_liveDuringLoad.clear();
    if (profile != m_model->profile() || path.isEmpty())
        m_model->clear(); // another profile's rows (the same profile's stay until the new ones are in)
    m_model->setProfile(profile);
    m_loading = !path.isEmpty();
    if (m_loading) {
        if (m_feed->store())
            m_feed->store()->flush(); // what was recorded so far is in the file
        QThread* loader = QThread::create([this, path, generation] {
            QString error;
            const std::optional<QList<core::JournalEntry>> entries =
                core::JournalStore::read(path, std::nullopt, &error);
            QList<JournalModel::Row> rows =
                JournalModel::prepareRows(entries.value_or(QList<core::JournalEntry>()));
            if (entries)
                error.clear();
            QMetaObject::invokeMethod(
                this,
                [this, generation, rows = std::move(rows), error]() mutable {
                    onLoaded(generation, std::move(rows), error);
                },
                Qt::QueuedConnection);
        });
        loader->setObjectName(QStringLiteral("journal-load"));
        loader->setParent(this);
        m_loaders.append(loader);
        connect(loader, &QThread::finished, this, [this, loader] {
            m_loaders.removeOne(loader);
            loader->deleteLater();
        });
        loader->start(QThread::LowPriority);
    }
    m_filterBar->updateCount();
    updateNotice();
    showSelected();
    if (!m_loading)
        Q_EMIT loaded();
}

void JournalPage::onLoaded(quint64 generation, QList<JournalModel::Row> rows, const QString& error)
{
    if (generation != m_generation)
        return; // a newer reload() is on its way
    m_loading = false;
    m_readError = error;
    // Entries recorded while loading are in the file read or not, in order: drop those the read's tail has.
    qsizetype overlap = std::min(m_liveDuringLoad.size(), static_cast<qsizetype>(rows.size()));
    for (; overlap > 0; --overlap) {
        qsizetype live = overlap - 1;
        bool same = true;
        for (qsizetype r = rows.size() - 1; r >= 0 && live >= 0 && same; --r) {
            if (rows.at(r).gap)
                continue;
            same = rows.at(r).entry == m_liveDuringLoad.at(live);
            --live;
        }
        if (same && live < 0)
            break;
    }
    const QList<core::JournalEntry> live = m_liveDuringLoad.mid(overlap);
    m_liveDuringLoad.clear();
    m_model->setRows(std::move(rows));
    m_model->appendEntries(live);
    if (m_model->rowCount() > 0) { // ids and field paths readable (a reset: columnfit waits for inserts)
        m_table->resizeColumnsToContents();
        const int cap = m_table->fontMetrics().averageCharWidth() * 40;
        for (int c = 0; c < m_model->columnCount(); ++c)
            m_table->setColumnWidth(c, std::min(m_table->columnWidth(c) + 8, cap));
    }
    m_filterBar->updateCount();
    updateNotice();
    showSelected();
    Q_EMIT loaded();
}

void JournalPage::appendLive(const QList<core::JournalEntry>& entries)
{
    if (m_loading)
        m_liveDuringLoad += entries;
    m_proxy->beginBatch();
    m_model->appendEntries(entries);
    m_proxy->endBatch();
    m_filterBar->updateCount();
    updateNotice();
}

void JournalPage::updateNotice()
{
    QString text =
        tr("What this console saw change while it was connected: Cloudly sends no change events and "
           "keeps no history, so changes are noticed at the next poll. \"Not observed\" rows mark "
           "times the console was not connected; what changed then is missing. Environment and "
           "secret values are never recorded.");
    if (!m_feed || m_feed->path().isEmpty())
        text += QLatin1Char(' ') + tr("No journal is open: connect to a server to start recording.");
    else if (m_loading)
        text += QLatin1Char(' ') + tr("Loading the journal…");
    else if (!m_readError.isEmpty())
        text += QLatin1Char(' ') + tr("The journal could not be read: %1").arg(m_readError);
    else if (m_model->entryCount() == 0)
        text += QLatin1Char(' ') + tr("Nothing recorded yet.");
    else if (m_model->droppedEntries() > 0)
        text += QLatin1Char(' ') +
                tr("The newest %1 rows are listed (and filtered); %n older entries are only in "
                   "the journal file (cloudlyctl journal --since …).",
                   nullptr, static_cast<int>(m_model->droppedEntries()))
                    .arg(kListedEntries);
    if (text != m_notice->text())
        m_notice->setText(text);
}

void JournalPage::showSelected()
{
    const QString id = selectedRowData(m_table, JournalModel::IdRole);
    const int row = id.isEmpty() ? -1 : m_model->rowOf(id);
    if (row < 0) {
        m_detail->showPlaceholder(tr("Select a row to see what this console saw change."));
        return;
    }
    const JournalModel::Row& r = m_model->rowAt(row);
    const core::JournalEntry& e = r.entry;
    QString title = JournalModel::kindText(e.kind);
    if (!title.isEmpty())
        title[0] = title.at(0).toUpper();
    m_detail->begin(id, title);
    if (r.gap) {
        m_detail->addWarning(JournalModel::describe(r));
        QTreeWidgetItem* s = m_detail->section(tr("Not observed"));
        m_detail->addRow(s, tr("Last seen before"), core::displayTime(r.gapFrom));
        m_detail->addRow(s, tr("Observing again"), core::displayTime(e.at));
        m_detail->addRow(s, tr("Server"), e.objectId);
        m_detail->end();
        return;
    }
    QTreeWidgetItem* s = m_detail->section(tr("Change"));
    m_detail->addRow(s, tr("What"), JournalModel::describe(r));
    m_detail->addRow(s, tr("Seen at"), core::displayTime(e.at));
    m_detail->addRow(s, tr("Kind"), e.kind);
    m_detail->addRow(s, tr("Object"), e.objectId);
    if (!e.serviceId.isEmpty())
        m_detail->addRow(s, tr("Service"), e.serviceId);
    if (!e.nodeId.isEmpty())
        m_detail->addRow(s, tr("Node"), e.nodeId);
    if (!e.field.isEmpty())
        m_detail->addRow(s, tr("Field"), e.field);
    const auto value = [this](const QString& v) {
        if (v == core::hiddenValue)
            return DetailPane::hiddenText();
        return v.isEmpty() ? tr("—") : v;
    };
    if (e.kind != QLatin1String("observation.started")) {
        QTreeWidgetItem* before = m_detail->addRow(s, tr("Before"), value(e.before));
        QTreeWidgetItem* after = m_detail->addRow(s, tr("After"), value(e.after));
        for (QTreeWidgetItem* item : {before, after})
            if (item->text(1) == DetailPane::hiddenText())
                item->setToolTip(1, tr("Environment and secret values are never recorded, only that they "
                                       "changed"));
    }
    QTreeWidgetItem* source = m_detail->section(tr("Source"));
    m_detail->addRow(source, tr("Observed by"),
                     tr("this console, by polling (Cloudly keeps no change history)"));
    m_detail->addRow(source, tr("Profile"), m_model->profile());
    m_detail->end();
}

void JournalPage::attachHistory(DetailPane* pane)
{
    if (!pane)
        return;
    pane->setHistorySource([this](const QString& key) {
        QList<std::pair<qint64, QString>> lines;
        const QList<core::JournalEntry> entries = m_model->entriesFor(key);
        for (const core::JournalEntry& e : entries) {
            // Short: the pane already names the object ("task status: running → failed"); entries of
            // another object (a node's or service's tasks) name theirs first.
            QString what = JournalModel::kindText(e.kind);
            if (!e.field.isEmpty())
                what += QLatin1Char(' ') + e.field;
            const QString change = JournalModel::changeText(e);
            if (!change.isEmpty())
                what = tr("%1: %2").arg(what, change);
            if (e.objectId != key)
                what = tr("%1 · %2").arg(e.objectId, what);
            lines.append({e.at, what});
        }
        return lines;
    });
}

} // namespace ui
} // namespace cloudly
