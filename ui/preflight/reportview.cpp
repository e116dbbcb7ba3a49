#include "ui/preflight/reportview.h"

#include "core/preflight/receiptexport.h"
#include "core/util/timefmt.h"
#include "ui/preflight/approvalspanel.h"
#include "ui/preflight/blockerlistwidget.h"
#include "ui/preflight/decisionbanner.h"
#include "ui/preflight/receiptexportactions.h"
#include "ui/preflight/reportsections.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using namespace core::preflight;

ReportView::ReportView(QWidget* parent)
    : QWidget(parent), m_scroll(new QScrollArea(this)), m_content(new QWidget), m_contentLayout(nullptr),
      m_banner(new DecisionBanner(m_content)), m_approvals(new ApprovalsPanel(m_content)),
      m_blockerHeading(new QLabel(m_content)), m_blockers(new BlockerListWidget(m_content)),
      m_storeStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("preflightReport"));
    m_content->setObjectName(QStringLiteral("preflightReportContent"));
    m_contentLayout = new QVBoxLayout(m_content);
    m_contentLayout->setSpacing(12);
    m_contentLayout->addWidget(m_banner);
    m_contentLayout->addWidget(m_approvals);
    QFont heading = m_blockerHeading->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.3);
    m_blockerHeading->setFont(heading);
    m_blockerHeading->setObjectName(QStringLiteral("blockerHeading"));
    m_blockerHeading->setBuddy(m_blockers);
    m_contentLayout->addWidget(m_blockerHeading);
    m_contentLayout->addWidget(m_blockers);
    m_contentLayout->addStretch(1);
    m_scroll->setWidget(m_content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto* bar = new QHBoxLayout;
    m_storeStatus->setObjectName(QStringLiteral("storeStatus"));
    m_storeStatus->setWordWrap(true);
    m_storeStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_storeStatus->setFocusPolicy(Qt::NoFocus); // until it says something (setStoreStatus)
    bar->addWidget(m_storeStatus, 1);
    const QList<std::pair<QString, ReceiptFormat>> formats = {
        {tr("Export &JSON…"), ReceiptFormat::Json},
        {tr("Export &Markdown…"), ReceiptFormat::Markdown},
        {tr("Export &PDF…"), ReceiptFormat::Pdf}};
    for (const auto& [text, format] : formats) {
        auto* button = new QPushButton(text, this);
        button->setObjectName(QStringLiteral("export_") + receiptFormatExtension(format));
        connect(button, &QPushButton::clicked, this, [this, f = format] { onExport(static_cast<int>(f)); });
        bar->addWidget(button);
        m_exportButtons << button;
    }
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);
    clear();
}

void ReportView::showReceipt(const Receipt& receipt)
{
    m_receipt = receipt;
    clearSections();
    const QString when = core::displayTimeUtc(receipt.createdAt);
    const QString details =
        tr("%1 · version %2 · %3 · signed in as %4 · %5 · receipt %6")
            .arg(receipt.serviceLabel().isEmpty() ? tr("(no service)") : receipt.serviceLabel(),
                 receipt.version().isEmpty() ? tr("(none)") : receipt.version(), receipt.serverUrl,
                 receipt.identityName.isEmpty() ? tr("(unknown)") : receipt.identityName, when,
                 receipt.id.left(8));
    m_banner->setDecision(receipt.isGo(), receiptHeadline(receipt), details);
    m_approvals->showReceipt(receipt);
    m_approvals->setVisible(true);
    m_blockers->setDecision(receipt.decision);
    m_blockers->setVisible(true);
    m_blockerHeading->setVisible(true);
    m_blockerHeading->setText(m_blockers->count() == 0 ? tr("Blockers: none")
                                                       : tr("Blockers (%1)").arg(m_blockers->count()));
    if (!receipt.callError.isEmpty()) {
        QWidget* box = createSectionFrame(QStringLiteral("callError"), tr("Cloudly's error"), m_content);
        auto* label = new QLabel(callErrorText(receipt), box);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        box->layout()->addWidget(label);
        m_sections << box;
    }
    for (const OutlineSection& s : reportOutline(receipt.request, receipt.report))
        m_sections << createSectionWidget(s, m_content);
    const int insertAt = m_contentLayout->count() - 1; // before the stretch
    for (int i = 0; i < m_sections.size(); ++i) {
        m_contentLayout->insertWidget(insertAt + i, m_sections.at(i));
        m_sections.at(i)->show(); // now, not on the next event loop turn (grab, print, tests)
    }
    setExportEnabled(true);
    m_scroll->ensureVisible(0, 0);
    Q_EMIT receiptShown(receipt.id);
}

