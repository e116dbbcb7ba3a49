#pragma once

#include <QString>

namespace cloudly {
namespace core {
// A size in bytes as people read it: "1.5 MB" (1024-based units with the traditional names, one decimal,
// in the current locale).
QString formatBytes(double bytes);

} // namespace core
} // namespace cloudly
