#include "core/rules/secretkey.h"

#include <QRegularExpression>

namespace cloudly {
namespace core {

bool isSecretKey(const QString& key)
{
    static const QRegularExpression re(
        QStringLiteral("password|passphrase|secret(?!bundleids?$)|token|credential|private_?key|apikey|jwt"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(key).hasMatch();
}

} // namespace core
} // namespace cloudly
