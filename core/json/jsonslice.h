#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace cloudly {
namespace core {
// A JSON value kept as bytes: a slice of one shared, immutable buffer (typically a whole reply frame).
// Holding a slice keeps the whole buffer alive; copies share it.
struct JsonSlice
{
    QByteArray source;
    qsizetype offset = 0;
    qsizetype length = 0;

    bool isNull() const { return length <= 0; }
    QByteArrayView view() const { return QByteArrayView(source.constData() + offset, length); }
};

} // namespace core
} // namespace cloudly
