// cloudly-demo-server: the embedded demo server as a process (integration tests, manual trials).
// Prints exactly "LISTENING <port>" on stdout when ready, then serves until killed.
#include "core/demo/demoserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <cmath>
#include <cstdio>

using cloudly::core::DemoOptions;
using cloudly::core::DemoServer;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cloudly-demo-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDLY_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cloudly-demo-server",
        "Local Cloudly demo server (TypedSocket over WebSocket on 127.0.0.1; wss:// with --tls-cert)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption portOption(
        QStringLiteral("port"),
        QCoreApplication::translate("cloudly-demo-server", "Port to listen on (0: any free port)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption servicesOption(
        QStringLiteral("services"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Generate an inventory of N services (0: fixture only)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption tasksOption(
        QStringLiteral("tasks"),
        QCoreApplication::translate("cloudly-demo-server", "Generate M deployments (0: fixture only)."),
        QStringLiteral("M"), QStringLiteral("0"));
    const QCommandLineOption fixtureOption(
        QStringLiteral("fixture"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Fixture JSON file (default: the bundled demo data)."),
        QStringLiteral("PATH"));
    const QCommandLineOption delayOption(
        QStringLiteral("delay"),
        QCoreApplication::translate("cloudly-demo-server", "Delay every reply by MS milliseconds."),
        QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption faultsOption(
        QStringLiteral("faults"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Enable the test-only fault switches (sendInvalidUtf8, pauseSocket)."));
    const QCommandLineOption withoutFleetOption(
        QStringLiteral("without-fleet"),
        QCoreApplication::translate(
            "cloudly-demo-server",
            "Serve a Cloudly without backups, BaseOS and settings methods (they answer "
            "\"no available method\")."));
    const QCommandLineOption listUsersOption(
        QStringLiteral("list-users"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Also answer getUsers (users and their deployment grants; admin only)."));
    const QCommandLineOption tlsCertOption(
        QStringLiteral("tls-cert"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Serve wss:// with this PEM certificate (chain); needs --tls-key."),
        QStringLiteral("PEM"));
    const QCommandLineOption tlsKeyOption(
        QStringLiteral("tls-key"),
        QCoreApplication::translate("cloudly-demo-server", "The unencrypted PEM private key of --tls-cert."),
        QStringLiteral("PEM"));
    const QCommandLineOption churnOption(
        QStringLiteral("churn-percent"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Change P % of the deployments in every getDeployments reply after the "
                                    "first (measurements of changing data; 0: never)."),
        QStringLiteral("P"), QStringLiteral("0"));
    const QCommandLineOption churnRepliesOption(
        QStringLiteral("churn-replies"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "With --churn-percent: change the data in this many replies, then keep "
                                    "it; prints \"CHURN-DONE\" on stdout after the last (0: no limit)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption eventLogOption(
        QStringLiteral("event-log"),
        QCoreApplication::translate(
            "cloudly-demo-server",
            "Append what the server does to FILE, one JSON object a line: each change of --churn-percent, "
            "each accepted connection, each login, each drop. Started again on the same FILE, the server "
            "resumes its changed data from it (soak tests)."),
        QStringLiteral("FILE"));
    const QCommandLineOption dropEveryOption(
        QStringLiteral("drop-every"),
        QCoreApplication::translate("cloudly-demo-server",
                                    "Drop every connection every S seconds, as a broken link would (TCP "
                                    "closed without a close frame; 0: never)."),
        QStringLiteral("S"), QStringLiteral("0"));
    parser.addOptions({portOption, servicesOption, tasksOption, fixtureOption, delayOption, faultsOption,
                       withoutFleetOption, listUsersOption, tlsCertOption, tlsKeyOption, churnOption,
                       churnRepliesOption, eventLogOption, dropEveryOption});
    parser.process(app);

    const auto number = [&parser](const QCommandLineOption& option, int max, int* out) {
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < 0 || value > max) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QCoreApplication::translate("cloudly-demo-server", "Invalid value for --%1: %2")
                               .arg(option.names().constFirst(), parser.value(option))));
            return false;
        }
        *out = value;
        return true;
    };
    int port = 0;
    DemoOptions options;
    if (!number(portOption, 65535, &port) || !number(servicesOption, 1000000, &options.services) ||
        !number(tasksOption, 10000000, &options.tasks) ||
        !number(delayOption, 600000, &options.responseDelayMs) ||
        !number(churnRepliesOption, 1000000, &options.churnReplies))
        return 2;
    bool churnOk = false;
    options.churnPercent = parser.value(churnOption).toDouble(&churnOk);
    if (!churnOk || !(options.churnPercent >= 0 && options.churnPercent <= 100)) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QCoreApplication::translate("cloudly-demo-server",
                                                   "Invalid value for --%1: %2 (a percentage, 0 to 100)")
                           .arg(churnOption.names().constFirst(), parser.value(churnOption))));
        return 2;
    }
    bool dropOk = false;
    const double dropSeconds = parser.value(dropEveryOption).toDouble(&dropOk);
    if (!dropOk || !(dropSeconds >= 0 && dropSeconds <= 86400) || (dropSeconds > 0 && dropSeconds < 0.1)) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QCoreApplication::translate("cloudly-demo-server",
                                                   "Invalid value for --%1: %2 (seconds, 0.1 to 86400, or 0)")
                           .arg(dropEveryOption.names().constFirst(), parser.value(dropEveryOption))));
        return 2;
    }
    options.dropEveryMs = static_cast<int>(std::lround(dropSeconds * 1000));
    options.eventLogPath = parser.value(eventLogOption);
    options.faults = parser.isSet(faultsOption);
    options.fleetMethods = !parser.isSet(withoutFleetOption);
    options.userListing = parser.isSet(listUsersOption);
    if (parser.isSet(fixtureOption))
        options.fixturePath = parser.value(fixtureOption);
    if (parser.isSet(tlsCertOption) != parser.isSet(tlsKeyOption)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("cloudly-demo-server",
                                                            "--tls-cert and --tls-key go together")));
        return 2;
    }
    options.tlsCertificateFile = parser.value(tlsCertOption);
    options.tlsKeyFile = parser.value(tlsKeyOption);

    QElapsedTimer timer;
    timer.start();
    DemoServer server(options);
    const qint64 loadMs = timer.elapsed();
    if (!server.listen(QHostAddress::LocalHost, quint16(port))) {
        std::fprintf(stderr, "cloudly-demo-server: %s\n", qPrintable(server.errorString()));
        return 1;
    }
    std::fprintf(stderr,
                 "cloudly-demo-server %s on %s: %lld services, %lld deployments (ready in %lld ms)\n"
                 "  demo login: username admin, password demo; machine token: demo-machine-token\n",
                 CLOUDLY_VERSION, qPrintable(server.url().toString()),
                 static_cast<long long>(server.data().services().size()),
                 static_cast<long long>(server.data().deployments().size()), static_cast<long long>(loadMs));
    std::fflush(stderr);
    std::fprintf(stdout, "LISTENING %u\n", static_cast<unsigned>(server.port()));
    std::fflush(stdout);
    QObject::connect(&server, &DemoServer::churned, &server, [](int, bool done) {
        if (!done)
            return;
        std::fprintf(stdout, "CHURN-DONE\n");
        std::fflush(stdout);
    });
    return app.exec();
}
