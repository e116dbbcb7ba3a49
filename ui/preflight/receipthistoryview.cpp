#include "ui/preflight/receipthistoryview.h"

#include "core/approval/approvalreport.h"

#include "core/preflight/receiptdiff.h"
#include "core/preflight/receiptexport.h"
#include "core/preflight/receiptstore.h"
#include "core/util/timefmt.h"
#include "ui/preflight/decisionbanner.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using namespace core::preflight;

ReceiptHistoryView::ReceiptHistoryView(ReceiptStore* store, QWidget* parent)
    : QWidget(parent), m_store(store), m_list(new QTreeWidget(this)), m_filterBox(new QComboBox(this)),
      m_summary(new QLabel(this)), m_problems(new QLabel(this)), m_open(new QPushButton(tr("&Open"), this)),
      m_compare(new QPushButton(tr("&Compare"), this)), m_compareStatus(new QLabel(this)),
      m_diff(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("receiptHistory"));
    m_list->setObjectName(QStringLiteral("receiptList"));
    m_list->setAccessibleName(tr("Preflight receipts"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setHeaderLabels({tr("Time (UTC)"), tr("Service"), tr("Version"), tr("Decision"), tr("Blockers"),
                             tr("Server"), tr("Identity"), tr("Approvals")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summary->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_summary->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setObjectName(QStringLiteral("receiptProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_compareStatus->setTextFormat(Qt::PlainText);
    m_compareStatus->setObjectName(QStringLiteral("compareStatus"));
    m_compareStatus->setWordWrap(true);
    m_diff->setObjectName(QStringLiteral("receiptDiff"));
    m_diff->setAccessibleName(tr("Comparison of two receipts"));

    auto* buttons = new QHBoxLayout;
    auto* refreshButton = new QPushButton(tr("&Refresh"), this);
    buttons->addWidget(m_open);
    buttons->addWidget(m_compare);
    for (const auto& [text, format] :
         QList<std::pair<QString, ReceiptFormat>>{{tr("Export JSON…"), ReceiptFormat::Json},
                                                  {tr("Export Markdown…"), ReceiptFormat::Markdown},
                                                  {tr("Export PDF…"), ReceiptFormat::Pdf}}) {
        auto* button = new QPushButton(text, this);
        connect(button, &QPushButton::clicked, this, [this, f = format] { onExport(f); });
        buttons->addWidget(button);
        m_exports << button;
    }
    buttons->addStretch(1);
    buttons->addWidget(refreshButton);

    m_filterBox->setObjectName(QStringLiteral("receiptFilter"));
    m_filterBox->setAccessibleName(tr("Show receipts"));
    m_filterBox->addItem(tr("All receipts"), QString());
    m_filterBox->addItem(tr("Latest per service"), core::ReceiptFilter{true, std::nullopt}.text());
    m_filterBox->addItem(tr("Latest per service: NO-GO"), core::ReceiptFilter{true, false}.text());
    m_filterBox->addItem(tr("Latest per service: GO"), core::ReceiptFilter{true, true}.text());
    connect(m_filterBox, &QComboBox::activated, this,
            [this](int index) { setFilterText(m_filterBox->itemData(index).toString()); });
    auto* showLabel = new QLabel(tr("&Show:"), this);
    showLabel->setBuddy(m_filterBox);
    auto* summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(showLabel);
    summaryRow->addWidget(m_filterBox);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(summaryRow);
    topLayout->addWidget(m_problems);
    topLayout->addWidget(m_list, 1);
    topLayout->addLayout(buttons);
    topLayout->addWidget(m_compareStatus);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_diff);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    (new QVBoxLayout(this))->addWidget(splitter);

    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &ReceiptHistoryView::onSelectionChanged);
    connect(m_list, &QTreeWidget::itemActivated, this, &ReceiptHistoryView::onOpen);
    connect(m_open, &QPushButton::clicked, this, &ReceiptHistoryView::onOpen);
    connect(m_compare, &QPushButton::clicked, this, &ReceiptHistoryView::compareSelected);
    connect(refreshButton, &QPushButton::clicked, this, &ReceiptHistoryView::refresh);
    connect(m_store, &ReceiptStore::receiptSaved, this, &ReceiptHistoryView::refresh);
    connect(m_store, &ReceiptStore::receiptRemoved, this, &ReceiptHistoryView::refresh);
    refresh();
}

void ReceiptHistoryView::refresh()
{
    const QStringList selected = [this] {
        QStringList ids;
        for (const Receipt& r : selectedReceipts())
            ids << r.id;
        return ids;
    }();
    const ReceiptStore::Listing listing = m_store->list();
    m_receipts = listing.receipts;
    m_list->clear();
    for (qsizetype i = 0; i < m_receipts.size(); ++i) {
        const Receipt& r = m_receipts.at(i);
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(TimeColumn, core::displayTime(r.createdAt.toUTC()));
        item->setText(ServiceColumn, r.serviceLabel());
        item->setText(VersionColumn, r.version());
        item->setText(DecisionColumn, r.decisionText());
        item->setIcon(DecisionColumn,
                      QIcon(DecisionBanner::iconPixmap(
                          r.isGo() ? DecisionBanner::State::Go : DecisionBanner::State::NoGo, 16)));
        const bool dark = QGuiApplication::palette().color(QPalette::Window).lightness() < 128;
        item->setForeground(DecisionColumn,
                            r.isGo() ? (dark ? QColor(0x56, 0xd3, 0x64) : QColor(0x1b, 0x6e, 0x2e))
                                     : (dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb0, 0x1c, 0x1c)));
        item->setText(BlockersColumn,
                      QString::number(mergedBlockers(r.decision).size() + r.decision.reasons.size()));
        item->setText(ServerColumn, r.serverUrl);
        item->setText(IdentityColumn, r.identityName);
        if (m_checker && r.isGo())
            item->setText(ApprovalsColumn, m_checker(r).statusText());
        item->setData(TimeColumn, Qt::UserRole, int(i));
        item->setData(TimeColumn, Qt::AccessibleTextRole,
                      tr("%1, %2, %3").arg(r.decisionText(), r.serviceLabel(), item->text(TimeColumn)));
    }
    m_summary->setText(tr("%n receipt(s) in %1. The newest %2 are kept; older receipts are removed "
                          "automatically.",
                          nullptr, int(m_receipts.size()))
                           .arg(QDir::toNativeSeparators(m_store->directory()))
                           .arg(m_store->maxReceipts()));
    QStringList problems;
    for (const ReceiptStore::Problem& p : listing.problems)
        problems << QStringLiteral("%1 (%2)").arg(p.fileName, p.message);
    m_problems->setText(problems.isEmpty()
                            ? QString()
                            : tr("⚠ %n file(s) could not be read: ", nullptr, int(problems.size())) +
                                  problems.join(QStringLiteral("; ")));
    m_problems->setVisible(!problems.isEmpty());
    applyFilter();
    selectReceipts(selected);
    onSelectionChanged();
}

bool ReceiptHistoryView::setFilterText(const QString& text, QString* error)
{
    const std::optional<core::ReceiptFilter> filter = core::ReceiptFilter::parse(text, error);
    if (!filter)
        return false;
    m_filter = *filter;
    m_filterBox->setCurrentIndex(std::max(0, m_filterBox->findData(m_filter.text())));
    applyFilter();
    onSelectionChanged();
    return true;
}

void ReceiptHistoryView::applyFilter()
{
    const QList<bool> shown = m_filter.matches(m_receipts);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        const int index = item->data(TimeColumn, Qt::UserRole).toInt();
        const bool visible = shown.value(index, false);
        item->setHidden(!visible);
        if (!visible)
            item->setSelected(false);
    }
}

int ReceiptHistoryView::shownCount() const
{
    int n = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        n += m_list->topLevelItem(i)->isHidden() ? 0 : 1;
    return n;
}

QList<Receipt> ReceiptHistoryView::selectedReceipts() const
{
    QList<Receipt> out;
    for (const QTreeWidgetItem* item : m_list->selectedItems()) {
        const int index = item->data(TimeColumn, Qt::UserRole).toInt();
        if (index >= 0 && index < m_receipts.size())
            out << m_receipts.at(index);
    }
    return out;
}

bool ReceiptHistoryView::selectReceipts(const QStringList& ids)
{
    m_list->clearSelection();
    int found = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (ids.contains(m_receipts.at(item->data(TimeColumn, Qt::UserRole).toInt()).id)) {
            item->setSelected(true);
            ++found;
        }
    }
    return found == ids.size();
}

