#pragma once

#include "core/grants/grantchange.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace cloudly {
namespace ui {
// Confirms one grant change by showing exactly what changes: GrantChange::describe() with added
// capabilities in green with "+" and their risk, removed ones in red with "−" (the signs and words say it
// too, not only the colour). Revoking every capability is confirmed more strongly: the confirm button
// stays disabled until the machine user id is typed exactly. Cancel is the default button.
class GrantConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    // `server` (the Cloudly URL the change goes to) is named in the dialog; empty: not named.
    // `protectedProfile`: the change goes to a protected profile; the confirm button stays disabled until
    // its name is typed exactly (empty: not protected).
    explicit GrantConfirmDialog(const core::grants::GrantChange& change, const QString& server = {},
                                QWidget* parent = nullptr, const QString& protectedProfile = {});

    const core::grants::GrantChange& change() const { return m_change; }
    bool isRevoke() const { return m_change.isRevoke(); }

    // The diff as shown, as plain text (one line per line of the dialog, "+"/"−" kept).
    QString diffText() const { return m_diffText; }
    QPushButton* confirmButton() const { return m_confirm; }
    // Where the machine user id is typed for a revoke; nullptr for other changes.
    QLineEdit* confirmationEdit() const { return m_typed; }
    // Where the protected profile's name is typed; nullptr when the profile is not protected.
    QLineEdit* profileConfirmationEdit() const { return m_typedProfile; }
    QString typedProfileName() const;

    // The diff lines of `change` as HTML and as plain text (used by the dialog, exposed for reuse).
    static QString diffHtml(const core::grants::GrantChange& change);
    static QString diffPlainText(const core::grants::GrantChange& change);

private:
    void onTypedChanged();

    core::grants::GrantChange m_change;
    QString m_diffText;
    QLabel* m_diff;
    QLineEdit* m_typed = nullptr;
    QLineEdit* m_typedProfile = nullptr;
    QString m_protectedProfile;
    QPushButton* m_confirm;
};

} // namespace ui
} // namespace cloudly