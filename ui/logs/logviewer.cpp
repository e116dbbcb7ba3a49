#include "ui/logs/logviewer.h"

#include "core/util/privatefile.h"

#include "core/api/deployment.h"
#include "core/logs/logmerge.h"
#include "ui/a11y/clearbutton.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QShortcut>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {
// Paints a line with its search matches highlighted (the ranges come from the model).
class HighlightDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const QVariantList ranges = index.data(core::LogViewModel::MatchRangesRole).toList();
        if (ranges.isEmpty())
            return QStyledItemDelegate::paint(painter, option, index);
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : nullptr;
        if (style)
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        const QRect rect = opt.rect.adjusted(3, 0, -3, 0);
        QTextLayout layout(text, opt.font);
        QTextOption to;
        to.setWrapMode(opt.features & QStyleOptionViewItem::WrapText
                           ? QTextOption::WrapAtWordBoundaryOrAnywhere
                           : QTextOption::NoWrap);
        layout.setTextOption(to);
        QList<QTextLayout::FormatRange> formats;
        QColor mark = opt.palette.color(QPalette::Highlight);
        mark.setAlpha(110);
        for (const QVariant& v : ranges) {
            const QPoint r = v.toPoint();
            QTextLayout::FormatRange f;
            f.start = r.x();
            f.length = r.y();
            f.format.setBackground(mark);
            f.format.setFontWeight(QFont::Bold);
            formats << f;
        }
        layout.setFormats(formats);
        layout.beginLayout();
        qreal y = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(rect.width());
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        layout.endLayout();
        painter->save();
        painter->setClipRect(opt.rect);
        painter->setPen(opt.palette.color(opt.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                             : QPalette::Text));
        layout.draw(painter, QPointF(rect.left(), rect.top() + qMax<qreal>(0, (rect.height() - y) / 2)));
        painter->restore();
    }
};
} // namespace

LogViewer::LogViewer(QWidget* parent)
    : QWidget(parent), m_model(new core::LogViewModel(this)), m_view(new QListView(this)),
      m_search(new QLineEdit(this)), m_regex(new QCheckBox(tr("Regex"), this)),
      m_case(new QCheckBox(tr("Case"), this)), m_only(new QCheckBox(tr("Only matching"), this)),
      m_wrap(new QCheckBox(tr("Wrap"), this)), m_follow(new QCheckBox(tr("Follow"), this)),
      m_status(new QLabel(this)), m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("logViewer"));
    m_search->setObjectName(QStringLiteral("logSearch"));
    m_search->setPlaceholderText(tr("Search the log (Enter: next, Shift+Enter: previous)"));
    enableClearButton(m_search);
    m_search->setAccessibleName(tr("Search the log"));
    m_regex->setToolTip(tr("Search with a regular expression"));
    m_case->setToolTip(tr("Match upper and lower case exactly"));
    m_only->setToolTip(tr("Show only the lines that match the search"));
    m_wrap->setToolTip(tr("Wrap long lines"));
    m_follow->setToolTip(tr("Scroll to new lines as they arrive (Cloudly pushes no log lines: they arrive "
                            "with each poll)"));
    m_follow->setChecked(true);
    auto* previous = new QPushButton(tr("Previous"), this);
    auto* next = new QPushButton(tr("Next"), this);
    auto* save = new QPushButton(tr("Save…"), this);
    save->setToolTip(tr("Save the lines shown to a text file"));
    m_error->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_error->setObjectName(QStringLiteral("logSearchError"));
    m_error->setStyleSheet(QStringLiteral("color: palette(link);"));
    m_error->hide();
    m_status->setTextFormat(Qt::PlainText);
    m_status->setObjectName(QStringLiteral("logStatus"));

    m_view->setObjectName(QStringLiteral("logLines"));
    m_view->setAccessibleName(tr("Log lines"));
    m_view->setModel(m_model);
    m_view->setUniformItemSizes(true); // a million lines scroll smoothly only with uniform sizes
    m_view->setItemDelegate(new HighlightDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_view->setFont(mono);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_search, 1);
    for (QWidget* w :
         std::initializer_list<QWidget*>{previous, next, m_regex, m_case, m_only, m_wrap, m_follow, save})
        bar->addWidget(w);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_error);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_search, &QLineEdit::textChanged, this, &LogViewer::applySearch);
    connect(m_regex, &QCheckBox::toggled, this, &LogViewer::applySearch);
    connect(m_case, &QCheckBox::toggled, this, &LogViewer::applySearch);
    connect(m_only, &QCheckBox::toggled, this, [this](bool on) {
        m_model->setOnlyMatching(on);
        updateStatus();
    });
    connect(m_wrap, &QCheckBox::toggled, this, [this](bool on) {
        m_view->setWordWrap(on);
        m_view->setUniformItemSizes(!on); // wrapped lines differ in height
    });
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        m_paused = false;
        if (on)
            m_view->scrollToBottom();
        updateStatus();
    });
    connect(m_search, &QLineEdit::returnPressed, this, &LogViewer::findNext);
    connect(next, &QPushButton::clicked, this, &LogViewer::findNext);
    connect(previous, &QPushButton::clicked, this, &LogViewer::findPrevious);
    connect(save, &QPushButton::clicked, this, &LogViewer::onSave);
    auto* f3 = new QShortcut(QKeySequence::FindNext, this);
    connect(f3, &QShortcut::activated, this, &LogViewer::findNext);
    auto* shiftF3 = new QShortcut(QKeySequence::FindPrevious, this);
    connect(shiftF3, &QShortcut::activated, this, &LogViewer::findPrevious);
    auto* shiftEnter = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Return), m_search);
    shiftEnter->setContext(Qt::WidgetShortcut);
    connect(shiftEnter, &QShortcut::activated, this, &LogViewer::findPrevious);
    // Scrolling up pauses following; reaching the bottom again resumes it.
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        const bool atBottom = value >= m_view->verticalScrollBar()->maximum();
        if (m_follow->isChecked() && m_paused == atBottom) {
            m_paused = !atBottom;
            updateStatus();
        }
    });
    connect(m_model, &core::LogViewModel::matchCountChanged, this, &LogViewer::updateStatus);
    updateStatus();
}

