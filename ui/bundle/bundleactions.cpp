#include "ui/bundle/bundleactions.h"

#include "core/bundle/bundlecollector.h"
#include "core/bundle/bundlefetcher.h"
#include "core/bundle/bundlereader.h"
#include "core/bundle/bundlewriter.h"
#include "core/cache/offlinecache.h"
#include "core/journal/journalfeed.h"
#include "core/net/typedsocketclient.h"
#include "core/preflight/receiptstore.h"
#include "core/session/session.h"
#include "core/settings/appsettings.h"
#include "core/util/timefmt.h"
#include "ui/actions/actionregistry.h"
#include "ui/actions/shellactions.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/services/consoleservices.h"

#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>

namespace cloudly {
namespace ui {
namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::BundleActions)
};

QMenu* menuTitled(MainWindow* window, const QString& title)
{
    for (QAction* a : window->menuBar()->actions())
        if (a->menu() && a->menu()->title() == title)
            return a->menu();
    return nullptr;
}

core::BundleInputs inputsOf(ConsoleWindow& console)
{
    ConsoleServices& services = console.services();
    const core::Profile& profile = console.sessionController()->profile();
    core::BundleInputs in;
    in.profile = console.sessionController()->profileKey();
    in.server = profile.url;
    in.stage = profile.stage;
    in.isProtected = profile.isProtected;
    in.readOnly = profile.readOnly;
    QJsonObject names;
    const core::MethodNames methodNames = services.settings->methodNames(in.profile);
    for (auto it = methodNames.overrides().cbegin(); it != methodNames.overrides().cend(); ++it)
        names.insert(it.key(), it.value());
    in.options = QJsonObject{
        {QStringLiteral("methodNames"), names},
        {QStringLiteral("backupMaxAgeMs"), services.settings->backupMaxAgeMs(in.profile)},
        {QStringLiteral("heartbeatStaleAfterMs"), services.settings->heartbeatStaleAfterMs(in.profile)}};
    in.receiptsDirectory = services.receipts->directory();
    in.journalPath = services.journal->path();
    in.journalSinceMs = QDateTime::currentMSecsSinceEpoch() - 7ll * 24 * 3600 * 1000;
    in.consoleName = QStringLiteral("cloudly-console");
    in.consoleVersion = QCoreApplication::applicationVersion();
    return in;
}

BundleCreation write(const QString& path, const core::BundleInputs& in)
{
    BundleCreation result;
    QString error;
    const std::optional<core::BundleContent> content = core::BundleCollector::collect(in, &error);
    if (!content || !core::BundleWriter::write(path, *content, &error)) {
        result.message = Tr::tr("No support bundle was written: %1").arg(error);
        return result;
    }
    result.ok = true;
    result.message = Tr::tr("Wrote %1: %n value(s) redacted, the inventory %2 as of %3.", nullptr,
                            static_cast<int>(content->redactions.size()))
                         .arg(QDir::toNativeSeparators(path),
                              in.source == core::BundleSource::Live ? Tr::tr("from the server")
                                                                    : Tr::tr("from the offline copy"),
                              core::displayTime(content->asOf));
    for (const QString& note : content->notes)
        result.message += QLatin1Char('\n') + note;
    return result;
}

BundleCreation fromOfflineCopy(ConsoleWindow& console, const QString& path, const QString& reason)
{
    core::BundleInputs in = inputsOf(console);
    QString error;
    if (!core::BundleCollector::fromOfflineCopy(console.services().offline->store(), &in, &error)) {
        BundleCreation result;
        result.message = Tr::tr("The server cannot be reached (%1), and %2. No support bundle was written.")
                             .arg(reason, error);
        return result;
    }
    in.notes.prepend(
        Tr::tr("The server could not be reached (%1): the inventory is the offline copy.").arg(reason));
    return write(path, in);
}
} // namespace

void createSupportBundle(ConsoleWindow& console, const QString& path,
                         std::function<void(const BundleCreation&)> done)
{
    core::Session* session = console.services().session.get();
    const bool live = console.services().client->state() == core::TypedSocketClient::State::Connected &&
                      session->isAuthenticated();
    if (!live)
        return done(fromOfflineCopy(console, path,
                                    console.services().client->lastError().isEmpty()
                                        ? Tr::tr("not connected")
                                        : console.services().client->lastError()));
    auto* fetcher = new core::BundleFetcher(
        session, console.services().settings->methodNames(console.sessionController()->profileKey()),
        &console);
    ConsoleWindow* app = &console;
    fetcher->fetch([app, path, done, fetcher](const core::BundleFetcher::Result& r) {
        fetcher->deleteLater();
        if (r.replies.isEmpty() && r.connectionLost)
            return done(fromOfflineCopy(*app, path, r.notes.value(0)));
        core::BundleInputs in = inputsOf(*app);
        in.source = core::BundleSource::Live;
        in.asOf = QDateTime::currentDateTimeUtc();
        in.replies = r.replies;
        in.notes = r.notes;
        done(write(path, in));
    });
}

void installBundleActions(ConsoleWindow& console)
{
    MainWindow* window = console.mainWindow();
    ActionRegistry* registry = window->actions();
    QAction* open = registry->add(
        QStringLiteral("connection.openBundle"), ActionRegistry::plainText(ShellMenus::connection()),
        Tr::tr("Open &support bundle…"), {},
        Tr::tr("Show a support bundle read-only in a new window; nothing is sent anywhere"));
    QAction* create =
        registry->add(QStringLiteral("help.createBundle"), ActionRegistry::plainText(ShellMenus::help()),
                      Tr::tr("Create &support bundle…"), {},
                      Tr::tr("Save what this console sees of the current profile, secrets removed, as "
                             "one zip file for support"));
    if (QMenu* menu = menuTitled(window, ShellMenus::connection()))
        menu->insertAction(menu->actions().value(menu->actions().size() - 1), open); // above Quit
    if (QMenu* menu = menuTitled(window, ShellMenus::help()))
        menu->insertAction(menu->actions().value(0), create);
    QObject::connect(open, &QAction::triggered, window, [window] {
        const QString path = QFileDialog::getOpenFileName(window, Tr::tr("Open support bundle"), QString(),
                                                          Tr::tr("Support bundles (*.zip);;All files (*)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!core::BundleReader::read(path, &error)) {
            QMessageBox::warning(window, Tr::tr("Open support bundle"), error);
            return;
        }
        if (!QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                     {QStringLiteral("--open-bundle"), path}))
            QMessageBox::warning(window, Tr::tr("Open support bundle"),
                                 Tr::tr("The console could not be started."));
    });
    ConsoleWindow* app = &console;
    QObject::connect(create, &QAction::triggered, window, [app, window] {
        QString name = app->sessionController()->profileKey();
        name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
        const QString suggested = QDir::home().filePath(
            QStringLiteral("cloudly-bundle-%1-%2.zip")
                .arg(name.left(40),
                     QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"))));
        const QString path = QFileDialog::getSaveFileName(window, Tr::tr("Create support bundle"), suggested,
                                                          Tr::tr("Support bundles (*.zip)"));
        if (path.isEmpty())
            return;
        createSupportBundle(*app, path, [window](const BundleCreation& result) {
            if (result.ok)
                QMessageBox::information(window, Tr::tr("Create support bundle"), result.message);
            else
                QMessageBox::warning(window, Tr::tr("Create support bundle"), result.message);
        });
    });
}

} // namespace ui
} // namespace cloudly
