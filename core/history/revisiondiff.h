#pragma once

#include "core/history/revision.h"

#include <QJsonValue>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
// One field that differs between two revisions. `path` names it from the service's `data`:
// `data.imageVersion`, `data.ports.web`, `data.domains[name=web.example.com].protocol` (an array element
// by its natural key), `data.additionalSecretBundleIds[sb-2]` (an array of plain values, by value),
// `data.args[1]` (by position, when there is no key).
struct FieldChange
{
    enum class Kind
    {
        Added,
        Removed,
        Changed
    };
    QString path;
    Kind kind = Kind::Changed;
    QJsonValue before; // Undefined when added; "(hidden)" for a value the journal never keeps
    QJsonValue after;  // Undefined when removed

    static QString kindName(Kind kind); // "added", "removed", "changed"
    friend bool operator==(const FieldChange&, const FieldChange&) = default;
};

// The field-level difference of two revisions. Unavailable (never "no changes") when either revision was
// not seen whole; `reason` then says which and why.
struct RevisionDiff
{
    int from = 0;
    int to = 0;
    bool available = false;
    QString reason;
    QList<FieldChange> changes;
};

// Objects are compared key by key; arrays of objects by a natural key when every element of both has one
// with distinct values (name, mountPath, domain, hostname, id, key, port — the first that fits), arrays of
// plain values as sets when neither has a duplicate, and any other array position by position. A value
// of another type is one change. Paths start at `root`.
QList<FieldChange> diffJson(const QJsonValue& before, const QJsonValue& after, const QString& root);
RevisionDiff diffRevisions(const Revision& from, const Revision& to);

// The text of a value for a table cell: strings as they are, other values as compact JSON, Undefined as
// empty.
QString valueText(const QJsonValue& value);

} // namespace core
} // namespace cloudly
