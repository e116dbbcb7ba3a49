#include "core/approval/approvalreport.h"

#include <QStringList>

namespace cloudly {
namespace core {
namespace approval {

using Tr = ApprovalReportText;

QString approvalsMarkdown(const ApprovalCheck& check)
{
    QString md = QStringLiteral("\n## %1\n\n").arg(Tr::tr("Approvals"));
    md += Tr::tr("Recorded by this console, not by Cloudly. Status: **%1**.").arg(check.statusText()) +
          QStringLiteral("\n\n");
    for (const ApprovalResult& r : check.results) {
        const QString who = r.principal.isEmpty() ? Tr::tr("(unreadable)") : r.principal;
        md += QStringLiteral("- **%1** — `%2`: %3\n").arg(who, verdictName(r.verdict), r.reason);
    }
    return md;
}

QString approvalCarryOverText(const preflight::Receipt& older, const preflight::Receipt& newer)
{
    const auto before = ApprovalSubject::fromReceipt(older, nullptr);
    const auto after = ApprovalSubject::fromReceipt(newer, nullptr);
    if (!before || !after)
        return {};
    const QList<SubjectDifference> changed = subjectDifferences(*before, *after);
    if (changed.isEmpty())
        return Tr::tr("approvals carry over: the approved facts are the same");
    QStringList fields;
    for (const SubjectDifference& d : changed)
        fields << d.field;
    return Tr::tr("approvals void: %1 changed").arg(fields.join(QStringLiteral(", ")));
}

} // namespace approval
} // namespace core
} // namespace cloudly
