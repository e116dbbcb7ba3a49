#include "core/inventory/inventoryrefresher.h"

#include "core/api/methods.h"
#include "core/ingest/deploymentingest.h"
#include "core/json/jsonbytes.h"
#include "core/session/session.h"
#include "core/util/logging.h"
#include "core/util/processmemory.h"

#include <QJsonDocument>

namespace cloudly {
namespace core {
namespace {

constexpr int kPushDebounceMs = 150;
constexpr int kMinNoReplyMs = 15000;

const QString& listKey(InventoryRefresher::Resource resource)
{
    static const QString keys[] = {QStringLiteral("services"), QStringLiteral("deployments"),
                                   QStringLiteral("clusters"), QStringLiteral("images")};
    return keys[static_cast<int>(resource)];
}

constexpr std::array<InventoryRefresher::Resource, InventoryRefresher::ResourceCount> kAllResources = {
    InventoryRefresher::Resource::Services, InventoryRefresher::Resource::Deployments,
    InventoryRefresher::Resource::Clusters, InventoryRefresher::Resource::Images};

// The order the calls are sent in, which is the order the server answers in: the runtime tasks first — the
// list an operator waits for — so their reply is decoded and shown before the services reply is read
// (decoding 10k services takes longer than the tasks' own decode at 100k).
constexpr std::array<InventoryRefresher::Resource, InventoryRefresher::ResourceCount> kPollOrder = {
    InventoryRefresher::Resource::Deployments, InventoryRefresher::Resource::Services,
    InventoryRefresher::Resource::Clusters, InventoryRefresher::Resource::Images};

std::optional<ImagePlatformInfo> decodePlatformEntry(JsonReader& reader)
{
    ImagePlatformInfo info;
    info.source = ImagePlatformInfo::Source::Server;
    info.raw = reader.object();
    info.imageId = reader.optionalString(u"imageId").value_or(QString());
    info.image.digest = reader.optionalString(u"digest").value_or(QString());
    info.image.mediaType = reader.optionalString(u"mediaType").value_or(QString());
    const QString tag = reader.optionalString(u"tag").value_or(QString());
    const int before = reader.errorCount();
    const std::optional<QJsonArray> platforms = reader.optionalArray(u"platforms");
    if (!platforms) {
        if (reader.errorCount() == before)
            reader.fail(u"platforms", QStringLiteral("missing required field"));
        return std::nullopt;
    }
    const QString base = reader.childPath(u"platforms");
    for (qsizetype i = 0; i < platforms->size(); ++i) {
        const QString path = base + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
        if (std::optional<OciPlatformDescriptorSummary> p =
                OciPlatformDescriptorSummary::fromJson(platforms->at(i), path, *reader.errors()))
            info.image.platforms.append(*p);
    }
    QString label = info.imageId;
    if (!tag.isEmpty())
        label = label.isEmpty() ? tag : label + QLatin1Char(':') + tag;
    info.image.label = label;
    info.key = QStringLiteral("image:") + (info.imageId.isEmpty() ? info.image.digest : info.imageId);
    return info;
}

} // namespace

QList<ImagePlatformInfo> decodeImagePlatforms(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader reader(response, QStringLiteral("$"), &errors);
    if (reader.has(u"images")) {
        return reader.objectList<ImagePlatformInfo>(
            u"images", true, [](JsonReader& item) { return decodePlatformEntry(item); });
    }
    QList<ImagePlatformInfo> out;
    if (std::optional<ImagePlatformInfo> single = decodePlatformEntry(reader))
        out.append(*single);
    return out;
}

InventoryRefresher::InventoryRefresher(Session* session, QObject* parent)
    : QObject(parent), m_session(session), m_client(session->client())
{
    m_timer.setInterval(m_intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &InventoryRefresher::onTick);
    m_pushDebounce.setSingleShot(true);
    m_pushDebounce.setInterval(kPushDebounceMs);
    connect(&m_pushDebounce, &QTimer::timeout, this, &InventoryRefresher::refreshNow);

    connect(m_client, &TypedSocketClient::stateChanged, this, &InventoryRefresher::onClientStateChanged);
    connect(m_client, &TypedSocketClient::disconnected, this,
            [this](const QString& reason) { m_disconnectReason = reason; });
    connect(m_client, &TypedSocketClient::pushReceived, this,
            [this](const QString& method, const QJsonObject&) { onPush(method); });
    connect(m_session, &Session::identityChanged, this, &InventoryRefresher::onIdentityChanged);

    // getDeployments replies (100k tasks ≈ 40 MB) are decoded straight from the frame bytes.
    m_client->addRawReplyMethod(methods::getDeployments);
    // getServices replies too: an unchanged list (the usual poll) is recognised by a hash of its bytes,
    // without building its JSON tree.
    m_client->addRawReplyMethod(methods::getServices);

    m_wasConnected = m_client->state() == TypedSocketClient::State::Connected;
    m_timer.start();
    if (canCall())
        QTimer::singleShot(0, this, &InventoryRefresher::refreshNow);
}

InventoryRefresher::~InventoryRefresher() = default;

QString InventoryRefresher::methodFor(Resource resource)
{
    switch (resource) {
    case Resource::Services:
        return methods::getServices;
    case Resource::Deployments:
        return methods::getDeployments;
    case Resource::Clusters:
        return methods::getClusters;
    case Resource::Images:
        return methods::getAllImages;
    }
    return {};
}

QString InventoryRefresher::resourceName(Resource resource)
{
    switch (resource) {
    case Resource::Services:
        return tr("services");
    case Resource::Deployments:
        return tr("runtime tasks");
    case Resource::Clusters:
        return tr("clusters and nodes");
    case Resource::Images:
        return tr("images");
    }
    return {};
}

void InventoryRefresher::setInterval(int ms)
{
    m_intervalMs = ms > 0 ? ms : DefaultIntervalMs;
    m_timer.setInterval(m_intervalMs);
}

int InventoryRefresher::noReplyThreshold() const
{
    return m_noReplyMs > 0 ? m_noReplyMs : qMax(2 * m_intervalMs, kMinNoReplyMs);
}

Freshness InventoryRefresher::freshness(Resource resource) const
{
    return state(resource).freshness;
}

Freshness InventoryRefresher::freshness() const
{
    QList<Freshness> parts;
    for (const State& s : m_state)
        parts.append(s.freshness);
    return Freshness::combine(parts);
}

bool InventoryRefresher::isInFlight(Resource resource) const
{
    return state(resource).inFlight;
}

int InventoryRefresher::callCount(Resource resource) const
{
    return state(resource).calls;
}

int InventoryRefresher::replyCount(Resource resource) const
{
    return state(resource).replies;
}

bool InventoryRefresher::canCall() const
{
    return m_session->isAuthenticated() && m_client->state() == TypedSocketClient::State::Connected;
}

void InventoryRefresher::pause()
{
    if (m_paused)
        return;
    m_paused = true;
    m_timer.stop();
    for (Resource r : kAllResources) {
        Freshness f = state(r).freshness;
        f.paused = true;
        setFreshness(r, f);
    }
    Q_EMIT pausedChanged(true);
}

void InventoryRefresher::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    for (Resource r : kAllResources) {
        Freshness f = state(r).freshness;
        f.paused = false;
        setFreshness(r, f);
    }
    m_timer.start();
    Q_EMIT pausedChanged(false);
    refreshNow();
}

void InventoryRefresher::refreshNow()
{
    for (Resource r : kPollOrder)
        poll(r, true);
    pollPlatforms();
}

void InventoryRefresher::onTick()
{
    // A reply that takes far longer than a poll period: the data on screen is not live any more.
    const QDateTime now = QDateTime::currentDateTime();
    for (Resource r : kAllResources) {
        const State& s = state(r);
        if (s.inFlight && s.startedAt.msecsTo(now) > noReplyThreshold() &&
            s.freshness.reason == Freshness::StaleReason::None) {
            markStale(r, Freshness::StaleReason::NoReply,
                      tr("%1 has not answered for %2")
                          .arg(methodFor(r), Freshness::formatAge(s.startedAt.secsTo(now))));
        }
    }
    if (m_paused)
        return;
    // A resource still waiting for its reply is skipped (not queued): a slow server is polled at most
    // once per interval after each reply, never back to back.
    for (Resource r : kPollOrder)
        poll(r, false);
    pollPlatforms();
}

void InventoryRefresher::poll(Resource resource, bool queueIfBusy)
{
    State& s = state(resource);
    if (s.inFlight) {
        s.again = s.again || queueIfBusy;
        return;
    }
    if (!m_session->isAuthenticated())
        return; // not logged in (yet): nothing to refresh, nothing stale
    if (m_client->state() != TypedSocketClient::State::Connected) {
        const QString reason = m_disconnectReason.isEmpty() ? m_client->lastError() : m_disconnectReason;
        markStale(resource, Freshness::StaleReason::Disconnected,
                  reason.isEmpty() ? TypedSocketClient::stateName(m_client->state()) : reason);
        return;
    }
    s.inFlight = true;
    s.again = false;
    s.startedAt = QDateTime::currentDateTime();
    ++s.calls;
    const quint64 generation = s.generation;
    m_session->call(methodFor(resource), {}, this, [this, resource, generation](const CallResult& result) {
        onReply(resource, generation, result);
    });
}

void InventoryRefresher::onReply(Resource resource, quint64 generation, const CallResult& result)
{
    State& s = state(resource);
    if (generation != s.generation)
        return; // answered after a disconnect reset this resource; a new call may be in flight
    s.inFlight = false;
    ++s.replies;
    const QString method = methodFor(resource);
    if (!result.ok()) {
        const bool connection = result.error.kind == CallError::Kind::NotConnected ||
                                result.error.kind == CallError::Kind::ConnectionLost;
        const QString message = result.error.message();
        qCInfo(lcModel) << "refresh of" << method << "failed:" << message;
        markStale(resource,
                  connection ? Freshness::StaleReason::Disconnected : Freshness::StaleReason::RefreshFailed,
                  message);
        Q_EMIT refreshFailed(resource, message);
    } else {
        QString error;
        const std::optional<quint64> hashBefore = s.lastHash;
        if (resource == Resource::Deployments && !result.raw.isNull()
                ? applyDeploymentBytes(result.raw, &error)
                : apply(resource, result, &error)) {
            markFresh(resource);
        } else {
            qCWarning(lcModel) << "refresh of" << method << "kept the last good data:" << error;
            markStale(resource, Freshness::StaleReason::RefreshFailed, error);
            Q_EMIT refreshFailed(resource, error);
        }
        // The big replies are read through many small blocks (the parsed JSON, the frame) that are freed
        // once this callback returns; give the free pages back then, or they stay resident (~70 MB at 100k).
        // After unchanged replies (the usual poll) ever more rarely — the 1st, 2nd, 4th, 8th, … since the
        // last decode, which still returns what the one-off work after a load freed: trimming every poll
        // handed back the pages the next poll faulted in again (most of the idle console's kernel time).
        const bool decoded = s.lastHash != hashBefore || !s.lastHash;
        s.unchangedSinceDecode = decoded ? 0 : s.unchangedSinceDecode + 1;
        const bool backedOff = (s.unchangedSinceDecode & (s.unchangedSinceDecode - 1)) == 0;
        if ((resource == Resource::Services || resource == Resource::Deployments) && (decoded || backedOff))
            QTimer::singleShot(0, this, [] { trimHeap(); });
    }
    if (s.again && !m_paused) {
        s.again = false;
        poll(resource, true);
    }
}

bool InventoryRefresher::applyDeploymentBytes(const ScannedJson& response, QString* error)
{
    State& s = state(Resource::Deployments);
    // A reply whose bytes hash like the last good one's is neither decoded nor emitted.
    if (s.freshness.isLoaded() && s.lastHash == response.hash) {
        json::releaseIndex(response);
        return true;
    }
    DecodeErrors errors;
    DeploymentTable decoded = decodeDeploymentTable(response, errors);
    if (!errors.isEmpty()) {
        *error = tr("%1: the reply does not match the contract: %2")
                     .arg(methodFor(Resource::Deployments), joinDecodeErrors(errors));
        return false;
    }
    // Kept packed (zstd, rows unchanged since the last table keep their compressed bytes): the 40 MB
    // reply is let go once this returns instead of being held until the next change.
    m_deployments = std::move(decoded).packed(m_deployments);
    s.lastGood = QJsonValue();
    s.lastHash = response.hash;
    // Handed on once this reply's callback has returned: the 40 MB frame is freed by then, so the views'
    // and the journal's work on the new table is not resident on top of it (the console's memory peak).
    QMetaObject::invokeMethod(
        this, [this] { Q_EMIT deploymentsUpdated(m_deployments); }, Qt::QueuedConnection);
    return true;
}

bool InventoryRefresher::apply(Resource resource, const CallResult& result, QString* error)
{
    State& s = state(resource);
    const QJsonObject& response = result.response;
    const QJsonValue list = resource == Resource::Services ? QJsonValue() : response.value(listKey(resource));
    if (resource != Resource::Services && s.freshness.isLoaded() && !s.lastHash && list == s.lastGood)
        return true; // unchanged: nothing to decode or emit

    DecodeErrors errors;
    const auto fail = [&] {
        *error = tr("%1: the reply does not match the contract: %2")
                     .arg(methodFor(resource), joinDecodeErrors(errors));
        return false;
    };
    switch (resource) {
    case Resource::Services: {
        // Services are recognised by the hash of their bytes (the reply's, or for a reply decoded as usual,
        // the list's compact JSON), not by keeping the list: that would keep every parsed service alive
        // next to the decoded ones and their bytes.
        const auto apply = [&](QList<Service> decoded, quint64 hash) {
            if (!errors.isEmpty())
                return fail();
            m_services = std::move(decoded);
            s.lastGood = QJsonValue();
            s.lastHash = hash;
            m_labels.setServices(m_services);
            Q_EMIT servicesUpdated(m_services);
            Q_EMIT labelsUpdated();
            return true;
        };
        const JsonSlice& bytes = result.raw.bytes;
        if (!bytes.isNull()) {
            // The scan's index of the frame is not used for services: freed before the decode.
            json::releaseIndex(result.raw);
            if (s.freshness.isLoaded() && s.lastHash == result.raw.hash)
                return true;
            // One parse of the reply's bytes; the raws are slices of the frame (no compact copy).
            return apply(decodeServicesJson(bytes, errors), result.raw.hash);
        }
        const QByteArray compact = compactServicesJson(response);
        const quint64 hash = json::hashBytes(compact);
        if (s.freshness.isLoaded() && s.lastHash == hash)
            return true;
        return apply(decodeServicesCompact(response, errors, compact), hash);
    }
    case Resource::Deployments: {
        DeploymentTable decoded = DeploymentTable::fromList(decodeDeployments(response, errors));
        if (!errors.isEmpty())
            return fail();
        m_deployments = std::move(decoded);
        s.lastGood = list;
        s.lastHash.reset();
        Q_EMIT deploymentsUpdated(m_deployments);
        return true;
    }
    case Resource::Clusters: {
        QList<Cluster> decoded = decodeClusters(response, errors);
        if (!errors.isEmpty())
            return fail();
        m_clusters = std::move(decoded);
        s.lastGood = list;
        s.lastHash.reset();
        m_labels.setClusters(m_clusters);
        Q_EMIT clustersUpdated(m_clusters);
        Q_EMIT labelsUpdated();
        return true;
    }
    case Resource::Images: {
        QList<Image> decoded = decodeImages(response, errors);
        if (!errors.isEmpty())
            return fail();
        m_images = std::move(decoded);
        s.lastGood = list;
        s.lastHash.reset();
        m_labels.setImages(m_images);
        Q_EMIT imagesUpdated(m_images);
        Q_EMIT labelsUpdated();
        return true;
    }
    }
    return false;
}

void InventoryRefresher::markFresh(Resource resource)
{
    state(resource).cached = false;
    Freshness f = state(resource).freshness;
    f.lastSuccess = QDateTime::currentDateTime();
    f.reason = Freshness::StaleReason::None;
    f.error.clear();
    f.staleSince = QDateTime();
    f.paused = m_paused;
    setFreshness(resource, f);
}

void InventoryRefresher::markStale(Resource resource, Freshness::StaleReason reason, const QString& error)
{
    Freshness f = state(resource).freshness;
    if (!f.isStale())
        f.staleSince = QDateTime::currentDateTime();
    f.reason = reason;
    f.error = error;
    f.paused = m_paused;
    setFreshness(resource, f);
}

void InventoryRefresher::setFreshness(Resource resource, const Freshness& freshness)
{
    State& s = state(resource);
    if (s.freshness == freshness)
        return;
    s.freshness = freshness;
    Q_EMIT freshnessChanged();
}

void InventoryRefresher::onClientStateChanged(TypedSocketClient::State clientState)
{
    const bool connected = clientState == TypedSocketClient::State::Connected;
    if (connected) {
        m_wasConnected = true;
        m_disconnectReason.clear();
        m_platformSupport = Support::Unknown; // another server may be behind the same URL now
        if (canCall() && !m_paused)
            refreshNow();
        return;
    }
    if (!m_wasConnected && clientState != TypedSocketClient::State::Disconnected &&
        clientState != TypedSocketClient::State::Reconnecting)
        return;
    // The link is down: calls in flight will fail; what is on screen is no longer live.
    const QString reason = m_disconnectReason.isEmpty() ? m_client->lastError() : m_disconnectReason;
    for (Resource r : kAllResources) {
        State& s = state(r);
        if (s.inFlight) {
            // The call is abandoned: its reply (or failure) is ignored when it comes.
            s.inFlight = false;
            s.again = false;
            ++s.generation;
            ++s.replies;
        }
        if (s.freshness.isLoaded() || m_session->isAuthenticated())
            markStale(r, Freshness::StaleReason::Disconnected,
                      reason.isEmpty() ? TypedSocketClient::stateName(clientState) : reason);
    }
    m_platformsInFlight = false;
}

void InventoryRefresher::onIdentityChanged()
{
    if (m_session->isAuthenticated()) {
        if (!m_paused)
            refreshNow();
        return;
    }
    // Logged out: keep what is shown, but it is no longer being refreshed.
    for (Resource r : kAllResources) {
        if (state(r).freshness.isLoaded())
            markStale(r, Freshness::StaleReason::Disconnected, tr("logged out"));
    }
}

void InventoryRefresher::onPush(const QString& method)
{
    qCDebug(lcModel) << "server push" << method << "-> refresh";
    if (!m_paused)
        m_pushDebounce.start();
}

void InventoryRefresher::pollPlatforms()
{
    if (m_platformSupport == Support::Unsupported || m_platformsInFlight || !canCall())
        return;
    m_platformsInFlight = true;
    m_session->call(imagePlatformsMethod(), {}, this, [this](const CallResult& result) {
        m_platformsInFlight = false;
        if (!result.ok()) {
            if (result.error.isNoMethod()) {
                qCInfo(lcModel) << "the server has no" << imagePlatformsMethod()
                                << "; OCI platforms only come from preflight reports";
                m_platformSupport = Support::Unsupported;
            }
            return;
        }
        m_platformSupport = Support::Supported;
        if (result.response == m_lastPlatformsReply)
            return;
        DecodeErrors errors;
        QList<ImagePlatformInfo> decoded = decodeImagePlatforms(result.response, errors);
        if (!errors.isEmpty()) {
            const QString message = tr("%1: the reply does not match the expected shape: %2")
                                        .arg(imagePlatformsMethod(), joinDecodeErrors(errors));
            qCWarning(lcModel) << message;
            Q_EMIT refreshFailed(Resource::Images, message);
            return;
        }
        const QDateTime now = QDateTime::currentDateTime();
        for (ImagePlatformInfo& info : decoded)
            info.observedAt = now;
        m_serverPlatforms = std::move(decoded);
        m_lastPlatformsReply = result.response;
        Q_EMIT imagePlatformsUpdated();
    });
}

void InventoryRefresher::addPreflightReport(const DeploymentPreflightReport& report,
                                            const QDateTime& observedAt)
{
    const QString serviceId = report.service.serviceId;
    if (serviceId.isEmpty())
        return;
    const QDateTime when = observedAt.isValid() ? observedAt : QDateTime::currentDateTime();
    const QString name = report.service.serviceName.isEmpty() ? serviceId : report.service.serviceName;

    const auto upsert = [this](ImagePlatformInfo info) {
        for (ImagePlatformInfo& known : m_preflightPlatforms) {
            if (known.key == info.key) {
                known = std::move(info);
                return;
            }
        }
        m_preflightPlatforms.append(std::move(info));
    };
    const auto remove = [this](const QString& key) {
        m_preflightPlatforms.removeIf([&](const ImagePlatformInfo& i) { return i.key == key; });
    };

    ImagePlatformInfo current;
    current.key = QStringLiteral("preflight:%1:current").arg(serviceId);
    current.serviceId = serviceId;
    current.current = true;
    current.observedAt = when;
    current.image = PlatformMatrixImage::fromCurrentImage(QString(), report.currentImage);
    current.image.label = report.currentImage.tag ? tr("%1 current (%2)").arg(name, *report.currentImage.tag)
                                                  : tr("%1 current").arg(name);
    current.raw = report.currentImage.raw;
    if (report.currentImage.digest || !report.currentImage.platforms.isEmpty())
        upsert(current);
    else
        remove(current.key);

    ImagePlatformInfo requested;
    requested.key = QStringLiteral("preflight:%1:requested").arg(serviceId);
    requested.serviceId = serviceId;
    requested.current = false;
    requested.observedAt = when;
    requested.image = PlatformMatrixImage::fromRequestedImage(QString(), report.requestedImage);
    requested.image.label = report.requestedImage.releaseTag
                                ? tr("%1 requested (%2)").arg(name, *report.requestedImage.releaseTag)
                                : tr("%1 requested").arg(name);
    requested.raw = report.requestedImage.raw;
    if (report.requestedImage.digest || !report.requestedImage.platforms.isEmpty())
        upsert(requested);
    else
        remove(requested.key);
    Q_EMIT imagePlatformsUpdated();
}

QList<ImagePlatformInfo> InventoryRefresher::imagePlatforms() const
{
    return m_preflightPlatforms + m_serverPlatforms;
}

void InventoryRefresher::restoreCached(const std::optional<QList<Service>>& services,
                                       const std::optional<DeploymentTable>& deployments,
                                       const std::optional<QList<Cluster>>& clusters,
                                       const std::optional<QList<Image>>& images,
                                       const QMap<Resource, QDateTime>& savedAt, const QString& reason)
{
    const auto take = [&](Resource r) {
        State& s = state(r);
        if ((s.freshness.isLoaded() && !s.cached) || !savedAt.value(r).isValid())
            return false; // live data wins over any cache
        s.cached = true;
        s.lastGood = QJsonValue(); // the first live reply is always applied
        s.lastHash.reset();
        Freshness f;
        f.lastSuccess = savedAt.value(r);
        f.reason = Freshness::StaleReason::Disconnected;
        f.error = reason;
        f.staleSince = QDateTime::currentDateTime();
        f.paused = m_paused;
        setFreshness(r, f);
        return true;
    };
    if (services && take(Resource::Services)) {
        m_services = *services;
        m_labels.setServices(m_services);
        Q_EMIT servicesUpdated(m_services);
        Q_EMIT labelsUpdated();
    }
    if (deployments && take(Resource::Deployments)) {
        m_deployments = *deployments;
        Q_EMIT deploymentsUpdated(m_deployments);
    }
    if (clusters && take(Resource::Clusters)) {
        m_clusters = *clusters;
        m_labels.setClusters(m_clusters);
        Q_EMIT clustersUpdated(m_clusters);
        Q_EMIT labelsUpdated();
    }
    if (images && take(Resource::Images)) {
        m_images = *images;
        m_labels.setImages(m_images);
        Q_EMIT imagesUpdated(m_images);
        Q_EMIT labelsUpdated();
    }
}

void InventoryRefresher::clear()
{
    for (Resource r : kAllResources) {
        State& s = state(r);
        s.cached = false;
        s.lastGood = QJsonValue();
        s.lastHash.reset();
        setFreshness(r, Freshness{});
    }
    m_services.clear();
    m_deployments = DeploymentTable();
    m_clusters.clear();
    m_images.clear();
    m_labels.setServices(m_services);
    Q_EMIT servicesUpdated(m_services);
    Q_EMIT labelsUpdated();
    Q_EMIT deploymentsUpdated(m_deployments);
    m_labels.setClusters(m_clusters);
    Q_EMIT clustersUpdated(m_clusters);
    Q_EMIT labelsUpdated();
    m_labels.setImages(m_images);
    Q_EMIT imagesUpdated(m_images);
    Q_EMIT labelsUpdated();
}

} // namespace core
} // namespace cloudly
