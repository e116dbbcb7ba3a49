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

std::optional<QJsonObject>
authorizeFromReceipts(const QJsonObject& request, const QList<preflight::Receipt>& receipts,
                      const std::function<ApprovalCheck(const preflight::Receipt&)>& check, qint64 nowMs,
                      QString* error)
{
    for (const preflight::Receipt& receipt : receipts) {
        const std::optional<ApprovalSubject> subject = ApprovalSubject::fromReceipt(receipt, nullptr);
        if (!subject)
            continue;
        QString mismatch;
        if (!requestWithAuthorization(request, QJsonObject(), *subject, &mismatch))
            continue; // a receipt of another deployment
        const ApprovalCheck result = check(receipt);
        const std::optional<QJsonObject> attestation =
            releaseAuthorizationAttestation(result, *subject, nowMs, error);
        if (!attestation) {
            if (error)
                *error = Tr::tr("receipt %1: %2").arg(receipt.id.left(8), *error);
            return std::nullopt;
        }
        return requestWithAuthorization(request, *attestation, *subject, error);
    }
    if (error)
        *error = Tr::tr(
            "no GO receipt is for exactly this request (service, revision, version, intent and image): "
            "run the preflight and have it approved first");
    return std::nullopt;
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
