#pragma once

#include "core/bundle/bundleformat.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// Reads a support bundle back, refusing anything that is not one of ours whole. The refusal names what is
// wrong: not a readable file, too big, not a zip archive, an entry that is not a plain file or whose name
// leaves the bundle, an entry or the whole bigger than the limits (bundle::maxEntryBytes, maxTotalBytes),
// no manifest.json, a manifest that is not JSON or not a support bundle's (format), of another version,
// a file the manifest lists that is missing or whose size or SHA-256 differs, a file the manifest does
// not list, or an about.json / inventory reply that is not a JSON object.
class BundleReader
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::BundleReader)
public:
    static std::optional<BundleContent> read(const QString& path, QString* error);
    static std::optional<BundleContent> fromBytes(const QByteArray& bytes, QString* error);
};

} // namespace core
} // namespace cloudly
