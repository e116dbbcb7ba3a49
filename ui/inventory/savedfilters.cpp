#include "ui/inventory/savedfilters.h"

#include "core/settings/appsettings.h"

#include <QCompleter>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QStringListModel>
#include <QToolButton>

#include <algorithm>

namespace cloudly {
namespace ui {

SavedFilters::SavedFilters(QLineEdit* edit, core::AppSettings* settings, QString view, QString profile,
                           QObject* parent)
    : QObject(parent), m_edit(edit), m_settings(settings), m_view(std::move(view)),
      m_profile(std::move(profile)), m_button(new QToolButton(edit->parentWidget())),
      m_menu(new QMenu(m_button)), m_texts(new QStringListModel(this)), m_completer(new QCompleter(this))
{
    m_button->setObjectName(m_view + QStringLiteral("SavedFilters"));
    m_button->setText(tr("Saved filters"));
    m_button->setToolTip(tr("Apply a saved filter, or save the current one under a name (per profile)"));
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setMenu(m_menu);
    m_menu->setObjectName(m_view + QStringLiteral("SavedFiltersMenu"));
    connect(m_menu, &QMenu::aboutToShow, this, &SavedFilters::fillMenu);

    m_completer->setModel(m_texts);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_edit->setCompleter(m_completer);
    refresh();
}

void SavedFilters::setProfile(const QString& profile)
{
    if (profile == m_profile)
        return;
    m_profile = profile;
    m_memory.clear();
    refresh();
}

QList<std::pair<QString, QString>> SavedFilters::filters() const
{
    return m_settings ? m_settings->savedFilters(m_view, m_profile) : m_memory;
}

QString SavedFilters::textOf(const QString& name) const
{
    for (const auto& [n, text] : filters())
        if (n == name)
            return text;
    return {};
}

bool SavedFilters::save(const QString& name, const QString& text)
{
    if (m_settings) {
        if (!m_settings->setSavedFilter(m_view, m_profile, name, text))
            return false;
    } else {
        if (name.trimmed().isEmpty() || text.trimmed().isEmpty() || core::AppSettings::looksSecret(text))
            return false;
        remove(name.trimmed());
        m_memory.append({name.trimmed(), text.trimmed()});
        std::sort(m_memory.begin(), m_memory.end());
    }
    refresh();
    return true;
}

void SavedFilters::remove(const QString& name)
{
    if (m_settings)
        m_settings->removeSavedFilter(m_view, m_profile, name);
    else
        m_memory.removeIf([&](const auto& f) { return f.first == name; });
    refresh();
}

bool SavedFilters::apply(const QString& name)
{
    const QString text = textOf(name);
    if (text.isEmpty())
        return false;
    m_edit->setText(text);
    return true;
}

void SavedFilters::refresh()
{
    QStringList texts;
    for (const auto& [name, text] : filters())
        if (!texts.contains(text))
            texts << text;
    m_texts->setStringList(texts);
    Q_EMIT changed();
}

void SavedFilters::fillMenu()
{
    m_menu->clear();
    const QList<std::pair<QString, QString>> list = filters();
    for (const auto& [name, text] : list) {
        QAction* action = m_menu->addAction(tr("%1 — %2").arg(name, text));
        action->setData(name);
        connect(action, &QAction::triggered, this, [this, n = name] { apply(n); });
    }
    if (list.isEmpty())
        m_menu->addAction(tr("No saved filters yet"))->setEnabled(false);
    m_menu->addSeparator();
    QAction* save = m_menu->addAction(tr("Save current filter…"));
    save->setEnabled(!m_edit->text().trimmed().isEmpty());
    connect(save, &QAction::triggered, this, &SavedFilters::askAndSave);
    if (!list.isEmpty()) {
        QMenu* remove = m_menu->addMenu(tr("Delete saved filter"));
        for (const auto& [name, text] : list)
            connect(remove->addAction(name), &QAction::triggered, this,
                    [this, n = name] { this->remove(n); });
    }
}

void SavedFilters::askAndSave()
{
    const QString text = m_edit->text().trimmed();
    bool ok = false;
    const QString name =
        QInputDialog::getText(m_edit->window(), tr("Save filter"), tr("Name for the filter “%1”:").arg(text),
                              QLineEdit::Normal, QString(), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    if (!save(name, text))
        QMessageBox::warning(
            m_edit->window(), tr("Save filter"),
            tr("This filter is not saved: it looks like it contains a secret, and secrets are "
               "never written to the settings file."));
}

} // namespace ui
} // namespace cloudly
