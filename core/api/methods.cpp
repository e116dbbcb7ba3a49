#include "core/api/methods.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cloudly {
namespace core {
namespace methods {

const QStringList& overridableMethods()
{
    static const QStringList list{getBackups, getBaseOsNodes, getBaseOsImageBuilds, getSettings,
                                  testProviderConnection};
    return list;
}

bool isValidMethodName(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z][A-Za-z0-9_]{0,99}$"));
    return pattern.match(name).hasMatch();
}

} // namespace methods

bool MethodNames::setOverride(const QString& method, const QString& name)
{
    if (!methods::overridableMethods().contains(method))
        return false;
    if (name.isEmpty() || name == method) {
        m_overrides.remove(method);
        return true;
    }
    if (!methods::isValidMethodName(name))
        return false;
    m_overrides.insert(method, name);
    return true;
}

QString featureNotOfferedMessage(const QString& feature, const QString& method)
{
    return QCoreApplication::translate(
               "Features",
               "this server does not offer %1: it has no method \"%2\" (it answered \"no available "
               "method\"). If your Cloudly names it differently, set the name in the profile's "
               "settings (see README, \"Method names\").")
        .arg(feature, method);
}

} // namespace core
} // namespace cloudly
