#pragma once

#include "ctlcontext.h"

namespace cloudly {
namespace ctl {
// tasks [--service ID] [--node ID] [--filter EXPR] [--watch], clusters, nodes [--cluster ID], images,
// platforms [IMAGE_ID]; each with --format table|json.
QList<Command> inventoryCommands();

} // namespace ctl
} // namespace cloudly