#include "core/util/datasize.h"

#include <QLocale>

namespace cloudly {
namespace core {

QString formatBytes(double bytes)
{
    return QLocale().formattedDataSize(static_cast<qint64>(bytes), 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace core
} // namespace cloudly
