#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cloudly {
namespace ui {

// The groups of the navigation sidebar, in the order they are shown. A page names its group where it is
// added (MainWindow::addPage); a group without pages is not shown.
enum class NavigationGroup
{
    Home,           // the overview, above every heading
    Workloads,      // services, runtime tasks, images & platforms, volumes
    Infrastructure, // clusters & nodes, the BaseOS fleet
    Activity,       // alerts, the journal (what happened: above the tools, within Ctrl+1…9)
    Delivery,       // deployment preflight, grants, backups
    Server,         // the server's settings
};

struct NavigationGroups
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::NavigationGroups)
public:
    // Every group, in the order shown.
    static QList<NavigationGroup> all();
    // The heading of `group` ("" for Home, which has none).
    static QString title(NavigationGroup group);
    // What a screen reader announces for the heading ("Home" for Home, which shows none).
    static QString accessibleTitle(NavigationGroup group);
};

} // namespace ui
} // namespace cloudly
