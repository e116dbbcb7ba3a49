#pragma once

#include <QJsonObject>
#include <QStringList>

namespace cloudly {
namespace core {
// The demo fixture's interfaces-5.8 sections (tests/peer/lib/fleetfixture.mjs; both demo servers serve the
// same): `backups`, `baseosNodes`, `baseosImageBuilds`, `settings` (masked) and `providerTests` (provider ->
// testProviderConnection answer). Their times are written relative to `liveTimeBase`; demoLiveSections()
// moves every time key (demoLiveTimeKeys()) of the first three by (nowMs - liveTimeBase), so ages stay the
// same whenever the demo runs. A fixture without `liveTimeBase` is returned unshifted.
const QStringList& demoLiveTimeKeys();
QJsonObject demoLiveSections(const QJsonObject& fixture, qint64 nowMs);

} // namespace core
} // namespace cloudly
