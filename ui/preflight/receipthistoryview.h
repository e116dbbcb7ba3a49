#pragma once

#include "core/approval/approvalcheck.h"
#include "core/overview/overviewfilters.h"
#include "core/preflight/receipt.h"
#include "ui/preflight/receiptexportactions.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace cloudly {
namespace core {
namespace preflight {
class ReceiptStore;
} // namespace preflight
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// The stored preflight receipts, newest first: time, service, version, decision (word and icon), server,
// identity, blockers. Two selected receipts of one service can be compared (decision, blockers added /
// removed, digests changed); selected receipts can be exported as JSON, Markdown or PDF. Files that cannot
// be read are listed by name; the storage bound is stated. "Show" narrows the list to the latest receipt of
// each service, optionally of one decision (core::ReceiptFilter; the overview's preflight links set it).
class ReceiptHistoryView : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        TimeColumn,
        ServiceColumn,
        VersionColumn,
        DecisionColumn,
        BlockersColumn,
        ServerColumn,
        IdentityColumn,
        ApprovalsColumn, // "2 of 2 approved", "rejected", "void: image changed"
        ColumnCount
    };

    explicit ReceiptHistoryView(core::preflight::ReceiptStore* store, QWidget* parent = nullptr);

    void refresh();
    // How the Approvals column, the exports and the comparison judge a receipt's approvals (the console's
    // ApprovalsPanel::checkReceipt); unset: the column stays empty.
    using ApprovalChecker = std::function<core::approval::ApprovalCheck(const core::preflight::Receipt&)>;
    void setApprovalChecker(ApprovalChecker checker);
    QTreeWidget* list() const { return m_list; }
    QList<core::preflight::Receipt> selectedReceipts() const;
    bool selectReceipts(const QStringList& ids);
    QComboBox* filterBox() const { return m_filterBox; }

    // Shows only the receipts `text` selects (core::ReceiptFilter: "", "latest", "latest decision:no-go",
    // …); false with the reason in `error` (the list keeps its filter) when the text is not one.
    bool setFilterText(const QString& text, QString* error = nullptr);
    QString filterText() const { return m_filter.text(); }
    int shownCount() const; // the receipts listed (not hidden by the filter)

    // Compares the two selected receipts and shows the result; false (and compareStatus() says why) when
    // not exactly two receipts of one service are selected.
    bool compareSelected();
    QString compareStatus() const;
    QString diffText() const; // the Markdown of the last comparison
    QString problemsText() const;
    QString summaryText() const;

    // Writes each receipt into `directory` under its suggested name; returns the paths written.
    QStringList exportReceipts(const QList<core::preflight::Receipt>& receipts, ReceiptFormat format,
                               const QString& directory, QString* error);

Q_SIGNALS:
    void receiptActivated(const cloudly::core::preflight::Receipt& receipt);

private:
    void onSelectionChanged();
    void onExport(ReceiptFormat format);
    void onOpen();
    void applyFilter();
    QString approvalsMarkdownFor(const core::preflight::Receipt& receipt) const;

    core::preflight::ReceiptStore* m_store;
    QList<core::preflight::Receipt> m_receipts;
    QTreeWidget* m_list;
    QComboBox* m_filterBox;
    core::ReceiptFilter m_filter;
    QLabel* m_summary;
    QLabel* m_problems;
    QPushButton* m_open;
    QPushButton* m_compare;
    QList<QPushButton*> m_exports;
    QLabel* m_compareStatus;
    QTextBrowser* m_diff;
    QString m_diffMarkdown;
    ApprovalChecker m_checker;
};

} // namespace ui
} // namespace cloudly