#pragma once

#include "core/api/service.h"
#include "core/preflight/validators.h"

#include <QJsonObject>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace cloudly {
namespace ui {
class CorestoreResourcesEditor;
class ServiceChoiceModel;

// Builds a getDeploymentPreflight request (IDeploymentPreflightRequestData, without identity). The
// client-side blockers — validateRequest() on exactly the JSON being built, Cloudly's own codes and
// messages — update live under the form; "Run preflight" stays disabled while there are any (or while the
// owner says it cannot run, e.g. not connected) and says why. Requests can be imported from and exported
// to JSON files; release evidence is imported from a JSON file and summarised in one line.
class ComposerWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ComposerWidget(QWidget* parent = nullptr);

    // The services to choose from (getServices). The current choice survives a refresh; a service id that
    // is not in the list (e.g. from an imported file) stays selectable and is marked as such. The list is
    // shared, not copied (ServiceChoiceModel); the same list again changes nothing.
    void setServices(const QList<core::Service>& services);

    QJsonObject request() const; // the request data as it would be sent
    QList<core::preflight::Blocker> clientBlockers() const { return m_blockers; }
    bool canRun() const;
    QString runStatusText() const;

    // Fills the form from request data. Anything that cannot be shown is named in *warnings.
    void loadRequest(const QJsonObject& request, QStringList* warnings = nullptr);
    bool importRequestFile(const QString& path, QString* error, QStringList* warnings = nullptr);
    bool exportRequestFile(const QString& path, QString* error) const;
    bool importEvidenceFile(const QString& path, QString* error);
    void clearEvidence();
    bool computeIntentDigestFromFile(const QString& path, QString* error);
    void newRequestId();

    // Why running is not possible right now apart from the form ("Not connected", "A preflight is
    // running…"); empty when the owner has no objection.
    void setRunBlockedReason(const QString& reason);

    QComboBox* serviceCombo() const { return m_service; }
    QLineEdit* requestIdEdit() const { return m_requestId; }
    QLineEdit* revisionEdit() const { return m_revision; }
    QCheckBox* dirtyCheck() const { return m_dirty; }
    QLineEdit* versionEdit() const { return m_version; }
    QLineEdit* intentDigestEdit() const { return m_intentDigest; }
    QLineEdit* namespaceEdit() const { return m_namespace; }
    CorestoreResourcesEditor* resourcesEditor() const { return m_resources; }
    QLineEdit* ociIndexDigestEdit() const { return m_ociIndexDigest; }
    QLineEdit* releaseTagEdit() const { return m_releaseTag; }
    QLabel* evidenceSummary() const { return m_evidenceSummary; }
    QListWidget* blockerList() const { return m_blockerList; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* authorizeButton() const { return m_authorize; }
    QLabel* runStatus() const { return m_runStatus; }

Q_SIGNALS:
    void runRequested(const QJsonObject& request);
    // "Add release authorization from approvals…": the owner finds the approved receipt for request().
    void releaseAuthorizationRequested();
    void requestChanged();

private:
    QWidget* createForm();
    QWidget* createButtons();
    void revalidate();
    void updateEvidenceSummary();
    void selectService(const QString& serviceId);
    void onRun();
    void onImportRequest();
    void onExportRequest();
    void onComputeIntent();
    void onImportEvidence();

    QComboBox* m_service = nullptr;
    ServiceChoiceModel* m_serviceModel = nullptr;
    QLineEdit* m_requestId = nullptr;
    QLineEdit* m_revision = nullptr;
    QCheckBox* m_dirty = nullptr;
    QLineEdit* m_version = nullptr;
    QLineEdit* m_intentDigest = nullptr;
    QLineEdit* m_namespace = nullptr;
    CorestoreResourcesEditor* m_resources = nullptr;
    QLineEdit* m_ociIndexDigest = nullptr;
    QLineEdit* m_releaseTag = nullptr;
    QLabel* m_evidenceSummary = nullptr;
    QPushButton* m_clearEvidence = nullptr;
    QPushButton* m_authorize = nullptr;
    QLabel* m_blockerHeading = nullptr;
    QListWidget* m_blockerList = nullptr;
    QPushButton* m_run = nullptr;
    QLabel* m_runStatus = nullptr;
    QJsonValue m_evidence = QJsonValue(QJsonValue::Undefined);
    QList<core::preflight::Blocker> m_blockers;
    QString m_runBlockedReason;
    bool m_loading = false;
};

} // namespace ui
} // namespace cloudly