#pragma once

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QTime>
#include <QVariant>

namespace cloudly {
namespace core {
// A sort key: what QSortFilterProxyModel's default lessThan compares, without a QVariant. Both filter
// proxies order with it (FilterProxyModel caches one per row, TreeFilterProxyModel compares in lessThan).
struct SortKey
{
    enum Kind : quint8
    {
        Unset,
        Number,
        Text,
        Empty
    };
    double number = 0;
    QString text;
    Kind kind = Unset;

    static SortKey from(const QVariant& value)
    {
        SortKey key;
        switch (value.typeId()) {
        case QMetaType::UnknownType:
            key.kind = Empty;
            break;
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::Long:
        case QMetaType::ULong:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Short:
        case QMetaType::UShort:
        case QMetaType::Char:
        case QMetaType::SChar:
        case QMetaType::UChar:
        case QMetaType::Double:
        case QMetaType::Float:
            key.kind = Number;
            key.number = value.toDouble();
            break;
        case QMetaType::QDateTime:
            key.kind = Number;
            key.number = static_cast<double>(value.toDateTime().toMSecsSinceEpoch());
            break;
        case QMetaType::QDate:
            key.kind = Number;
            key.number = static_cast<double>(value.toDate().toJulianDay());
            break;
        case QMetaType::QTime:
            key.kind = Number;
            key.number = static_cast<double>(value.toTime().msecsSinceStartOfDay());
            break;
        default:
            key.kind = Text;
            key.text = value.toString();
            break;
        }
        return key;
    }
    bool operator==(const SortKey& other) const
    {
        return kind == other.kind && (kind != Number || number == other.number) &&
               (kind != Text || text == other.text);
    }
};

// <0, 0, >0. Empty values after everything else (QSortFilterProxyModel: an invalid QVariant is never
// less), numbers before texts.
inline int compareKeys(const SortKey& left, const SortKey& right, Qt::CaseSensitivity cs)
{
    if (left.kind != right.kind)
        return left.kind < right.kind ? -1 : 1;
    switch (left.kind) {
    case SortKey::Number:
        return left.number < right.number ? -1 : right.number < left.number ? 1 : 0;
    case SortKey::Text:
        return QString::compare(left.text, right.text, cs);
    default:
        return 0;
    }
}

} // namespace core
} // namespace cloudly
