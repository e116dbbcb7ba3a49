#pragma once

#include "core/bundle/bundleformat.h"
#include "core/cache/inventorycache.h"
#include "core/session/profile.h"

#include <QCoreApplication>
#include <QMap>
#include <QUrl>

#include <optional>

namespace cloudly {
namespace core {
// Everything a support bundle is made from, before anything is redacted.
struct BundleInputs
{
    QString profile; // the profile's name, or the key the console uses for it
    QUrl server;     // written without user info
    Profile::Stage stage = Profile::Stage::None;
    bool isProtected = false;
    bool readOnly = false;
    QJsonObject options; // the profile's options that shape what is shown (method names, ages); no secret

    BundleSource source = BundleSource::Live;
    QDateTime asOf;
    QMap<QString, QByteArray> replies; // default method name (bundle::inventoryMethods()) -> response bytes
    QStringList notes;                 // what could not be fetched, and why

    QString receiptsDirectory; // preflight receipts (and their approvals) of `server`; empty: none
    QString journalPath;       // the profile's change journal; empty: none
    std::optional<qint64> journalSinceMs;

    QString consoleName;    // "cloudlyctl", "cloudly-console"
    QString consoleVersion; // CLOUDLY_VERSION
    QDateTime createdAt;    // invalid: now
};

// Makes the BundleContent of `inputs`: about.json, each list reply redacted (redactInventoryReply), the
// receipts of the profile's server redacted by the generic rule, their approvals as signed (an approval with
// a secret-looking key is redacted too, and then no longer verifies), the journal since the given time (its
// values were hidden when recorded; the generic rule runs over them again), and the redactions noted.
class BundleCollector
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::BundleCollector)
public:
    static std::optional<BundleContent> collect(const BundleInputs& inputs, QString* error);
    // The profile's last good offline copy as inputs (source OfflineCopy, asOf its oldest part); false with
    // *error when there is none or it cannot be read.
    static bool fromOfflineCopy(const InventoryCache& cache, BundleInputs* inputs, QString* error);
};

} // namespace core
} // namespace cloudly
