#include "core/bundle/bundleredaction.h"

#include "core/api/methods.h"
#include "core/cache/inventorycache.h"
#include "core/json/jsonscan_p.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <optional>
#include <vector>

namespace cloudly {
namespace core {
namespace {
QByteArrayView viewOf(std::string_view text)
{
    return QByteArrayView(text.data(), static_cast<qsizetype>(text.size()));
}

std::optional<InventoryCache::Kind> kindOf(const QString& method, QString* listKey)
{
    if (method == methods::getServices) {
        *listKey = QStringLiteral("services");
        return InventoryCache::Kind::Service;
    }
    if (method == methods::getDeployments) {
        *listKey = QStringLiteral("deployments");
        return InventoryCache::Kind::Deployment;
    }
    if (method == methods::getClusters) {
        *listKey = QStringLiteral("clusters");
        return InventoryCache::Kind::Cluster;
    }
    if (method == methods::getAllImages) {
        *listKey = QStringLiteral("images");
        return InventoryCache::Kind::Image;
    }
    return std::nullopt;
}

// One element of a list, redacted; its own bytes when nothing was taken out.
bool appendElement(InventoryCache::Kind kind, QByteArrayView element, const QString& path, QByteArray& out,
                   RedactionLog* log)
{
    const qsizetype mark = out.size();
    const qsizetype logMark = log->size();
    if (kind == InventoryCache::Kind::Deployment) {
        if (!InventoryCache::appendScrubbedDeploymentJson(element, out, log, path))
            return false;
    } else {
        const QJsonDocument doc = QJsonDocument::fromJson(element.toByteArray());
        if (!doc.isObject())
            return false;
        const QJsonObject scrubbed = InventoryCache::scrub(kind, doc.object(), log, path);
        if (log->size() != logMark)
            out += QJsonDocument(scrubbed).toJson(QJsonDocument::Compact);
    }
    if (log->size() == logMark) {
        out.truncate(mark);
        out.append(element);
    }
    return true;
}

// A member that is not the list: kept as it is unless the generic rule takes something out of it.
bool appendOther(const QString& method, std::string_view key, QByteArrayView value, QByteArray& out,
                 RedactionLog* log)
{
    const QByteArray keyBytes(key.data(), static_cast<qsizetype>(key.size()));
    const QByteArray member = "{\"" + keyBytes + "\":" + value.toByteArray() + '}';
    const QJsonDocument doc = QJsonDocument::fromJson(member);
    if (!doc.isObject())
        return false;
    const qsizetype logMark = log->size();
    const QJsonObject scrubbed = InventoryCache::scrubFeatureReply(method, doc.object(), log);
    if (log->size() == logMark) {
        out += '"' + keyBytes + "\":";
        out.append(value);
    } else if (scrubbed.contains(QString::fromUtf8(keyBytes))) {
        out += QJsonDocument(scrubbed).toJson(QJsonDocument::Compact).chopped(1).mid(1);
    } else {
        return true; // dropped whole: nothing to write (the caller's comma is taken back)
    }
    return true;
}
} // namespace

QByteArray redactInventoryReply(const QString& method, QByteArrayView response, RedactionLog* log,
                                QString* error)
{
    const auto fail = [&](const QString& why) {
        *error = QCoreApplication::translate("cloudly::core::Bundle", "%1: %2").arg(method, why);
        return QByteArray();
    };
    QString listKey;
    const std::optional<InventoryCache::Kind> kind = kindOf(method, &listKey);
    std::vector<json::ScannedMember> members;
    const std::string_view text(response.data(), static_cast<size_t>(response.size()));
    if (!kind || !json::scanObject(text, members)) {
        // The feature lists (small), and whatever a scan cannot read: the whole reply by the generic rule.
        const QJsonDocument doc = QJsonDocument::fromJson(response.toByteArray());
        if (!doc.isObject())
            return fail(
                QCoreApplication::translate("cloudly::core::Bundle", "the reply is not a JSON object"));
        if (!kind) {
            const qsizetype logMark = log->size();
            const QJsonObject scrubbed = InventoryCache::scrubFeatureReply(method, doc.object(), log);
            return log->size() == logMark ? response.toByteArray()
                                          : QJsonDocument(scrubbed).toJson(QJsonDocument::Compact);
        }
        // A list whose bytes a scan cannot read (escaped keys): element by element from the parsed tree.
        QJsonObject rest = doc.object();
        const QJsonArray in = rest.take(listKey).toArray();
        QJsonObject out = scrubSecrets(rest, isSecretKey, std::nullopt, log);
        QJsonArray items;
        for (qsizetype i = 0; i < in.size(); ++i)
            items.append(InventoryCache::scrub(*kind, in.at(i).toObject(), log,
                                               redaction::element(QStringLiteral("$.") + listKey, i)));
        out.insert(listKey, items);
        return QJsonDocument(out).toJson(QJsonDocument::Compact);
    }
    QByteArray out;
    out.reserve(response.size());
    out += '{';
    bool first = true;
    const QString listPath = QStringLiteral("$.") + listKey;
    for (const json::ScannedMember& m : members) {
        const qsizetype mark = out.size();
        if (!first)
            out += ',';
        const QByteArrayView value = viewOf(m.value);
        if (viewOf(m.key) == QByteArrayView(listKey.toLatin1()) && value.startsWith('[')) {
            out += '"' + listKey.toLatin1() + "\":[";
            const char* p = m.value.data() + 1;
            const char* limit = m.value.data() + m.value.size();
            for (qsizetype index = 0;; ++index) {
                p = json::skipSpace(p, limit);
                if (p < limit && *p == ']')
                    break;
                const char* end = json::valueEnd(p, limit);
                if (!end)
                    return fail(
                        QCoreApplication::translate("cloudly::core::Bundle", "element %1 of %2 does not end")
                            .arg(index)
                            .arg(listKey));
                if (index > 0)
                    out += ',';
                if (!appendElement(*kind, QByteArrayView(p, end - p), redaction::element(listPath, index),
                                   out, log))
                    return fail(QCoreApplication::translate("cloudly::core::Bundle",
                                                            "element %1 of %2 is not a JSON object")
                                    .arg(index)
                                    .arg(listKey));
                p = json::skipSpace(end, limit);
                if (p < limit && *p == ',')
                    ++p;
            }
            out += ']';
        } else {
            const qsizetype before = out.size();
            if (!appendOther(method, m.key, value, out, log))
                return fail(QCoreApplication::translate("cloudly::core::Bundle", "member %1 is not JSON")
                                .arg(QString::fromUtf8(viewOf(m.key))));
            if (out.size() == before) {
                out.truncate(mark); // dropped whole
                continue;
            }
        }
        first = false;
    }
    out += '}';
    return out;
}

} // namespace core
} // namespace cloudly
