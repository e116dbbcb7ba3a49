#pragma once

#include "core/api/image.h"

#include <QString>

namespace cloudly {
namespace core {
// How inventory objects are named wherever a person reads them: the console's tables and detail panes and
// cloudlyctl's listings use these, so both show the same text by construction.

// "web (svc-web)"; just the id when the name is empty or the id itself. Cells that reference another
// object show this, so a filter can match the name as well as the id (`service:svc-web`, `service:web`).
QString nameWithId(const QString& name, const QString& id);

// An image's newest version (by createdAt; among equal or missing times the last listed), or nullptr.
const ImageVersion* newestVersion(const Image& image);

} // namespace core
} // namespace cloudly
