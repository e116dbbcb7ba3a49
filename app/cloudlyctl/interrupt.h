#pragma once

#include "ctlcontext.h"

namespace cloudly {
namespace ctl {
// Ends a long-running command (--watch, --follow) with exit code 0 on Ctrl+C (SIGINT) or SIGTERM.
void finishOnInterrupt(const Context& ctx);

} // namespace ctl
} // namespace cloudly
