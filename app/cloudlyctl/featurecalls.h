#pragma once

#include "ctlcontext.h"

#include "core/api/jsonreader.h"
#include "core/api/methods.h"
#include "core/filter/filterexpression.h"

namespace cloudly {
namespace ctl {
// What the interfaces-5.8 commands (backups, volumes, baseos, settings) read from the profile's settings: the
// method names (renamed per profile, core::AppSettings::methodNames), the backup maximum age and the
// heartbeat stale time. Defaults without --profile.
struct FeatureSettings
{
    core::MethodNames names;
    qint64 backupMaxAgeMs = 0;
    qint64 heartbeatStaleAfterMs = 0;
};
FeatureSettings featureSettings(const Context& ctx);

// Calls `method` through core::FleetQueries::fetch (the path the console uses; the profile's name is sent)
// and hands the response to `ok`. A server without the method: "this server does not offer <feature> ..."
// naming the name sent, exit 1; any other error: the error, exit 1.
void callFeature(const Context& ctx, const QString& feature, const QString& method,
                 const QJsonObject& request, std::function<void(const QJsonObject& response)> ok);
// The reply did not match the contract: the paths, exit 1.
void failDecode(const Context& ctx, const QString& method, const core::DecodeErrors& errors);
// Headers of a table: the filter field names in upper case.
QStringList upperHeaders(const QStringList& fields);
// --filter over `fields`; false after a usage error (exit 2) naming the term.
bool checkFilter(const Context& ctx, const QString& command, const QStringList& fields,
                 const QList<core::FilterExpression::FieldKind>& kinds);
bool rowMatches(const Context& ctx, const QStringList& fields,
                const QList<core::FilterExpression::FieldKind>& kinds, const QStringList& filterCells);
// table/json/csv only, and no positional argument beyond `maxArgs`; false after a usage error.
bool checkListing(const Context& ctx, const QString& command, int maxArgs);

} // namespace ctl
} // namespace cloudly
