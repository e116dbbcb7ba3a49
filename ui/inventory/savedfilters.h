#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <utility>

class QCompleter;
class QLineEdit;
class QMenu;
class QStringListModel;
class QToolButton;

namespace cloudly {
namespace core {
class AppSettings;
} // namespace core
namespace ui {
// Named filters of one view, per profile (AppSettings::savedFilters: the settings INI; a filter that looks
// like it holds a secret is never stored). Offered three ways: the "Saved filters" button beside the filter
// line (apply, save the current filter under a name, delete), the filter line's completer (typing part of a
// saved filter offers it), and the command palette (ui/shell lists every page's saved filters). Without
// settings the filters live in memory only.
class SavedFilters : public QObject
{
    Q_OBJECT
public:
    SavedFilters(QLineEdit* edit, core::AppSettings* settings, QString view, QString profile,
                 QObject* parent = nullptr);

    QToolButton* button() const { return m_button; }
    QCompleter* completer() const { return m_completer; }
    QString view() const { return m_view; }
    QString profile() const { return m_profile; }
    void setProfile(const QString& profile);

    QList<std::pair<QString, QString>> filters() const; // (name, text), sorted by name
    QString textOf(const QString& name) const;          // "" when unknown
    // False for an empty name or text, or a text that looks like it holds a secret.
    bool save(const QString& name, const QString& text);
    void remove(const QString& name);
    bool apply(const QString& name); // sets the filter line's text; false when unknown

Q_SIGNALS:
    void changed();

private:
    void refresh();
    void fillMenu();
    void askAndSave();

    QLineEdit* m_edit;
    core::AppSettings* m_settings;
    QString m_view;
    QString m_profile;
    QList<std::pair<QString, QString>> m_memory; // without settings
    QToolButton* m_button;
    QMenu* m_menu;
    QStringListModel* m_texts;
    QCompleter* m_completer;
};

} // namespace ui
} // namespace cloudly
