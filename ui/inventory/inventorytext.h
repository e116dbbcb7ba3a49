#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/api/service.h"
#include "core/inventory/inventoryrefresher.h"
#include "core/model/inventorylabels.h"

#include <QHash>
#include <QString>

namespace cloudly {
namespace ui {
// Shared helpers of the inventory views (not a public API).

using core::nameWithId; // "web (svc-web)" (core/model/inventorylabels.h)
// A value as the filter language reads it back unchanged (quoted when it has spaces, quotes, …).
QString quoteFilterValue(const QString& value);

// "sha256:0123456789ab…" (what registries print).
QString shortDigest(const QString& digest);

} // namespace ui
} // namespace cloudly