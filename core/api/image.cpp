#include "core/api/image.h"

#include "core/api/contractfields_p.h"

namespace cloudly {
namespace core {

using namespace contractfields;
namespace {} // namespace

std::optional<ImageLocation> ImageLocation::fromJson(const QJsonValue& value, const QString& path,
                                                     DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ImageLocation out;
    out.internal = r->optionalBool(u"internal");
    out.externalRegistryId = r->optionalString(u"externalRegistryId");
    out.externalImageTag = r->optionalString(u"externalImageTag");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ImageLocation::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"internal", internal);
    writeOptional(o, u"externalRegistryId", externalRegistryId);
    writeOptional(o, u"externalImageTag", externalImageTag);
    return o;
}

std::optional<ImageVersion> ImageVersion::fromJson(const QJsonValue& value, const QString& path,
                                                   DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ImageVersion out;
    out.versionString = r->requiredString(u"versionString");
    out.storagePath = r->optionalString(u"storagePath");
    out.size = r->optionalNumber(u"size");
    out.createdAt = r->optionalInteger(u"createdAt");
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ImageVersion::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"versionString", versionString);
    writeOptional(o, u"storagePath", storagePath);
    writeOptional(o, u"size", size);
    writeOptional(o, u"createdAt", createdAt);
    return o;
}

std::optional<ImageData> ImageData::fromJson(const QJsonValue& value, const QString& path,
                                             DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    ImageData out;
    out.name = r->optionalString(u"name");
    out.description = r->optionalString(u"description");
    out.location = optionalChild<ImageLocation>(*r, u"location", errors);
    out.versions = childList<ImageVersion>(*r, u"versions", false, errors);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject ImageData::toJson() const
{
    QJsonObject o = raw;
    writeOptional(o, u"name", name);
    writeOptional(o, u"description", description);
    if (location)
        o.insert(u"location", location->toJson());
    else
        o.remove(u"location");
    if (!versions.isEmpty() || o.contains(u"versions")) {
        QJsonArray a;
        for (const ImageVersion& v : versions)
            a.append(v.toJson());
        o.insert(u"versions", a);
    }
    return o;
}

std::optional<Image> Image::fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors)
{
    const qsizetype before = errors.size();
    std::optional<JsonReader> r = objectReader(value, path, errors);
    if (!r)
        return std::nullopt;
    Image out;
    out.id = r->requiredString(u"id");
    if (std::optional<ImageData> d = requiredChild<ImageData>(*r, u"data", errors))
        out.data = std::move(*d);
    out.raw = r->object();
    if (errors.size() != before)
        return std::nullopt;
    return out;
}

QJsonObject Image::toJson() const
{
    QJsonObject o = raw;
    o.insert(u"id", id);
    o.insert(u"data", data.toJson());
    return o;
}

QList<Image> decodeImages(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return childList<Image>(r, u"images", true, errors);
}

std::optional<Image> decodeImage(const QJsonObject& response, DecodeErrors& errors)
{
    JsonReader r(response, QStringLiteral("$"), &errors);
    return requiredChild<Image>(r, u"image", errors);
}

} // namespace core
} // namespace cloudly