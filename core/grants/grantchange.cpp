#include "core/grants/grantchange.h"

#include "core/api/jsonreader.h"
#include "core/api/user.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace cloudly {
namespace core {
namespace grants {
namespace {

const QString kPreflight = QStringLiteral("deployment:preflight");
const QString kCreateGreenfield = QStringLiteral("deployment:create-greenfield");
const QString kPromoteRoute = QStringLiteral("deployment:promote-route");
const QString kRollbackRoute = QStringLiteral("deployment:rollback-route");

QString joinCaps(const QStringList& caps)
{
    return caps.join(QStringLiteral(", "));
}

QString bracketed(const QStringList& caps)
{
    return QLatin1Char('[') + joinCaps(caps) + QLatin1Char(']');
}

QString quoted(const QString& s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

} // namespace

const QStringList& allCapabilities()
{
    return allDeploymentCapabilities();
}

QString capabilityDescription(const QString& cap)
{
    if (cap == kPreflight)
        return QCoreApplication::translate(
            "cloudly::core::grants",
            "Run deployment preflight checks for the service: validates a planned deployment "
            "without changing anything.");
    if (cap == kCreateGreenfield)
        return QCoreApplication::translate(
            "cloudly::core::grants",
            "Create a new (greenfield) deployment of the service next to the running one; live "
            "traffic is not moved.");
    if (cap == kPromoteRoute)
        return QCoreApplication::translate(
            "cloudly::core::grants",
            "Switch the service's live route to a new deployment, so that it receives production "
            "traffic.");
    if (cap == kRollbackRoute)
        return QCoreApplication::translate("cloudly::core::grants",
                                           "Switch the service's live route back to an earlier deployment.");
    return QCoreApplication::translate(
               "cloudly::core::grants",
               "Unknown capability \"%1\": not part of the capabilities this console knows.")
        .arg(cap);
}

QString capabilityRiskLevel(const QString& cap)
{
    if (cap == kPreflight)
        return QStringLiteral("low");
    if (cap == kCreateGreenfield)
        return QStringLiteral("medium");
    if (cap == kPromoteRoute || cap == kRollbackRoute)
        return QStringLiteral("high");
    return QStringLiteral("unknown");
}

QString capabilityRisk(const QString& cap)
{
    if (cap == kPreflight)
        return QCoreApplication::translate(
            "cloudly::core::grants",
            "low: read-only; it cannot change what is deployed or what receives traffic.");
    if (cap == kCreateGreenfield)
        return QCoreApplication::translate(
            "cloudly::core::grants",
            "medium: starts new workloads that use cluster resources, but does not move live traffic.");
    if (cap == kPromoteRoute)
        return QCoreApplication::translate("cloudly::core::grants",
                                           "high: moves live production traffic to a new deployment.");
    if (cap == kRollbackRoute)
        return QCoreApplication::translate(
            "cloudly::core::grants", "high: moves live production traffic back to an earlier deployment.");
    return QCoreApplication::translate("cloudly::core::grants",
                                       "unknown: this console does not know what the capability allows.");
}

std::optional<QStringList> normalizeCapabilities(const QStringList& caps, QString* error)
{
    QSet<QString> wanted;
    QStringList unknown;
    for (const QString& raw : caps) {
        const QString cap = raw.trimmed();
        if (cap.isEmpty())
            continue;
        if (!allCapabilities().contains(cap)) {
            if (!unknown.contains(cap))
                unknown.append(cap);
            continue;
        }
        wanted.insert(cap);
    }
    if (!unknown.isEmpty()) {
        if (error) {
            QStringList names;
            for (const QString& u : unknown)
                names.append(quoted(u));
            *error =
                (unknown.size() == 1 ? QCoreApplication::translate("cloudly::core::grants",
                                                                   "unknown capability %1; allowed: %2")
                                     : QCoreApplication::translate("cloudly::core::grants",
                                                                   "unknown capabilities %1; allowed: %2"))
                    .arg(names.join(QStringLiteral(", ")), joinCaps(allCapabilities()));
        }
        return std::nullopt;
    }
    QStringList out;
    for (const QString& cap : allCapabilities()) {
        if (wanted.contains(cap))
            out.append(cap);
    }
    return out;
}

QStringList defaultNewGrant()
{
    return {kPreflight};
}

// ---- GrantChange

QStringList GrantChange::added() const
{
    if (!before)
        return after;
    QStringList out;
    for (const QString& cap : after) {
        if (!before->contains(cap) && !out.contains(cap))
            out.append(cap);
    }
    return out;
}

QStringList GrantChange::removed() const
{
    if (!before)
        return {};
    QStringList out;
    for (const QString& cap : *before) {
        if (!after.contains(cap) && !out.contains(cap))
            out.append(cap);
    }
    return out;
}

QString GrantChange::describe() const
{
    const QString none = QCoreApplication::translate("cloudly::core::grants", "(none)");
    QStringList lines;
    lines.append(QCoreApplication::translate("cloudly::core::grants", "%1 on %2").arg(userId, serviceId));
    if (isRevoke())
        lines.append(QStringLiteral("  ") +
                     QCoreApplication::translate("cloudly::core::grants",
                                                 "REVOKE: removes every deployment capability of %1 on %2")
                         .arg(userId, serviceId));
    if (before)
        lines.append(QStringLiteral("  ") + QCoreApplication::translate("cloudly::core::grants", "before: %1")
                                                .arg(before->isEmpty() ? none : joinCaps(*before)));
    else
        lines.append(
            QStringLiteral("  ") +
            QCoreApplication::translate("cloudly::core::grants",
                                        "before: unknown (no earlier change recorded on this machine)"));
    lines.append(QStringLiteral("  ") + QCoreApplication::translate("cloudly::core::grants", "after:  %1")
                                            .arg(after.isEmpty() ? none : joinCaps(after)));
    const QStringList plus = added();
    const QStringList minus = removed();
    for (const QString& cap : plus)
        lines.append(QStringLiteral("  + ") + cap);
    for (const QString& cap : minus)
        lines.append(QStringLiteral("  - ") + cap);
    if (before && plus.isEmpty() && minus.isEmpty())
        lines.append(
            QStringLiteral("  ") +
            QCoreApplication::translate("cloudly::core::grants",
                                        "no change: the server is asked to store the same set again"));
    return lines.join(QLatin1Char('\n'));
}

QJsonObject GrantChange::requestJson() const
{
    return QJsonObject{
        {QStringLiteral("userId"), userId},
        {QStringLiteral("serviceId"), serviceId},
        {QStringLiteral("capabilities"), QJsonArray::fromStringList(after)},
    };
}

// ---- verifyEcho

namespace {

void checkId(const QJsonObject& response, const QString& key, const QString& sent, QStringList& problems)
{
    const QJsonValue v = response.value(key);
    if (v.isUndefined()) {
        problems.append(QCoreApplication::translate("cloudly::core::grants", "echo has no %1").arg(key));
    } else if (!v.isString()) {
        problems.append(
            QCoreApplication::translate("cloudly::core::grants", "echo %1 is not a string (got %2)")
                .arg(key, jsonTypeName(v)));
    } else if (v.toString() != sent) {
        problems.append(
            QCoreApplication::translate("cloudly::core::grants", "echo %1 differs: sent %2, stored %3")
                .arg(key, quoted(sent), quoted(v.toString())));
    }
}

} // namespace

EchoCheck verifyEcho(const GrantChange& sent, const QJsonObject& response)
{
    QStringList problems;
    checkId(response, QStringLiteral("userId"), sent.userId, problems);
    checkId(response, QStringLiteral("serviceId"), sent.serviceId, problems);

    const QJsonValue caps = response.value(QStringLiteral("capabilities"));
    if (caps.isUndefined()) {
        problems.append(QCoreApplication::translate("cloudly::core::grants", "echo has no capabilities"));
    } else if (!caps.isArray()) {
        problems.append(
            QCoreApplication::translate("cloudly::core::grants", "echo capabilities is not an array (got %1)")
                .arg(jsonTypeName(caps)));
    } else {
        QStringList stored;
        QStringList duplicates;
        bool allStrings = true;
        const QJsonArray array = caps.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonValue item = array.at(i);
            if (!item.isString()) {
                problems.append(QCoreApplication::translate("cloudly::core::grants",
                                                            "echo capabilities[%1] is not a string (got %2)")
                                    .arg(QString::number(i), jsonTypeName(item)));
                allStrings = false;
                continue;
            }
            const QString cap = item.toString();
            if (stored.contains(cap)) {
                if (!duplicates.contains(cap))
                    duplicates.append(cap);
            } else {
                stored.append(cap);
            }
        }
        if (!duplicates.isEmpty())
            problems.append(QCoreApplication::translate("cloudly::core::grants",
                                                        "echo capabilities contain duplicates: %1")
                                .arg(joinCaps(duplicates)));
        if (allStrings) {
            QStringList notStored;
            for (const QString& cap : sent.after) {
                if (!stored.contains(cap) && !notStored.contains(cap))
                    notStored.append(cap);
            }
            QStringList notRequested;
            for (const QString& cap : stored) {
                if (!sent.after.contains(cap))
                    notRequested.append(cap);
            }
            if (!notStored.isEmpty() || !notRequested.isEmpty()) {
                QStringList detail;
                if (!notStored.isEmpty())
                    detail.append(QCoreApplication::translate("cloudly::core::grants", "not stored: %1")
                                      .arg(joinCaps(notStored)));
                if (!notRequested.isEmpty())
                    detail.append(QCoreApplication::translate("cloudly::core::grants", "not requested: %1")
                                      .arg(joinCaps(notRequested)));
                QStringList storedAsSent;
                for (qsizetype i = 0; i < array.size(); ++i)
                    storedAsSent.append(array.at(i).toString());
                problems.append(
                    QCoreApplication::translate("cloudly::core::grants",
                                                "echo capabilities differ: sent %1, stored %2 (%3)")
                        .arg(bracketed(sent.after), bracketed(storedAsSent),
                             detail.join(QStringLiteral("; "))));
            }
        }
    }

