#include "core/demo/demoeventlog.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
QByteArray quoted(const QString& text)
{
    // A JSON string (escaped by Qt's writer): the one-element array's text without its brackets.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}
} // namespace

DemoEventLog::DemoEventLog(const QString& path) : m_file(path) {}

bool DemoEventLog::open(QString* error)
{
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(m_file.fileName(), m_file.errorString());
    return false;
}

int DemoEventLog::changedReplies(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    int last = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine();
        if (!text.endsWith('\n'))
            break; // torn by a kill: not written whole
        const QJsonObject object = QJsonDocument::fromJson(text).object();
        if (object.value(QLatin1String("event")).toString() == QLatin1String("change"))
            last = std::max(last, object.value(QLatin1String("reply")).toInt());
    }
    return last;
}

QByteArray DemoEventLog::line(const char* event, const QByteArray& fields)
{
    QByteArray out =
        "{\"at\":" + QByteArray::number(QDateTime::currentMSecsSinceEpoch()) + ",\"event\":\"" + event + '"';
    if (!fields.isEmpty())
        out += ',' + fields;
    return out + "}\n";
}

void DemoEventLog::changes(int reply, const QList<DemoChurn::Change>& changes)
{
    QByteArray lines;
    const QByteArray number = QByteArray::number(reply);
    for (const DemoChurn::Change& c : changes)
        lines += line("change", "\"reply\":" + number + ",\"id\":" + quoted(c.id) + ",\"field\":\"" +
                                    c.field + "\",\"before\":" + c.before + ",\"after\":" + c.after);
    write(lines);
}

void DemoEventLog::accepted(quint64 connection)
{
    write(line("accepted", "\"connection\":" + QByteArray::number(connection)));
}

void DemoEventLog::login(const QString& user)
{
    write(line("login", "\"user\":" + quoted(user)));
}

void DemoEventLog::dropped(int connections)
{
    write(line("dropped", "\"connections\":" + QByteArray::number(connections)));
}

void DemoEventLog::started(quint16 port, int resumedReplies)
{
    write(line("started", "\"port\":" + QByteArray::number(port) +
                              ",\"resumedAfterReply\":" + QByteArray::number(resumedReplies)));
}

void DemoEventLog::write(const QByteArray& lines)
{
    // One write of whole lines on an unbuffered file: a kill cannot leave half of this call's lines.
    if (!lines.isEmpty() && m_file.isOpen())
        m_file.write(lines);
}

} // namespace core
} // namespace cloudly
