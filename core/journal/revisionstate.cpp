#include "core/journal/revisionstate.h"

#include "core/journal/journalentry.h"
#include "core/rules/secretkey.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cloudly {
namespace core {
namespace {
QJsonObject hideValues(const QJsonObject& environment)
{
    QJsonObject out;
    for (auto it = environment.constBegin(); it != environment.constEnd(); ++it)
        out.insert(it.key(), hiddenValue);
    return out;
}
} // namespace

QJsonObject revisionState(const QJsonObject& service)
{
    QJsonObject data =
        scrubSecrets(service.value(QLatin1String("data")).toObject(), isSecretKey, QJsonValue(hiddenValue));
    data.remove(QLatin1String("deploymentIds"));
    for (const QLatin1String key : {QLatin1String("environment"), QLatin1String("env")}) {
        const QJsonValue env = data.value(key);
        if (env.isObject())
            data.insert(key, hideValues(env.toObject()));
        else if (!env.isUndefined())
            data.insert(key, hiddenValue);
    }
    return data;
}

QByteArray revisionStateBytes(const QJsonObject& service)
{
    return QJsonDocument(revisionState(service)).toJson(QJsonDocument::Compact);
}

QByteArray revisionStateBytes(QByteArrayView serviceJson)
{
    return revisionStateBytes(QJsonDocument::fromJson(serviceJson.toByteArray()).object());
}

} // namespace core
} // namespace cloudly
