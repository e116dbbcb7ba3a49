#pragma once

#include "core/preflight/receipt.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace cloudly {
namespace ui {
class ApprovalsPanel;
class BlockerListWidget;
class DecisionBanner;

// One preflight result for a release manager: a large GO / NO-GO banner (GO only when the console's
// fail-closed decision says GO), the blockers grouped by area with the catalog's explanation and
// remediation, then every section of the report (service, source digests side by side, current vs
// requested image with the platform matrix, runtime tasks, runtime attestation, platform bindings,
// Corestore resources, proposed-namespace safety, authorization checks). Anything the report lacks says
// "missing from report". The receipt can be exported as JSON, Markdown or PDF.
class ReportView : public QWidget
{
    Q_OBJECT
public:
    explicit ReportView(QWidget* parent = nullptr);

    void showReceipt(const core::preflight::Receipt& receipt);
    // A preflight is in flight (`description` e.g. "web (svc-web) 1.4.0").
    void showRunning(const QString& description);
    // No report and no receipt (not connected, timeout, ...): NO-GO, with the reason in words.
    void showFailure(const QString& message, bool authorization);
    void clear();
    // A line under the export buttons: where the receipt was stored, or why it was not.
    void setStoreStatus(const QString& text, bool problem = false);

    const std::optional<core::preflight::Receipt>& receipt() const { return m_receipt; }
    DecisionBanner* banner() const { return m_banner; }
    ApprovalsPanel* approvals() const { return m_approvals; } // under the banner, for GO receipts
    BlockerListWidget* blockerList() const { return m_blockers; }
    QLabel* storeStatus() const { return m_storeStatus; }
    QWidget* content() const { return m_content; } // the scrolled page (for screenshots)
    QStringList sectionKeys() const;
    QWidget* section(const QString& key) const;
    QString sectionText(const QString& key) const; // every text of that section, one per line

Q_SIGNALS:
    void receiptShown(const QString& id);

private:
    void clearSections();
    void setExportEnabled(bool enabled);
    void onExport(int format);

    QScrollArea* m_scroll;
    QWidget* m_content;
    QVBoxLayout* m_contentLayout;
    DecisionBanner* m_banner;
    ApprovalsPanel* m_approvals;
    QLabel* m_blockerHeading;
    BlockerListWidget* m_blockers;
    QLabel* m_storeStatus;
    QList<QPushButton*> m_exportButtons;
    QList<QWidget*> m_sections;
    std::optional<core::preflight::Receipt> m_receipt;
};

} // namespace ui
} // namespace cloudly