#pragma once

#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// Earlier versions kept the data of each binary in a folder named after it (serve.zone/cloudly-console,
// serve.zone/cloudlyctl), so the console's journal and audit log were not the ones cloudlyctl read. This
// moves what those folders hold into the one data home (core/util/datadir.h), once:
// - what the home does not have is moved (renamed; a journal after its write-ahead log is checkpointed);
// - a journal both have: the entries the home's file lacks are added (each once), the newer metrics
//   history is kept; the grants audit log: every entry of both once, in time order;
// - any other file both have: identical, the old copy goes; different, the home's stays and the old one is
//   kept next to it as "<name>.from-<old folder>" (logged as a warning), never overwritten.
// Each step is atomic (a rename or one SQLite transaction), so a crash leaves every byte in at least one
// place, and running it again finishes the work; a run with nothing left to move changes nothing. Emptied
// old folders are removed. A lock file in the home keeps two binaries starting at once from both working.
struct DataHomeMigration
{
    QStringList moved;     // paths below the home
    QStringList merged;    // paths below the home that took entries from an old folder
    QStringList keptAside; // paths below the home of old copies kept next to the home's own
    QStringList problems;  // what could not be moved (it stays where it was)
};
DataHomeMigration migrateDataHome(const QStringList& legacyHomes, const QString& home);

// What each binary calls before it touches its data: migrateDataHome(legacyDataHomes(), dataHome()), then
// every file and folder of the home made the owner's only (0600/0700). Logs what it did (category
// cloudly.storage: a move at info level, a copy kept aside or a problem as a warning).
DataHomeMigration prepareDataHome();

} // namespace core
} // namespace cloudly
