#include "core/util/datadir.h"

#include <QDir>
#include <QStandardPaths>

namespace cloudly {
namespace core {
QString dataPath(const QString& name)
{
    const QString dataDir = qEnvironmentVariable("CLOUDLY_DATA_DIR");
    return QDir(dataDir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                  : dataDir)
        .filePath(name);
}

} // namespace core
} // namespace cloudly