void ReceiptHistoryView::onSelectionChanged()
{
    const QList<Receipt> selected = selectedReceipts();
    m_open->setEnabled(selected.size() == 1);
    for (QPushButton* b : std::as_const(m_exports))
        b->setEnabled(!selected.isEmpty());
    QString why;
    if (selected.size() != 2)
        why = tr("Select two receipts of the same service to compare them.");
    else if (selected.at(0).serviceId() != selected.at(1).serviceId())
        why = tr("These receipts are of different services and cannot be compared.");
    m_compare->setEnabled(why.isEmpty());
    m_compare->setToolTip(why);
    m_compareStatus->setText(why);
}

bool ReceiptHistoryView::compareSelected()
{
    const QList<Receipt> selected = selectedReceipts();
    if (selected.size() != 2) {
        m_compareStatus->setText(tr("Select two receipts of the same service to compare them."));
        return false;
    }
    QString error;
    const std::optional<ReceiptDiff> diff = diffReceipts(selected.at(0), selected.at(1), &error);
    if (!diff) {
        m_compareStatus->setText(error);
        return false;
    }
    m_diffMarkdown = diffToMarkdown(*diff);
    {
        const bool firstOlder = selected.at(0).createdAt <= selected.at(1).createdAt;
        const QString carry = core::approval::approvalCarryOverText(
            firstOlder ? selected.at(0) : selected.at(1), firstOlder ? selected.at(1) : selected.at(0));
        if (!carry.isEmpty())
            m_diffMarkdown += QStringLiteral("\n## %1\n\n%2\n").arg(tr("Approvals"), carry);
    }
    m_diff->setMarkdown(m_diffMarkdown);
    m_compareStatus->setText(diff->isEmpty() ? tr("No difference in decision, blockers or digests.")
                                             : tr("Compared: see the differences below."));
    return true;
}

