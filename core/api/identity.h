#pragma once

#include "core/api/jsonreader.h"

#include <QDateTime>

namespace cloudly {
namespace core {
// IIdentity: what Cloudly returns on login. It is sent back verbatim as `request.identity` in every
// authenticated call, so the original object is kept untouched in `raw`.
// The jwt never leaves memory: no toString/QDebug operator prints it; use `describe()` for logs.
struct Identity
{
    QString name;
    QString userId;
    QString type;         // "machine" | "human"
    QString role;         // "admin" | "user" | "api" | "cluster"
    qint64 expiresAt = 0; // ms since epoch
    QString jwt;
    QJsonObject raw;

    static std::optional<Identity> fromJson(const QJsonValue& value, const QString& path,
                                            DecodeErrors& errors);
    // The object to send as `request.identity`: exactly what the server sent.
    QJsonObject toJson() const { return raw; }
    // The identity without its jwt: safe for logs, `whoami` and exports.
    QJsonObject redactedJson() const;
    bool isExpired(const QDateTime& now = QDateTime::currentDateTimeUtc()) const;
    bool isAdmin() const { return role == QLatin1String("admin"); }
    QString describe() const; // "admin (human, admin)"
    bool isValid() const { return !jwt.isEmpty(); }
};

} // namespace core
} // namespace cloudly