#pragma once

#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// The one data home of every binary (the console, cloudlyctl): local state such as the offline cache,
// receipts, the grants audit log and the journal. `$CLOUDLY_DATA_DIR` when set, else
// `<GenericDataLocation>/serve.zone/cloudly` (on Linux `$XDG_DATA_HOME/serve.zone/cloudly`, by default
// `~/.local/share/serve.zone/cloudly`). It does not depend on the application name, so what the console
// records cloudlyctl reads, and the other way round.
QString dataHome();
// `name` joined onto dataHome().
QString dataPath(const QString& name);
// The per-binary folders earlier versions used (`<GenericDataLocation>/serve.zone/cloudly-console` and
// `…/cloudlyctl`), oldest claim first; empty when `$CLOUDLY_DATA_DIR` is set (an explicit home has no
// predecessors). Their content is moved into dataHome() once (core/storage/datahomemigration.h).
QStringList legacyDataHomes();

} // namespace core
} // namespace cloudly
