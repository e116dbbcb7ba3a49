#include "ui/preflight/blockerlistwidget.h"

#include "core/preflight/receiptexport.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <functional>

namespace cloudly {
namespace ui {
using namespace core::preflight;

namespace {

QLabel* selectable(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

} // namespace

BlockerListWidget::BlockerListWidget(QWidget* parent)
    : QWidget(parent), m_layout(new QVBoxLayout(this)), m_empty(new QLabel(tr("No blockers."), this))
{
    setObjectName(QStringLiteral("blockerList"));
    setAccessibleName(tr("Blockers"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(8);
    m_layout->addWidget(m_empty);
    // Cards: a neutral box with a thick red edge on the left (the words say "blocker" too).
    setStyleSheet(
        QStringLiteral("QFrame#blockerCard { background: palette(base); border: 1px solid palette(mid);"
                       " border-left: 6px solid #b01c1c; border-radius: 3px; }"
                       "QFrame#blockerCard QLabel { background: transparent; border: none; }"));
}

void BlockerListWidget::setDecision(const Decision& decision)
{
    m_items.clear();
    // The console's reasons about the report itself come first; an authorization reason joins the
    // Authorization group next to Cloudly's AUTHORIZATION_MISSING blockers.
    const auto addReasons = [&](const QString& group, const std::function<bool(BlockerArea)>& take) {
        for (const DecisionReason& reason : decision.reasons) {
            const BlockerInfo info = reasonInfo(reason.code);
            if (take(info.area))
                m_items.append({group, reason.code, info.title, reason.message, info.explanation,
                                info.remediation, tr("this console"), false});
        }
    };
    addReasons(tr("Console checks of the report"),
               [](BlockerArea a) { return a != BlockerArea::Authorization; });
    const QList<ReceiptBlocker> blockers = mergedBlockers(decision);
    for (BlockerArea area : allBlockerAreas()) {
        if (area == BlockerArea::Authorization)
            addReasons(areaDisplayName(area), [](BlockerArea a) { return a == BlockerArea::Authorization; });
        for (const ReceiptBlocker& b : blockers)
            if (b.info.area == area)
                m_items.append({areaDisplayName(area), b.code, b.info.title, b.message, b.info.explanation,
                                b.info.remediation, blockerOrigin(b), b.fromServer});
    }
    rebuild();
}

void BlockerListWidget::clear()
{
    m_items.clear();
    rebuild();
}

QStringList BlockerListWidget::codes() const
{
    QStringList out;
    for (const Item& item : m_items)
        out << item.code;
    return out;
}

QStringList BlockerListWidget::groupTitles() const
{
    return m_groupTitles;
}

void BlockerListWidget::rebuild()
{
    for (QWidget* w : std::as_const(m_built))
        delete w;
    m_built.clear();
    m_groupTitles.clear();
    m_empty->setVisible(m_items.isEmpty());
    setAccessibleDescription(m_items.isEmpty() ? tr("No blockers.") : tr("%n blocker(s)", nullptr, count()));

    QString currentArea;
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        const Item& item = m_items.at(i);
        if (item.area != currentArea) {
            currentArea = item.area;
            int inGroup = 0;
            for (qsizetype j = i; j < m_items.size() && m_items.at(j).area == currentArea; ++j)
                ++inGroup;
            const QString title = QStringLiteral("%1 (%2)").arg(currentArea).arg(inGroup);
            m_groupTitles << title;
            auto* heading = new QLabel(title, this);
            heading->setObjectName(QStringLiteral("blockerGroup"));
            QFont font = heading->font();
            font.setBold(true);
            font.setPointSizeF(font.pointSizeF() * 1.15);
            heading->setFont(font);
            heading->setAccessibleName(title);
            m_layout->addWidget(heading);
            heading->show();
            m_built << heading;
        }
        QWidget* card = createCard(item);
        m_layout->addWidget(card);
        card->show();
        m_built << card;
    }
}

QWidget* BlockerListWidget::createCard(const Item& item)
{
    auto* card = new QFrame(this);
    card->setObjectName(QStringLiteral("blockerCard"));
    card->setFocusPolicy(Qt::TabFocus);
    card->setAccessibleName(tr("Blocker %1: %2").arg(item.code, item.title));
    card->setAccessibleDescription(
        tr("%1 Why it matters: %2 How to fix: %3").arg(item.message, item.explanation, item.remediation));

    auto* heading = selectable(QString(), card);
    heading->setTextFormat(Qt::RichText);
    heading->setText(QStringLiteral("<b><span style=\"font-family:monospace\">%1</span> — %2</b>")
                         .arg(item.code.toHtmlEscaped(), item.title.toHtmlEscaped()));
    heading->setObjectName(QStringLiteral("blockerHeading"));

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(4);
    const QList<std::pair<QString, QString>> rows = {
        {item.fromServer ? tr("Cloudly says") : tr("This console says"), item.message},
        {tr("Why it matters"), item.explanation},
        {tr("How to fix"), item.remediation},
    };
    int row = 0;
    for (const auto& [label, text] : rows) {
        auto* name = new QLabel(label, card);
        name->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        QLabel* value = selectable(text, card);
        value->setObjectName(row == 0   ? QStringLiteral("blockerMessage")
                             : row == 1 ? QStringLiteral("blockerExplanation")
                                        : QStringLiteral("blockerRemediation"));
        grid->addWidget(name, row, 0);
        grid->addWidget(value, row, 1);
        ++row;
    }
    grid->setColumnStretch(1, 1);
    auto* origin = new QLabel(tr("Reported by %1").arg(item.origin), card);
    QFont small = origin->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    origin->setFont(small);
    origin->setForegroundRole(QPalette::PlaceholderText);

    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(6);
    layout->addWidget(heading);
    layout->addLayout(grid);
    layout->addWidget(origin);
    return card;
}

} // namespace ui
} // namespace cloudly