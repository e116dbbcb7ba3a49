#include "core/approval/releaseauthorization.h"

#include "core/preflight/digest.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace cloudly {
namespace core {
namespace approval {
namespace {

const QString kVerifierPrefix = QStringLiteral("cloudly-approvals:");

QString key(const char* name)
{
    return QString::fromLatin1(name);
}

using Tr = ReleaseAuthorizationText;

} // namespace

std::optional<QJsonObject> releaseAuthorizationAttestation(const ApprovalCheck& check,
                                                           const ApprovalSubject& subject, qint64 nowMs,
                                                           QString* error)
{
    const auto fail = [error](const QString& message) -> std::optional<QJsonObject> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!check.ok())
        return fail(check.shortfallText());
    if (!subject.imageDigest.isString())
        return fail(
            Tr::tr("the approved report names no image digest; a release-authorization attestation is "
                   "bound to the OCI index digest"));
    QStringList statements;
    QStringList principals;
    for (const ApprovalResult* r : check.counted()) {
        statements << QString::fromUtf8(r->statementText);
        principals << r->principal;
    }
    std::sort(statements.begin(), statements.end());
    std::sort(principals.begin(), principals.end());
    const QByteArray digestInput =
        QJsonDocument(QJsonArray::fromStringList(statements)).toJson(QJsonDocument::Compact);
    return QJsonObject{{key("kind"), QStringLiteral("release-authorization")},
                       {key("statementDigest"), preflight::sha256Digest(digestInput)},
                       {key("subjectDigest"), subject.imageDigest},
                       {key("verifier"), kVerifierPrefix + principals.join(QLatin1Char(','))},
                       {key("verifiedAt"), static_cast<double>(nowMs)}};
}

std::optional<QJsonObject> requestWithAuthorization(const QJsonObject& request,
                                                    const QJsonObject& attestation,
                                                    const ApprovalSubject& subject, QString* error)
{
    const struct
    {
        const char* field;
        QJsonValue approved;
    } fence[] = {{"serviceId", subject.serviceId},
                 {"sourceRevision", subject.revision},
                 {"version", subject.version},
                 {"intentDigest", subject.intentDigest},
                 {"ociIndexDigest", subject.imageDigest}};
    for (const auto& f : fence) {
        const QJsonValue given = request.value(key(f.field));
        if (given != f.approved) {
            if (error)
                *error = Tr::tr("the request's %1 is %2, the approved one %3")
                             .arg(QLatin1String(f.field),
                                  given.isString() ? given.toString() : QStringLiteral("absent"),
                                  f.approved.isString() ? f.approved.toString() : QStringLiteral("null"));
            return std::nullopt;
        }
    }
    QJsonObject out = request;
    QJsonObject evidence = request.value(key("releaseEvidence")).toObject();
    QJsonArray attestations;
    for (const QJsonValue item : evidence.value(key("attestations")).toArray())
        if (item.toObject().value(key("kind")).toString() != QLatin1String("release-authorization"))
            attestations.append(item);
    attestations.append(attestation);
    evidence.insert(key("attestations"), attestations);
    evidence.insert(key("releaseAuthorized"), true);
    evidence.insert(key("sourceRevision"), subject.revision);
    evidence.insert(key("version"), subject.version);
    evidence.insert(key("configurationDigest"), subject.configurationDigest);
    evidence.insert(key("ociIndexDigest"), subject.imageDigest);
    out.insert(key("releaseEvidence"), evidence);
    return out;
}

QStringList principalsOfVerifier(const QString& verifier)
{
    if (!verifier.startsWith(kVerifierPrefix))
        return {};
    return verifier.mid(kVerifierPrefix.size()).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

} // namespace approval
} // namespace core
} // namespace cloudly
