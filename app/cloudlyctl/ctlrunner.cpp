#include "ctlrunner.h"

#include "inventorycommands.h"

#include "demo/demoserver.h"
#include "net/typedsocketclient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>
#include <QTimer>

namespace cloudly {
namespace ctl {
namespace {
QString env(const char* name)
{
    return qEnvironmentVariable(name);
}
} // namespace

Runner::Runner()
{
    m_commands << serviceCommands() << inventoryCommands() << preflightCommands() << grantCommands()
               << profileCommands();
}

Runner::~Runner() = default;

QString Runner::helpText() const
{
    QString text = QStringLiteral(
        "Usage: cloudlyctl [options] COMMAND [ARGS]\n\n"
        "Cloudly Console for terminals and CI pipelines.\n\n"
        "Options:\n"
        "  --url URL              Cloudly WebSocket URL (default: $CLOUDLY_URL)\n"
        "  --profile NAME         use a saved connection profile\n"
        "  --demo                 start the embedded demo Cloudly and use it\n"
        "  --timeout MS           per-request timeout in milliseconds (default 30000)\n"
        "  --allow-insecure       allow plain ws:// to a host that is not this machine (prints a warning)\n"
        "  --filter EXPR          filter rows (tasks, clusters, nodes, images): word (any column contains "
        "it),\n"
        "                         field:value (the whole field, name or id), -field:value, globs edge-* "
        "web?,\n"
        "                         alternatives status:failed,stopping, numbers cpu:>80 memory:<=512 (MB),\n"
        "                         times deployed:<1h; a bad filter exits 2 naming the term\n"
        "  --service ID, --node ID, --cluster ID   narrow tasks / nodes; --watch re-prints on change\n"
        "  --user U, --cap CAP, --yes              grant commands; --validate-only for preflight\n"
        "  --format FORMAT        table (default) or json; some commands add markdown or csv\n"
        "  --version              print the version\n"
        "  --help                 print this help\n\n"
        "Credentials (environment): CLOUDLY_TOKEN (machine token), or CLOUDLY_USER and CLOUDLY_PASSWORD.\n"
        "With --demo and no credentials the demo admin (admin/demo) is used.\n\n"
        "Commands:\n");
    for (const Command& c : m_commands)
        text += QStringLiteral("  ") + c.synopsis + QLatin1Char('\n');
    text +=
        QStringLiteral("\nExit codes: 0 ok; 1 connection, protocol, auth or server error; 2 usage error or "
                       "invalid input; 3 NO-GO.\n");
    return text;
}

int Runner::start(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption urlOpt(QStringLiteral("url"), QString(), QStringLiteral("URL"));
    const QCommandLineOption profileOpt(QStringLiteral("profile"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption demoOpt(QStringLiteral("demo"));
    const QCommandLineOption timeoutOpt(QStringLiteral("timeout"), QString(), QStringLiteral("MS"));
    const QCommandLineOption formatOpt(QStringLiteral("format"), QString(), QStringLiteral("FORMAT"));
    const QCommandLineOption versionOpt(QStringLiteral("version"));
    const QCommandLineOption helpOpt(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption demoServicesOpt(QStringLiteral("demo-services"), QString(), QStringLiteral("N"));
    const QCommandLineOption demoTasksOpt(QStringLiteral("demo-tasks"), QString(), QStringLiteral("M"));
    const QCommandLineOption validateOnlyOpt(QStringLiteral("validate-only"));
    const QCommandLineOption yesOpt(QStringLiteral("yes"));
    const QCommandLineOption userOpt(QStringLiteral("user"), QString(), QStringLiteral("USER_ID"));
    const QCommandLineOption serviceOpt(QStringLiteral("service"), QString(), QStringLiteral("SERVICE_ID"));
    const QCommandLineOption capOpt(QStringLiteral("cap"), QString(), QStringLiteral("CAPABILITY"));
    const QCommandLineOption insecureOpt(QStringLiteral("allow-insecure"));
    const QCommandLineOption filterOpt(QStringLiteral("filter"), QString(), QStringLiteral("EXPR"));
    const QCommandLineOption nodeOpt(QStringLiteral("node"), QString(), QStringLiteral("NODE_ID"));
    const QCommandLineOption clusterOpt(QStringLiteral("cluster"), QString(), QStringLiteral("CLUSTER_ID"));
    const QCommandLineOption watchOpt(QStringLiteral("watch"));
    parser.addOptions({urlOpt, profileOpt, demoOpt, timeoutOpt, formatOpt, versionOpt, helpOpt,
                       demoServicesOpt, demoTasksOpt, validateOnlyOpt, yesOpt, userOpt, serviceOpt, capOpt,
                       insecureOpt, filterOpt, nodeOpt, clusterOpt, watchOpt});
    m_context.finish = [this](int code) { finish(code); };
    if (!parser.parse(arguments)) {
        m_context.err(QStringLiteral("cloudlyctl: %1 (see --help)").arg(parser.errorText()));
        return ExitUsage;
    }
    if (parser.isSet(helpOpt)) {
        m_context.out(helpText());
        return ExitOk;
    }
    if (parser.isSet(versionOpt)) {
        m_context.out(QStringLiteral("cloudlyctl %1\n").arg(QCoreApplication::applicationVersion()));
        return ExitOk;
    }
    Options& o = m_context.options;
    o.url = parser.isSet(urlOpt) ? parser.value(urlOpt) : env("CLOUDLY_URL");
    o.urlFromEnvironment = !parser.isSet(urlOpt);
    o.allowInsecure = parser.isSet(insecureOpt);
    o.filter = parser.value(filterOpt);
    o.node = parser.value(nodeOpt);
    o.cluster = parser.value(clusterOpt);
    o.watch = parser.isSet(watchOpt);
    o.token = env("CLOUDLY_TOKEN");
    o.username = env("CLOUDLY_USER");
    o.password = env("CLOUDLY_PASSWORD");
    o.profile = parser.value(profileOpt);
    o.demo = parser.isSet(demoOpt);
    o.validateOnly = parser.isSet(validateOnlyOpt);
    o.yes = parser.isSet(yesOpt);
    o.user = parser.value(userOpt);
    o.service = parser.value(serviceOpt);
    o.capabilities = parser.values(capOpt);
    if (parser.isSet(timeoutOpt)) {
        bool ok = false;
        o.timeoutMs = parser.value(timeoutOpt).toInt(&ok);
        if (!ok || o.timeoutMs <= 0) {
            m_context.err(
                QStringLiteral("cloudlyctl: --timeout needs a positive number of milliseconds, got \"%1\"")
                    .arg(parser.value(timeoutOpt)));
            return ExitUsage;
        }
    }
    const auto count = [&](const QCommandLineOption& opt, int* outValue) {
        if (!parser.isSet(opt))
            return true;
        bool ok = false;
        *outValue = parser.value(opt).toInt(&ok);
        if (!ok || *outValue < 0) {
            m_context.err(QStringLiteral("cloudlyctl: --%1 needs a whole number, got \"%2\"")
                              .arg(opt.names().first(), parser.value(opt)));
            return false;
        }
        return true;
    };
    if (!count(demoServicesOpt, &o.demoServices) || !count(demoTasksOpt, &o.demoTasks))
        return ExitUsage;
    o.formatName = parser.isSet(formatOpt) ? parser.value(formatOpt).toLower() : QStringLiteral("table");
    static const QHash<QString, Format> formats{{QStringLiteral("table"), Format::Table},
                                                {QStringLiteral("json"), Format::Json},
                                                {QStringLiteral("markdown"), Format::Markdown},
                                                {QStringLiteral("csv"), Format::Csv}};
    if (!formats.contains(o.formatName)) {
        m_context.err(
            QStringLiteral("cloudlyctl: unknown --format \"%1\" (use table or json)").arg(o.formatName));
        return ExitUsage;
    }
    o.format = formats.value(o.formatName);

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        m_context.err(QStringLiteral("cloudlyctl: no command given"));
        m_context.err(helpText());
        return ExitUsage;
    }
    // Longest command name that prefixes the positional arguments ("services get" before "services").
    int bestWords = 0;
    for (const Command& c : m_commands) {
        const QStringList words = c.name.split(QLatin1Char(' '));
        if (words.size() > positional.size() || words.size() <= bestWords)
            continue;
        if (positional.mid(0, words.size()) == words) {
            m_command = &c;
            bestWords = int(words.size());
        }
    }
    if (!m_command) {
        m_context.err(
            QStringLiteral("cloudlyctl: unknown command \"%1\" (see --help)").arg(positional.first()));
        return ExitUsage;
    }
    m_context.args = positional.mid(bestWords);
    if (m_command->offline && m_command->offline(m_context))
        return -1;
    if (m_command->needsSession)
        connectAndRun();
    else
        m_command->run(m_context);
    return -1;
}

void Runner::finish(int code)
{
    if (m_finished)
        return;
    m_finished = true;
    // Exit from the event loop (also when finish() runs before exec() has started).
    QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
}

void Runner::connectAndRun()
{
    Options& o = m_context.options;
    if (!o.profile.isEmpty() && !o.demo) {
        resolveProfile(m_context, o, this, [this](const QString& error) {
            if (!error.isEmpty())
                return m_context.usage(error);
            openConnection();
        });
        return;
    }
    openConnection();
}

void Runner::openConnection()
{
    Options& o = m_context.options;
    core::TypedSocketClient::Options clientOptions;
    clientOptions.requestTimeoutMs = o.timeoutMs;
    clientOptions.autoReconnect = false; // a CLI run fails fast and says why
    clientOptions.pinnedCertificateSha256 = o.pinnedCertificateSha256;
    m_client = new core::TypedSocketClient(clientOptions, this);
    m_session = new core::Session(m_client, this);
    m_session->setTagConnection(false);
    m_context.session = m_session;

    QUrl url;
    if (o.demo) {
        core::DemoOptions demoOptions;
        demoOptions.services = o.demoServices;
        demoOptions.tasks = o.demoTasks;
        m_demo = new core::DemoServer(demoOptions, this);
        if (!m_demo->listen()) {
            m_context.err(
                QStringLiteral("cloudlyctl: the demo server could not start: %1").arg(m_demo->errorString()));
            return finish(ExitError);
        }
        url = m_demo->url();
    } else {
        if (o.url.isEmpty())
            return m_context.usage(
                QStringLiteral("no Cloudly URL: pass --url URL, set CLOUDLY_URL, or use --demo"));
        QString error;
        url = core::TypedSocketClient::normalizeUrl(QUrl(o.url), &error);
        if (url.isEmpty())
            return m_context.usage(error);
        const bool loopback =
            QHostAddress(url.host()).isLoopback() || url.host() == QLatin1String("localhost");
        if (url.scheme() == QLatin1String("ws") && !loopback) {
            if (!o.allowInsecure)
                return m_context.usage(
                    QStringLiteral("%1 is unencrypted (ws://) and not on this machine: credentials "
                                   "would cross the network in clear text. Use wss://, or pass "
                                   "--allow-insecure if you really mean it")
                        .arg(url.toString()));
            m_context.err(QStringLiteral("cloudlyctl: WARNING: unencrypted connection to %1; credentials and "
                                         "data cross the network in clear text")
                              .arg(url.toString()));
        }
    }
    if (o.token.isEmpty() && o.username.isEmpty() && !o.demo)
        return m_context.usage(
            QStringLiteral("no credentials: set CLOUDLY_TOKEN, or CLOUDLY_USER and CLOUDLY_PASSWORD"));
    if (!o.username.isEmpty() && o.token.isEmpty() && o.password.isEmpty())
        return m_context.usage(QStringLiteral("CLOUDLY_USER is set but CLOUDLY_PASSWORD is not"));

    connect(m_client, &core::TypedSocketClient::connected, this, &Runner::login);
    connect(m_client, &core::TypedSocketClient::certificateRejected, this,
            [this](const QString& sha256, const QString& reason) {
                m_context.err(
                    QStringLiteral("cloudlyctl: TLS certificate rejected: %1\n  SHA-256 fingerprint: %2\n"
                                   "  If you trust it, pin it in a profile.")
                        .arg(reason, sha256));
            });
    connect(m_client, &core::TypedSocketClient::disconnected, this, [this](const QString& reason) {
        if (m_finished)
            return;
        m_context.err(QStringLiteral("cloudlyctl: connection to %1 failed: %2")
                          .arg(m_client->url().toString(), reason));
        finish(ExitError);
    });
    // Connecting is bounded by the same timeout as a request.
    QTimer::singleShot(o.timeoutMs, this, [this] {
        if (m_finished || m_client->state() == core::TypedSocketClient::State::Connected)
            return;
        m_context.err(QStringLiteral("cloudlyctl: could not connect to %1 within %2 ms")
                          .arg(m_client->url().toString())
                          .arg(m_context.options.timeoutMs));
        finish(ExitError);
    });
    m_client->open(url);
}

void Runner::login()
{
    auto afterLogin = [this](const core::CallError& error) {
        if (error.isError()) {
            m_context.err(QStringLiteral("cloudlyctl: login failed: %1").arg(error.message()));
            return finish(ExitError);
        }
        m_command->run(m_context);
    };
    const Options& o = m_context.options;
    if (!o.token.isEmpty())
        return m_session->loginWithToken(o.token, this, afterLogin);
    if (!o.username.isEmpty())
        return m_session->loginWithPassword(o.username, o.password, this, afterLogin);
    // --demo without credentials: the demo admin.
    m_session->loginWithPassword(QStringLiteral("admin"), QStringLiteral("demo"), this, afterLogin);
}

} // namespace ctl
} // namespace cloudly