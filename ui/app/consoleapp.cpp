#include "ui/app/consoleapp.h"

#include "ui/app/consolewindow.h"
#include "ui/app/instanceserver.h"

#include "core/demo/demoserver.h"
#include "core/links/viewlink.h"
#include "core/session/profilestore.h"
#include "core/settings/appsettings.h"
#include "core/util/logging.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/style/theme.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QStyleFactory>
#include <QTimer>

namespace cloudly {
namespace ui {

ConsoleApp::ConsoleApp(Options options, QObject* parent) : QObject(parent), m_options(std::move(options))
{
    addWindow();
    connect(m_windows.first(), &ConsoleWindow::servicesLoaded, this, &ConsoleApp::servicesLoaded);
    if (m_options.acceptLinks) {
        m_instance = std::make_unique<InstanceServer>([this](const QString& link) { return openLink(link); },
                                                      m_options.instanceDirectory);
    }
}

ConsoleApp::~ConsoleApp()
{
    m_instance.reset(); // no link arrives while the windows go
    // Newest first, each with its session; the first one (which may own the embedded demo) last.
    while (!m_windows.isEmpty())
        delete m_windows.takeLast();
}

ConsoleWindow* ConsoleApp::addWindow()
{
    ConsoleWindow::Options options;
    options.services.settingsPath = m_options.settingsPath;
    options.services.dataDirectory = m_options.dataDirectory;
    options.services.cacheWriteIntervalMs = m_options.cacheWriteIntervalMs;
    options.services.refreshIntervalMs = m_options.refreshIntervalMs;
    options.services.secretStore = m_options.secretStore;
    options.demoTasks = m_options.demoTasks;
    options.url = m_options.url;
    auto* window = new ConsoleWindow(options, this);
    m_windows.append(window);
    connect(window, &ConsoleWindow::newWindowRequested, this, [this] { newWindow(); });
    // A profile saved, changed or removed in one window is in every window's switcher (each reads the one
    // settings file; the store that wrote tells the others).
    connect(window->services().profiles.get(), &core::ProfileStore::profilesChanged, this, [this, window] {
        if (m_relayingProfiles)
            return;
        m_relayingProfiles = true;
        for (ConsoleWindow* other : std::as_const(m_windows)) {
            if (other != window)
                Q_EMIT other->services().profiles->profilesChanged();
        }
        m_relayingProfiles = false;
    });
    connect(window, &ConsoleWindow::closed, this, [this, window] { onWindowClosed(window); });
    connect(window->mainWindow(), &QWidget::windowTitleChanged, this, &ConsoleApp::updateWindowMenus);
    updateWindowMenus();
    Q_EMIT windowOpened(window);
    return window;
}

void ConsoleApp::onWindowClosed(ConsoleWindow* window)
{
    // The last window stays until the application ends (closing it quits); any other goes with its
    // session, so its connection, polling and memory end now.
    if (m_windows.size() <= 1 || !m_windows.contains(window))
        return;
    m_windows.removeOne(window);
    window->deleteLater();
    updateWindowMenus();
}

void ConsoleApp::updateWindowMenus()
{
    for (ConsoleWindow* window : std::as_const(m_windows)) {
        QMenu* menu = window->mainWindow()->windowMenu();
        if (!menu)
            continue;
        for (QAction* old : menu->actions()) {
            if (old->property("cloudlyWindowEntry").toBool()) {
                menu->removeAction(old);
                old->deleteLater();
            }
        }
        auto* separator = menu->addSeparator();
        separator->setProperty("cloudlyWindowEntry", true);
        for (qsizetype i = 0; i < m_windows.size(); ++i) {
            ConsoleWindow* target = m_windows.at(i);
            QAction* entry = menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(
                target->mainWindow()->windowTitle().replace(QLatin1Char('&'), QStringLiteral("&&"))));
            entry->setProperty("cloudlyWindowEntry", true);
            entry->setObjectName(QStringLiteral("windowEntry"));
            entry->setCheckable(true);
            entry->setChecked(target == window);
            connect(entry, &QAction::triggered, target, [target, window, entry] {
                entry->setChecked(target == window); // a menu of windows, not a toggle
                target->bringToFront();
            });
        }
    }
}

QList<ConsoleWindow*> ConsoleApp::windows() const
{
    return m_windows;
}

ConsoleWindow* ConsoleApp::window(int index) const
{
    return m_windows.value(index);
}

ConsoleWindow* ConsoleApp::newWindow(const QString& profile, bool askWhereToConnect)
{
    ConsoleWindow* window = addWindow();
    MainWindow* shown = window->mainWindow();
    // A little down and right of the active window, so the new one is seen to be another.
    if (QWidget* active = QApplication::activeWindow())
        shown->move(active->pos() + QPoint(32, 32));
    shown->show();
    shown->raise();
    shown->activateWindow();
    const bool switched = !profile.isEmpty() && window->sessionController()->switchProfile(profile);
    if (!switched && askWhereToConnect)
        QTimer::singleShot(0, window->sessionController(), &SessionController::showConnectDialog);
    return window;
}

QString ConsoleApp::openLink(const QString& text)
{
    const core::ViewLinkParse parsed = core::parseViewLink(text);
    if (!parsed.ok()) {
        const QString error = tr("Cannot open the link: %1").arg(parsed.error);
        if (ConsoleWindow* active = window(0))
            active->showMessage(error);
        qCWarning(lcLinks) << "refused a link:" << parsed.error;
        return error;
    }
    const core::ViewLink& link = *parsed.link;
    ConsoleWindow* target = nullptr;
    for (ConsoleWindow* window : m_windows) {
        if (window->showsProfile(link.profile)) {
            target = window;
            break;
        }
    }
    if (!target) {
        // A window that shows nothing yet is used before a new one is opened.
        for (ConsoleWindow* window : m_windows) {
            if (window->showsNothing()) {
                target = window;
                break;
            }
        }
    }
    if (!target) {
        if (!m_windows.first()->services().profiles->profile(link.profile)) {
            const QString error =
                tr("The link names the profile “%1”, which is not saved here (profiles: %2).")
                    .arg(link.profile,
                         m_windows.first()->services().profiles->names().join(QStringLiteral(", ")));
            m_windows.first()->showMessage(error);
            return error;
        }
        target = addWindow();
        target->mainWindow()->show();
    }
    return target->openLink(link);
}

void ConsoleApp::applyStyle(QApplication& app)
{
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        QApplication::setStyle(fusion);
    app.setPalette(QApplication::style()->standardPalette());
    // Light or dark (preferences: System / Light / Dark) before any widget exists.
    applyStartupTheme(core::AppSettings(core::defaultSettingsPath()));
}

bool ConsoleApp::start()
{
    ConsoleWindow* first = m_windows.first();
    SessionController* controller = first->sessionController();
    first->mainWindow()->show();
    if (m_instance && !m_instance->listen())
        qCWarning(lcLinks) << "links from other starts are not received:" << m_instance->errorString();
    if (m_options.demo) {
        if (!controller->ensureDemoServer()) {
            m_error = controller->errorString();
            return false;
        }
        ConnectDialog::Request demo;
        demo.profile.name = QStringLiteral("demo");
        demo.profile.url = controller->demoServer()->url();
        demo.profile.username = QStringLiteral("admin");
        demo.secret = QStringLiteral("demo");
        controller->connectTo(demo);
    } else if (!m_options.link.isEmpty()) {
        // The link's profile instead of the last used one; a link that cannot be opened says so and leaves
        // the window asking where to connect.
        if (!openLink(m_options.link).isEmpty() && first->showsNothing() && m_options.showConnectDialog)
            QTimer::singleShot(0, controller, &SessionController::showConnectDialog);
    } else if (m_options.showConnectDialog) {
        // The profile used last, in one step (its secret from the keychain; asked for when missing). When
        // its server cannot be reached, its offline cache is shown.
        const QString last = m_options.url.isEmpty() ? first->services().profiles->lastUsed() : QString();
        if (last.isEmpty() || !controller->switchProfile(last))
            QTimer::singleShot(0, controller, &SessionController::showConnectDialog);
    }
    return true;
}

} // namespace ui
} // namespace cloudly
