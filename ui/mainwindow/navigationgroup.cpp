#include "ui/mainwindow/navigationgroup.h"

namespace cloudly {
namespace ui {

QList<NavigationGroup> NavigationGroups::all()
{
    return {NavigationGroup::Home,     NavigationGroup::Workloads, NavigationGroup::Infrastructure,
            NavigationGroup::Activity, NavigationGroup::Delivery,  NavigationGroup::Server};
}

QString NavigationGroups::title(NavigationGroup group)
{
    switch (group) {
    case NavigationGroup::Home:
        return {};
    case NavigationGroup::Workloads:
        return tr("Workloads");
    case NavigationGroup::Infrastructure:
        return tr("Infrastructure");
    case NavigationGroup::Delivery:
        return tr("Delivery");
    case NavigationGroup::Activity:
        return tr("Activity");
    case NavigationGroup::Server:
        return tr("Server");
    }
    return {};
}

QString NavigationGroups::accessibleTitle(NavigationGroup group)
{
    return group == NavigationGroup::Home ? tr("Home") : title(group);
}

} // namespace ui
} // namespace cloudly
