#include "core/preflight/receiptstore.h"

#include "core/util/datadir.h"
#include "core/util/privatefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

const QRegularExpression& fileNamePattern()
{
    static const QRegularExpression re(
        QStringLiteral("^preflight-\\d{8}T\\d{9}Z-[0-9A-Za-z-]{1,64}\\.json$"));
    return re;
}

bool newerFirst(const Receipt& a, const Receipt& b)
{
    if (a.createdAt != b.createdAt)
        return a.createdAt > b.createdAt;
    return a.id > b.id;
}

} // namespace

ReceiptStore::ReceiptStore(const QString& directory, int maxReceipts, QObject* parent)
    : QObject(parent), m_directory(directory.isEmpty() ? defaultDirectory() : directory),
      m_maxReceipts(std::max(1, maxReceipts))
{}

QString ReceiptStore::defaultDirectory()
{
    return dataPath(QStringLiteral("receipts"));
}

void ReceiptStore::setMaxReceipts(int max)
{
    m_maxReceipts = std::max(1, max);
}

QString ReceiptStore::fileNameFor(const Receipt& receipt)
{
    QString id = receipt.id;
    id.remove(QRegularExpression(QStringLiteral("[^0-9A-Za-z-]")));
    return QStringLiteral("preflight-%1Z-%2.json")
        .arg(receipt.createdAt.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmsszzz")), id.left(64));
}

bool ReceiptStore::isReceiptFileName(const QString& fileName)
{
    return fileNamePattern().match(fileName).hasMatch();
}

ReceiptStore::SaveResult ReceiptStore::save(const Receipt& receipt)
{
    SaveResult result;
    if (receipt.id.isEmpty() || !receipt.createdAt.isValid()) {
        result.error = tr("The receipt has no id or time and was not saved.");
        return result;
    }
    QDir dir(m_directory);
    if (!privatefs::makeDirectory(m_directory)) {
        result.error = tr("Cannot create the receipt folder %1.").arg(QDir::toNativeSeparators(m_directory));
        return result;
    }
    result.fileName = fileNameFor(receipt);
    const QByteArray bytes = QJsonDocument(receipt.toJson()).toJson(QJsonDocument::Indented);
    QSaveFile file(dir.filePath(result.fileName));
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(privatefs::kFilePermissions)) {
        result.error = tr("Cannot write receipt %1: %2").arg(result.fileName, file.errorString());
        return result;
    }
    if (m_failNextWrite) {
        m_failNextWrite = false;
        file.write(bytes.left(bytes.size() / 2));
        file.cancelWriting(); // what a failed write does: the temporary file is discarded on commit
    } else {
        file.write(bytes);
    }
    if (!file.commit()) {
        result.error = tr("Cannot write receipt %1: %2").arg(result.fileName, file.errorString());
        return result;
    }
    result.ok = true;
    Q_EMIT receiptSaved(receipt.id);
    rotate(result);
    return result;
}

void ReceiptStore::rotate(SaveResult& result)
{
    const QStringList files = receiptFiles();
    const qsizetype excess = files.size() - m_maxReceipts;
    QDir dir(m_directory);
    for (qsizetype i = 0; i < excess; ++i) {
        if (files.at(i) == result.fileName)
            continue; // never rotate out what was just written (clock skew)
        if (dir.remove(files.at(i)))
            result.rotatedOut << files.at(i);
        else
            result.rotateErrors << files.at(i);
    }
    if (!result.rotatedOut.isEmpty())
        Q_EMIT receiptsRotated(result.rotatedOut);
}

QStringList ReceiptStore::receiptFiles() const
{
    QStringList files;
    const QStringList all =
        QDir(m_directory).entryList({QStringLiteral("preflight-*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : all)
        if (isReceiptFileName(name))
            files << name;
    return files; // the name starts with the UTC time, so name order is time order
}

std::optional<Receipt> ReceiptStore::readFile(const QString& fileName, QString* error) const
{
    QFile file(QDir(m_directory).filePath(fileName));
    if (file.size() > kMaxFileBytes) {
        *error = tr("larger than %1 MiB; not read").arg(kMaxFileBytes / (1024 * 1024));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot be read: %1").arg(file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("not valid JSON (at byte %1: %2)").arg(parseError.offset).arg(parseError.errorString());
        return std::nullopt;
    }
    return Receipt::fromJson(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), error);
}

ReceiptStore::Listing ReceiptStore::list() const
{
    Listing listing;
    const QDir dir(m_directory);
    // Every *.json file is looked at, so a stray or renamed file is reported rather than ignored.
    const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : names) {
        QString error;
        std::optional<Receipt> receipt = readFile(name, &error);
        if (receipt)
            listing.receipts.append(std::move(*receipt));
        else
            listing.problems.append({name, error});
    }
    std::sort(listing.receipts.begin(), listing.receipts.end(), newerFirst);
    return listing;
}

std::optional<Receipt> ReceiptStore::load(const QString& id, QString* error) const
{
    const QStringList files = receiptFiles();
    const QString suffix = QLatin1Char('-') + id + QStringLiteral(".json");
    for (const QString& name : files) {
        if (!name.endsWith(suffix))
            continue;
        QString problem;
        std::optional<Receipt> receipt = readFile(name, &problem);
        if (!receipt && error)
            *error = QStringLiteral("%1: %2").arg(name, problem);
        return receipt;
    }
    if (error)
        *error = tr("No receipt with id %1.").arg(id);
    return std::nullopt;
}

bool ReceiptStore::remove(const QString& id, QString* error)
{
    const QString suffix = QLatin1Char('-') + id + QStringLiteral(".json");
    for (const QString& name : receiptFiles()) {
        if (!name.endsWith(suffix))
            continue;
        if (!QDir(m_directory).remove(name)) {
            if (error)
                *error = tr("Cannot remove %1.").arg(name);
            return false;
        }
        Q_EMIT receiptRemoved(id);
        return true;
    }
    if (error)
        *error = tr("No receipt with id %1.").arg(id);
    return false;
}

} // namespace preflight
} // namespace core
} // namespace cloudly