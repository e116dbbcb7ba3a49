#include "ui/detail/detailpane.h"
#include "core/rules/secretkey.h"

#include "core/util/timefmt.h"
#include "ui/detail/copysupport.h"
#include "ui/detail/wrappingdelegate.h"
#include "ui/style/theme.h"

#include <QApplication>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStyle>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {
constexpr int kSeverityRole = Qt::UserRole + 41; // a status row's Severity (recoloured on palette changes)

bool isTimestampKey(const QString& key)
{
    return key.endsWith(QLatin1String("At")) || key == QLatin1String("timestamp") ||
           key == QLatin1String("lastUpdated") || key == QLatin1String("lastHealthCheck");
}

} // namespace

DetailPane::DetailPane(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_titleIcon(new QLabel(this)),
      m_warningIcon(new QLabel(this)), m_warning(new QLabel(this)), m_warningBox(new QWidget(this)),
      m_tree(new QTreeWidget(this)), m_hint(new QLabel(this)), m_textTitle(new QLabel(this)),
      m_text(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("detailPane"));
    m_title->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_title->setObjectName(QStringLiteral("detailTitle"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    m_title->setFont(titleFont);

    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setObjectName(QStringLiteral("detailWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const int iconSize = fontMetrics().height() + 4;
    m_warningIcon->setPixmap(severityIcon(Severity::Warning).pixmap(iconSize, iconSize));
    m_warningIcon->setAlignment(Qt::AlignTop);
    auto* warningLayout = new QHBoxLayout(m_warningBox);
    warningLayout->setContentsMargins(6, 4, 6, 4);
    warningLayout->addWidget(m_warningIcon, 0, Qt::AlignTop);
    warningLayout->addWidget(m_warning, 1);
    m_warningBox->setAutoFillBackground(true);
    QPalette pal = m_warningBox->palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    if (isHighContrastLook(pal)) { // no tint: the icon and the words in the highlight colour
        pal.setColor(QPalette::WindowText, pal.color(QPalette::Highlight));
    } else {
        pal.setColor(QPalette::Window, dark ? QColor(0x4a, 0x38, 0x0c) : QColor(0xff, 0xf4, 0xcf));
        pal.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xe8, 0xa3) : QColor(0x4d, 0x36, 0x00));
    }
    m_warningBox->setPalette(pal);
    m_warningBox->setVisible(false);

    m_tree->setObjectName(QStringLiteral("detailTree"));
    m_tree->setAccessibleName(tr("Details"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Field"), tr("Value")});
    m_tree->setRootIsDecorated(true);
    // Values wrap to the pane's width: eliding the middle of "6144 MB used of 8192 MB available" or of a
    // sentence made them unreadable. What is still too long for a line is cut at its end, never inside.
    m_tree->setItemDelegate(new WrappingDelegate(m_tree));
    m_tree->setAlternatingRowColors(true);
    m_tree->setTextElideMode(Qt::ElideRight); // full values in tool tips and "Copy value"
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(0, fontMetrics().averageCharWidth() * 24);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QTreeWidgetItem* item = m_tree->itemAt(pos);
        if (!item || item->text(1).isEmpty() || item->text(1) == hiddenText())
            return;
        auto* menu = new QMenu(m_tree);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        const QString value = item->text(1);
        connect(menu->addAction(tr("Copy value")), &QAction::triggered, this,
                [value] { CopySupport::copyText(value); });
        const QString line = item->text(0) + QStringLiteral(": ") + value;
        connect(menu->addAction(tr("Copy field and value")), &QAction::triggered, this,
                [line] { CopySupport::copyText(line); });
        menu->popup(m_tree->viewport()->mapToGlobal(pos));
    });

    // A hint ("Select a task to see …") wraps in a narrow pane instead of being elided in a tree row.
    m_hint->setTextFormat(Qt::PlainText);
    m_hint->setObjectName(QStringLiteral("detailHint"));
    m_hint->setWordWrap(true);
    m_hint->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_hint->setMargin(fontMetrics().averageCharWidth() * 2);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setFocusPolicy(Qt::TabFocus); // takes the tree's place in the focus chain too
    m_hint->setVisible(false);

    m_textTitle->setTextFormat(Qt::PlainText);
    m_textTitle->setObjectName(QStringLiteral("detailTextTitle"));
    QFont bold = m_textTitle->font();
    bold.setBold(true);
    m_textTitle->setFont(bold);
    m_text->setObjectName(QStringLiteral("detailText"));
    m_text->setAccessibleName(tr("Details as text"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_textTitle->setVisible(false);
    m_text->setVisible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_titleIcon, 0, Qt::AlignVCenter);
    titleRow->addWidget(m_title, 1);
    layout->addLayout(titleRow);
    layout->addWidget(m_warningBox);
    layout->addWidget(m_tree, 3);
    layout->addWidget(m_hint, 3);
    layout->addWidget(m_textTitle);
    layout->addWidget(m_text, 2);
}

void DetailPane::setText(const QString& title, const QString& text)
{
    m_textTitle->setText(title);
    m_textTitle->setVisible(!title.isEmpty());
    if (m_text->toPlainText() != text) {
        m_text->setPlainText(text);
        m_text->moveCursor(QTextCursor::End); // the newest lines
        m_text->ensureCursorVisible();
    }
    m_text->setVisible(!title.isEmpty());
}

void DetailPane::setChart(QWidget* chart)
{
    if (chart == m_chart)
        return;
    delete m_chart.data();
    m_chart = chart;
    if (!chart)
        return;
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(m_tree) + 1, chart, 2);
}

QString DetailPane::hiddenText()
{
    return tr("(hidden)");
}

QString DetailPane::formatTimestamp(qint64 msecs, bool withRaw)
{
    const QString local = core::displayTime(msecs);
    return withRaw ? tr("%1 (%2)").arg(local).arg(msecs) : local;
}

void DetailPane::showPlaceholder(const QString& text)
{
    begin(QString(), QString());
    auto* hint = new QTreeWidgetItem(m_tree, {text});
    hint->setFirstColumnSpanned(true);
    hint->setFlags(Qt::ItemIsEnabled);
    m_title->setVisible(false);
    m_titleIcon->setVisible(false);
    m_hint->setText(text);
    m_hintShown = true;
    end();
}

QString DetailPane::itemPath(QTreeWidgetItem* item) const
{
    QStringList parts;
    for (QTreeWidgetItem* i = item; i; i = i->parent())
        parts.prepend(i->text(0));
    return parts.join(QLatin1Char('/'));
}

void DetailPane::begin(const QString& key, const QString& title, const QIcon& icon)
{
    // Remember folding and scrolling of the object shown, to restore them if it is shown again.
    if (!m_key.isEmpty()) {
        m_previousKey = m_key;
        m_previousScroll = m_tree->verticalScrollBar()->value();
        m_folded.clear();
        QTreeWidgetItemIterator it(m_tree);
        for (; *it; ++it) {
            if ((*it)->childCount() > 0)
                m_folded.insert(itemPath(*it), !(*it)->isExpanded());
        }
    }
    if (key != m_key) {
        setText(QString(), QString());
        setChart(nullptr);
    }
    m_key = key;
    m_hintShown = false;
    m_warnings.clear();
    m_warning->clear();
    m_warningBox->setVisible(false);
    m_tree->setUpdatesEnabled(false);
    m_tree->clear();
    m_title->setVisible(!title.isEmpty());
    m_title->setText(title);
    m_titleIcon->setVisible(!title.isEmpty() && !icon.isNull());
    if (!icon.isNull()) {
        const int size = m_title->fontMetrics().height();
        m_titleIcon->setPixmap(icon.pixmap(size, size));
    }
}

QTreeWidgetItem* DetailPane::section(const QString& title)
{
    auto* item = new QTreeWidgetItem(m_tree, {title});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFirstColumnSpanned(true);
    item->setExpanded(true);
    return item;
}

QTreeWidgetItem* DetailPane::addRow(QTreeWidgetItem* parent, const QString& field, const QString& value)
{
    auto* item =
        parent ? new QTreeWidgetItem(parent, {field, value}) : new QTreeWidgetItem(m_tree, {field, value});
    if (!value.isEmpty())
        item->setToolTip(1, value);
    return item;
}

void DetailPane::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        const QVariant severity = (*it)->data(1, kSeverityRole);
        if (severity.isValid())
            (*it)->setForeground(1,
                                 severityColor(static_cast<Severity>(severity.toInt()), m_tree->palette()));
    }
}

