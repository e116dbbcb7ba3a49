#pragma once

#include "core/api/methods.h"
#include "core/api/requestkinds.h"
#include "core/session/profile.h"

#include <QString>

namespace cloudly {
namespace core {
// The safety settings of the profile a session talks to (a copy of the Profile's fields).
struct ProfileSafety
{
    QString profileName; // empty: no profile (a bare --url, the demo): nothing is held back
    Profile::Stage stage = Profile::Stage::None;
    bool isProtected = false;
    bool readOnly = false;

    static ProfileSafety of(const Profile& profile);
    bool guards() const { return !profileName.isEmpty() && (isProtected || readOnly); }
};

// What the guard decided for one request.
struct RequestCheck
{
    enum class Verdict
    {
        Allowed,
        ReadOnly,         // a write on a read-only profile: never sent
        NeedsConfirmation // a write on a protected profile without the profile's name confirmed
    };
    Verdict verdict = Verdict::Allowed;
    QString message; // translated, empty when allowed: "profile prod-eu is read-only"

    bool allowed() const { return verdict == Verdict::Allowed; }
};

// The one check every request passes before it is sent (Session::call, used by the console and cloudlyctl).
// A Read is always allowed. A Write — and any request the table does not classify — is refused on a
// read-only profile and, on a protected profile, allowed only when `confirmedName` is exactly the
// profile's name (typed by the user, or cloudlyctl's --confirm-profile NAME).
class RequestGuard
{
public:
    RequestGuard() = default;
    RequestGuard(ProfileSafety safety, MethodNames names = {})
        : m_safety(std::move(safety)), m_names(std::move(names))
    {}

    const ProfileSafety& safety() const { return m_safety; }
    // `method` as sent (a profile's rename is mapped back to the request it names).
    bool isWrite(const QString& method) const;
    RequestCheck check(const QString& method, const QString& confirmedName) const;

    static QString readOnlyMessage(const QString& profileName);
    static QString confirmationMessage(const QString& profileName);

private:
    ProfileSafety m_safety;
    MethodNames m_names;
};

} // namespace core
} // namespace cloudly
