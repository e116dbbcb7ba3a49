#pragma once

#include "ctlcontext.h"

#include <optional>

namespace cloudly {
namespace ctl {
// --pin-sha256 HEX / CLOUDLY_PIN_SHA256 and --ca-file PEM / CLOUDLY_CA_FILE into `options` (an option given
// on the command line wins over the environment; a profile's own pin and CA file win over the environment,
// see resolveProfile). The pin is normalized (colons, spaces and upper case accepted); the CA file is read
// once to check it and stored as an absolute path. Returns the usage error (exit 2) naming the bad value, or
// empty.
QString applyTlsOptions(Options& options, const std::optional<QString>& pinOption,
                        const std::optional<QString>& caFileOption);

// What to tell a CLI user whose server certificate was refused: the fingerprint it presented and how to
// trust it from the command line.
QString certificateRefusalText(const Options& options, const QString& sha256, const QString& reason);

} // namespace ctl
} // namespace cloudly