QTreeWidgetItem* DetailPane::addStatusRow(QTreeWidgetItem* parent, const QString& field, const QString& value,
                                          Severity severity)
{
    QTreeWidgetItem* item = addRow(parent, field, value);
    item->setIcon(1, severityIcon(severity));
    item->setForeground(1, severityColor(severity, m_tree->palette()));
    item->setData(1, kSeverityRole, int(severity));
    item->setToolTip(1, tr("%1 (%2)").arg(value, severityName(severity)));
    return item;
}

void DetailPane::addWarning(const QString& text)
{
    if (text.isEmpty())
        return;
    m_warnings.append(text);
    m_warning->setText(m_warnings.join(QLatin1Char('\n')));
    m_warningBox->setVisible(true);
}

void DetailPane::addJson(QTreeWidgetItem* parent, const QJsonObject& object, const QString& path)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        addValue(parent, it.key(), it.value(),
                 path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key());
}

void DetailPane::addValue(QTreeWidgetItem* parent, const QString& key, const QJsonValue& value,
                          const QString& path)
{
    if (core::isSecretKey(key) && !value.isNull() && !value.isUndefined()) {
        QTreeWidgetItem* item = addRow(parent, key, hiddenText());
        item->setToolTip(1, tr("Secret values are never shown"));
        return;
    }
    if (key == QLatin1String("environment") && value.isObject()) {
        const QJsonObject env = value.toObject();
        QTreeWidgetItem* item = addRow(
            parent, key,
            env.isEmpty() ? tr("(empty)") : tr("%n variable(s), values hidden", nullptr, int(env.size())));
        for (auto it = env.begin(); it != env.end(); ++it)
            addRow(item, it.key(), tr("value hidden"));
        item->setExpanded(true);
        return;
    }
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = value.toObject();
        QTreeWidgetItem* item = addRow(parent, key, o.isEmpty() ? tr("(empty)") : QString());
        addJson(item, o, path);
        item->setExpanded(true);
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray a = value.toArray();
        const bool scalars = std::all_of(a.begin(), a.end(),
                                         [](const QJsonValue& e) { return !e.isObject() && !e.isArray(); });
        if (scalars) {
            QStringList parts;
            for (const QJsonValue& e : a)
                parts << e.toVariant().toString();
            addRow(parent, key, a.isEmpty() ? tr("(none)") : parts.join(QStringLiteral(", ")));
            return;
        }
        QTreeWidgetItem* item = addRow(parent, key, tr("%n item(s)", nullptr, int(a.size())));
        for (qsizetype i = 0; i < a.size(); ++i)
            addValue(item, QStringLiteral("[%1]").arg(i), a.at(i), path + QStringLiteral("[%1]").arg(i));
        item->setExpanded(a.size() <= 20);
        return;
    }
    case QJsonValue::Bool:
        addRow(parent, key, value.toBool() ? tr("yes") : tr("no"));
        return;
    case QJsonValue::Null:
        addRow(parent, key, QStringLiteral("null"));
        return;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (isTimestampKey(key) && d > 1e11 && d < 1e14) {
            addRow(parent, key, formatTimestamp(static_cast<qint64>(d), true));
            return;
        }
        addRow(parent, key, QString::number(d, 'g', 15));
        return;
    }
    default:
        addRow(parent, key, value.toVariant().toString());
        return;
    }
}

