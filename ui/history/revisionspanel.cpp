#include "ui/history/revisionspanel.h"

#include "core/history/revisiondiff.h"
#include "core/util/logging.h"
#include "ui/detail/detailpane.h"
#include "ui/history/revisiondiffmodel.h"
#include "ui/history/revisionlistmodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cloudly {
namespace ui {
namespace {
QTableView* makeTable(QAbstractItemModel* model, const QString& name, const QString& accessibleName)
{
    auto* view = new QTableView;
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle);
    return view;
}

QLabel* makeLabel(const QString& name)
{
    auto* label = new QLabel;
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText); // field values are the server's text
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

RevisionsPanel::RevisionsPanel(QWidget* parent)
    : QWidget(parent), m_list(new RevisionListModel(this)), m_diff(new RevisionDiffModel(this)),
      m_summary(makeLabel(QStringLiteral("revisionSummary"))),
      m_listView(makeTable(m_list, QStringLiteral("revisionList"), tr("Revisions"))),
      m_status(makeLabel(QStringLiteral("revisionDiffStatus"))),
      m_diffView(makeTable(m_diff, QStringLiteral("revisionDiff"), tr("Changes between the revisions")))
{
    setObjectName(QStringLiteral("revisionsPanel"));
    m_listView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_listView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_listView->horizontalHeader()->setStretchLastSection(true);
    m_listView->setMinimumHeight(m_listView->fontMetrics().height() * 8); // a few rows at least
    m_diffView->setMinimumHeight(m_diffView->fontMetrics().height() * 6);
    m_listView->setAccessibleDescription(tr("Select two revisions to compare them"));
    m_diffView->setSelectionMode(QAbstractItemView::SingleSelection);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_listView, 2);
    layout->addWidget(m_status);
    layout->addWidget(m_diffView, 3);
    m_status->setText(m_diff->status());
    connect(m_listView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RevisionsPanel::onSelectionChanged);
}

void RevisionsPanel::setHistory(const core::ServiceHistory& history)
{
    const bool first = m_list->history().serviceId != history.serviceId || m_list->rowCount() == 0;
    m_list->setHistory(history);
    m_summary->setText(
        history.revisions.isEmpty()
            ? tr("No revision of this service is recorded yet (the console records what it sees "
                 "while it is connected).")
            : tr("%1 revisions seen by this console (Cloudly keeps no history; values of "
                 "environment variables and secrets are never kept)")
                  .arg(history.revisions.size()));
    if (first && !history.revisions.isEmpty()) {
        const int latest = static_cast<int>(history.revisions.size());
        compare(latest, latest);
        return;
    }
    onSelectionChanged(); // a revision whose whole state changed
}

void RevisionsPanel::compare(int from, int to)
{
    QItemSelection selection;
    for (const int n : {from, to}) {
        const QModelIndex row = m_list->index(n - 1, 0);
        if (row.isValid())
            selection.select(row, m_list->index(n - 1, RevisionListModel::ColumnCount - 1));
    }
    m_listView->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (const QModelIndex row = m_list->index(to - 1, 0); row.isValid())
        m_listView->scrollTo(row);
}

void RevisionsPanel::onSelectionChanged()
{
    QList<int> rows;
    for (const QModelIndex& index : m_listView->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    const core::Revision* to = rows.isEmpty() ? nullptr : m_list->revisionAt(rows.last());
    const core::Revision* from = rows.size() >= 2       ? m_list->revisionAt(rows.first())
                                 : to && to->number > 1 ? m_list->revisionAt(to->number - 2)
                                                        : nullptr;
    if (!to) {
        m_diff->clear();
    } else if (!from) {
        // The oldest revision the journal holds: nothing before it to compare with.
        core::RevisionDiff none;
        none.from = none.to = to->number;
        none.available = false;
        none.reason = tr("it is the first revision this console saw");
        m_diff->setDiff(none);
    } else {
        m_diff->setDiff(core::diffRevisions(*from, *to));
    }
    m_status->setText(m_diff->status());
    m_diffView->setVisible(m_diff->rowCount() > 0);
    for (int c = 0; c < RevisionDiffModel::After; ++c)
        m_diffView->resizeColumnToContents(c);
}

RevisionTabs::RevisionTabs(QWidget* parent) : QTabWidget(parent), m_panel(new RevisionsPanel)
{
    setObjectName(QStringLiteral("revisionTabs"));
    setDocumentMode(true);
    setAccessibleName(tr("Revisions of the service"));
    addTab(m_panel, tr("Revisions"));
}

void showServiceRevisions(DetailPane* pane, const QString& journalPath, const QString& serviceId)
{
    if (journalPath.isEmpty() || serviceId.isEmpty())
        return;
    auto* tabs = qobject_cast<RevisionTabs*>(pane->chart());
    if (tabs && tabs->serviceId() == serviceId)
        return; // read again when the journal has written a poll (refreshServiceRevisions)
    tabs = new RevisionTabs;
    tabs->setServiceId(serviceId);
    pane->setChart(tabs);
    refreshServiceRevisions(pane, journalPath);
}

void refreshServiceRevisions(DetailPane* pane, const QString& journalPath)
{
    auto* tabs = qobject_cast<RevisionTabs*>(pane->chart());
    if (!tabs || journalPath.isEmpty())
        return;
    QString error;
    const std::optional<core::ServiceHistory> history =
        core::ServiceHistory::load(journalPath, tabs->serviceId(), &error);
    if (!history) {
        qCWarning(lcJournal).noquote() << error;
        core::ServiceHistory unreadable;
        unreadable.serviceId = tabs->serviceId();
        tabs->panel()->setHistory(unreadable);
        tabs->panel()->summaryLabel()->setText(error);
        return;
    }
    tabs->panel()->setHistory(*history);
}

} // namespace ui
} // namespace cloudly
