// libFuzzer target: every contract decoder of core/api (and the other decoders of server JSON) on one
// JSON value. Invariants, per type T with T::fromJson:
// - a rejected value comes with at least one error, and every error path starts at the given root;
// - a value decoded without errors encodes back to exactly the input (lossless, for the types that keep
//   `raw`), and the encoded JSON decodes again without errors to a value that encodes identically;
// - redacted JSON never contains the secret fields (jwt, password, token, serverSecret).
#include "fuzzcheck.h"

#include "core/api/cluster.h"
#include "core/api/deployment.h"
#include "core/api/grantcontract.h"
#include "core/api/identity.h"
#include "core/api/image.h"
#include "core/api/preflightcontract.h"
#include "core/api/service.h"
#include "core/api/user.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/preflight/receipt.h"

#include <QJsonArray>

using namespace cloudly::core;
using cloudly::fuzz::compact;

namespace {

const QString kRoot = QStringLiteral("$");

void checkErrorPaths(const DecodeErrors& errors)
{
    for (const DecodeError& error : errors) {
        FUZZ_CHECK(error.path.startsWith(kRoot), "every decode error names a JSON path from the root");
        FUZZ_CHECK(!error.message.isEmpty(), "every decode error has a message");
    }
}

enum class Lossless
{
    Yes, // toJson() starts from `raw`: decode -> encode reproduces the input
    No,  // toJson() writes exactly the wire fields (request types)
};

template <typename T> std::optional<T> roundTrip(const QJsonValue& value, Lossless lossless)
{
    DecodeErrors errors;
    std::optional<T> decoded = T::fromJson(value, kRoot, errors);
    checkErrorPaths(errors);
    FUZZ_CHECK(decoded || !errors.isEmpty(), "a rejected value comes with an error");
    if (!decoded)
        return decoded;
    const QJsonObject encoded = decoded->toJson();
    if (lossless == Lossless::Yes && errors.isEmpty()) {
        if (encoded != value.toObject())
            std::fprintf(stderr, "input:   %s\nencoded: %s\n", compact(value.toObject()).constData(),
                         compact(encoded).constData());
        FUZZ_CHECK(encoded == value.toObject(), "decode -> encode is lossless");
    }
    DecodeErrors again;
    const std::optional<T> redecoded = T::fromJson(encoded, kRoot, again);
    if (!redecoded || !again.isEmpty())
        std::fprintf(stderr, "encoded: %s\nerror: %s\n", compact(encoded).constData(),
                     qPrintable(joinDecodeErrors(again)));
    FUZZ_CHECK(redecoded && again.isEmpty(), "the encoded value decodes again without errors");
    FUZZ_CHECK(redecoded->toJson() == encoded, "encode(decode(encode(x))) == encode(x)");
    return decoded;
}

// Lists decoded by the `response.xxx` decoders: each element encodes and decodes again.
template <typename T> void roundTripList(const QList<T>& list, const DecodeErrors& errors)
{
    checkErrorPaths(errors);
    for (const T& item : list) {
        DecodeErrors again;
        const QJsonObject encoded = item.toJson();
        const std::optional<T> redecoded = T::fromJson(encoded, kRoot, again);
        FUZZ_CHECK(redecoded && again.isEmpty(), "a decoded list element decodes again after encoding");
        FUZZ_CHECK(redecoded->toJson() == encoded, "list element: encode(decode(encode(x))) == encode(x)");
    }
}

void checkNoSecrets(const QJsonObject& object, const QStringList& keys, const char* what)
{
    for (const QString& key : keys)
        FUZZ_CHECK(!object.contains(key), what);
}

void decodeAsEveryType(const QJsonValue& value)
{
    roundTrip<ServicePorts>(value, Lossless::Yes);
    roundTrip<ServiceVolume>(value, Lossless::Yes);
    roundTrip<ServiceResources>(value, Lossless::Yes);
    roundTrip<ServiceDomain>(value, Lossless::Yes);
    roundTrip<ServiceData>(value, Lossless::Yes);
    roundTrip<Service>(value, Lossless::Yes);
    roundTrip<DeploymentResourceUsage>(value, Lossless::Yes);
    roundTrip<Deployment>(value, Lossless::Yes);
    roundTrip<ClusterNodeMetrics>(value, Lossless::Yes);
    roundTrip<ClusterNodeData>(value, Lossless::Yes);
    roundTrip<ClusterNode>(value, Lossless::Yes);
    if (const auto acme = roundTrip<AcmeInfo>(value, Lossless::Yes))
        checkNoSecrets(acme->redactedJson(), {QStringLiteral("serverSecret")}, "acmeInfo redacted");
    roundTrip<ClusterData>(value, Lossless::Yes);
    if (const auto cluster = roundTrip<Cluster>(value, Lossless::Yes)) {
        const QJsonObject acme = cluster->redactedJson()
                                     .value(QLatin1String("data"))
                                     .toObject()
                                     .value(QLatin1String("acmeInfo"))
                                     .toObject();
        checkNoSecrets(acme, {QStringLiteral("serverSecret")}, "cluster redacted: no acmeInfo.serverSecret");
    }
    roundTrip<ImageLocation>(value, Lossless::Yes);
    roundTrip<ImageVersion>(value, Lossless::Yes);
    roundTrip<ImageData>(value, Lossless::Yes);
    roundTrip<Image>(value, Lossless::Yes);
    if (const auto identity = roundTrip<Identity>(value, Lossless::Yes))
        checkNoSecrets(identity->redactedJson(), {QStringLiteral("jwt")}, "identity redacted: no jwt");
    if (const auto token = roundTrip<Token>(value, Lossless::Yes))
        checkNoSecrets(token->redactedJson(), {QStringLiteral("token")}, "token redacted: no token");
    roundTrip<ServiceDeploymentGrant>(value, Lossless::Yes);
    roundTrip<UserData>(value, Lossless::Yes);
    if (const auto user = roundTrip<User>(value, Lossless::Yes)) {
        const QJsonObject data = user->redactedJson().value(QLatin1String("data")).toObject();
        checkNoSecrets(data, {QStringLiteral("password")}, "user redacted: no password");
        const QJsonArray tokens = data.value(QLatin1String("tokens")).toArray();
        for (const QJsonValue& token : tokens)
            checkNoSecrets(token.toObject(), {QStringLiteral("token")}, "user redacted: no token");
    }
    roundTrip<ConfigureServiceDeploymentMachineUserRequest>(value, Lossless::No);
    roundTrip<ConfigureServiceDeploymentMachineUserResponse>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightBlocker>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightAuthorizationCheck>(value, Lossless::Yes);
    roundTrip<OciPlatformDescriptorSummary>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightRuntimeTask>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightPlatformBinding>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightCorestoreResource>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightProposedCorestoreResource>(value, Lossless::Yes);
    {
        DecodeErrors errors;
        const auto strict =
            DeploymentPreflightProposedCorestoreResource::fromJsonStrict(value, kRoot, errors);
        checkErrorPaths(errors);
        FUZZ_CHECK(strict || !errors.isEmpty(), "strict proposed resource: rejection comes with an error");
    }
    roundTrip<DeploymentReleaseEvidenceReference>(value, Lossless::Yes);
    roundTrip<DeploymentReleaseEvidence>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightRequestData>(value, Lossless::No);
    roundTrip<DeploymentPreflightServiceSummary>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightSourceSummary>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightCurrentImage>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightRequestedImage>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightRuntimeAttestation>(value, Lossless::Yes);
    roundTrip<DeploymentPreflightProposal>(value, Lossless::Yes);
    if (const auto report = roundTrip<DeploymentPreflightReport>(value, Lossless::Yes)) {
        // Fail closed: GO needs the server's GO, no mutation and no blocker.
        if (report->isGo())
            FUZZ_CHECK(report->compatibilityBlockers.isEmpty() && !report->mutationPerformed,
                       "a GO report has no blockers and performed no mutation");
        FUZZ_CHECK(report->blockerCodes().size() == report->compatibilityBlockers.size(),
                   "one code per blocker");
    }
    roundTrip<GreenfieldDeploymentFence>(value, Lossless::Yes);
    roundTrip<GreenfieldDeploymentOperationData>(value, Lossless::Yes);
    roundTrip<GreenfieldDeploymentOperation>(value, Lossless::Yes);
    {
        const std::optional<BoolOrUnknown> b = BoolOrUnknown::fromJsonValue(value);
        if (b)
            FUZZ_CHECK(BoolOrUnknown::fromJsonValue(b->toJson()) == b, "BoolOrUnknown round trip");
    }
    {
        QString error;
        const std::optional<preflight::Receipt> receipt = preflight::Receipt::fromJson(value, &error);
        FUZZ_CHECK(receipt || !error.isEmpty(), "a rejected receipt comes with a reason");
        if (receipt)
            (void)preflight::Receipt::fromJson(receipt->toJson(), &error);
    }
}

void decodeAsEveryResponse(const QJsonObject& response)
{
    DecodeErrors errors;
    roundTripList(decodeServices(response, errors), errors);
    errors.clear();
    roundTripList(decodeDeployments(response, errors), errors);
    errors.clear();
    roundTripList(decodeClusters(response, errors), errors);
    errors.clear();
    roundTripList(decodeClusterNodes(response, errors), errors);
    errors.clear();
    roundTripList(decodeImages(response, errors), errors);
    errors.clear();
    roundTripList(decodeUsers(response, errors), errors);
    errors.clear();
    (void)decodeImagePlatforms(response, errors);
    checkErrorPaths(errors);

    // The single-object decoders: a missing/invalid object is an error, never a silent default.
    errors.clear();
    FUZZ_CHECK(decodeService(response, errors) || !errors.isEmpty(), "decodeService: result or error");
    errors.clear();
    FUZZ_CHECK(decodeDeployment(response, errors) || !errors.isEmpty(), "decodeDeployment: result or error");
    errors.clear();
    FUZZ_CHECK(decodeCluster(response, errors) || !errors.isEmpty(), "decodeCluster: result or error");
    errors.clear();
    FUZZ_CHECK(decodeImage(response, errors) || !errors.isEmpty(), "decodeImage: result or error");
    errors.clear();
    FUZZ_CHECK(decodeGrantEcho(response, errors) || !errors.isEmpty(), "decodeGrantEcho: result or error");
    errors.clear();
    FUZZ_CHECK(decodePreflightReport(response, errors) || !errors.isEmpty(),
               "decodePreflightReport: result or error");
    checkErrorPaths(errors);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QJsonDocument doc = cloudly::fuzz::jsonDocument(data, size);
    if (doc.isNull())
        return -1; // not JSON: nothing for the decoders (the envelope target covers parse errors)
    if (doc.isObject()) {
        decodeAsEveryType(doc.object());
        decodeAsEveryResponse(doc.object());
    } else {
        decodeAsEveryType(doc.array());
    }
    return 0;
}
