#include "core/demo/demofleet.h"

#include <QJsonArray>

namespace cloudly {
namespace core {
namespace {

QJsonValue shifted(const QJsonValue& value, double shift)
{
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a.replace(i, shifted(a.at(i), shift));
        return a;
    }
    if (!value.isObject())
        return value;
    QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (demoLiveTimeKeys().contains(it.key()) && it.value().isDouble())
            it.value() = it.value().toDouble() + shift;
        else
            it.value() = shifted(it.value(), shift);
    }
    return o;
}

} // namespace

const QStringList& demoLiveTimeKeys()
{
    static const QStringList keys{QStringLiteral("createdAt"),   QStringLiteral("updatedAt"),
                                  QStringLiteral("completedAt"), QStringLiteral("restoredAt"),
                                  QStringLiteral("checkedAt"),   QStringLiteral("lastHeartbeatAt"),
                                  QStringLiteral("startedAt"),   QStringLiteral("expiresAt")};
    return keys;
}

QJsonObject demoLiveSections(const QJsonObject& fixture, qint64 nowMs)
{
    const QJsonValue base = fixture.value(QLatin1String("liveTimeBase"));
    const double shift = base.isDouble() ? static_cast<double>(nowMs) - base.toDouble() : 0;
    QJsonObject out;
    for (const char* key : {"backups", "baseosNodes", "baseosImageBuilds"})
        out.insert(QLatin1String(key), shifted(fixture.value(QLatin1String(key)).toArray(), shift));
    out.insert(QStringLiteral("settings"), fixture.value(QLatin1String("settings")).toObject());
    out.insert(QStringLiteral("providerTests"), fixture.value(QLatin1String("providerTests")).toObject());
    return out;
}

} // namespace core
} // namespace cloudly