QString ReceiptHistoryView::compareStatus() const
{
    return m_compareStatus->text();
}

QString ReceiptHistoryView::diffText() const
{
    return m_diffMarkdown;
}

QString ReceiptHistoryView::problemsText() const
{
    return m_problems->text();
}

QString ReceiptHistoryView::summaryText() const
{
    return m_summary->text();
}

void ReceiptHistoryView::setApprovalChecker(ApprovalChecker checker)
{
    m_checker = std::move(checker);
    refresh();
}

QString ReceiptHistoryView::approvalsMarkdownFor(const Receipt& receipt) const
{
    return m_checker && receipt.isGo() ? core::approval::approvalsMarkdown(m_checker(receipt)) : QString();
}

QStringList ReceiptHistoryView::exportReceipts(const QList<Receipt>& receipts, ReceiptFormat format,
                                               const QString& directory, QString* error)
{
    QStringList written;
    for (const Receipt& r : receipts) {
        const QString path = QDir(directory).filePath(suggestedFileName(r, receiptFormatExtension(format)));
        if (!exportReceipt(r, format, path, error, approvalsMarkdownFor(r)))
            return written;
        written << path;
    }
    return written;
}

void ReceiptHistoryView::onExport(ReceiptFormat format)
{
    const QList<Receipt> selected = selectedReceipts();
    if (selected.size() == 1) {
        exportReceiptWithDialog(this, selected.first(), format, approvalsMarkdownFor(selected.first()));
        return;
    }
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Export %n receipt(s) to", nullptr, int(selected.size())));
    if (dir.isEmpty())
        return;
    QString error;
    const QStringList written = exportReceipts(selected, format, dir, &error);
    if (written.size() != selected.size())
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        m_compareStatus->setText(tr("Exported %n receipt(s) to %1.", nullptr, int(written.size())).arg(dir));
}

void ReceiptHistoryView::onOpen()
{
    const QList<Receipt> selected = selectedReceipts();
    if (selected.size() == 1)
        Q_EMIT receiptActivated(selected.first());
}

} // namespace ui
} // namespace cloudly