#include "ui/grants/granteditor.h"

#include "core/grants/grantcontroller.h"
#include "ui/grants/grantconfirmdialog.h"
#include "ui/grants/grantstyle.h"
#include "ui/preflight/servicechoicemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace cloudly {
namespace ui {
namespace g = core::grants;

namespace {

// "high: moves live …" -> "<b>Risk high:</b> moves live …", the level word in the risk colour.
QString riskHtml(const QString& cap)
{
    const QString risk = g::capabilityRisk(cap);
    const qsizetype colon = risk.indexOf(QLatin1Char(':'));
    const QString level = colon < 0 ? risk : risk.left(colon);
    const QString rest = colon < 0 ? QString() : risk.mid(colon + 1).trimmed();
    return GrantEditor::tr("<span style=\"color:%1\"><b>Risk %2:</b></span> %3")
        .arg(grantstyle::riskColor(g::capabilityRiskLevel(cap)).name(), level.toHtmlEscaped(),
             rest.toHtmlEscaped());
}

QLabel* wrapped(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

GrantEditor::GrantEditor(g::GrantController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller),
      m_readOnlyBanner(wrapped(this, QStringLiteral("readOnlyBanner"))),
      m_resultBanner(wrapped(this, QStringLiteral("resultBanner"))), m_user(new QComboBox(this)),
      m_listing(wrapped(this, QStringLiteral("listingHint"))), m_service(new QComboBox(this)),
      m_serviceModel(new ServiceChoiceModel(m_service)),
      m_current(wrapped(this, QStringLiteral("currentGrant"))),
      m_others(wrapped(this, QStringLiteral("otherGrants"))),
      m_reset(new QPushButton(tr("Discard edits"), this)), m_apply(new QPushButton(tr("Apply…"), this))
{
    setObjectName(QStringLiteral("grantEditor"));
    m_user->setObjectName(QStringLiteral("machineUser"));
    m_user->setEditable(true);
    m_user->setInsertPolicy(QComboBox::NoInsert);
    m_user->lineEdit()->setPlaceholderText(tr("machine user id, e.g. mu-ci-web"));
    m_user->setAccessibleName(tr("Machine user id"));
    m_user->lineEdit()->setAccessibleName(
        tr("Machine user id")); // the editable box's text field, read on its own
    m_service->setObjectName(QStringLiteral("service"));
    m_service->setAccessibleName(tr("Service"));
    m_service->setModel(m_serviceModel);
    if (auto* list = qobject_cast<QListView*>(m_service->view()))
        list->setUniformItemSizes(true); // 10k services: no per-row size pass when the popup opens
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_reset->setToolTip(tr("Discard your edits: show the current grant again (or the new-grant default)."));

    // The suggestion hint sits right under the machine-user box, in a smaller font.
    auto* userColumn = new QVBoxLayout;
    userColumn->setSpacing(2);
    userColumn->addWidget(m_user);
    userColumn->addWidget(m_listing);
    QFont small = m_listing->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_listing->setFont(small);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Machine user:"), userColumn);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(userColumn)))
        label->setBuddy(m_user);
    form->addRow(tr("&Service:"), m_service);
    form->addRow(tr("Current grant:"), m_current);

    m_capsGroup = new QGroupBox(this);
    auto* grid = new QGridLayout(m_capsGroup);
    buildCapabilities(grid);

    m_whyLink =
        new QLabel(QStringLiteral("<a href=\"why\">%1</a>").arg(tr("Why can't I change this?")), this);
    m_whyLink->setObjectName(QStringLiteral("whyLink"));
    m_whyLink->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_whyLink->setVisible(false);
    m_why = new QLabel(this);
    m_why->setObjectName(QStringLiteral("whyText"));
    m_why->setWordWrap(true);
    m_why->setVisible(false);
    connect(m_whyLink, &QLabel::linkActivated, this, &GrantEditor::showWhy);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_whyLink);
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_apply);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_why);
    layout->addWidget(m_readOnlyBanner);
    layout->addWidget(m_resultBanner);
    layout->addLayout(form);
    layout->addWidget(m_capsGroup);
    layout->addWidget(m_others);
    layout->addLayout(buttons);
    layout->addStretch(1);
    m_resultBanner->hide();

