#pragma once

#include "core/api/jsonreader.h"

namespace cloudly {
namespace core {
// Legacy (registry-less) IImage (docs/CONTRACTS.md, Images; 5.0.4/5.3.0): no OCI digest or
// platform data. Required: `id`, `data`, and `versions[].versionString`; everything else is optional and
// unknown keys survive in `raw`. Lists: absent == empty.

struct ImageLocation
{
    std::optional<bool> internal;
    std::optional<QString> externalRegistryId;
    std::optional<QString> externalImageTag;
    QJsonObject raw;

    static std::optional<ImageLocation> fromJson(const QJsonValue& value, const QString& path,
                                                 DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct ImageVersion
{
    QString versionString;
    std::optional<QString> storagePath;
    std::optional<double> size;      // bytes
    std::optional<qint64> createdAt; // ms since epoch
    QJsonObject raw;

    static std::optional<ImageVersion> fromJson(const QJsonValue& value, const QString& path,
                                                DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct ImageData
{
    std::optional<QString> name;
    std::optional<QString> description;
    std::optional<ImageLocation> location;
    QList<ImageVersion> versions;
    QJsonObject raw;

    static std::optional<ImageData> fromJson(const QJsonValue& value, const QString& path,
                                             DecodeErrors& errors);
    QJsonObject toJson() const;
};

struct Image
{
    QString id;
    ImageData data;
    QJsonObject raw;

    static std::optional<Image> fromJson(const QJsonValue& value, const QString& path, DecodeErrors& errors);
    QJsonObject toJson() const;
    QString displayName() const { return data.name.value_or(id); }
    bool isExternal() const { return data.location && data.location->internal == false; }
};

// `response.images` (getAllImages). Elements that fail are skipped, their errors appended.
QList<Image> decodeImages(const QJsonObject& response, DecodeErrors& errors);
// `response.image` (getImage).
std::optional<Image> decodeImage(const QJsonObject& response, DecodeErrors& errors);

} // namespace core
} // namespace cloudly