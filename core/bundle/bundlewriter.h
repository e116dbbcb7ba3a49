#pragma once

#include "core/bundle/bundleformat.h"

#include <QCoreApplication>
#include <QString>

namespace cloudly {
namespace core {
// Writes a BundleContent as a zip file (libarchive): manifest.json first, then every file in order, each
// deflated. The file is written through a temporary one (0600 from the first byte) and renamed over `path`
// only when complete: a reader never sees half a bundle.
class BundleWriter
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::BundleWriter)
public:
    // False with a translated *error when the file could not be written.
    static bool write(const QString& path, const BundleContent& content, QString* error);
    // The same into memory (tests, benchmarks).
    static QByteArray toBytes(const BundleContent& content, QString* error);
};

} // namespace core
} // namespace cloudly
