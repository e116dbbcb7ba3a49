#include "core/session/profilescope.h"

namespace cloudly {
namespace core {
ProfileScope ProfileScope::of(const Profile& profile, bool embeddedDemo)
{
    ProfileScope scope;
    scope.server = profile.url;
    if (embeddedDemo) {
        scope.key = QStringLiteral("demo");
        scope.cached = false;
    } else {
        scope.key = profile.name.isEmpty() ? profile.url.toString() : profile.name;
    }
    return scope;
}
} // namespace core
} // namespace cloudly
