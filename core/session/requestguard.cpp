#include "core/session/requestguard.h"

#include <QCoreApplication>

namespace cloudly {
namespace core {

ProfileSafety ProfileSafety::of(const Profile& profile)
{
    return {profile.name, profile.stage, profile.isProtected, profile.readOnly};
}

bool RequestGuard::isWrite(const QString& method) const
{
    return requestKind(method, m_names).value_or(RequestKind::Write) == RequestKind::Write;
}

RequestCheck RequestGuard::check(const QString& method, const QString& confirmedName) const
{
    if (!m_safety.guards() || !isWrite(method))
        return {};
    if (m_safety.readOnly)
        return {RequestCheck::Verdict::ReadOnly, readOnlyMessage(m_safety.profileName)};
    if (confirmedName != m_safety.profileName)
        return {RequestCheck::Verdict::NeedsConfirmation, confirmationMessage(m_safety.profileName)};
    return {};
}

QString RequestGuard::readOnlyMessage(const QString& profileName)
{
    return QCoreApplication::translate("RequestGuard", "profile %1 is read-only").arg(profileName);
}

QString RequestGuard::confirmationMessage(const QString& profileName)
{
    return QCoreApplication::translate("RequestGuard",
                                       "profile %1 is protected: confirm a change by naming the profile "
                                       "(cloudlyctl: --confirm-profile %1)")
        .arg(profileName);
}

} // namespace core
} // namespace cloudly