void DetailPane::fitFieldColumn()
{
    // Field names readable in full, within reason: at most 45 % of the pane.
    m_tree->resizeColumnToContents(0);
    const int most = std::max(fontMetrics().averageCharWidth() * 12, m_tree->viewport()->width() * 45 / 100);
    m_tree->setColumnWidth(0, std::min(m_tree->columnWidth(0) + 8, most));
}

void DetailPane::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitFieldColumn();
}

void DetailPane::addHistory()
{
    if (!m_history || m_key.isEmpty())
        return;
    constexpr int kMostLines = 50;
    const QList<std::pair<qint64, QString>> lines = m_history(m_key);
    auto* item = new QTreeWidgetItem;
    item->setText(0, tr("History (what this console saw)"));
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    m_tree->insertTopLevelItem(std::min(1, m_tree->topLevelItemCount()), item);
    item->setFirstColumnSpanned(true);
    if (lines.isEmpty())
        addRow(item, tr("No change seen"), tr("while this console was connected (see the Journal page)"));
    const QDateTime now = QDateTime::currentDateTime();
    for (qsizetype i = 0; i < lines.size() && i < kMostLines; ++i) {
        const QDateTime when = QDateTime::fromMSecsSinceEpoch(lines.at(i).first);
        QTreeWidgetItem* row = addRow(item, core::displayTimeNear(when, now), lines.at(i).second);
        row->setToolTip(0, core::displayTime(when));
    }
    if (lines.size() > kMostLines)
        addRow(item, tr("…"),
               tr("%n older change(s) on the Journal page", nullptr,
                  static_cast<int>(lines.size() - kMostLines)));
    item->setExpanded(true);
}

