#include "ui/features/featurenotice.h"

#include "core/api/methods.h"
#include "core/inventory/featurefeed.h"

namespace cloudly {
namespace ui {

FeatureNotice::FeatureNotice(core::FeatureFeed* feed, QString feature, QWidget* parent)
    : QLabel(parent), m_feed(feed), m_feature(std::move(feature))
{
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFrameShape(QFrame::StyledPanel);
    setMargin(8);
    connect(feed, &core::FeatureFeed::stateChanged, this, &FeatureNotice::update);
    update();
}

bool FeatureNotice::isNotOffered() const
{
    return m_feed->state() == core::FeatureFeed::State::NotOffered;
}

void FeatureNotice::update()
{
    const bool notOffered = isNotOffered();
    QString message = notOffered ? core::featureNotOfferedMessage(m_feature, m_feed->method()) : QString();
    if (!message.isEmpty())
        message[0] = message.at(0).toUpper();
    setText(message);
    setAccessibleName(text());
    setVisible(notOffered);
}

} // namespace ui
} // namespace cloudly
