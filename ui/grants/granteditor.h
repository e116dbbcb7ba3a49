#pragma once

#include "core/api/service.h"
#include "core/grants/grantchange.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;

namespace cloudly {
namespace core {
namespace grants {
class GrantController;
} // namespace grants
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class GrantConfirmDialog;
class ServiceChoiceModel;

// Edits the deployment grant of one machine user on one service. Only Cloudly admins can change grants;
// for anyone else the editor is read-only and says why. A grant that does not exist yet starts with the
// least privilege (deployment:preflight only). "Apply…" opens GrantConfirmDialog with the exact change;
// the controller sends it, verifies the server's echo and records the result in the audit trail.
class GrantEditor : public QWidget
{
    Q_OBJECT
public:
    explicit GrantEditor(core::grants::GrantController* controller, QWidget* parent = nullptr);

    // The services to choose from (shown as "name (id)"). The list is shared, not copied; the same list
    // again changes nothing, and the chosen service (with the unsaved checkboxes) survives a refresh.
    void setServices(const QList<core::Service>& services);

    QString userId() const;
    QString serviceId() const;
    void setUserId(const QString& userId);
    bool setServiceId(const QString& serviceId);

    // The checked capabilities, in canonical order.
    QStringList checkedCapabilities() const;
    void setCheckedCapabilities(const QStringList& capabilities);
    QCheckBox* capabilityBox(const QString& capability) const { return m_boxes.value(capability); }

    bool isReadOnly() const { return m_readOnly; }
    QString readOnlyText() const;
    QString currentGrantText() const;
    QString resultText() const; // the banner after the last change (empty: none)
    QString listingText() const;

    QComboBox* serviceCombo() const { return m_service; }
    QPushButton* applyButton() const { return m_apply; }
    // "Why?" next to the (disabled or absent) Apply button; following it shows whyText().
    QLabel* whyLink() const { return m_whyLink; }
    QString whyText() const;
    void showWhy();
    // The confirmation dialog that is open (nullptr when none).
    GrantConfirmDialog* confirmDialog() const;

    // The change "Apply…" would confirm, from the current selection.
    core::grants::GrantChange plannedChange() const;

public Q_SLOTS:
    // Opens the confirmation dialog (window-modal, not blocking); on confirmation the change is applied.
    void requestApply();
    // Reloads the checkboxes from the last known state of the selected grant (or the new-grant default).
    void reset();

Q_SIGNALS:
    // Emitted after every completed change (ok: the server stored exactly what was sent).
    void changeFinished(bool ok, const QString& message);

private:
    void buildCapabilities(QGridLayout* grid);
    void onSuggestionsChanged();
    void onListingChanged();
    void onPermissionsChanged();
    void onFinished(bool ok, const QString& message);
    void onSelectionChanged();
    void updateCurrent();
    void updateButtons();

    core::grants::GrantController* m_controller;
    QLabel* m_readOnlyBanner;
    QLabel* m_resultBanner;
    QComboBox* m_user;
    QLabel* m_listing;
    QComboBox* m_service;
    ServiceChoiceModel* m_serviceModel;
    QLabel* m_current;
    QLabel* m_others;
    QGroupBox* m_capsGroup = nullptr;
    QHash<QString, QCheckBox*> m_boxes;
    QPushButton* m_reset;
    QPushButton* m_apply;
    QLabel* m_whyLink = nullptr;
    QLabel* m_why = nullptr;
    QPointer<GrantConfirmDialog> m_dialog;
    bool m_readOnly = true;
};

} // namespace ui
} // namespace cloudly