void DetailPane::showHint(bool hint)
{
    // Only when it changes, and the focus goes along: hiding the focused widget would move the focus on
    // by Tab (into the page's filter line, selecting its text).
    QWidget* from = hint ? static_cast<QWidget*>(m_tree) : m_hint;
    QWidget* to = hint ? static_cast<QWidget*>(m_hint) : m_tree;
    if (!from->isVisibleTo(this) && to->isVisibleTo(this))
        return;
    const bool hadFocus = from->hasFocus() || from->isAncestorOf(QApplication::focusWidget());
    to->setVisible(true);
    if (hadFocus)
        to->setFocus(Qt::OtherFocusReason);
    from->setVisible(false);
}

void DetailPane::end()
{
    showHint(m_hintShown);
    addHistory();
    if (!m_key.isEmpty() && m_key == m_previousKey) {
        QTreeWidgetItemIterator it(m_tree);
        for (; *it; ++it) {
            const auto folded = m_folded.constFind(itemPath(*it));
            if (folded != m_folded.constEnd())
                (*it)->setExpanded(!*folded);
        }
        m_tree->setUpdatesEnabled(true);
        m_tree->verticalScrollBar()->setValue(m_previousScroll);
        return;
    }
    m_tree->setUpdatesEnabled(true);
    fitFieldColumn();
    m_tree->scrollToTop();
}

QString DetailPane::plainText() const
{
    QStringList lines;
    QTreeWidgetItemIterator it(m_tree);
    for (; *it; ++it) {
        int depth = 0;
        for (QTreeWidgetItem* p = (*it)->parent(); p; p = p->parent())
            ++depth;
        lines << QString(depth * 2, QLatin1Char(' ')) + (*it)->text(0) + QStringLiteral(": ") +
                     (*it)->text(1);
    }
    if (!m_warnings.isEmpty())
        lines.prepend(m_warnings.join(QLatin1Char('\n')));
    if (m_title->isVisible())
        lines.prepend(m_title->text());
    return lines.join(QLatin1Char('\n'));
}

} // namespace ui
} // namespace cloudly