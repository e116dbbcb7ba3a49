#include "core/model/tasktext.h"

#include "core/filter/filterexpression.h"
#include "core/model/taskfields_p.h"
#include "core/util/timefmt.h"

#include <QDate>
#include <QDateTime>

namespace cloudly {
namespace core {
namespace {

using taskfields::TableFields;
using taskfields::ValueFields;

const QString& dash()
{
    static const QString d = QStringLiteral("—");
    return d;
}

QString orDash(const std::optional<QString>& value)
{
    return value && !value->isEmpty() ? *value : dash();
}

void putDigits(QChar*& out, int value, int width)
{
    for (int i = width - 1; i >= 0; --i) {
        out[i] = QChar(u'0' + value % 10);
        value /= 10;
    }
    out += width;
}

} // namespace

QStringList TaskText::filterFieldNames()
{
    return {QStringLiteral("id"),     QStringLiteral("service"),  QStringLiteral("node"),
            QStringLiteral("status"), QStringLiteral("health"),   QStringLiteral("version"),
            QStringLiteral("image"),  QStringLiteral("deployed"), QStringLiteral("cpu"),
            QStringLiteral("memory")};
}

QList<FilterExpression::FieldKind> TaskText::filterFieldKinds()
{
    QList<FilterExpression::FieldKind> kinds(ColumnCount, FilterExpression::FieldKind::Text);
    kinds[Cpu] = FilterExpression::FieldKind::Number;
    kinds[Memory] = FilterExpression::FieldKind::Number;
    kinds[DeployedAt] = FilterExpression::FieldKind::Duration;
    return kinds;
}

bool TaskText::setServiceNames(const QHash<QString, QString>& names)
{
    if (names == m_serviceNames)
        return false;
    m_serviceNames = names;
    return true;
}

bool TaskText::setNodeNames(const QHash<QString, QString>& names)
{
    if (names == m_nodeNames)
        return false;
    m_nodeNames = names;
    return true;
}

bool TaskText::setImageNames(const QHash<QString, QString>& names)
{
    if (names == m_imageNames)
        return false;
    m_imageNames = names;
    return true;
}

// "yyyy-MM-dd HH:mm:ss" in local time, as QDateTime::toString() writes it, ~20x faster: the UTC offset is
// looked up once per quarter hour (time zones change their offset only on such boundaries) and the text
// is written by hand. Matters when a filter or an export formats the Deployed column of 100k rows.
QString TaskText::localTimeText(qint64 msecs) const
{
    constexpr qint64 kBucket = 15 * 60 * 1000;
    const qint64 bucket = msecs >= 0 ? msecs / kBucket : (msecs - kBucket + 1) / kBucket;
    auto offset = m_utcOffsets.constFind(bucket);
    if (offset == m_utcOffsets.constEnd()) {
        if (m_utcOffsets.size() > 4096)
            m_utcOffsets.clear();
        offset =
            m_utcOffsets.insert(bucket, QDateTime::fromMSecsSinceEpoch(bucket * kBucket).offsetFromUtc());
    }
    const qint64 local = msecs + static_cast<qint64>(*offset) * 1000;
    constexpr qint64 kDay = 86400000;
    const qint64 days = local >= 0 ? local / kDay : (local - kDay + 1) / kDay;
    const qint64 msOfDay = local - days * kDay;
    const QDate date = QDate::fromJulianDay(2440588 + days); // 1970-01-01
    if (!date.isValid() || date.year() < 0 || date.year() > 9999)
        return displayTime(msecs);
    const int seconds = static_cast<int>(msOfDay / 1000);
    QString text(19, Qt::Uninitialized);
    QChar* out = text.data();
    putDigits(out, date.year(), 4);
    *out++ = u'-';
    putDigits(out, date.month(), 2);
    *out++ = u'-';
    putDigits(out, date.day(), 2);
    *out++ = u' ';
    putDigits(out, seconds / 3600, 2);
    *out++ = u':';
    putDigits(out, seconds / 60 % 60, 2);
    *out++ = u':';
    putDigits(out, seconds % 60, 2);
    return text;
}

template <typename Fields> QString TaskText::cellText(const Fields& f, int column) const
{
    switch (static_cast<Column>(column)) {
    case Id:
        return f.id();
    case Service:
        return m_serviceNames.value(f.serviceId(), f.serviceId());
    case Node:
        return m_nodeNames.value(f.nodeId(), f.nodeId());
    case Status:
        return f.status();
    case Health:
        return orDash(f.healthStatus());
    case Version:
        return orDash(f.version());
    case Image: {
        const auto image = f.usedImageId();
        if (!image || image->isEmpty())
            return dash();
        return m_imageNames.value(*image, *image);
    }
    case DeployedAt: {
        const std::optional<qint64> deployedAt = f.deployedAt();
        return deployedAt ? localTimeText(*deployedAt) : dash();
    }
    case Cpu:
        if (const std::optional<double> cpu = f.cpu())
            return QString::number(*cpu, 'f', 1);
        return dash();
    case Memory:
        if (const std::optional<double> memory = f.memory())
            return QString::number(*memory, 'f', 0);
        return dash();
    case ColumnCount:
        break;
    }
    return {};
}

template <typename Fields> QVariant TaskText::filterValuesOf(const Fields& f, int column) const
{
    const QChar mark = FilterExpression::kAlternative;
    switch (static_cast<Column>(column)) {
    case Service:
        return m_serviceNames.value(f.serviceId(), f.serviceId()) + mark + f.serviceId();
    case Node:
        return m_nodeNames.value(f.nodeId(), f.nodeId()) + mark + f.nodeId();
    case Health:
        return f.healthStatus().value_or(QStringLiteral(""));
    case Version:
        return f.version().value_or(QStringLiteral(""));
    case Image: {
        const auto image = f.usedImageId();
        if (!image || image->isEmpty())
            return QStringLiteral("");
        return m_imageNames.value(*image, *image) + mark + *image;
    }
    case DeployedAt: {
        const std::optional<qint64> deployedAt = f.deployedAt();
        return deployedAt ? QString::number(*deployedAt / 1000) : QStringLiteral("");
    }
    case Cpu:
    case Memory:
        return cellText(f, column) == dash() ? QStringLiteral("") : cellText(f, column);
    default:
        return {};
    }
}

QString TaskText::cell(const Deployment& d, int column) const
{
    return cellText(ValueFields{d}, column);
}

QString TaskText::cell(const DeploymentTable& table, qsizetype row, int column) const
{
    return cellText(TableFields{table, row}, column);
}

QVariant TaskText::filterValues(const DeploymentTable& table, qsizetype row, int column) const
{
    return filterValuesOf(TableFields{table, row}, column);
}

} // namespace core
} // namespace cloudly
