#pragma once

#include "core/session/profile.h"

#include <QColor>
#include <QWidget>

namespace cloudly {
namespace ui {
// The colours of a stage's band for one look. Text on fill reaches at least 7:1 (WCAG AAA) in every look.
struct StageColors
{
    QColor fill;
    QColor text;
    QColor pattern; // the hatching drawn over the fill: the stage is told by pattern and words, not hue alone
};

// `dark`: the dark look; `highContrast`: a high-contrast palette (then the band uses the palette's own
// text and window colours, inverted, so it follows the user's choice).
StageColors stageColors(core::Profile::Stage stage, const QPalette& palette);
// A palette whose text and window colours differ by at least 19.5:1 (black on white or white on black: a
// high-contrast theme; the standard light palette, black on #efefef, is about 18:1).
bool isHighContrastPalette(const QPalette& palette);
// WCAG contrast ratio of two colours (1..21).
double contrastRatio(const QColor& a, const QColor& b);

// "[PRODUCTION] prod-eu — Cloudly Console"; "Cloudly Console" without a stage; "prod-eu — Cloudly Console"
// for a profile without a stage.
QString stageWindowTitle(const core::Profile& profile, const QString& application);
// "PRODUCTION · prod-eu · protected · read-only" (what the band and the palette say).
QString stageSummary(const core::Profile& profile);

// A band across the window with the stage and the profile's name: filled, hatched per stage (production
// diagonal stripes, staging dots, development none) and led by a warning sign for production. Hidden for a
// profile without a stage.
class StageBand : public QWidget
{
    Q_OBJECT
public:
    explicit StageBand(QWidget* parent = nullptr);

    void setProfile(const core::Profile& profile);
    const core::Profile& profile() const { return m_profile; }
    QString text() const { return stageSummary(m_profile); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    core::Profile m_profile;
};

} // namespace ui
} // namespace cloudly
