#pragma once

#include <QLabel>

namespace cloudly {
namespace core {
class FeatureFeed;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// A banner bound to one FeatureFeed: hidden while the feature answers (or has not been asked yet); after
// "no available method" it says plainly that this Cloudly does not offer `feature` (a translated noun such
// as "backups"), naming the method that was sent (core::featureNotOfferedMessage). Nothing else changes:
// the rest of the console works as before.
class FeatureNotice : public QLabel
{
    Q_OBJECT
public:
    FeatureNotice(core::FeatureFeed* feed, QString feature, QWidget* parent = nullptr);

    bool isNotOffered() const;

private:
    void update();

    core::FeatureFeed* m_feed;
    QString m_feature;
};

} // namespace ui
} // namespace cloudly
