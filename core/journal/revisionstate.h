#pragma once

#include "core/json/jsonslice.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// What the change journal keeps of one revision of a service: its `data` as the server sent it, with
// - the values of environment variables replaced by "(hidden)" (the names are kept: a name added or removed
//   is part of the revision),
// - every value under a secret-looking key (core/rules/secretkey.h, the one rule) replaced by "(hidden)",
// - the runtime list `deploymentIds` left out (which tasks run is not the service's configuration).
// A change of a hidden value alone therefore makes no new revision: its value is never kept.
QJsonObject revisionState(const QJsonObject& service);
// revisionState() as compact JSON (deterministic for equal values): what the journal stores and compares.
QByteArray revisionStateBytes(const QJsonObject& service);
// The same of a service's JSON bytes (an object that does not parse gives the state of an empty one).
QByteArray revisionStateBytes(QByteArrayView serviceJson);

// One revision row of the journal file.
struct RevisionRecord
{
    qint64 id = 0;
    QString serviceId;
    qint64 firstSeen = 0;
    qint64 lastSeen = 0;  // of a current revision: the last poll of the latest observation (see below)
    bool current = false; // the service had this state at the last poll that listed it
    bool whole = false;   // the state was kept (a state larger than kMaxStateBytes is not)
    QByteArray state;     // revisionStateBytes(), empty when not whole
};

// One stretch of time the console watched the services: from the first poll after it connected to the
// last one before it stopped or lost the connection. Between two of them it saw nothing.
struct ObservationSpan
{
    qint64 started = 0;
    qint64 last = 0;
    friend bool operator==(const ObservationSpan&, const ObservationSpan&) = default;
};

// What one services poll hands the journal for the revisions.
struct RevisionBatch
{
    qint64 at = 0;
    bool sessionStarted = false; // the first poll since the console connected (a new ObservationSpan)
    bool baseline = false;       // `services` holds every listed service (the recorder's first poll)
    // The services new or changed since the last poll (all with baseline), as the server sent them: the
    // writer thread makes their states (parsing 10k services is no work for the GUI thread). Slices of the
    // reply share its immutable buffer, so they may cross threads.
    QHash<QString, JsonSlice> services;
    QStringList gone; // services no longer listed
};

inline constexpr qsizetype kMaxStateBytes = 256 * 1024;

} // namespace core
} // namespace cloudly
