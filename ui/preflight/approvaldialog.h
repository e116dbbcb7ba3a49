#pragma once

#include "core/approval/approvalstatement.h"
#include "core/preflight/receipt.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace cloudly {
namespace core {
namespace approval {
class ApprovalStore;
} // namespace approval
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// Approve… / Reject… one GO receipt: shows the subject being signed (service, version, revision, digests,
// server), lets the release manager choose the SSH key (a private key file, or a .pub whose private half is
// in ssh-agent), the principal (the key's comment by default), a reason and how long the approval holds.
// A protected key's passphrase is typed here, handed to ssh-keygen on its standard input and dropped; it is
// never stored. The signed approval is kept beside the receipt (core::approval::ApprovalStore).
class ApprovalDialog : public QDialog
{
    Q_OBJECT
public:
    ApprovalDialog(const core::preflight::Receipt& receipt,
                   core::approval::ApprovalStatement::Verdict verdict, core::approval::ApprovalStore* store,
                   QWidget* parent = nullptr);

    QLineEdit* keyEdit() const { return m_key; }
    QLineEdit* principalEdit() const { return m_principal; }
    QLineEdit* passphraseEdit() const { return m_passphrase; }
    QPlainTextEdit* reasonEdit() const { return m_reason; }
    QComboBox* validityBox() const { return m_validity; }
    QString subjectText() const; // the subject as shown, one fact per line
    QString errorText() const;
    QString savedFileName() const { return m_saved; }

    // Signs and stores; false with the reason shown in the dialog. accept() calls it.
    bool submit();
    void setKeyPath(const QString& path); // also fills the principal from the key's comment

    void accept() override;

private:
    void onBrowse();

    core::preflight::Receipt m_receipt;
    core::approval::ApprovalStatement::Verdict m_verdict;
    core::approval::ApprovalStore* m_store;
    QLabel* m_subject;
    QLineEdit* m_key;
    QLineEdit* m_principal;
    QLineEdit* m_passphrase;
    QPlainTextEdit* m_reason;
    QComboBox* m_validity;
    QLabel* m_error;
    QString m_saved;
};

} // namespace ui
} // namespace cloudly
