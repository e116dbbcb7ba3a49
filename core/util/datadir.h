#pragma once

#include <QString>

namespace cloudly {
namespace core {
// Where the console and cloudlyctl keep local state (offline cache, receipts, grants audit, journal):
// `$CLOUDLY_DATA_DIR` when set, else the platform's AppDataLocation. `name` is joined onto it.
QString dataPath(const QString& name);

} // namespace core
} // namespace cloudly
