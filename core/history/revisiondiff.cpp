#include "core/history/revisiondiff.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <optional>

namespace cloudly {
namespace core {
namespace {
QString join(const QString& path, const QString& key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

// The text a natural key's value is matched by (strings and whole numbers only).
std::optional<QString> keyText(const QJsonValue& v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    return std::nullopt;
}

// The first candidate every element of both arrays has, with distinct values in each.
std::optional<QString> naturalKey(const QJsonArray& a, const QJsonArray& b)
{
    static const QString candidates[] = {QStringLiteral("name"),   QStringLiteral("mountPath"),
                                         QStringLiteral("domain"), QStringLiteral("hostname"),
                                         QStringLiteral("id"),     QStringLiteral("key"),
                                         QStringLiteral("port")};
    if (a.isEmpty() && b.isEmpty())
        return std::nullopt;
    for (const QString& candidate : candidates) {
        bool fits = true;
        for (const QJsonArray* array : {&a, &b}) {
            QSet<QString> seen;
            for (const QJsonValue& element : *array) {
                const std::optional<QString> k =
                    element.isObject() ? keyText(element.toObject().value(candidate)) : std::nullopt;
                if (!k || seen.contains(*k)) {
                    fits = false;
                    break;
                }
                seen.insert(*k);
            }
            if (!fits)
                break;
        }
        if (fits)
            return candidate;
    }
    return std::nullopt;
}

bool isStringSet(const QJsonArray& array)
{
    QSet<QString> seen;
    for (const QJsonValue& v : array) {
        if (!v.isString() || seen.contains(v.toString()))
            return false;
        seen.insert(v.toString());
    }
    return true;
}

void diffValue(const QJsonValue& a, const QJsonValue& b, const QString& path, QList<FieldChange>& out);

// Elements matched by `keyOf`, in the order of `a`, then the new ones in the order of `b`.
template <typename KeyOf, typename PathOf>
void diffKeyed(const QJsonArray& a, const QJsonArray& b, KeyOf keyOf, PathOf pathOf, QList<FieldChange>& out)
{
    QHash<QString, QJsonValue> after;
    for (const QJsonValue& v : b)
        after.insert(keyOf(v), v);
    QSet<QString> before;
    for (const QJsonValue& v : a) {
        const QString k = keyOf(v);
        before.insert(k);
        const auto it = after.constFind(k);
        if (it == after.cend())
            out.append({pathOf(k), FieldChange::Kind::Removed, v, QJsonValue(QJsonValue::Undefined)});
        else
            diffValue(v, *it, pathOf(k), out);
    }
    for (const QJsonValue& v : b)
        if (const QString k = keyOf(v); !before.contains(k))
            out.append({pathOf(k), FieldChange::Kind::Added, QJsonValue(QJsonValue::Undefined), v});
}

void diffArray(const QJsonArray& a, const QJsonArray& b, const QString& path, QList<FieldChange>& out)
{
    if (const std::optional<QString> key = naturalKey(a, b)) {
        const QString k = *key;
        diffKeyed(
            a, b, [&k](const QJsonValue& v) { return keyText(v.toObject().value(k)).value_or(QString()); },
            [&](const QString& value) { return QStringLiteral("%1[%2=%3]").arg(path, k, value); }, out);
        return;
    }
    if (isStringSet(a) && isStringSet(b)) {
        diffKeyed(
            a, b, [](const QJsonValue& v) { return v.toString(); },
            [&](const QString& value) { return QStringLiteral("%1[%2]").arg(path, value); }, out);
        return;
    }
    const qsizetype n = std::max(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(path).arg(i);
        if (i >= a.size())
            out.append({at, FieldChange::Kind::Added, QJsonValue(QJsonValue::Undefined), b.at(i)});
        else if (i >= b.size())
            out.append({at, FieldChange::Kind::Removed, a.at(i), QJsonValue(QJsonValue::Undefined)});
        else
            diffValue(a.at(i), b.at(i), at, out);
    }
}

void diffValue(const QJsonValue& a, const QJsonValue& b, const QString& path, QList<FieldChange>& out)
{
    if (a == b)
        return;
    if (a.isUndefined()) {
        out.append({path, FieldChange::Kind::Added, a, b});
        return;
    }
    if (b.isUndefined()) {
        out.append({path, FieldChange::Kind::Removed, a, b});
        return;
    }
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        QStringList keys = x.keys();
        for (auto it = y.constBegin(); it != y.constEnd(); ++it)
            if (!x.contains(it.key()))
                keys << it.key();
        keys.sort();
        for (const QString& k : std::as_const(keys))
            diffValue(x.value(k), y.value(k), join(path, k), out);
        return;
    }
    if (a.isArray() && b.isArray())
        return diffArray(a.toArray(), b.toArray(), path, out);
    out.append({path, FieldChange::Kind::Changed, a, b});
}
} // namespace

QString FieldChange::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Added:
        return QStringLiteral("added");
    case Kind::Removed:
        return QStringLiteral("removed");
    case Kind::Changed:
        break;
    }
    return QStringLiteral("changed");
}

QList<FieldChange> diffJson(const QJsonValue& before, const QJsonValue& after, const QString& root)
{
    QList<FieldChange> out;
    diffValue(before, after, root, out);
    return out;
}

RevisionDiff diffRevisions(const Revision& from, const Revision& to)
{
    RevisionDiff d;
    d.from = from.number;
    d.to = to.number;
    QStringList missing;
    for (const Revision* r : {&from, &to})
        if (!r->whole)
            missing << QCoreApplication::translate("cloudly::core::RevisionDiff",
                                                   "revision %1 was not seen whole (%2)")
                           .arg(r->number)
                           .arg(r->missingReason);
    if (from.number == to.number && from.whole) {
        d.available = true;
        return d;
    }
    if (!missing.isEmpty()) {
        d.reason = missing.join(QStringLiteral("; "));
        return d;
    }
    d.available = true;
    d.changes = diffJson(from.data, to.data, QStringLiteral("data"));
    return d;
}

QString valueText(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

} // namespace core
} // namespace cloudly
