#pragma once

#include "core/rules/secretkey.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace cloudly {
namespace core {
// The form a list reply takes in a support bundle: every element redacted by the rule of its kind, the
// one the offline cache applies (InventoryCache::scrub: services keep their environment's names with every
// value "", runtime tasks lose their log, BaseOS image builds their build log, and every secret-looking key,
// private key and URL user info goes, at any depth). An element nothing was taken from keeps its bytes
// exactly as the server sent them, so a listing read from the bundle prints what the server printed.
// `method` is one of bundle::inventoryMethods(); every change is noted in *log with its JSON path
// ("$.services[3].data.environment.DB_URL"). Empty with *error for bytes that are not a JSON object.
QByteArray redactInventoryReply(const QString& method, QByteArrayView response, RedactionLog* log,
                                QString* error);

} // namespace core
} // namespace cloudly
