#pragma once

#include "core/api/methods.h"

#include <QList>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// Whether a request changes server state. The one table of every request the client can send
// (docs/SAFETY.md): the safety guard (core/session/requestguard.h) lets a Read through on every profile
// and holds a Write back on a read-only or protected profile.
enum class RequestKind
{
    Read,
    Write
};

struct ClassifiedRequest
{
    QString method; // the default wire name (core/api/methods.h)
    RequestKind kind;
};

// Every request the client can send, by its default name, classified.
const QList<ClassifiedRequest>& classifiedRequests();

// The kind of `method` (a default name from core/api/methods.h); nullopt when it is not in the table. The
// guard treats an unclassified request as a Write.
std::optional<RequestKind> requestKind(const QString& method);

// The kind of the wire name `sent` on a profile that renames methods: an override of a classified method
// has that method's kind; anything else is looked up as it is.
std::optional<RequestKind> requestKind(const QString& sent, const MethodNames& names);

} // namespace core
} // namespace cloudly