    connect(m_user, &QComboBox::currentTextChanged, this, &GrantEditor::onSelectionChanged);
    connect(m_service, &QComboBox::currentIndexChanged, this, &GrantEditor::onSelectionChanged);
    connect(m_reset, &QPushButton::clicked, this, &GrantEditor::reset);
    connect(m_apply, &QPushButton::clicked, this, &GrantEditor::requestApply);
    connect(m_controller, &g::GrantController::suggestionsChanged, this, &GrantEditor::onSuggestionsChanged);
    connect(m_controller, &g::GrantController::listingChanged, this, &GrantEditor::onListingChanged);
    connect(m_controller, &g::GrantController::permissionsChanged, this, &GrantEditor::onPermissionsChanged);
    connect(m_controller, &g::GrantController::busyChanged, this, &GrantEditor::updateButtons);
    connect(m_controller, &g::GrantController::auditChanged, this, &GrantEditor::updateCurrent);
    connect(m_controller, &g::GrantController::finished, this, &GrantEditor::onFinished);

    onSuggestionsChanged();
    onListingChanged();
    onPermissionsChanged();
    setServices({});
}

void GrantEditor::buildCapabilities(QGridLayout* grid)
{
    grid->setColumnStretch(1, 1);
    grid->setHorizontalSpacing(16);
    int row = 0;
    for (const QString& cap : g::allCapabilities()) {
        auto* box = new QCheckBox(cap, grid->parentWidget());
        box->setObjectName(cap);
        QFont bold = box->font();
        bold.setBold(true);
        box->setFont(bold);
        auto* risk = wrapped(grid->parentWidget(), cap + QStringLiteral("-risk"));
        risk->setText(riskHtml(cap));
        auto* description = wrapped(grid->parentWidget(), cap + QStringLiteral("-description"));
        description->setText(g::capabilityDescription(cap));
        description->setContentsMargins(24, 0, 0, 6);
        box->setAccessibleDescription(g::capabilityDescription(cap) + QLatin1Char(' ') +
                                      g::capabilityRisk(cap));
        grid->addWidget(box, row, 0);
        grid->addWidget(risk, row, 1);
        grid->addWidget(description, row + 1, 0, 1, 2);
        row += 2;
        m_boxes.insert(cap, box);
        connect(box, &QCheckBox::toggled, this, &GrantEditor::updateButtons);
    }
}

void GrantEditor::setServices(const QList<core::Service>& services)
{
    const QString keep = serviceId();
    {
        const QSignalBlocker block(m_service);
        if (!m_serviceModel->setServices(services) && m_service->currentIndex() >= 0)
            return;
        m_service->setPlaceholderText(services.isEmpty() ? tr("no services loaded") : tr("choose a service"));
        const int index = m_serviceModel->rowOf(keep);
        m_service->setCurrentIndex(index >= 0 ? index : (services.isEmpty() ? -1 : 0));
    }
    if (serviceId() != keep || keep.isEmpty())
        onSelectionChanged();
}

QString GrantEditor::userId() const
{
    return m_user->currentText().trimmed();
}

QString GrantEditor::serviceId() const
{
    return m_service->currentData().toString();
}

void GrantEditor::setUserId(const QString& userId)
{
    m_user->setEditText(userId);
}

bool GrantEditor::setServiceId(const QString& serviceId)
{
    const int index = serviceId.isEmpty() ? -1 : m_serviceModel->rowOf(serviceId);
    if (index >= 0)
        m_service->setCurrentIndex(index);
    return index >= 0;
}

QStringList GrantEditor::checkedCapabilities() const
{
    QStringList caps;
    for (const QString& cap : g::allCapabilities())
        if (m_boxes.value(cap)->isChecked())
            caps.append(cap);
    return caps;
}

void GrantEditor::setCheckedCapabilities(const QStringList& capabilities)
{
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it)
        it.value()->setChecked(capabilities.contains(it.key()));
}

QString GrantEditor::readOnlyText() const
{
    return m_readOnly ? m_readOnlyBanner->text() : QString();
}

