#pragma once

#include "ui/features/statusdelegate.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <utility>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace cloudly {
namespace ui {
// The right-hand pane of the inventory views: every field of the selected object as a field/value tree.
// Views fill it between begin() and end(): a few formatted sections first, then addJson() of the object
// as the server sent it, so nothing the server sent is left out. Secret values are never shown:
// credential-like keys (password, token, jwt, secret — but not secretBundleId), `acmeInfo.serverSecret`,
// and environment variable values (the names are listed). Timestamps (ms since epoch in keys ending in
// "At", "timestamp", "lastUpdated", "lastHealthCheck") are shown as local time with the raw number.
// Refreshing the same object (same key) keeps folded sections and the scroll position.
class DetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit DetailPane(QWidget* parent = nullptr);

    QTreeWidget* tree() const { return m_tree; }
    QString currentKey() const { return m_key; }

    void showPlaceholder(const QString& text);

    void begin(const QString& key, const QString& title, const QIcon& icon = {});
    QTreeWidgetItem* section(const QString& title);
    QTreeWidgetItem* addRow(QTreeWidgetItem* parent, const QString& field, const QString& value);
    // A row whose value is a status: icon + text + colour.
    QTreeWidgetItem* addStatusRow(QTreeWidgetItem* parent, const QString& field, const QString& value,
                                  Severity severity);
    // A warning shown right under the title (icon + text), e.g. the platform check.
    void addWarning(const QString& text);
    // Every key of `object`, nested objects and arrays as subtrees, secrets redacted. `path` is the JSON
    // path of `object` ("" for the top level; e.g. "data.acmeInfo"), used for redaction rules.
    void addJson(QTreeWidgetItem* parent, const QJsonObject& object, const QString& path = {});
    void end();
    // A block of text under the tree (e.g. a deployment log), wrapped and selectable; an empty title
    // hides it. Kept while the same key is shown; cleared when another object is shown.
    void setText(const QString& title, const QString& text);

    // History (the change journal): `source(key)` gives (when, what) lines of the object shown, newest
    // first, `when` in ms since the epoch; end() adds them as a "History" section after the first one, the
    // time short (the clock for today: the pane is narrow) with the full time as its tooltip. Null: no
    // section.
    using HistorySource = std::function<QList<std::pair<qint64, QString>>(const QString& key)>;
    void setHistorySource(HistorySource source) { m_history = std::move(source); }
    // A chart (or any widget) shown between the tree and the text block, owned by the pane; replaces the
    // previous one (null: none). Kept while the same key is shown; removed when another object is shown.
    void setChart(QWidget* chart);
    QWidget* chart() const { return m_chart; }

    // All rows as "field: value" lines, depth-first (tests, copy).
    QString plainText() const;
    QStringList warnings() const { return m_warnings; }
    QPlainTextEdit* textView() const { return m_text; } // the block of setText()
    QLabel* hintLabel() const { return m_hint; }        // showPlaceholder()'s text, when shown

    // "2026-01-01 01:00:00" (local time); with `withRaw` followed by " (1767225600000)".
    static QString formatTimestamp(qint64 msecs, bool withRaw = false);
    static QString hiddenText();

protected:
    void changeEvent(QEvent* event) override; // status colours follow a light/dark palette switch
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitFieldColumn();
    void addHistory();
    void addValue(QTreeWidgetItem* parent, const QString& key, const QJsonValue& value, const QString& path);
    QString itemPath(QTreeWidgetItem* item) const;
    void showHint(bool hint); // the hint instead of the tree, or back

    QLabel* m_title;
    QLabel* m_titleIcon;
    QLabel* m_warningIcon;
    QLabel* m_warning;
    QWidget* m_warningBox;
    QTreeWidget* m_tree;
    QLabel* m_hint;           // showPlaceholder()'s text, wrapped, in place of the tree
    bool m_hintShown = false; // between begin() and end(): the hint, not the tree
    QLabel* m_textTitle;
    QPlainTextEdit* m_text;
    QPointer<QWidget> m_chart;
    QString m_key;
    QString m_previousKey;
    int m_previousScroll = 0;
    QHash<QString, bool> m_folded; // item path -> folded, of the object shown before
    QStringList m_warnings;
    HistorySource m_history;
};

} // namespace ui
} // namespace cloudly