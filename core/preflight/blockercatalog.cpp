#include "core/preflight/blockercatalog.h"

#include <QCoreApplication>
#include <QHash>

#include <iterator>

namespace cloudly {
namespace core {
namespace preflight {
namespace {

constexpr const char* kContext = "cloudly::core::preflight::BlockerCatalog";

struct CatalogEntry
{
    const char* code;
    BlockerArea area;
    const char* title;
    const char* explanation;
    const char* remediation;
};

// The TDeploymentPreflightBlockerCode union of @serve.zone/interfaces 12.0.0, in declaration order. The
// areas and texts are ours; triggers of server-only codes are inferred from their names and the report.
const CatalogEntry kEntries[] = {
    {"INVALID_REQUEST", BlockerArea::Request,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Preflight request is malformed"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Cloudly could not evaluate the request because a required field is missing, too long "
                       "or of the wrong type. Nothing about the deployment has been checked yet, so no other "
                       "result can be relied on."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Fix the request fields named in the message (request and service identifiers, "
                       "worktree state, Corestore resources, greenfield flag) and run the preflight again.")},
    {"AUTHORIZATION_MISSING", BlockerArea::Authorization,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Deployment capability not granted"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The identity running the preflight lacks a service-scoped deployment capability for "
                       "this service. Cloudly would refuse the deployment whatever the other checks say."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Ask a Cloudly administrator to grant the machine user deployment:preflight and "
                       "deployment:create-greenfield for this service, then sign in again.")},
    {"SOURCE_REVISION_INVALID", BlockerArea::Source,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Source revision is not a full commit SHA"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "A release must be tied to one exact Git commit. A branch name, tag or abbreviated SHA can move or "
         "be ambiguous, so the deployed code could not be traced back reliably."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Send the full 40-character lower-case commit SHA of the released revision (git rev-parse HEAD).")},
    {"SOURCE_WORKTREE_DIRTY", BlockerArea::Source,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Source worktree has uncommitted changes"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The build may contain changes that exist in no commit, so the release can be neither "
                       "reproduced nor reviewed from source control."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Commit or discard the local changes, rebuild from the clean commit and run the preflight again.")},
    {"VERSION_NOT_RESERVED", BlockerArea::Source,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Release version invalid or not reserved"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Every greenfield release needs a canonical semantic version reserved for this "
                       "service, so that the version names exactly one release."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Use a SemVer 2.0 version without a \"v\" prefix or leading zeros (for example 1.4.0 "
                       "or 1.4.0-rc.1) and make sure it is reserved for the service.")},
    {"VERSION_COLLISION", BlockerArea::Source,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Release version already in use"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Another release of this service already uses this version. Reusing it would make one "
                       "version number stand for two different builds."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Choose a new, unused version for this release.")},
    {"NAMESPACE_NOT_RESERVED", BlockerArea::Namespace,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Target namespace invalid or not reserved"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "A greenfield deployment goes into a fresh namespace that must be a valid DNS label "
                       "reserved for this service; otherwise it could land somewhere unintended."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Propose a lower-case DNS label of 1 to 63 characters (letters, digits, inner "
                       "hyphens) and reserve it for the service.")},
    {"NAMESPACE_COLLISION", BlockerArea::Namespace,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Target namespace already in use"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The proposed namespace belongs to another service or workspace. Deploying into it "
                       "could overwrite or expose someone else's resources."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Propose a different namespace that no other service uses.")},
    {"NAMESPACE_NOT_PROVEN_BLANK", BlockerArea::Namespace,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Target namespace not proven empty"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Cloudly could not prove that the namespace holds no existing state. A greenfield "
                       "deployment must start from nothing, or it might adopt or damage leftovers."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Clean up the namespace or choose an unused one, make sure Cloudly can inventory it "
                       "completely, then run the preflight again.")},
    {"CONFIGURATION_DIGEST_INVALID", BlockerArea::Source,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Configuration digest could not be computed"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Cloudly binds the release to a digest of the service configuration that it computes itself. "
         "Without a valid digest the configuration that would be deployed is not pinned down."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Check the service configuration in Cloudly for missing or invalid values, then run "
                       "the preflight again.")},
    {"INTENT_DIGEST_INVALID", BlockerArea::Source,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Intent digest malformed"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The client's digest of its deployment intent must be a canonical sha256 digest, so "
                       "that what was reviewed can later be compared with what runs."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Send the intent digest as sha256: followed by 64 lower-case hexadecimal digits.")},
    {"CURRENT_REFERENCE_MUTABLE", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Current image uses a mutable reference"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The service currently runs an image referenced by a tag instead of a digest, so "
                       "nobody can say exactly which build runs today or roll back to it reliably."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Pin the running service to an immutable image digest before planning the new release.")},
    {"CURRENT_RUNTIME_DIGEST_MISSING", BlockerArea::Runtime,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Running tasks report no image digest"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "At least one running task did not report the digest of the image it runs, so the "
                       "current state cannot be verified."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Make sure every node reports the image digests of its tasks (check the Coreflow "
                       "agents), then run the preflight again.")},
    {"OCI_INDEX_DIGEST_REQUIRED", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "OCI index digest missing or malformed"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The release must name its image by an OCI index digest; a tag alone can be moved "
                       "after the review."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Pass the digest of the pushed OCI image index as sha256: followed by 64 lower-case "
                       "hexadecimal digits.")},
    {"OCI_INDEX_NOT_FOUND", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "OCI index not found in the registry"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "No image index with this digest exists in the service's registry repository, so "
                       "there is nothing to deploy."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Push the image index to the service's registry repository, or correct the digest.")},
    {"OCI_INDEX_MEDIA_TYPE_REQUIRED", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Image is not an OCI index"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The digest points to a single-platform manifest or an unknown media type. Releases "
                       "must be image indexes so that every node can pull an image for its platform."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Build and push a multi-platform image index (for example with docker buildx) and use its digest.")},
    {"OCI_PLATFORM_MISSING", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Required platform missing from the image"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The image index has no entry for a platform that target nodes run on; those nodes "
                       "could not start the service."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Build the image for every platform of the target nodes (for example linux/amd64 and "
                       "linux/arm64) and push a new index.")},
    {"OCI_PLATFORM_MANIFEST_MISSING", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Platform manifest missing from the registry"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The index lists a platform whose manifest is not present in the registry, so nodes "
                       "of that platform would fail to pull the image."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Push the image again so that every platform manifest the index refers to is present.")},
    {"IMMUTABLE_RELEASE_TAG_REQUIRED", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Immutable release tag missing"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Releases are published under an immutable release tag so that people and tools can "
                       "find the exact image of a version."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Provide a release tag for this version.")},
    {"IMMUTABLE_RELEASE_TAG_NOT_RESERVED", BlockerArea::Image,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Release tag not reserved"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The release tag is not reserved as immutable in the registry; it could later be "
                       "moved to a different image."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Reserve the release tag for this image, or choose a tag that can still be reserved.")},
    {"RELEASE_EVIDENCE_MISSING", BlockerArea::Evidence,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Release evidence missing"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "A required attestation (provenance, SBOM, signature, vulnerability policy or release "
         "authorization) is absent, so the supply chain of this image is not fully documented."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Attach the missing attestation for the image index digest to the release evidence.")},
    {"RELEASE_EVIDENCE_INVALID", BlockerArea::Evidence,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Release evidence invalid"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The release evidence is malformed or not bound to this deployment's revision, "
                       "version, configuration digest and image digest. Evidence about a different build "
                       "proves nothing about this one."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Regenerate the evidence for exactly this revision, version, configuration digest and "
                       "image index digest, with a verifier and a verification time for every attestation.")},
    {"RELEASE_NOT_AUTHORIZED", BlockerArea::Evidence,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Release not authorized"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The release evidence does not state that the release was authorized, so nobody has "
                       "signed off on shipping it."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Obtain the release authorization from the responsible release manager and record it "
                       "in the release evidence.")},
    {"GREENFIELD_EXECUTION_UNAVAILABLE", BlockerArea::Execution,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Greenfield execution unavailable"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "This Cloudly server cannot execute greenfield deployments yet, so even an otherwise "
                       "clean preflight cannot be acted on."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Upgrade Cloudly to a version that executes greenfield deployments; nothing in the "
                       "request can fix this.")},
    {"ROUTE_PROMOTION_FENCE_UNAVAILABLE", BlockerArea::Execution,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Route promotion fence unavailable"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Cloudly cannot guard the switch of traffic to the new deployment, so a promotion "
                       "could race with other changes."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Upgrade Cloudly to a version that supports fenced route promotion; nothing in the "
                       "request can fix this.")},
    {"POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE", BlockerArea::Execution,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Post-deployment verification unavailable"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Cloudly cannot verify the new deployment after it starts, so a broken release could "
                       "receive traffic unnoticed."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Upgrade Cloudly to a version that supports post-deployment verification; nothing in "
                       "the request can fix this.")},
    {"WOULD_REPLACE_EXISTING_STATE", BlockerArea::Namespace,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Deployment would replace existing state"),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "The request is not a pure greenfield deployment, or Cloudly cannot rule out that it would "
         "overwrite existing data or services. Only greenfield deployments are supported."),
     QT_TRANSLATE_NOOP(
         "cloudly::core::preflight::BlockerCatalog",
         "Request a greenfield deployment into a new, empty namespace with new Corestore resources.")},
    {"CORESTORE_INVENTORY_UNAVAILABLE", BlockerArea::Namespace,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Corestore inventory incomplete"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Cloudly could not list all Corestore databases and object stores, so it cannot tell "
                       "whether the proposed resources clash with existing ones."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Make sure Corestore is reachable and healthy, then run the preflight again.")},
    {"RUNTIME_ATTESTATION_MISMATCH", BlockerArea::Runtime,
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog", "Running replicas do not match"),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "The running replicas do not all report the same verified image digest, or fewer "
                       "replicas are verified than required, so the current state is inconsistent."),
     QT_TRANSLATE_NOOP("cloudly::core::preflight::BlockerCatalog",
                       "Investigate the mismatched tasks, bring every replica to the same verified image, "
                       "then run the preflight again.")},
};

constexpr qsizetype kEntryCount = static_cast<qsizetype>(std::size(kEntries));
static_assert(std::size(kEntries) == 29, "the 12.0.0 contract declares 29 blocker codes");

const QHash<QString, qsizetype>& indexByCode()
{
    static const QHash<QString, qsizetype> index = [] {
        QHash<QString, qsizetype> out;
        for (qsizetype i = 0; i < kEntryCount; ++i)
            out.insert(QString::fromLatin1(kEntries[i].code), i);
        return out;
    }();
    return index;
}

QString translated(const char* text)
{
    return QCoreApplication::translate(kContext, text);
}

} // namespace

const QStringList& catalogCodes()
{
    static const QStringList codes = [] {
        QStringList out;
        for (const CatalogEntry& entry : kEntries)
            out << QString::fromLatin1(entry.code);
        return out;
    }();
    return codes;
}

bool isKnownBlockerCode(const QString& code)
{
    return indexByCode().contains(code);
}

BlockerInfo blockerInfo(const QString& code)
{
    BlockerInfo info;
    info.code = code;
    const auto it = indexByCode().constFind(code);
    if (it == indexByCode().constEnd()) {
        info.known = false;
        info.area = BlockerArea::Unknown;
        info.title =
            QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Unknown blocker %1")
                .arg(code.isEmpty() ? QStringLiteral("\"\"") : code);
        info.explanation = QCoreApplication::translate(
            "cloudly::core::preflight::BlockerCatalog",
            "The server reported a blocker code that this version of the console does not know; it may come "
            "from a newer Cloudly release. Treat it as blocking until you know what it means.");
        info.remediation = QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog",
                                                       "Read the server's message for this blocker and the "
                                                       "Cloudly release notes; a newer Cloudly Console "
                                                       "explains the code.");
        return info;
    }
    const CatalogEntry& entry = kEntries[*it];
    info.known = true;
    info.area = entry.area;
    info.title = translated(entry.title);
    info.explanation = translated(entry.explanation);
    info.remediation = translated(entry.remediation);
    return info;
}

QString areaKey(BlockerArea area)
{
    switch (area) {
    case BlockerArea::Request:
        return QStringLiteral("request");
    case BlockerArea::Source:
        return QStringLiteral("source");
    case BlockerArea::Image:
        return QStringLiteral("image");
    case BlockerArea::Evidence:
        return QStringLiteral("evidence");
    case BlockerArea::Namespace:
        return QStringLiteral("namespace");
    case BlockerArea::Runtime:
        return QStringLiteral("runtime");
    case BlockerArea::Authorization:
        return QStringLiteral("authorization");
    case BlockerArea::Execution:
        return QStringLiteral("execution");
    case BlockerArea::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString areaDisplayName(BlockerArea area)
{
    switch (area) {
    case BlockerArea::Request:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Request");
    case BlockerArea::Source:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Source");
    case BlockerArea::Image:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Image / OCI");
    case BlockerArea::Evidence:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Evidence");
    case BlockerArea::Namespace:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Namespace / state");
    case BlockerArea::Runtime:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Runtime");
    case BlockerArea::Authorization:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Authorization");
    case BlockerArea::Execution:
        return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Execution");
    case BlockerArea::Unknown:
        break;
    }
    return QCoreApplication::translate("cloudly::core::preflight::BlockerCatalog", "Unknown");
}

const QList<BlockerArea>& allBlockerAreas()
{
    static const QList<BlockerArea> areas = {
        BlockerArea::Request,       BlockerArea::Source,    BlockerArea::Image,
        BlockerArea::Evidence,      BlockerArea::Namespace, BlockerArea::Runtime,
        BlockerArea::Authorization, BlockerArea::Execution, BlockerArea::Unknown,
    };
    return areas;
}

} // namespace preflight
} // namespace core
} // namespace cloudly