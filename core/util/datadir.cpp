#include "core/util/datadir.h"

#include <QDir>
#include <QStandardPaths>

namespace cloudly {
namespace core {
namespace {
QString genericData(const QString& name)
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("serve.zone/") + name);
}
} // namespace

QString dataHome()
{
    const QString dataDir = qEnvironmentVariable("CLOUDLY_DATA_DIR");
    return dataDir.isEmpty() ? genericData(QStringLiteral("cloudly")) : QDir::cleanPath(dataDir);
}

QString dataPath(const QString& name)
{
    return QDir(dataHome()).filePath(name);
}

QStringList legacyDataHomes()
{
    if (!qEnvironmentVariableIsEmpty("CLOUDLY_DATA_DIR"))
        return {};
    return {genericData(QStringLiteral("cloudly-console")), genericData(QStringLiteral("cloudlyctl"))};
}

} // namespace core
} // namespace cloudly
