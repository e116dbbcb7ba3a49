#include "core/bundle/bundlereplysource.h"

#include "core/api/methods.h"
#include "core/json/jsonscan_p.h"
#include "core/net/callerror.h"
#include "core/net/envelope.h"
#include "core/util/timefmt.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <functional>
#include <vector>

namespace cloudly {
namespace core {
namespace {
QByteArray quoted(const QString& text)
{
    return QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
}

// A response frame whose `response` is `bytes` as they are (the bytes of the bundle, not re-encoded).
QByteArray responseFrame(const Envelope& env, QByteArrayView bytes)
{
    QByteArray frame;
    frame.reserve(bytes.size() + 160);
    frame += "{\"method\":" + quoted(env.method) + ",\"request\":{},\"response\":";
    frame.append(bytes);
    frame += ",\"correlation\":{\"id\":" + quoted(env.correlationId) + ",\"phase\":\"response\"}}";
    return frame;
}

std::string_view textOf(QByteArrayView bytes)
{
    return std::string_view(bytes.data(), static_cast<size_t>(bytes.size()));
}

// Calls `each` with the bytes of every element of the array `listKey` of the object `reply`. False when the
// bytes do not have that shape.
bool forEachElement(QByteArrayView reply, const QString& listKey,
                    const std::function<void(QByteArrayView)>& each)
{
    std::vector<json::ScannedMember> members;
    if (!json::scanObject(textOf(reply), members))
        return false;
    const QByteArray key = listKey.toUtf8();
    for (const json::ScannedMember& m : members) {
        if (QByteArrayView(m.key.data(), static_cast<qsizetype>(m.key.size())) != QByteArrayView(key))
            continue;
        const char* p = m.value.data();
        const char* limit = p + m.value.size();
        if (p >= limit || *p != '[')
            return false;
        ++p;
        for (;;) {
            p = json::skipSpace(p, limit);
            if (p >= limit || *p == ']')
                return true;
            const char* end = json::valueEnd(p, limit);
            if (!end)
                return false;
            each(QByteArrayView(p, end - p));
            p = json::skipSpace(end, limit);
            if (p < limit && *p == ',')
                ++p;
        }
    }
    return false;
}

// The string `field` of an element, at its top level or in its `data`.
QString fieldOf(QByteArrayView element, const QString& field)
{
    std::vector<json::ScannedMember> members;
    if (json::scanObject(textOf(element), members)) {
        const QByteArray key = field.toUtf8();
        for (const json::ScannedMember& m : members) {
            const QByteArrayView v(m.value.data(), static_cast<qsizetype>(m.value.size()));
            if (QByteArrayView(m.key.data(), static_cast<qsizetype>(m.key.size())) == QByteArrayView(key) &&
                v.size() >= 2 && v.startsWith('"') && !v.contains('\\'))
                return QString::fromUtf8(v.sliced(1, v.size() - 2));
        }
    }
    const QJsonObject o = QJsonDocument::fromJson(element.toByteArray()).object();
    const QJsonValue top = o.value(field);
    if (top.isString())
        return top.toString();
    return o.value(QStringLiteral("data")).toObject().value(field).toString();
}

const QString& readOnlyText()
{
    static const QString text = QStringLiteral("a support bundle is read-only");
    return text;
}
} // namespace

BundleReplySource::BundleReplySource(std::shared_ptr<const BundleContent> bundle)
    : m_bundle(std::move(bundle))
{
    for (const QString& method : bundle::inventoryMethods())
        if (const BundleFile* f = m_bundle->file(bundle::inventoryFile(method)))
            m_replies.insert(method, f->bytes);
}

QString BundleReplySource::describe(const BundleContent& bundle)
{
    return tr("support bundle of %1, as of %2")
        .arg(bundle.profile.isEmpty() ? tr("(no profile)") : bundle.profile, displayTime(bundle.asOf));
}

QString BundleReplySource::describe() const
{
    return describe(*m_bundle);
}

QByteArray BundleReplySource::answer(const QByteArray& requestFrame)
{
    const Envelope env = Envelope::decode(requestFrame);
    if (env.kind != Envelope::Kind::Request)
        return {};
    ++m_answered;
    const QString& m = env.method;
    if (m == methods::adminLogin || m == methods::identityByToken) {
        const QJsonObject identity{
            {QStringLiteral("name"), tr("support bundle")},
            {QStringLiteral("userId"), QStringLiteral("support-bundle")},
            {QStringLiteral("type"), QStringLiteral("human")},
            {QStringLiteral("role"), QStringLiteral("admin")},
            {QStringLiteral("expiresAt"), QDateTime::currentMSecsSinceEpoch() + 365ll * 24 * 3600 * 1000},
            {QStringLiteral("jwt"), QStringLiteral("support-bundle-read-only")},
        };
        return envelope::encodeResponse(env.raw, QJsonObject{{QStringLiteral("identity"), identity}});
    }
    if (m == methods::setConnectionTag || m == methods::removeConnectionTag)
        return envelope::encodeResponse(env.raw, QJsonObject());
    if (m_replies.contains(m)) {
        if (m == methods::getBackups && env.request.value(QStringLiteral("serviceId")).isString())
            return filtered(env, m, QStringLiteral("backups"), QStringLiteral("serviceId"),
                            QStringLiteral("serviceId"));
        return responseFrame(env, m_replies.value(m));
    }
    if (m == methods::getDeploymentsByService)
        return filtered(env, methods::getDeployments, QStringLiteral("deployments"),
                        QStringLiteral("serviceId"), QStringLiteral("serviceId"));
    if (m == methods::getDeploymentsByNode || m == QLatin1String("getNodeDeployments"))
        return filtered(env, methods::getDeployments, QStringLiteral("deployments"), QStringLiteral("nodeId"),
                        QStringLiteral("nodeId"));
    if (m == methods::getServiceById)
        return byId(env, methods::getServices, QStringLiteral("services"), QStringLiteral("serviceId"),
                    QStringLiteral("service"), QStringLiteral("service not found"));
    if (m == methods::getDeploymentById)
        return byId(env, methods::getDeployments, QStringLiteral("deployments"),
                    QStringLiteral("deploymentId"), QStringLiteral("deployment"),
                    QStringLiteral("deployment not found"));
    if (m == methods::getClusterById)
        return byId(env, methods::getClusters, QStringLiteral("clusters"), QStringLiteral("clusterId"),
                    QStringLiteral("cluster"), QStringLiteral("cluster not found"));
    if (m == methods::getImage)
        return byId(env, methods::getAllImages, QStringLiteral("images"), QStringLiteral("imageId"),
                    QStringLiteral("image"), QStringLiteral("image not found"));
    if (m == methods::getDeploymentPreflight || m == methods::configureGrant ||
        m == methods::testProviderConnection)
        return envelope::encodeError(env.raw, tr("%1: %2 is not sent anywhere").arg(readOnlyText(), m));
    return envelope::encodeError(env.raw, noMethodText());
}

QByteArray BundleReplySource::filtered(const Envelope& env, const QString& method, const QString& listKey,
                                       const QString& field, const QString& requestKey) const
{
    if (!m_replies.contains(method))
        return envelope::encodeError(env.raw, noMethodText());
    const QString wanted = env.request.value(requestKey).toString();
    QByteArray out = "{\"" + listKey.toUtf8() + "\":[";
    bool first = true;
    const bool ok = forEachElement(m_replies.value(method), listKey, [&](QByteArrayView element) {
        if (fieldOf(element, field) != wanted)
            return;
        if (!first)
            out += ',';
        first = false;
        out.append(element);
    });
    if (!ok)
        return envelope::encodeError(env.raw, tr("the bundle's %1 cannot be read").arg(method));
    out += "]}";
    return responseFrame(env, out);
}

QByteArray BundleReplySource::byId(const Envelope& env, const QString& method, const QString& listKey,
                                   const QString& requestKey, const QString& resultKey,
                                   const QString& notFound) const
{
    if (!m_replies.contains(method))
        return envelope::encodeError(env.raw, noMethodText());
    const QString wanted = env.request.value(requestKey).toString();
    QByteArray found;
    forEachElement(m_replies.value(method), listKey, [&](QByteArrayView element) {
        if (found.isEmpty() && fieldOf(element, QStringLiteral("id")) == wanted)
            found = element.toByteArray();
    });
    if (found.isEmpty())
        return envelope::encodeError(env.raw, notFound, QJsonObject{{requestKey, wanted}});
    return responseFrame(env, "{\"" + resultKey.toUtf8() + "\":" + found + '}');
}

} // namespace core
} // namespace cloudly
