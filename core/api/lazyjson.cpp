#include "core/api/lazyjson.h"

#include "core/util/logging.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace cloudly {
namespace core {
namespace {

QJsonDocument parseSlice(const JsonSlice& slice, QJsonParseError* error)
{
    // fromRawData: no copy of the reply bytes; QJsonDocument copies what it keeps.
    return QJsonDocument::fromJson(
        QByteArray::fromRawData(slice.source.constData() + slice.offset, slice.length), error);
}

} // namespace

LazyJsonObject& LazyJsonObject::operator=(const QJsonObject& object)
{
    m_slice = {};
    m_pending = false;
    m_object = object;
    return *this;
}

LazyJsonObject LazyJsonObject::fromSlice(JsonSlice slice)
{
    LazyJsonObject o;
    o.m_slice = std::move(slice);
    o.m_pending = !o.m_slice.isNull();
    return o;
}

void LazyJsonObject::materialise() const
{
    m_pending = false;
    QJsonParseError error{};
    const QJsonDocument doc = parseSlice(m_slice, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        qCWarning(lcApi) << "a kept JSON object could not be read back:" << error.errorString();
        m_object = {};
        return;
    }
    m_object = doc.object();
}

const QJsonObject& LazyJsonObject::object() const
{
    if (m_pending)
        materialise();
    return m_object;
}

QJsonObject& LazyJsonObject::edit()
{
    if (m_pending)
        materialise();
    m_slice = {};
    return m_object;
}

bool LazyJsonObject::operator==(const LazyJsonObject& other) const
{
    if (m_pending && other.m_pending && m_slice.view() == other.m_slice.view())
        return true;
    return object() == other.object();
}

LazyStringList& LazyStringList::operator=(const QStringList& list)
{
    m_slice = {};
    m_pending = false;
    m_list = list;
    return *this;
}

LazyStringList LazyStringList::fromSlice(JsonSlice slice, qsizetype count)
{
    LazyStringList l;
    l.m_slice = std::move(slice);
    l.m_count = count;
    l.m_pending = !l.m_slice.isNull();
    return l;
}

void LazyStringList::materialise() const
{
    m_pending = false;
    QJsonParseError error{};
    const QJsonDocument doc = parseSlice(m_slice, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray()) {
        qCWarning(lcApi) << "a kept JSON string list could not be read back:" << error.errorString();
        m_list = {};
        return;
    }
    const QJsonArray array = doc.array();
    m_list.clear();
    m_list.reserve(array.size());
    for (const QJsonValue& v : array)
        m_list.append(v.toString());
}

const QStringList& LazyStringList::list() const
{
    if (m_pending)
        materialise();
    return m_list;
}

QStringList& LazyStringList::edit()
{
    if (m_pending)
        materialise();
    m_slice = {};
    return m_list;
}

void LazyStringList::append(const QString& line)
{
    edit().append(line);
}

bool LazyStringList::operator==(const LazyStringList& other) const
{
    if (size() != other.size())
        return false;
    if (m_pending && other.m_pending && m_slice.view() == other.m_slice.view())
        return true;
    return list() == other.list();
}

} // namespace core
} // namespace cloudly