void ReportView::showRunning(const QString& description)
{
    m_receipt.reset();
    clearSections();
    m_banner->setRunning(description);
    m_approvals->clear();
    m_approvals->setVisible(false);
    m_blockers->clear();
    m_blockers->setVisible(false);
    m_blockerHeading->setVisible(false);
    setExportEnabled(false);
    setStoreStatus({});
}

void ReportView::showFailure(const QString& message, bool authorization)
{
    m_receipt.reset();
    clearSections();
    m_banner->setDecision(false,
                          authorization ? tr("Authorization missing: %1").arg(message)
                                        : tr("No report: %1").arg(message),
                          tr("Nothing was checked, so this console cannot say GO. No receipt was stored."));
    m_approvals->clear();
    m_approvals->setVisible(false);
    m_blockers->clear();
    m_blockers->setVisible(false);
    m_blockerHeading->setVisible(false);
    setExportEnabled(false);
}

void ReportView::clear()
{
    m_receipt.reset();
    clearSections();
    m_banner->clear();
    m_approvals->clear();
    m_approvals->setVisible(false);
    m_blockers->clear();
    m_blockers->setVisible(false);
    m_blockerHeading->setVisible(false);
    setExportEnabled(false);
    setStoreStatus({});
}

void ReportView::setStoreStatus(const QString& text, bool problem)
{
    m_storeStatus->setText(problem ? QStringLiteral("⚠ ") + text : text);
    // Empty, it is nothing to read or to focus (a screen reader announced an unnamed, focusable label).
    m_storeStatus->setFocusPolicy(text.isEmpty() ? Qt::NoFocus : Qt::ClickFocus);
    QPalette p = palette();
    if (problem)
        p.setColor(QPalette::WindowText, toneColor(Tone::Bad));
    m_storeStatus->setPalette(p);
}

QStringList ReportView::sectionKeys() const
{
    QStringList keys;
    for (const QWidget* s : m_sections)
        keys << s->objectName().mid(static_cast<int>(qstrlen("section_")));
    return keys;
}

QWidget* ReportView::section(const QString& key) const
{
    for (QWidget* s : m_sections)
        if (s->objectName() == QStringLiteral("section_") + key)
            return s;
    return nullptr;
}

QString ReportView::sectionText(const QString& key) const
{
    const QWidget* s = section(key);
    return s ? sectionWidgetText(s) : QString();
}

void ReportView::clearSections()
{
    for (QWidget* s : std::as_const(m_sections))
        delete s;
    m_sections.clear();
}

void ReportView::setExportEnabled(bool enabled)
{
    for (QPushButton* b : std::as_const(m_exportButtons)) {
        b->setEnabled(enabled);
        b->setToolTip(enabled ? QString() : tr("Run a preflight or open a receipt first."));
    }
}

void ReportView::onExport(int format)
{
    if (!m_receipt)
        return;
    const QString path = exportReceiptWithDialog(this, *m_receipt, static_cast<ReceiptFormat>(format),
                                                 m_approvals->markdown());
    if (!path.isEmpty())
        setStoreStatus(tr("Exported to %1").arg(path));
}

} // namespace ui
} // namespace cloudly