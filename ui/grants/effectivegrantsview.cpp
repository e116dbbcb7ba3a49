#include "ui/grants/effectivegrantsview.h"

#include "core/grants/grantchange.h"
#include "core/util/timefmt.h"
#include "ui/grants/grantstyle.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QRadioButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cloudly {
namespace ui {
namespace g = core::grants;

namespace {

// The highest risk level among `caps`, for the risk column.
QString highestRisk(const QStringList& caps)
{
    static const QStringList order{QStringLiteral("low"), QStringLiteral("medium"), QStringLiteral("high"),
                                   QStringLiteral("unknown")};
    int best = -1;
    for (const QString& cap : caps)
        best = std::max(best, int(order.indexOf(g::capabilityRiskLevel(cap))));
    return best < 0 ? QString() : order.at(best);
}

} // namespace

EffectiveGrantsView::EffectiveGrantsView(g::AuditLog* log, QWidget* parent)
    : QWidget(parent), m_log(log), m_heading(new QLabel(this)), m_problems(new QLabel(this)),
      m_byUser(new QRadioButton(tr("By machine &user"), this)),
      m_byService(new QRadioButton(tr("By s&ervice"), this)), m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("effectiveGrantsView"));
    m_heading->setObjectName(QStringLiteral("effectiveHeading"));
    m_heading->setWordWrap(true);
    m_problems->setObjectName(QStringLiteral("effectiveProblems"));
    m_tree->setObjectName(QStringLiteral("effectiveTree"));
    m_tree->setAccessibleName(tr("Effective grants"));
    m_tree->setHeaderLabels(
        {tr("Machine user / service"), tr("Capabilities"), tr("Highest risk"), tr("Since")});
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);

    auto* group = new QButtonGroup(this);
    group->addButton(m_byUser);
    group->addButton(m_byService);
    m_byUser->setChecked(true);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Group:"), this));
    bar->addWidget(m_byUser);
    bar->addWidget(m_byService);
    bar->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_problems);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);

    connect(m_byUser, &QRadioButton::toggled, this,
            [this](bool on) { setGrouping(on ? Grouping::ByUser : Grouping::ByService); });
    reload();
}

void EffectiveGrantsView::setGrouping(Grouping grouping)
{
    (grouping == Grouping::ByUser ? m_byUser : m_byService)->setChecked(true);
    if (m_grouping == grouping)
        return;
    m_grouping = grouping;
    rebuild();
}

QString EffectiveGrantsView::headingText() const
{
    return m_heading->text();
}

QString EffectiveGrantsView::problemsText() const
{
    return m_problems->isHidden() ? QString() : m_problems->text();
}

void EffectiveGrantsView::reload()
{
    const g::AuditLog::ReadResult read = m_log->readAll();
    m_grants = g::effectiveGrants(read.entries);
    m_heading->setText(
        tr("<b>Effective grants as last recorded on this machine.</b> Only changes made from this "
           "machine (console or cloudlyctl) are known here; grants changed elsewhere are not "
           "shown. Source: %1")
            .arg(m_log->filePath().toHtmlEscaped()));
    grantstyle::setBanner(m_problems, grantstyle::Banner::Warning,
                          read.problems.isEmpty()
                              ? QString()
                              : tr("%n line(s) of the audit trail could not be read; these grants may be "
                                   "incomplete. See the audit trail for details.",
                                   nullptr, int(read.problems.size())));
    rebuild();
}

void EffectiveGrantsView::rebuild()
{
    const bool byUser = m_grouping == Grouping::ByUser;
    m_tree->clear();
    m_tree->headerItem()->setText(0, byUser ? tr("Machine user / service") : tr("Service / machine user"));
    QMap<QString, QList<const g::EffectiveGrant*>> groups;
    for (const g::EffectiveGrant& e : m_grants)
        groups[byUser ? e.userId : e.serviceId].append(&e);
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        auto* top =
            new QTreeWidgetItem(m_tree, {it.key(), tr("%n grant(s)", nullptr, int(it.value().size()))});
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (const g::EffectiveGrant* e : it.value()) {
            const QString risk = highestRisk(e->capabilities);
            auto* child = new QTreeWidgetItem(
                top, {byUser ? e->serviceId : e->userId, e->capabilities.join(QStringLiteral(", ")),
                      grantstyle::riskLevelText(risk), core::displayTimeMinutes(e->since.toLocalTime())});
            child->setForeground(2, grantstyle::riskColor(risk));
            child->setToolTip(1, e->capabilities.join(QLatin1Char('\n')));
        }
        top->setExpanded(true);
    }
    for (int c = 0; c < m_tree->columnCount(); ++c)
        if (c != 1)
            m_tree->resizeColumnToContents(c);
}

} // namespace ui
} // namespace cloudly