    const QJsonValue normalized = response.value(QStringLiteral("tokenRolesNormalized"));
    if (normalized.isUndefined()) {
        problems.append(QCoreApplication::translate(
            "cloudly::core::grants", "echo has no tokenRolesNormalized (expected the boolean true)"));
    } else if (!normalized.isBool()) {
        QString got = jsonTypeName(normalized);
        if (normalized.isString())
            got += QLatin1Char(' ') + quoted(normalized.toString());
        else if (normalized.isDouble())
            got += QLatin1Char(' ') + QString::number(normalized.toDouble());
        problems.append(
            QCoreApplication::translate("cloudly::core::grants",
                                        "echo tokenRolesNormalized must be the boolean true, got %1")
                .arg(got));
    } else if (!normalized.toBool()) {
        problems.append(QCoreApplication::translate(
            "cloudly::core::grants",
            "echo tokenRolesNormalized is false: the server did not confirm that the "
            "user's token roles were normalized"));
    }

    EchoCheck out;
    out.ok = problems.isEmpty();
    out.problem = problems.join(QStringLiteral("; "));
    return out;
}

EchoCheck verifyEcho(const GrantChange& sent, const QJsonValue& response)
{
    if (!response.isObject()) {
        EchoCheck out;
        out.problem =
            QCoreApplication::translate("cloudly::core::grants", "echo is not a JSON object (got %1)")
                .arg(jsonTypeName(response));
        return out;
    }
    return verifyEcho(sent, response.toObject());
}

} // namespace grants
} // namespace core
} // namespace cloudly