#pragma once

#include "core/rules/secretkey.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// A support bundle: one zip file (docs/SUPPORT_BUNDLE.md) holding
//   manifest.json                  what is inside: every other file (size, SHA-256) and every redaction
//   about.json                     console version, platform, Qt, the profile (URL without user info,
//                                  stage, options), where the inventory came from and as of when
//   inventory/<method>.json        each list's reply (`response` object) as the server sent it, redacted:
//                                  getServices, getDeployments, getClusters, getAllImages, getBackups,
//                                  getBaseOsNodes, getBaseOsImageBuilds (never getSettings)
//   receipts/<file>.json           the profile's preflight receipts, redacted
//   approvals/<receipt>/<file>     the approvals kept for them, as signed
//   journal.jsonl                  the change journal since --since, one entry per line
namespace bundle {
inline const QString formatName = QStringLiteral("cloudly-console.support-bundle");
inline constexpr int formatVersion = 1;
inline const QString manifestFile = QStringLiteral("manifest.json");
inline const QString aboutFile = QStringLiteral("about.json");
inline const QString journalFile = QStringLiteral("journal.jsonl");
inline const QString inventoryFolder = QStringLiteral("inventory/");
inline const QString receiptsFolder = QStringLiteral("receipts/");
inline const QString approvalsFolder = QStringLiteral("approvals/");

// The lists a bundle holds, by their default method name; nothing else is ever fetched or written.
const QStringList& inventoryMethods();
// SHA-256 of `bytes` as lower-case hex (OpenSSL: the CPU's SHA instructions where it has them).
QByteArray sha256Hex(QByteArrayView bytes);
inline QString inventoryFile(const QString& method)
{
    return inventoryFolder + method + QStringLiteral(".json");
}

// Limits of the reader: a bigger file is refused before it is unpacked.
inline constexpr qint64 maxArchiveBytes = 1024ll * 1024 * 1024;
inline constexpr qint64 maxEntryBytes = 512ll * 1024 * 1024;
inline constexpr qint64 maxTotalBytes = 2048ll * 1024 * 1024;
inline constexpr int maxEntries = 100000;
} // namespace bundle

// Where the inventory of a bundle came from.
enum class BundleSource
{
    Live,        // fetched from the server while the bundle was made
    OfflineCopy, // the profile's last good offline copy (the server could not be reached)
};
QString bundleSourceName(BundleSource source); // "live", "offline-copy"

// One file of a bundle.
struct BundleFile
{
    QString path; // inside the archive, '/'-separated
    QByteArray bytes;
};

// A redaction as the manifest lists it: the file, the JSON path in it and the rule (never the value). The
// manifest folds the redactions that differ only in their list index into one entry: `path` then has `[*]`
// for that index and `at` names the indexes ("0-41,43,45-99999"); `count` is how many values it stands for.
struct BundleRedaction
{
    QString file;
    QString path;
    QString rule;
    QString at;
    qsizetype count = 1;
};

// What a bundle is made of before it is written (BundleWriter) and after it was read (SupportBundle).
struct BundleContent
{
    QString profile;
    QDateTime createdAt;
    BundleSource source = BundleSource::Live;
    QDateTime asOf; // the inventory's time: now when live, the offline copy's oldest part otherwise
    QJsonObject about;
    QList<BundleFile> files; // without manifest.json (written from the rest)
    QList<BundleRedaction> redactions;
    QStringList notes; // what could not be included, and why (one line each)

    const BundleFile* file(const QString& path) const;
    // Notes `log` (paths in `file`) as redactions.
    void addRedactions(const QString& file, const RedactionLog& log);
    // manifest.json for this content.
    QByteArray manifestJson() const;
};

} // namespace core
} // namespace cloudly
