#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
namespace preflight {
// Our stand-in for the contract's `normalizeSha256Digest` (whose definition we have not seen): a digest is
// acceptable exactly when it is the canonical OCI form `sha256:` followed by 64 lower-case hex digits.
// Nothing is normalized: upper-case hex, a missing prefix, surrounding whitespace or a trailing newline
// are all rejected.
bool isCanonicalSha256(const QString& digest);

// `sha256:` + lower-case hex of the SHA-256 of `bytes`; always canonical.
QString sha256Digest(const QByteArray& bytes);

// The canonical digest of a file's contents, read in chunks. On failure returns nullopt and, when `error`
// is non-null, sets it to a translated one-line description naming the file.
std::optional<QString> sha256OfFile(const QString& path, QString* error);

} // namespace preflight
} // namespace core
} // namespace cloudly