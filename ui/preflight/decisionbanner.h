#pragma once

#include <QFrame>

class QLabel;

namespace cloudly {
namespace ui {
// The large GO / NO-GO banner of a preflight. Never colour alone: a word ("GO", "NO-GO"), an icon with its
// own shape (a tick in a circle, a bar in an octagon) and the colour all say the same, and the accessible
// name says it too. Empty (no preflight yet) and error states are neither GO nor NO-GO.
class DecisionBanner : public QFrame
{
    Q_OBJECT
public:
    enum class State
    {
        Empty,   // nothing run yet
        Running, // a preflight is in flight
        Go,
        NoGo,
    };
    Q_ENUM(State)

    explicit DecisionBanner(QWidget* parent = nullptr);

    // `headline` is one sentence of why; `details` a smaller line (service, version, time).
    void setDecision(bool go, const QString& headline, const QString& details = {});
    void setRunning(const QString& text);
    void clear();

    State state() const { return m_state; }
    QString titleText() const;    // "GO", "NO-GO", or the empty / running text
    QString headlineText() const; // the sentence under the title

    // The icon for a state, drawn (no image files, no font glyphs): also used by lists and exports.
    static QPixmap iconPixmap(State state, int size, qreal devicePixelRatio = 1.0);

private:
    void apply(State state, const QString& title, const QString& headline, const QString& details);

    State m_state = State::Empty;
    QLabel* m_icon;
    QLabel* m_title;
    QLabel* m_headline;
    QLabel* m_details;
};

} // namespace ui
} // namespace cloudly