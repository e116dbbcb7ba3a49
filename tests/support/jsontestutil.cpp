#include "jsontestutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cloudly {
namespace test {

QJsonObject parse(const char* json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

QString errorList(const core::DecodeErrors& errors)
{
    QStringList lines;
    for (const core::DecodeError& e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

QJsonValue setAt(const QJsonValue& root, QStringList path, const QJsonValue& value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (root.isArray()) {
        QJsonArray a = root.toArray();
        const int i = head.toInt();
        if (path.isEmpty() && value.isUndefined())
            a.removeAt(i);
        else
            a[i] = setAt(a.at(i), path, value);
        return a;
    }
    QJsonObject o = root.toObject();
    if (path.isEmpty() && value.isUndefined())
        o.remove(head);
    else
        o.insert(head, setAt(o.value(head), path, value));
    return o;
}

QJsonObject withValue(const QJsonObject& root, const QString& dotted, const QJsonValue& value)
{
    return setAt(root, dotted.split(QLatin1Char('.')), value).toObject();
}

QJsonObject withDistinctiveSecrets(QJsonObject fixture, const QString& password, const QString& token,
                                   int* replaced)
{
    QJsonArray users = fixture.value(QStringLiteral("users")).toArray();
    int changed = 0;
    for (int i = 0; i < users.size(); ++i) {
        QJsonObject u = users.at(i).toObject();
        QJsonObject data = u.value(QStringLiteral("data")).toObject();
        if (data.value(QStringLiteral("username")).toString() == QLatin1String("admin")) {
            data.insert(QStringLiteral("password"), password);
            ++changed;
        }
        QJsonArray tokens = data.value(QStringLiteral("tokens")).toArray();
        for (int t = 0; t < tokens.size(); ++t) {
            QJsonObject entry = tokens.at(t).toObject();
            if (entry.value(QStringLiteral("token")).toString() == QLatin1String("demo-machine-token")) {
                entry.insert(QStringLiteral("token"), token);
                tokens.replace(t, entry);
                ++changed;
            }
        }
        data.insert(QStringLiteral("tokens"), tokens);
        u.insert(QStringLiteral("data"), data);
        users.replace(i, u);
    }
    fixture.insert(QStringLiteral("users"), users);
    if (replaced)
        *replaced = changed;
    return fixture;
}

QJsonObject demoFixture()
{
    QFile f(QStringLiteral(CLOUDLY_SOURCE_DIR "/resources/fixtures/demo.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonArray parseJsonArray(const QByteArray& out)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return {};
    return doc.array();
}

QStringList tableRows(const QByteArray& out)
{
    QStringList lines = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!lines.isEmpty())
        lines.removeFirst();
    return lines;
}

} // namespace test
} // namespace cloudly