QString GrantEditor::currentGrantText() const
{
    return m_current->text();
}

QString GrantEditor::resultText() const
{
    return m_resultBanner->isHidden() ? QString() : m_resultBanner->text();
}

QString GrantEditor::listingText() const
{
    return m_listing->text();
}

GrantConfirmDialog* GrantEditor::confirmDialog() const
{
    return m_dialog;
}

g::GrantChange GrantEditor::plannedChange() const
{
    return m_controller->makeChange(userId(), serviceId(), checkedCapabilities());
}

void GrantEditor::requestApply()
{
    if (m_readOnly || m_controller->isBusy() || userId().isEmpty() || serviceId().isEmpty())
        return;
    if (m_dialog)
        m_dialog->close();
    const g::GrantChange change = plannedChange();
    m_dialog = new GrantConfirmDialog(change, m_controller->serverUrl(), this,
                                      m_controller->needsTypedConfirmation() ? m_controller->profileName()
                                                                             : QString());
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QDialog::accepted, this, [this, change, dialog = m_dialog] {
        if (m_controller->apply(change, dialog->typedProfileName()))
            grantstyle::setBanner(m_resultBanner, grantstyle::Banner::Info,
                                  tr("Applying: %1 on %2…").arg(change.userId, change.serviceId));
    });
    m_dialog->open();
}

void GrantEditor::reset()
{
    const std::optional<QStringList> known = m_controller->lastKnown(userId(), serviceId());
    // A grant that does not exist (or is not known here) starts with the least privilege. Read-only, the
    // boxes show only what is known, never a default that could be mistaken for the current grant.
    if (known && !known->isEmpty())
        setCheckedCapabilities(*known);
    else
        setCheckedCapabilities(m_readOnly ? QStringList() : g::defaultNewGrant());
    updateButtons();
}

void GrantEditor::onSelectionChanged()
{
    reset();
    updateCurrent();
}

void GrantEditor::updateCurrent()
{
    const QString user = userId();
    const QString service = serviceId();
    if (user.isEmpty() || service.isEmpty()) {
        m_current->setText(tr("Choose a machine user and a service."));
        m_others->clear();
        m_others->hide();
        return;
    }
    QString source;
    const std::optional<QStringList> known = m_controller->lastKnown(user, service, &source);
    if (!known)
        m_current->setText(m_readOnly
                               ? tr("Unknown (%1).").arg(source)
                               : tr("Unknown (%1). Applying sets exactly the checked capabilities; a new "
                                    "grant starts with deployment:preflight only.")
                                     .arg(source));
    else if (known->isEmpty())
        m_current->setText(
            tr("No grant (%1). A new grant starts with deployment:preflight only.").arg(source));
    else
        m_current->setText(tr("%1 (%2)").arg(known->join(QStringLiteral(", ")), source));

    // Blast radius beyond this service: what else this machine user holds, as far as this machine knows.
    QStringList others;
    for (const g::EffectiveGrant& e : g::effectiveGrants(m_controller->audit().entries))
        if (e.userId == user && e.serviceId != service)
            others.append(tr("%1 (%2)").arg(e.serviceId, e.capabilities.join(QStringLiteral(", "))));
    m_others->setText(others.isEmpty()
                          ? QString()
                          : tr("%1 also holds grants on other services (as last recorded on this "
                               "machine): %2")
                                .arg(user, others.join(QStringLiteral("; "))));
    m_others->setVisible(!others.isEmpty());
}

void GrantEditor::updateButtons()
{
    const bool editable = !m_readOnly && !m_controller->isBusy();
    for (QCheckBox* box : std::as_const(m_boxes))
        box->setEnabled(editable);
    m_reset->setEnabled(editable);
    m_apply->setEnabled(editable && !userId().isEmpty() && !serviceId().isEmpty());
    const bool revoke = !m_readOnly && checkedCapabilities().isEmpty();
    m_apply->setText(revoke ? tr("Apply (revoke)…") : tr("Apply…"));
    m_apply->setToolTip(m_readOnly ? m_controller->readOnlyReason()
                        : revoke   ? tr("No capability is checked: applying removes the whole grant.")
                                   : tr("Review the exact change before it is sent."));
}

