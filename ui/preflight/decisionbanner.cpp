#include "ui/preflight/decisionbanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QVBoxLayout>

#include <cmath>

namespace cloudly {
namespace ui {
namespace {

// Dark enough for white text at AA contrast (GO 5.1:1, NO-GO 5.9:1, neutral 7.5:1).
const QColor kGo(0x1b, 0x6e, 0x2e);
const QColor kNoGo(0xb0, 0x1c, 0x1c);
const QColor kNeutral(0x45, 0x4d, 0x57);

QColor background(DecisionBanner::State state)
{
    switch (state) {
    case DecisionBanner::State::Go:
        return kGo;
    case DecisionBanner::State::NoGo:
        return kNoGo;
    default:
        return kNeutral;
    }
}

} // namespace

DecisionBanner::DecisionBanner(QWidget* parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_title(new QLabel(this)), m_headline(new QLabel(this)),
      m_details(new QLabel(this))
{
    setObjectName(QStringLiteral("decisionBanner"));
    setAutoFillBackground(true);
    setFrameShape(QFrame::NoFrame);
    m_title->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_title->setObjectName(QStringLiteral("decisionTitle"));
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setObjectName(QStringLiteral("decisionHeadline"));
    m_details->setTextFormat(Qt::PlainText);
    m_details->setObjectName(QStringLiteral("decisionDetails"));
    m_headline->setWordWrap(true);
    m_details->setWordWrap(true);
    for (QLabel* label : {m_title, m_headline, m_details})
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    QFont headlineFont = m_headline->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.2);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_icon->setFixedSize(64, 64);

    auto* text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(m_title);
    text->addWidget(m_headline);
    text->addWidget(m_details);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(16);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
    clear();
}

void DecisionBanner::setDecision(bool go, const QString& headline, const QString& details)
{
    apply(go ? State::Go : State::NoGo, go ? tr("GO") : tr("NO-GO"), headline, details);
}

void DecisionBanner::setRunning(const QString& text)
{
    apply(State::Running, tr("Running preflight…"), text, {});
}

void DecisionBanner::clear()
{
    apply(State::Empty, tr("No preflight yet"),
          tr("Compose a request and run the preflight to get GO or NO-GO."), {});
}

QString DecisionBanner::titleText() const
{
    return m_title->text();
}

QString DecisionBanner::headlineText() const
{
    return m_headline->text();
}

void DecisionBanner::apply(State state, const QString& title, const QString& headline, const QString& details)
{
    m_state = state;
    m_title->setText(title);
    m_headline->setText(headline);
    m_details->setText(details);
    m_details->setVisible(!details.isEmpty());
    QPalette p = palette();
    p.setColor(QPalette::Window, background(state));
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Text, Qt::white);
    setPalette(p);
    m_icon->setPixmap(iconPixmap(state, 64, devicePixelRatioF()));
    const QString prefix = state == State::Go     ? tr("Preflight decision: GO")
                           : state == State::NoGo ? tr("Preflight decision: NO-GO")
                                                  : title;
    setAccessibleName(prefix);
    setAccessibleDescription(details.isEmpty() ? headline : headline + QLatin1Char(' ') + details);
    m_icon->setAccessibleName(prefix);
}

QPixmap DecisionBanner::iconPixmap(State state, int size, qreal devicePixelRatio)
{
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    const QRectF box(2, 2, s - 4, s - 4);
    QPen white(Qt::white, s / 10.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (state) {
    case State::Go: {
        // A white disc with a green tick.
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawEllipse(box);
        QPen tick(kGo, s / 9.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(tick);
        QPainterPath path;
        path.moveTo(s * 0.28, s * 0.52);
        path.lineTo(s * 0.44, s * 0.68);
        path.lineTo(s * 0.73, s * 0.35);
        p.drawPath(path);
        break;
    }
    case State::NoGo: {
        // A white octagon (a stop sign) with a red bar.
        QPolygonF octagon;
        for (int i = 0; i < 8; ++i) {
            const double angle = (22.5 + 45.0 * i) * M_PI / 180.0;
            octagon << QPointF(s / 2 + (s / 2 - 2) * std::cos(angle), s / 2 + (s / 2 - 2) * std::sin(angle));
        }
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawPolygon(octagon);
        p.setBrush(kNoGo);
        p.drawRoundedRect(QRectF(s * 0.22, s * 0.42, s * 0.56, s * 0.16), s * 0.04, s * 0.04);
        break;
    }
    case State::Running:
    case State::Empty:
        // An outlined circle with a question mark-like dot: neither decision.
        p.setPen(white);
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(box.adjusted(s / 20, s / 20, -s / 20, -s / 20));
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(s / 2, s / 2), s / 12, s / 12);
        break;
    }
    return pixmap;
}

} // namespace ui
} // namespace cloudly