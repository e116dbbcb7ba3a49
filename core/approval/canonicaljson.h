#pragma once

#include <QByteArray>
#include <QJsonObject>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// Canonical JSON text of an object: keys sorted (by UTF-16 code units, as QJsonObject keeps them), no
// insignificant whitespace, UTF-8, strings escaped only where JSON requires it. Numbers are written the
// way QJsonDocument writes them; the approval formats only use small integers.
QByteArray canonicalJson(const QJsonObject& object);

// The object `text` holds, only when `text` is exactly its canonical form (so duplicate keys, extra
// whitespace or another key order are refused, and every reader sees the same object).
std::optional<QJsonObject> parseCanonicalJson(const QByteArray& text);

} // namespace approval
} // namespace core
} // namespace cloudly
