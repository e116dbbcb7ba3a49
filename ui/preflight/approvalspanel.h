#pragma once

#include "core/approval/approvalcheck.h"
#include "core/preflight/receipt.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace cloudly {
namespace core {
class AppSettings;
namespace approval {
class ApprovalStore;
} // namespace approval
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// The Approvals section of a receipt: each approval kept beside it with its principal, verdict, time,
// reason and validity in words (void ones say why), the status ("2 of 2 approved", "rejected", "void: image
// changed"), Approve… / Reject… (ApprovalDialog), Import approvals… (files, or dropped onto the section),
// and this profile's trust: the allowed signers file and how many approvals are required. Approvals are
// recorded by this console, not by Cloudly.
class ApprovalsPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        PrincipalColumn,
        VerdictColumn,
        TimeColumn,
        ReasonColumn,
        ValidityColumn,
        ColumnCount
    };

    explicit ApprovalsPanel(QWidget* parent = nullptr);
    ~ApprovalsPanel() override;

    // Where approvals are kept (the receipt store's directory) and the per-profile trust settings.
    void setStorage(const QString& receiptsDirectory, core::AppSettings* settings);
    void setProfile(const QString& profile);
    void showReceipt(const core::preflight::Receipt& receipt);
    void clear();

    // Imports approval files for the shown receipt; returns how many were kept, errors in *error.
    int importFiles(const QStringList& paths, QString* error);
    // The check of the shown receipt's approvals (re-read from the store).
    const core::approval::ApprovalCheck& check() const { return m_check; }
    QString statusText() const;
    // The shown receipt's approvals for the Markdown / PDF export; "" for a NO-GO receipt.
    QString markdown() const;
    core::approval::ApprovalStore* store() const { return m_store.get(); }

    QTreeWidget* list() const { return m_list; }
    // Which approvals stand behind the request's release-authorization attestation ("" when it has none made
    // from approvals).
    QString authorizationText() const;
    QPushButton* approveButton() const { return m_approve; }
    QPushButton* rejectButton() const { return m_reject; }
    QPushButton* importButton() const { return m_import; }
    QLineEdit* signersEdit() const { return m_signers; }
    QSpinBox* requiredBox() const { return m_required; }

    // The same check as check(), for any receipt (the history's status column).
    core::approval::ApprovalCheck checkReceipt(const core::preflight::Receipt& receipt) const;

Q_SIGNALS:
    void approvalsChanged(const QString& receiptId);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void reload();
    void openDialog(core::approval::ApprovalStatement::Verdict verdict);
    void onImport();
    void onChooseSigners();
    void saveTrust();

    std::unique_ptr<core::approval::ApprovalStore> m_store;
    core::AppSettings* m_settings = nullptr;
    QString m_profile;
    std::optional<core::preflight::Receipt> m_receipt;
    core::approval::ApprovalCheck m_check;
    QLabel* m_status;
    QLabel* m_trustProblem;
    QLabel* m_authorization;
    QTreeWidget* m_list;
    QPushButton* m_approve;
    QPushButton* m_reject;
    QPushButton* m_import;
    QLineEdit* m_signers;
    QSpinBox* m_required;
};

} // namespace ui
} // namespace cloudly
