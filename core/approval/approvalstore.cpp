#include "core/approval/approvalstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

namespace cloudly {
namespace core {
namespace approval {
namespace {

bool isSafeId(const QString& id)
{
    static const QRegularExpression pattern(QStringLiteral("\\A[A-Za-z0-9._-]{1,128}\\z"));
    return pattern.match(id).hasMatch() && id != QLatin1String(".") && id != QLatin1String("..");
}

QString slug(const QString& text)
{
    QString out;
    for (const QChar c : text)
        out += c.isLetterOrNumber() && c.unicode() < 128 ? c : QLatin1Char('_');
    return out.left(40);
}

const QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
const QFileDevice::Permissions kOwnerDir = kOwnerOnly | QFileDevice::ExeOwner;

} // namespace

ApprovalStore::ApprovalStore(const QString& receiptsDirectory)
    : m_root(receiptsDirectory + QStringLiteral("/approvals"))
{}

QString ApprovalStore::directoryFor(const QString& receiptId) const
{
    return m_root + QLatin1Char('/') + receiptId;
}

QString ApprovalStore::save(const QString& receiptId, const ApprovalFile& file, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return QString();
    };
    if (!isSafeId(receiptId))
        return fail(tr("\"%1\" is not a receipt id").arg(receiptId.left(64)));
    QString statementError;
    const std::optional<ApprovalStatement> statement =
        ApprovalStatement::parse(file.statement, &statementError);
    if (!statement)
        return fail(statementError);
    const QString dir = directoryFor(receiptId);
    if (!QDir().mkpath(dir))
        return fail(tr("cannot create %1").arg(dir));
    QFile::setPermissions(m_root, kOwnerDir);
    QFile::setPermissions(dir, kOwnerDir);
    const QByteArray bytes = file.toJson();
    const QString name =
        QStringLiteral("%1-%2-%3-%4.approval.json")
            .arg(statement->createdAt.toString(QStringLiteral("yyyyMMddTHHmmss")), slug(statement->principal),
                 statement->verdict == ApprovalStatement::Verdict::Approve ? QStringLiteral("approve")
                                                                           : QStringLiteral("reject"),
                 QString::fromLatin1(
                     QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(12)));
    QSaveFile out(dir + QLatin1Char('/') + name);
    if (!out.open(QIODevice::WriteOnly))
        return fail(tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
    out.setPermissions(kOwnerOnly);
    out.write(bytes);
    if (!out.commit())
        return fail(tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
    QFile::setPermissions(dir + QLatin1Char('/') + name, kOwnerOnly);
    return name;
}

QList<ApprovalInput> ApprovalStore::list(const QString& receiptId) const
{
    QList<ApprovalInput> out;
    if (!isSafeId(receiptId))
        return out;
    const QDir dir(directoryFor(receiptId));
    const QStringList names =
        dir.entryList({QStringLiteral("*.approval.json")}, QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& name : names) {
        QFile f(dir.filePath(name));
        ApprovalInput input;
        input.source = name;
        if (f.open(QIODevice::ReadOnly))
            input.bytes = f.read(ApprovalFile::kMaxFileBytes + 1);
        out << input; // an unreadable file is judged bad-signature with its reason, never hidden
    }
    return out;
}

bool ApprovalStore::removeAll(const QString& receiptId, QString* error)
{
    if (!isSafeId(receiptId))
        return false;
    QDir dir(directoryFor(receiptId));
    if (!dir.exists())
        return true;
    if (!dir.removeRecursively()) {
        if (error)
            *error = tr("cannot remove %1").arg(dir.path());
        return false;
    }
    return true;
}

} // namespace approval
} // namespace core
} // namespace cloudly
