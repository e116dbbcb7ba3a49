// cloudly-console: the desktop console. main() only parses arguments, installs translations and hands
// over to the composition root (ConsoleApp).
#include "core/links/viewlink.h"
#include "core/settings/appsettings.h"
#include "core/storage/datahomemigration.h"
#include "core/util/processmemory.h"
#include "ui/app/consoleapp.h"
#include "ui/app/consolewindow.h"
#include "ui/app/instanceserver.h"
#include "ui/app/startupprobe.h"
#include "ui/bundle/bundleactions.h"
#include "ui/bundle/bundleviewer.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/inventory/servicesview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/pages/featurepages.h"
#include "ui/shell/shell.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QPixmap>
#include <QTableView>
#include <QTimer>
#include <QTranslator>

#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>

namespace {

void installTranslators(QCoreApplication& app)
{
    // The language follows the system unless the preferences override it (general/language).
    const QLocale locale =
        cloudly::ui::uiLocale(cloudly::core::AppSettings(cloudly::core::defaultSettingsPath()).language());
    if (locale != QLocale())
        QLocale::setDefault(locale);
    // Ours from the embedded catalogues (:/i18n/cloudly_<lang>.qm), Qt's own from the Qt installation.
    auto* ours = new QTranslator(&app);
    // No catalogue for the system language (or the C locale): English, whose catalogue holds the plural
    // forms.
    if (ours->load(locale, QStringLiteral("cloudly"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        ours->load(QStringLiteral(":/i18n/cloudly_en.qm")))
        QCoreApplication::installTranslator(ours);
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

// --screenshot FILE: once the services are shown, select the first row, grab the window and quit.
void scheduleScreenshot(cloudly::ui::ConsoleApp& console, const QString& file)
{
    QObject::connect(&console, &cloudly::ui::ConsoleApp::servicesLoaded, &console, [&console, file] {
        QTableView* table = console.window()->pages()->servicesView()->table();
        table->selectRow(0);
        QTimer::singleShot(500, &console, [&console, file] {
            const bool ok = console.window()->mainWindow()->grab().save(file);
            std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "saved" : "could not save", qPrintable(file));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    });
    QTimer::singleShot(30000, &console, [] {
        std::fprintf(stderr, "no services loaded within 30 s; no screenshot taken\n");
        QCoreApplication::exit(1);
    });
}

// --help and --version must work without a display, so they get a QCoreApplication.
std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" ||
            arg == "--version")
            return std::make_unique<QCoreApplication>(argc, argv);
    }
    return std::make_unique<QApplication>(argc, argv);
}

// `cloudly-console cloudly://…`: when this user's console already runs, it gets the link and this start
// ends (0: opened; 1: the console said why not, and shows it too). Empty: nobody listens, start normally.
std::optional<int> handOverLink(const QString& link)
{
    const std::optional<cloudly::ui::InstanceServer::Reply> reply =
        cloudly::ui::InstanceServer::handOver(link);
    if (!reply)
        return std::nullopt;
    if (reply->opened) {
        std::fprintf(
            stdout, "%s\n",
            qPrintable(QCoreApplication::translate("main", "opened in the running console: %1").arg(link)));
        return 0;
    }
    std::fprintf(stderr, "%s\n", qPrintable(reply->message));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    // Before any thread starts: the allocator policy shared with cloudlyctl (core/util/processmemory.h), so
    // the replaced 40 MB replies and their indexes go back to the system instead of staying in the heap.
    cloudly::core::applyMallocPolicy();
    const std::unique_ptr<QCoreApplication> app = createApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cloudly-console"));
    QCoreApplication::setOrganizationName(QStringLiteral("serve.zone"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDLY_VERSION));
    installTranslators(*app);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Cloudly Console: a native operations console for serve.zone Cloudly."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Start the embedded demo server and log in to it as admin."));
    const QCommandLineOption url(
        QStringLiteral("url"),
        QCoreApplication::translate("main", "Server to connect to (ws, wss, http or https)."),
        QCoreApplication::translate("main", "URL"));
    QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate(
            "main", "Save a picture of the window to FILE once the services are shown, then quit."),
        QCoreApplication::translate("main", "FILE"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({demo, url, screenshot});
    // Performance measurements of the real process (docs/PERFORMANCE.md, "Desktop").
    const QCommandLineOption measureStartup(
        QStringLiteral("measure-startup"),
        QCoreApplication::translate("main",
                                    "Print the milliseconds from process start to the first paint of "
                                    "the main window and the memory use as one JSON line, then quit."));
    const QCommandLineOption demoTasks(
        QStringLiteral("demo-tasks"),
        QCoreApplication::translate("main", "With --demo: serve N generated tasks. With --measure-startup: "
                                            "also wait until N tasks are shown."),
        QCoreApplication::translate("main", "N"));
    const QCommandLineOption demoServer(
        QStringLiteral("demo-server"),
        QCoreApplication::translate("main",
                                    "Log in as admin to the demo server (cloudly-demo-server) at URL."),
        QCoreApplication::translate("main", "URL"));
    QCommandLineOption keepRunning(
        QStringLiteral("keep-running"),
        QCoreApplication::translate("main", "With --measure-startup: keep running after the JSON line."));
    keepRunning.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption pollInterval(
        QStringLiteral("poll-interval"),
        QCoreApplication::translate("main", "Refresh the inventory every S seconds for this run (default: "
                                            "the preferences' refresh interval)."),
        QCoreApplication::translate("main", "S"));
    const QCommandLineOption openBundle(
        QStringLiteral("open-bundle"),
        QCoreApplication::translate("main",
                                    "Show the support bundle FILE read-only; nothing connects anywhere."),
        QCoreApplication::translate("main", "FILE"));
    parser.addOptions({measureStartup, demoTasks, demoServer, keepRunning, pollInterval, openBundle});
    // Tests: a line "view LINK" on stdout whenever a link has been opened, LINK being what the window then
    // shows (tests/integration/tst_linkhandover.cpp).
    QCommandLineOption printViews(
        QStringLiteral("print-views"),
        QCoreApplication::translate("main", "Print the view each opened link shows."));
    printViews.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(printViews);
    parser.addPositionalArgument(
        QStringLiteral("link"),
        QCoreApplication::translate("main", "A link to a view (cloudly://PROFILE/PAGE?filter=…&select=ID): "
                                            "opened in the running console, or at start."),
        QStringLiteral("[link]"));
    parser.process(*app); // exits for --help and --version
    auto* gui = qobject_cast<QApplication*>(app.get());
    if (!gui)
        return 0;
    QString link;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 ||
        (positional.size() == 1 && !cloudly::core::looksLikeViewLink(positional.first()))) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QCoreApplication::translate("main", "Unexpected argument: %1 (only one cloudly:// "
                                                           "link may follow the options)")
                           .arg(positional.value(positional.size() > 1 ? 1 : 0))));
        return 2;
    }
    if (!positional.isEmpty()) {
        link = positional.first();
        const cloudly::core::ViewLinkParse parsed = cloudly::core::parseViewLink(link);
        if (!parsed.ok()) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(
                    QCoreApplication::translate("main", "Cannot open the link: %1").arg(parsed.error)));
            return 2;
        }
        if (const std::optional<int> handedOver = handOverLink(link))
            return *handedOver;
    }
    cloudly::ui::ConsoleApp::applyStyle(*gui);
    // One data home with cloudlyctl (not named after this binary): what older versions kept in a folder of
    // their own moves in first, and the home is made the user's only.
    cloudly::core::prepareDataHome();

    cloudly::ui::ConsoleApp::Options options;
    options.demo = parser.isSet(demo);
    if (parser.isSet(url)) {
        if (options.demo) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main", "--demo and --url cannot be combined.")));
            return 2;
        }
        options.url = QUrl::fromUserInput(parser.value(url));
    }

    if (parser.isSet(pollInterval)) {
        bool ok = false;
        const double seconds = parser.value(pollInterval).toDouble(&ok);
        if (!ok || !(seconds >= 0.5 && seconds <= 3600)) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QCoreApplication::translate(
                               "main", "Invalid value for --poll-interval: %1 (seconds, 0.5 to 3600)")
                               .arg(parser.value(pollInterval))));
            return 2;
        }
        options.refreshIntervalMs = static_cast<int>(std::lround(seconds * 1000));
    }

    options.demoTasks = qMax(0, parser.value(demoTasks).toInt());
    // --demo-server URL, given again for each further window (tests/bench/run-windows-benchmark.sh).
    QList<QUrl> demoServerUrls;
    for (const QString& value : parser.values(demoServer)) {
        const QUrl demoServerUrl = QUrl::fromUserInput(value);
        if (demoServerUrl.isValid())
            demoServerUrls.append(demoServerUrl);
    }
    if (!demoServerUrls.isEmpty())
        options.showConnectDialog = false;
    options.link = link;
    // One console per user: later starts hand their links to this one. Measurements stay on their own.
    options.acceptLinks =
        !parser.isSet(measureStartup) && !parser.isSet(screenshot) && !parser.isSet(openBundle);

    std::unique_ptr<cloudly::ui::BundleViewer> bundle;
    if (parser.isSet(openBundle)) {
        QString error;
        bundle = cloudly::ui::BundleViewer::open(parser.value(openBundle), &options, &error);
        if (!bundle) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
    }
    cloudly::ui::ConsoleApp console(options);
    if (parser.isSet(printViews)) {
        const auto report = [](cloudly::ui::ConsoleWindow* window) {
            QObject::connect(window, &cloudly::ui::ConsoleWindow::linkShown, window, [](const QString& view) {
                std::fprintf(stdout, "view %s\n", qPrintable(view));
                std::fflush(stdout);
            });
        };
        report(console.window());
        QObject::connect(&console, &cloudly::ui::ConsoleApp::windowOpened, &console, report);
    }
    // Every window offers Open / Create support bundle.
    cloudly::ui::installBundleActions(*console.window());
    QObject::connect(&console, &cloudly::ui::ConsoleApp::windowOpened, &console,
                     [](cloudly::ui::ConsoleWindow* window) { cloudly::ui::installBundleActions(*window); });
    std::unique_ptr<cloudly::ui::StartupProbe> probe;
    if (parser.isSet(measureStartup))
        probe = std::make_unique<cloudly::ui::StartupProbe>(
            &console,
            cloudly::ui::StartupProbe::Options{options.demoTasks, 500, 180000, parser.isSet(keepRunning)});
    if (parser.isSet(screenshot))
        scheduleScreenshot(console, parser.value(screenshot));
    if (!console.start()) {
        std::fprintf(stderr, "%s\n", qPrintable(console.errorString()));
        return 1;
    }
    if (bundle)
        bundle->attach(*console.window());
    for (qsizetype i = 0; i < demoServerUrls.size(); ++i) {
        cloudly::ui::ConnectDialog::Request request;
        request.profile.url = demoServerUrls.at(i);
        request.profile.username = QStringLiteral("admin");
        request.secret = QStringLiteral("demo"); // the demo server's published demo password
        cloudly::ui::ConsoleWindow* window = i == 0 ? console.window() : console.newWindow({}, false);
        window->sessionController()->connectTo(request);
    }
    return QApplication::exec();
}
