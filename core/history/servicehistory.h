#pragma once

#include "core/history/revision.h"
#include "core/journal/revisiontable.h"

#include <QList>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// The revisions of one service the console saw, rebuilt from its journal file, oldest first.
struct ServiceHistory
{
    QString serviceId;
    bool known = false; // the journal has anything about the service
    QList<Revision> revisions;
    QList<UnobservedSpan> unobserved; // every stretch the console did not watch, in time order

    // From the journal's rows: the recorded revisions, preceded by what older entries (only the changed
    // fields, from a console before revisions were kept) tell: one revision, not seen whole, per time a
    // change was seen.
    static ServiceHistory build(const QString& serviceId, const RevisionTable::ServiceRecords& records);
    // build() of what the journal file at `path` holds; nullopt and `error` when it cannot be read.
    static std::optional<ServiceHistory> load(const QString& path, const QString& serviceId, QString* error);

    // The revision numbered `number` (1-based), or null.
    const Revision* revision(int number) const;
};

// A revision named on the command line: "3", "latest", "latest~1" (the one before the latest). nullopt and
// `error` when the text is none of these or names no revision of `count`.
std::optional<int> parseRevisionRef(const QString& text, int count, QString* error);
// "A..B" with two such names. Syntax only when `count` < 0.
std::optional<std::pair<int, int>> parseRevisionRange(const QString& text, int count, QString* error);

} // namespace core
} // namespace cloudly
