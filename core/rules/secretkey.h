#pragma once

#include <QString>

namespace cloudly {
namespace core {

// The one rule for which JSON keys hold a secret: password, passphrase, secret (not secretBundleId[s]),
// token, credential, private key, apikey and jwt, in any case, anywhere in the key. Values under such a key
// are never written to the offline cache and are shown as "(hidden)" by the detail panes.
bool isSecretKey(const QString& key);

} // namespace core
} // namespace cloudly