void LogViewer::setTasks(const QList<core::Deployment>& tasks, bool service)
{
    bool restart = service != m_service || m_model->lineCount() == 0;
    QHash<QString, int> now;
    for (const core::Deployment& t : tasks) {
        now.insert(t.id, int(t.deploymentLog.size()));
        if (t.deploymentLog.size() < m_seen.value(t.id, 0))
            restart = true; // a log got shorter: show it again from its start
    }
    for (auto it = m_seen.cbegin(); it != m_seen.cend(); ++it)
        if (!now.contains(it.key()))
            restart = true; // a task went away
    m_service = service;
    if (restart) {
        m_model->setTaskLogs(tasks, service);
    } else {
        QList<core::Deployment> fresh;
        for (const core::Deployment& t : tasks)
            if (t.deploymentLog.size() > m_seen.value(t.id, 0))
                fresh << t;
        QList<core::LogLine> added;
        const QList<core::LogLine> merged = core::mergeTaskLogs(fresh);
        for (const core::LogLine& l : merged)
            if (l.index >= m_seen.value(l.deploymentId, 0))
                added << l;
        m_model->appendLines(added);
    }
    m_seen = now;
    if (isFollowing())
        m_view->scrollToBottom();
    updateStatus();
}

void LogViewer::setPollInterval(int seconds)
{
    m_pollSeconds = seconds;
    updateStatus();
}

bool LogViewer::isFollowing() const
{
    return m_follow->isChecked() && !m_paused;
}

QString LogViewer::statusText() const
{
    return m_status->text();
}

void LogViewer::applySearch()
{
    core::LogViewModel::Search s;
    s.pattern = m_search->text();
    s.regex = m_regex->isChecked();
    s.caseSensitive = m_case->isChecked();
    QString error;
    if (!m_model->setSearch(s, &error)) {
        m_error->setText(tr("Search: %1").arg(error));
        m_error->show();
        return;
    }
    m_error->hide();
    updateStatus();
}

void LogViewer::findNext()
{
    const int row = m_model->nextMatch(m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1);
    if (row < 0)
        return;
    m_view->setCurrentIndex(m_model->index(row));
    m_view->scrollTo(m_model->index(row), QAbstractItemView::PositionAtCenter);
}

void LogViewer::findPrevious()
{
    const int row =
        m_model->previousMatch(m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1);
    if (row < 0)
        return;
    m_view->setCurrentIndex(m_model->index(row));
    m_view->scrollTo(m_model->index(row), QAbstractItemView::PositionAtCenter);
}

void LogViewer::updateStatus()
{
    QStringList parts;
    parts << tr("%n line(s)", nullptr, int(m_model->lineCount()));
    if (!m_search->text().isEmpty())
        parts << tr("%n match(es)", nullptr, int(m_model->matchCount()));
    if (!m_follow->isChecked())
        parts << tr("not following");
    else if (m_paused)
        parts << tr("following paused (scrolled up; scroll to the end to resume)");
    else
        parts << tr("follows by polling every %n s (Cloudly pushes no log lines)", nullptr, m_pollSeconds);
    m_status->setText(parts.join(QStringLiteral(" · ")));
    // A screen reader in the search field hears what it found as the search changes (the field's
    // description), without leaving it.
    const QString found =
        m_search->text().isEmpty() ? QString() : tr("%n match(es)", nullptr, int(m_model->matchCount()));
    if (m_search->accessibleDescription() != found)
        m_search->setAccessibleDescription(found);
}

bool LogViewer::saveTo(const QString& path, QString* error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) ||
        !file.setPermissions(core::privatefs::kFilePermissions) ||
        file.write(m_model->visibleText().toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void LogViewer::onSave()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save log"), QStringLiteral("log.txt"),
                                                      tr("Text files (*.txt *.log);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Save log"), tr("Could not save %1: %2").arg(path, error));
}

} // namespace ui
} // namespace cloudly
