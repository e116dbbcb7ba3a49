#include "ui/grants/grantconfirmdialog.h"

#include "ui/grants/grantstyle.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace g = core::grants;

namespace {

const QString kMinus = QStringLiteral("\u2212"); // "−", clearer than a hyphen next to "+"

enum class LineKind
{
    Plain,
    Added,
    Removed,
};

struct DiffLine
{
    LineKind kind;
    QString text; // plain text as shown
};

// describe() line by line; "  + cap" / "  - cap" lines become added/removed lines with the risk of an
// added capability and the sign "−" for a removed one.
QList<DiffLine> diffLines(const g::GrantChange& change)
{
    QList<DiffLine> lines;
    const QStringList added = change.added();
    const QStringList removed = change.removed();
    for (const QString& line : change.describe().split(QLatin1Char('\n'))) {
        const QString body = line.trimmed();
        if (body.startsWith(QLatin1String("+ ")) && added.contains(body.mid(2))) {
            const QString cap = body.mid(2);
            lines.append(
                {LineKind::Added,
                 GrantConfirmDialog::tr("  + %1   (added; risk %2)").arg(cap, g::capabilityRisk(cap))});
        } else if (body.startsWith(QLatin1String("- ")) && removed.contains(body.mid(2))) {
            lines.append(
                {LineKind::Removed, GrantConfirmDialog::tr("  %1 %2   (removed)").arg(kMinus, body.mid(2))});
        } else {
            lines.append({LineKind::Plain, line});
        }
    }
    return lines;
}

} // namespace

QString GrantConfirmDialog::diffPlainText(const g::GrantChange& change)
{
    QStringList out;
    for (const DiffLine& l : diffLines(change))
        out.append(l.text);
    return out.join(QLatin1Char('\n'));
}

QString GrantConfirmDialog::diffHtml(const g::GrantChange& change)
{
    QString html = QStringLiteral("<pre style=\"margin:0\">");
    bool first = true;
    for (const DiffLine& l : diffLines(change)) {
        if (!first)
            html += QLatin1Char('\n');
        const QString text = l.text.toHtmlEscaped();
        if (first)
            html += QStringLiteral("<b>%1</b>").arg(text);
        else if (l.kind == LineKind::Added)
            html += QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                        .arg(grantstyle::addedColor().name(), text);
        else if (l.kind == LineKind::Removed)
            html += QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                        .arg(grantstyle::removedColor().name(), text);
        else
            html += text;
        first = false;
    }
    return html + QStringLiteral("</pre>");
}

GrantConfirmDialog::GrantConfirmDialog(const g::GrantChange& change, const QString& server, QWidget* parent,
                                       const QString& protectedProfile)
    : QDialog(parent), m_change(change), m_diffText(diffPlainText(change)), m_diff(new QLabel(this)),
      m_protectedProfile(protectedProfile)
{
    setObjectName(QStringLiteral("grantConfirmDialog"));
    setWindowTitle(change.isRevoke() ? tr("Revoke deployment grant") : tr("Confirm grant change"));
    auto* layout = new QVBoxLayout(this);

    auto* heading = new QLabel(this);
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    heading->setFont(big);
    heading->setText(change.isRevoke()
                         ? tr("Revoke the grant of %1 on %2?").arg(change.userId, change.serviceId)
                         : tr("Change the grant of %1 on %2?").arg(change.userId, change.serviceId));
    layout->addWidget(heading);

    auto* intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("grantConfirmIntro"));
    intro->setWordWrap(true);
    const QString where = server.isEmpty() ? tr("Cloudly") : tr("Cloudly at %1").arg(server);
    intro->setText(change.isRevoke()
                       ? tr("%1 will store no capabilities for this machine user on this service.").arg(where)
                       : tr("%1 will store exactly the capabilities listed under \"after\".").arg(where));
    layout->addWidget(intro);

    m_diff->setObjectName(QStringLiteral("grantDiff"));
    m_diff->setTextFormat(Qt::RichText);
    m_diff->setText(diffHtml(change));
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diff->setFrameShape(QFrame::StyledPanel);
    m_diff->setContentsMargins(8, 8, 8, 8);
    m_diff->setAccessibleName(tr("Grant change"));
    m_diff->setAccessibleDescription(m_diffText);
    layout->addWidget(m_diff);

    auto* buttons = new QDialogButtonBox(this);
    m_confirm = buttons->addButton(change.isRevoke() ? tr("Revoke grant") : tr("Apply change"),
                                   QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_confirm->setAutoDefault(false);
    cancel->setDefault(true);

    if (change.isRevoke()) {
        auto* warning = new QLabel(this);
        grantstyle::setBanner(warning, grantstyle::Banner::Error,
                              tr("Revoking: pipelines that use %1 can no longer run preflights or deploy %2. "
                                 "This takes effect immediately.")
                                  .arg(change.userId, change.serviceId));
        layout->addWidget(warning);
        auto* prompt = new QLabel(
            tr("To confirm, type the machine user id <b>%1</b>:").arg(change.userId.toHtmlEscaped()), this);
        m_typed = new QLineEdit(this);
        m_typed->setObjectName(QStringLiteral("confirmUserId"));
        m_typed->setPlaceholderText(change.userId);
        m_typed->setAccessibleName(tr("Machine user id to confirm the revoke"));
        prompt->setBuddy(m_typed);
        layout->addWidget(prompt);
        layout->addWidget(m_typed);
        m_confirm->setEnabled(false);
        connect(m_typed, &QLineEdit::textChanged, this, &GrantConfirmDialog::onTypedChanged);
    }
    if (!protectedProfile.isEmpty()) {
        auto* banner = new QLabel(this);
        banner->setObjectName(QStringLiteral("protectedProfileBanner"));
        grantstyle::setBanner(banner, grantstyle::Banner::Warning,
                              tr("Profile %1 is protected: this change goes to its server only after you "
                                 "type the profile name.")
                                  .arg(protectedProfile));
        layout->addWidget(banner);
        auto* prompt = new QLabel(
            tr("To send it, type the profile name <b>%1</b>:").arg(protectedProfile.toHtmlEscaped()), this);
        m_typedProfile = new QLineEdit(this);
        m_typedProfile->setObjectName(QStringLiteral("confirmProfileName"));
        m_typedProfile->setPlaceholderText(protectedProfile);
        m_typedProfile->setAccessibleName(tr("Profile name to confirm the change"));
        prompt->setBuddy(m_typedProfile);
        layout->addWidget(prompt);
        layout->addWidget(m_typedProfile);
        m_confirm->setEnabled(false);
        connect(m_typedProfile, &QLineEdit::textChanged, this, &GrantConfirmDialog::onTypedChanged);
    }
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_confirm->isEnabled())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void GrantConfirmDialog::onTypedChanged()
{
    const bool user = !m_typed || m_typed->text() == m_change.userId;
    const bool profile = !m_typedProfile || m_typedProfile->text() == m_protectedProfile;
    m_confirm->setEnabled(user && profile);
}

QString GrantConfirmDialog::typedProfileName() const
{
    return m_typedProfile ? m_typedProfile->text() : QString();
}

} // namespace ui
} // namespace cloudly