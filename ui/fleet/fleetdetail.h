#pragma once

#include <QCoreApplication>

namespace cloudly {
namespace core {
class BaseOsNodesModel;
class ImageBuildsModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class DetailPane;

// Fills the Fleet page's detail pane with one BaseOS node or one image build (row of the model; a build's
// log as text under the tree). Tokens never reach the pane: the decoder dropped them, and DetailPane
// redacts secret-looking keys besides.
class FleetDetail
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::FleetDetail)
public:
    static void showNode(DetailPane* pane, const core::BaseOsNodesModel& model, int row);
    static void showBuild(DetailPane* pane, const core::ImageBuildsModel& model, int row);
};

} // namespace ui
} // namespace cloudly