void GrantEditor::onSuggestionsChanged()
{
    const QString text = m_user->currentText();
    {
        const QSignalBlocker block(m_user);
        m_user->clear();
        for (const g::UserSuggestion& s : m_controller->suggestions()) {
            m_user->addItem(s.userId);
            m_user->setItemData(m_user->count() - 1, s.sources.join(QLatin1Char('\n')), Qt::ToolTipRole);
        }
        m_user->setEditText(text);
    }
    onListingChanged();
}

void GrantEditor::onListingChanged()
{
    const int count = m_user->count();
    switch (m_controller->listing()) {
    case g::GrantController::Listing::Failed:
        grantstyle::setBanner(m_listing, grantstyle::Banner::Warning, m_controller->listingError());
        return;
    case g::GrantController::Listing::Probing:
        m_listing->setText(tr("%n suggestion(s); asking the server for its user list…", nullptr, count));
        break;
    case g::GrantController::Listing::Available:
        m_listing->setText(
            tr("%n suggestion(s) from the clusters, the audit trail and the server's user list.", nullptr,
               count));
        break;
    default:
        if (count == 0) {
            m_listing->setText(tr("No suggestions yet: type the machine user id."));
            break;
        }
        m_listing->setText(
            tr("%n suggestion(s) from the clusters' machine users and this machine's audit trail.", nullptr,
               count));
    }
    m_listing->setStyleSheet(QString());
    m_listing->setVisible(true);
}

QString GrantEditor::whyText() const
{
    return m_controller->readOnlyReason();
}

void GrantEditor::showWhy()
{
    const QString why = whyText();
    // The reason, and what would change it.
    const QString remedy =
        m_controller->isProfileReadOnly()
            ? tr("The console sends no change to this server. To change grants, untick Read-only in "
                 "Profiles ▸ Safety of %1, or connect with a profile that is not read-only.")
                  .arg(m_controller->profileName())
            : tr("Log in with an identity whose role is admin to change grants.");
    grantstyle::setBanner(m_why, grantstyle::Banner::Info,
                          why.isEmpty() ? QString()
                                        : tr("Why you cannot change grants here: %1 %2").arg(why, remedy));
}

void GrantEditor::onPermissionsChanged()
{
    m_readOnly = !m_controller->canEdit();
    m_whyLink->setVisible(m_readOnly);
    if (!m_readOnly || !m_why->isHidden())
        showWhy();
    // A read-only profile offers no change at all: the buttons are absent, not just disabled.
    const bool offered = !m_controller->isProfileReadOnly();
    m_apply->setVisible(offered);
    m_reset->setVisible(offered);
    grantstyle::setBanner(m_readOnlyBanner, grantstyle::Banner::Warning,
                          m_readOnly ? tr("Read-only. %1").arg(m_controller->readOnlyReason()) : QString());
    m_capsGroup->setTitle(m_readOnly ? tr("Deployment capabilities")
                                     : tr("Deployment capabilities after the change"));
    reset();
    updateCurrent();
}

void GrantEditor::onFinished(bool ok, const QString& message)
{
    const std::optional<g::AuditEntry>& entry = m_controller->lastEntry();
    const QString what = entry ? tr("%1 on %2").arg(entry->userId, entry->serviceId) : QString();
    if (ok) {
        grantstyle::setBanner(m_resultBanner, grantstyle::Banner::Success, tr("Applied. %1").arg(message));
        reset();
    } else if (entry && entry->result == QLatin1String("mismatch")) {
        grantstyle::setBanner(m_resultBanner, grantstyle::Banner::Error,
                              tr("Echo mismatch (%1), recorded in the audit trail. %2").arg(what, message));
    } else {
        grantstyle::setBanner(m_resultBanner, grantstyle::Banner::Error,
                              tr("Not applied (%1), recorded in the audit trail. %2").arg(what, message));
    }
    updateCurrent();
    updateButtons();
    Q_EMIT changeFinished(ok, message);
}

} // namespace ui
} // namespace cloudly