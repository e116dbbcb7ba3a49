#include "core/api/preflightcontract.h"
#include "core/model/platformmatrixmodel.h"
#include "core/preflight/receiptoutline_p.h"
#include "core/preflight/validators.h"

namespace cloudly {
namespace core {
namespace preflight {
namespace outline {
namespace {

QList<OciPlatformDescriptorSummary> platformsOf(const QJsonObject& image)
{
    QList<OciPlatformDescriptorSummary> out;
    DecodeErrors errors;
    for (const QJsonValue& p : image.value(k("platforms")).toArray())
        if (auto d = OciPlatformDescriptorSummary::fromJson(p, QStringLiteral("$"), errors))
            out << *d;
    return out;
}

OutlineTable platformMatrix(const QJsonObject& current, const QJsonObject& requested)
{
    PlatformMatrixModel model;
    PlatformMatrixImage cur{OutlineSection::tr("current"), current.value(k("digest")).toString(),
                            current.value(k("mediaType")).toString(), platformsOf(current)};
    PlatformMatrixImage req{OutlineSection::tr("requested"), requested.value(k("digest")).toString(),
                            requested.value(k("mediaType")).toString(), platformsOf(requested)};
    model.setImages({cur, req});
    OutlineTable t{OutlineSection::tr("Platforms"), {}};
    for (int c = 0; c < model.columnCount(); ++c)
        t.headers << model.headerData(c, Qt::Horizontal).toString();
    for (int r = 0; r < model.rowCount(); ++r) {
        QList<OutlineCell> row;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            const QString state = index.data(PlatformMatrixModel::StateRole).toString();
            Tone tone = Tone::Neutral;
            if (c >= PlatformMatrixModel::FirstPlatformColumn || c == PlatformMatrixModel::TypeColumn)
                tone = (state == QLatin1String("runnable") || state == QLatin1String("index")) ? Tone::Good
                       : (state == QLatin1String("manifest-missing") || state == QLatin1String("missing") ||
                          state == QLatin1String("manifest"))
                           ? Tone::Bad
                           : Tone::Neutral;
            row << OutlineCell{index.data().toString(), tone, false, index.data(Qt::ToolTipRole).toString()};
        }
        t.rows << row;
    }
    t.key = k("platforms");
    if (model.columnCount() <= PlatformMatrixModel::FirstPlatformColumn)
        t.emptyText = OutlineSection::tr("Neither image lists any platform.");
    return t;
}

} // namespace

OutlineSection imagesSection(const QJsonObject& report)
{
    OutlineSection s{k("images"), OutlineSection::tr("Current and requested image"), {}, {}, {}};
    OutlineSection dummy;
    const QJsonObject cur = part(report, "currentImage", s);
    const QJsonObject req = part(report, "requestedImage", dummy);
    if (!dummy.note.isEmpty())
        s.note = s.note.isEmpty() ? dummy.note : s.note + QLatin1Char(' ') + dummy.note;
    const OutlineCell na{QStringLiteral("—")};
    // Media types as people say them ("OCI index"); the requested one must be an index.
    const auto mediaType = [](const QJsonObject& image, bool mustBeIndex) {
        OutlineCell c = text(image, "mediaType", false);
        const QJsonValue v = image.value(k("mediaType"));
        if (v.isString() && !v.toString().isEmpty()) {
            c = OutlineCell{PlatformMatrixModel::mediaTypeLabel(v.toString()), Tone::Neutral, false,
                            v.toString()};
            if (mustBeIndex)
                c.tone = PlatformMatrixModel::isIndexMediaType(v.toString()) ? Tone::Good : Tone::Bad;
        }
        return c;
    };
    OutlineTable side{
        {}, {QString(), OutlineSection::tr("Current image"), OutlineSection::tr("Requested image")}};
    side.rows << QList<OutlineCell>{{OutlineSection::tr("Tag")},
                                    text(cur, "tag", false),
                                    text(req, "releaseTag", false)}
              << QList<OutlineCell>{{OutlineSection::tr("Digest")},
                                    digest(cur, "digest", false),
                                    digest(req, "digest", false)}
              << QList<OutlineCell>{{OutlineSection::tr("Media type")},
                                    mediaType(cur, false),
                                    mediaType(req, true)}
              << QList<OutlineCell>{{OutlineSection::tr("Mutable reference")},
                                    flag(cur, "mutableReference", Polarity::TrueIsBad),
                                    na}
              << QList<OutlineCell>{{OutlineSection::tr("Release tag reserved")},
                                    na,
                                    flag(req, "tagReserved", Polarity::TrueIsGood)};
    side.stretchFrom = 1;
    // The reference is long (registry/repository:tag@digest): a row of its own, not a table column.
    s.rows << OutlineRow{OutlineSection::tr("Current image reference"),
                         text(cur, "imageReference", false, true)};
    s.tables << side << platformMatrix(cur, req);
    return s;
}

OutlineSection runtimeTasksSection(const QJsonObject& report)
{
    OutlineSection s{k("runtimeTasks"), OutlineSection::tr("Runtime tasks"), {}, {}, {}};
    OutlineTable t{{},
                   {OutlineSection::tr("Deployment"), OutlineSection::tr("Node"),
                    OutlineSection::tr("Status"), OutlineSection::tr("Health"),
                    OutlineSection::tr("Verification"), OutlineSection::tr("Reported digest"),
                    OutlineSection::tr("Image reference")}};
    for (const QJsonValue& item :
         list(report, "runtimeTasks", t, OutlineSection::tr("No runtime tasks: nothing is running.")))
        t.rows << QList<OutlineCell>{
            text(item.toObject(), "deploymentId", true, true),
            text(item.toObject(), "nodeName", false),
            toneByValue(item.toObject(), "status", true, {k("running")}, {k("failed")}),
            toneByValue(item.toObject(), "healthStatus", false, {k("healthy")}, {k("unhealthy")},
                        {k("unknown")}),
            toneByValue(item.toObject(), "verificationStatus", false, {k("verified")},
                        {k("missing"), k("mismatched")}, {k("pending")}),
            digest(item.toObject(), "reportedDigest", false),
            text(item.toObject(), "imageReference", false, true)};
    s.tables << t;
    return s;
}

OutlineSection attestationSection(const QJsonObject& report)
{
    OutlineSection s{k("runtimeAttestation"), OutlineSection::tr("Runtime attestation"), {}, {}, {}};
    const QJsonObject o = part(report, "runtimeAttestation", s);
    OutlineCell verified = number(o, "verifiedReplicaCount");
    if (o.value(k("verifiedReplicaCount")).isDouble() && o.value(k("requiredReplicaCount")).isDouble())
        verified.tone =
            o.value(k("verifiedReplicaCount")).toDouble() < o.value(k("requiredReplicaCount")).toDouble()
                ? Tone::Bad
                : Tone::Good;
    s.rows << OutlineRow{OutlineSection::tr("Required replicas"), number(o, "requiredReplicaCount")}
           << OutlineRow{OutlineSection::tr("Observed replicas"), number(o, "observedReplicaCount")}
           << OutlineRow{OutlineSection::tr("Healthy replicas"), number(o, "healthyReplicaCount")}
           << OutlineRow{OutlineSection::tr("Verified replicas"), verified}
           << OutlineRow{OutlineSection::tr("Consistent digest"),
                         flag(o, "consistentDigest", Polarity::TrueIsGood)};
    return s;
}

OutlineSection bindingsSection(const QJsonObject& report)
{
    OutlineSection s{k("platformBindings"), OutlineSection::tr("Platform bindings"), {}, {}, {}};
    OutlineTable t{{},
                   {OutlineSection::tr("Capability"), OutlineSection::tr("Desired state"),
                    OutlineSection::tr("Status")}};
    for (const QJsonValue& item :
         list(report, "platformBindings", t, OutlineSection::tr("No platform bindings.")))
        t.rows << QList<OutlineCell>{
            text(item.toObject(), "capability", true), text(item.toObject(), "desiredState", true),
            toneByValue(item.toObject(), "status", true, {k("ready")}, {k("degraded"), k("failed")},
                        {k("requested"), k("provisioning")})};
    s.tables << t;
    return s;
}

OutlineSection corestoreSection(const QJsonObject& report)
{
    OutlineSection s{k("corestore"), OutlineSection::tr("Corestore resources"), {}, {}, {}};
    OutlineTable existing{OutlineSection::tr("Existing"),
                          {OutlineSection::tr("Capability"), OutlineSection::tr("Provider"),
                           OutlineSection::tr("Resource name")}};
    QStringList existingKeys;
    for (const QJsonValue& item :
         list(report, "corestoreResources", existing, OutlineSection::tr("No existing resources."))) {
        const QJsonObject o = item.toObject();
        existingKeys << o.value(k("capability")).toString() + QLatin1Char(':') +
                            o.value(k("resourceName")).toString();
        existing.rows << QList<OutlineCell>{text(o, "capability", true), text(o, "provider", true),
                                            text(o, "resourceName", true, true)};
    }
    OutlineTable proposed{OutlineSection::tr("Proposed"),
                          {OutlineSection::tr("Capability"), OutlineSection::tr("Resource name"),
                           OutlineSection::tr("Existing?")}};
    const QJsonObject proposal = report.value(k("proposed")).toObject();
    for (const QJsonValue& item :
         list(proposal, "corestoreResources", proposed, OutlineSection::tr("No resources proposed."))) {
        const QJsonObject o = item.toObject();
        const bool exists = existingKeys.contains(o.value(k("capability")).toString() + QLatin1Char(':') +
                                                  o.value(k("resourceName")).toString());
        proposed.rows << QList<OutlineCell>{text(o, "capability", true), text(o, "resourceName", true, true),
                                            exists ? OutlineCell{OutlineSection::tr("already exists")}
                                                   : OutlineCell{OutlineSection::tr("new")}};
    }
    s.tables << existing << proposed;
    return s;
}

OutlineSection namespaceSection(const QJsonObject& report)
{
    OutlineSection s{k("namespace"), OutlineSection::tr("Proposed namespace safety"), {}, {}, {}};
    const QJsonObject o = part(report, "proposed", s);
    s.rows << OutlineRow{OutlineSection::tr("Namespace"), text(o, "namespace", true, true)}
           << OutlineRow{OutlineSection::tr("Reserved for this deployment"),
                         flag(o, "namespaceReserved", Polarity::TrueIsGood)}
           << OutlineRow{OutlineSection::tr("Proven blank"),
                         triState(o, "namespaceBlank", Polarity::TrueIsGood)}
           << OutlineRow{OutlineSection::tr("Would replace existing state"),
                         triState(o, "wouldReplaceExistingState", Polarity::TrueIsBad)}
           << OutlineRow{OutlineSection::tr("Version reserved"),
                         flag(o, "versionReserved", Polarity::TrueIsGood)}
           << OutlineRow{OutlineSection::tr("Corestore inventory complete"),
                         flag(o, "inventoryComplete", Polarity::TrueIsGood)};
    return s;
}

OutlineSection authorizationSection(const QJsonObject& report)
{
    OutlineSection s{k("authorization"), OutlineSection::tr("Authorization checks"), {}, {}, {}};
    OutlineTable t{{},
                   {OutlineSection::tr("Capability"), OutlineSection::tr("Granted"),
                    OutlineSection::tr("Needed for this deployment")}};
    const QStringList needed = {k("deployment:preflight"), k("deployment:create-greenfield")};
    QStringList seen;
    for (const QJsonValue& item :
         list(report, "authorizationChecks", t, OutlineSection::tr("No authorization checks."))) {
        const QJsonObject o = item.toObject();
        const QString capability = o.value(k("capability")).toString();
        seen << capability;
        const bool required = needed.contains(capability);
        OutlineCell granted = flag(o, "granted", required ? Polarity::TrueIsGood : Polarity::Neutral);
        t.rows << QList<OutlineCell>{
            text(o, "capability", true, true), granted,
            OutlineCell{required ? OutlineSection::tr("required")
                                 : OutlineSection::tr("not for a greenfield deployment")}};
    }
    if (report.value(k("authorizationChecks")).isArray())
        for (const QString& capability : needed)
            if (!seen.contains(capability))
                t.rows << QList<OutlineCell>{
                    {capability, Tone::Neutral, true}, missing(), {OutlineSection::tr("required")}};
    s.tables << t;
    return s;
}

} // namespace outline
} // namespace preflight
} // namespace core
} // namespace cloudly