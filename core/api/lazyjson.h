#pragma once

#include "core/json/jsonslice.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <QVariant>

namespace cloudly {
namespace core {
// The server's original object (`raw` of the contract types) either as a QJsonObject or, for values
// decoded straight from reply bytes (see decodeDeploymentsJson), as a JsonSlice of the reply that is
// parsed only when someone reads it (detail pane, RawJsonRole, `--format json`). Reads behave like a
// QJsonObject; a write materialises the object and drops the slice. Materialising is not thread-safe
// (contract values are used on one thread). A slice that turns out unparsable materialises as an empty
// object and logs a warning; decodeDeploymentsJson validates every byte it slices, so that does not
// happen for its values.
class LazyJsonObject
{
public:
    LazyJsonObject() = default;
    LazyJsonObject(const QJsonObject& object) : m_object(object) {} // NOLINT: implicit on purpose
    LazyJsonObject& operator=(const QJsonObject& object);
    static LazyJsonObject fromSlice(JsonSlice slice);

    const QJsonObject& object() const;
    operator const QJsonObject&() const { return object(); } // NOLINT
    operator QJsonValue() const { return QJsonValue(object()); }
    operator QVariant() const { return QVariant(object()); }
    QJsonObject toObject() const { return object(); }

    // Whether the slice has been parsed (or the value was constructed from an object).
    bool isParsed() const { return !m_pending; }
    // The bytes the value was decoded from, or nullptr (constructed, or written to since).
    const JsonSlice* slice() const { return m_slice.isNull() ? nullptr : &m_slice; }

    QJsonValue value(QStringView key) const { return object().value(key); }
    QJsonValue value(QLatin1StringView key) const { return object().value(key); }
    QJsonValue operator[](QStringView key) const { return object().value(key); }
    bool contains(QStringView key) const { return object().contains(key); }
    bool contains(QLatin1StringView key) const { return object().contains(key); }
    qsizetype size() const { return object().size(); }
    qsizetype count() const { return object().size(); }
    bool isEmpty() const { return object().isEmpty(); }
    QStringList keys() const { return object().keys(); }
    QJsonObject::const_iterator begin() const { return object().constBegin(); }
    QJsonObject::const_iterator end() const { return object().constEnd(); }
    QJsonObject::const_iterator constBegin() const { return object().constBegin(); }
    QJsonObject::const_iterator constEnd() const { return object().constEnd(); }
    QJsonObject::const_iterator constFind(QStringView key) const { return object().constFind(key); }
    QJsonObject::const_iterator constFind(QLatin1StringView key) const { return object().constFind(key); }

    QJsonObject& edit(); // materialises, drops the slice
    QJsonObject::iterator insert(const QString& key, const QJsonValue& value)
    {
        return edit().insert(key, value);
    }
    QJsonObject::iterator insert(QLatin1StringView key, const QJsonValue& value)
    {
        return edit().insert(key, value);
    }
    void remove(QStringView key) { edit().remove(key); }
    void remove(QLatin1StringView key) { edit().remove(key); }
    QJsonValue take(QStringView key) { return edit().take(key); }

    bool operator==(const LazyJsonObject& other) const;
    bool operator!=(const LazyJsonObject& other) const { return !(*this == other); }
    bool operator==(const QJsonObject& other) const { return object() == other; }
    bool operator!=(const QJsonObject& other) const { return object() != other; }

private:
    void materialise() const;

    JsonSlice m_slice;
    mutable QJsonObject m_object;
    mutable bool m_pending = false; // the slice is not parsed yet
};

// A JSON array of strings (Deployment::deploymentLog) either as a QStringList or as a JsonSlice of the
// reply with its element count, parsed when the strings are read. size()/isEmpty() never parse.
class LazyStringList
{
public:
    LazyStringList() = default;
    LazyStringList(const QStringList& list) : m_list(list) {} // NOLINT
    LazyStringList(std::initializer_list<QString> list) : m_list(list) {}
    LazyStringList& operator=(const QStringList& list);
    static LazyStringList fromSlice(JsonSlice slice, qsizetype count);

    const QStringList& list() const;
    operator const QStringList&() const { return list(); } // NOLINT
    const JsonSlice* slice() const { return m_slice.isNull() ? nullptr : &m_slice; }

    qsizetype size() const { return m_pending ? m_count : m_list.size(); }
    qsizetype count() const { return size(); }
    qsizetype length() const { return size(); }
    bool isEmpty() const { return size() == 0; }
    const QString& at(qsizetype i) const { return list().at(i); }
    const QString& operator[](qsizetype i) const { return list().at(i); }
    const QString& constFirst() const { return list().constFirst(); }
    const QString& constLast() const { return list().constLast(); }
    const QString& first() const { return list().constFirst(); }
    const QString& last() const { return list().constLast(); }
    QString join(QChar separator) const { return list().join(separator); }
    QString join(QStringView separator) const { return list().join(separator); }
    QStringList::const_iterator begin() const { return list().constBegin(); }
    QStringList::const_iterator end() const { return list().constEnd(); }
    QStringList::const_iterator constBegin() const { return list().constBegin(); }
    QStringList::const_iterator constEnd() const { return list().constEnd(); }

    QStringList& edit(); // materialises, drops the slice
    LazyStringList& operator<<(const QString& line)
    {
        append(line);
        return *this;
    }
    void append(const QString& line);

    bool operator==(const LazyStringList& other) const;
    bool operator!=(const LazyStringList& other) const { return !(*this == other); }
    bool operator==(const QStringList& other) const { return list() == other; }
    bool operator!=(const QStringList& other) const { return list() != other; }

private:
    void materialise() const;

    JsonSlice m_slice;
    mutable QStringList m_list;
    qsizetype m_count = 0; // while pending
    mutable bool m_pending = false;
};

} // namespace core
} // namespace cloudly
