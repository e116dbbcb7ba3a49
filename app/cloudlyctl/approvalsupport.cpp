#include "approvalsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace cloudly {
namespace ctl {

using namespace core::approval;

std::optional<core::preflight::Receipt> loadReceiptFile(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read the receipt %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.read(16 * 1024 * 1024), &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1 is not valid JSON (at byte %2: %3)")
                     .arg(path)
                     .arg(pe.offset)
                     .arg(pe.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<core::preflight::Receipt> receipt = core::preflight::Receipt::fromJson(doc.object(), &why);
    if (!receipt)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return receipt;
}

std::optional<QList<ApprovalInput>> loadApprovalPaths(const QStringList& paths, QString* error)
{
    QList<ApprovalInput> out;
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            const QDir dir(path);
            for (const QString& name :
                 dir.entryList({QStringLiteral("*.approval.json")}, QDir::Files, QDir::Name))
                files << dir.filePath(name);
        } else if (info.exists()) {
            files << path;
        } else {
            *error = QStringLiteral("no such approval file or folder: %1").arg(path);
            return std::nullopt;
        }
    }
    for (const QString& path : std::as_const(files)) {
        QFile f(path);
        ApprovalInput input;
        input.source = path;
        if (f.open(QIODevice::ReadOnly))
            input.bytes = f.read(ApprovalFile::kMaxFileBytes + 1);
        out << input; // unreadable: judged bad-signature, with its reason
    }
    return out;
}

QJsonObject approvalCheckJson(const ApprovalCheck& check)
{
    QJsonArray approvals;
    for (const ApprovalResult& r : check.results)
        approvals.append(
            QJsonObject{{QStringLiteral("file"), r.source},
                        {QStringLiteral("principal"),
                         r.principal.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.principal)},
                        {QStringLiteral("verdict"), verdictName(r.verdict)},
                        {QStringLiteral("reason"), r.reason}});
    return QJsonObject{{QStringLiteral("ok"), check.ok()},
                       {QStringLiteral("required"), check.required},
                       {QStringLiteral("valid"), check.valid},
                       {QStringLiteral("approvals"), approvals}};
}

void printApprovalCheck(Context& ctx, const ApprovalCheck& check)
{
    core::TextTable table({QStringLiteral("FILE"), QStringLiteral("PRINCIPAL"), QStringLiteral("VERDICT"),
                           QStringLiteral("REASON")},
                          120);
    for (const ApprovalResult& r : check.results)
        table.addRow({QFileInfo(r.source).fileName(), r.principal, verdictName(r.verdict), r.reason});
    if (!check.results.isEmpty())
        ctx.out(table.render());
    if (check.ok())
        ctx.out(QStringLiteral("APPROVED: %1 of %2 required approvals are valid\n")
                    .arg(check.valid)
                    .arg(check.required));
    else
        ctx.out(QStringLiteral("NOT APPROVED: %1\n").arg(check.shortfallText()));
}

bool requiredCount(Context& ctx, const QString& option, int* out)
{
    *out = 1;
    if (!ctx.local.isSet(option))
        return true;
    bool ok = false;
    *out = ctx.local.value(option).toInt(&ok);
    if (!ok || *out < 1) {
        ctx.usage(QStringLiteral("--%1 needs a whole number of at least 1, got \"%2\"")
                      .arg(option, ctx.local.value(option)));
        return false;
    }
    return true;
}

} // namespace ctl
} // namespace cloudly
