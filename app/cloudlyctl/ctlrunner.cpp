#include "ctlrunner.h"

#include "featurecalls.h"
#include "inventorycommands.h"
#include "tlsoptions.h"

#include "core/bundle/bundlereader.h"
#include "core/bundle/bundlereplysource.h"
#include "core/demo/demoserver.h"
#include "core/net/typedsocketclient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHostAddress>
#include <QSet>
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
               << profileCommands() << waitCommands() << logCommands() << journalCommands()
               << historyCommands() << backupCommands() << volumeCommands() << baseOsCommands()
               << settingsCommands() << approvalCommands() << canCommands() << bundleCommands();
}

Runner::~Runner() = default;

QString Runner::helpText() const
{
    QString text = QStringLiteral(
        "Usage: cloudlyctl [options] COMMAND [ARGS] [command options]\n\n"
        "Cloudly Console for terminals and CI pipelines.\n"
        "An option written after the command belongs to that command, even where a global option has\n"
        "the same name: `cloudlyctl wait --service web --version 1.4.0 --timeout 5m` is the rollout's\n"
        "version and deadline, `cloudlyctl --version` and `--timeout MS` before a command are global.\n\n"
        "Options:\n"
        "  --url URL              Cloudly WebSocket URL (default: $CLOUDLY_URL)\n"
        "  --profile NAME         use a saved connection profile\n"
        "  --demo                 start the embedded demo Cloudly and use it\n"
        "  --bundle FILE          read listings from a support bundle (bundle create) instead of a server;\n"
        "                         nothing is sent anywhere\n"
        "  --timeout MS           per-request timeout in milliseconds (default 30000)\n"
        "  --allow-insecure       allow plain ws:// to a host that is not this machine (prints a warning)\n"
        "  --pin-sha256 HEX       accept only the server certificate with this SHA-256 fingerprint (colons\n"
        "                         and upper case allowed; also a self-signed one) (default: "
        "$CLOUDLY_PIN_SHA256)\n"
        "  --ca-file PEM          also trust the CA certificates in this PEM file, for this connection only\n"
        "                         (a private CA) (default: $CLOUDLY_CA_FILE)\n"
        "  --filter EXPR          filter rows (tasks, clusters, nodes, images): word (any column contains "
        "it),\n"
        "                         field:value (the whole field, name or id), -field:value, globs edge-* "
        "web?,\n"
        "                         alternatives status:failed,stopping, numbers cpu:>80 memory:<=512 (MB),\n"
        "                         times deployed:<1h; a bad filter exits 2 naming the term\n"
        "  --service ID, --node ID, --cluster ID   narrow tasks / nodes; --watch re-prints on change\n"
        "  --user U, --cap CAP, --yes              grant commands; --validate-only for preflight\n"
        "  --confirm-profile NAME  confirm a change on a protected profile by naming it (a read-only\n"
        "                         profile never sends a change)\n"
        "  --format FORMAT        table (default), json, or csv (listings: RFC 4180); preflight adds "
        "markdown\n"
        "  --version              print the version\n"
        "  --help                 print this help\n\n"
        "Credentials (environment): CLOUDLY_TOKEN (machine token), or CLOUDLY_USER and CLOUDLY_PASSWORD.\n"
        "With --demo and no credentials the demo admin (admin/demo) is used.\n\n"
        "Commands:\n");
    for (const Command& c : m_commands)
        text += QStringLiteral("  ") + c.synopsis + QLatin1Char('\n');
    text +=
        QStringLiteral("\nExit codes: 0 ok; 1 connection, protocol, auth or server error; 2 usage error or "
                       "invalid input or a change the profile does not allow; 3 NO-GO.\n");
    return text;
}

namespace {
// Index of the first argument that is not an option or an option's value: where the command starts.
qsizetype commandStart(const QStringList& arguments, const QList<QCommandLineOption>& options)
{
    QSet<QString> takesValue;
    for (const QCommandLineOption& o : options)
        if (!o.valueName().isEmpty())
            for (const QString& n : o.names())
                takesValue.insert(n);
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--"))
            return i + 1;
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-"))
            return i;
        const QString name = a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1).section(QLatin1Char('='), 0, 0);
        if (takesValue.contains(name) && !a.contains(QLatin1Char('=')))
            ++i; // skip the value
    }
    return arguments.size();
}
} // namespace

int Runner::start(const QStringList& arguments)
{
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
    const QCommandLineOption pinOpt(QStringLiteral("pin-sha256"), QString(), QStringLiteral("HEX"));
    const QCommandLineOption caFileOpt(QStringLiteral("ca-file"), QString(), QStringLiteral("PEM"));
    const QCommandLineOption confirmOpt(QStringLiteral("confirm-profile"), QString(), QStringLiteral("NAME"));
    const QCommandLineOption bundleOpt(QStringLiteral("bundle"), QString(), QStringLiteral("FILE"));
    const QList<QCommandLineOption> globalOptions{
        urlOpt,     profileOpt,      demoOpt,      timeoutOpt,      formatOpt, versionOpt,
        helpOpt,    demoServicesOpt, demoTasksOpt, validateOnlyOpt, yesOpt,    userOpt,
        serviceOpt, capOpt,          insecureOpt,  filterOpt,       nodeOpt,   clusterOpt,
        watchOpt,   pinOpt,          caFileOpt,    confirmOpt,      bundleOpt};
    m_context.finish = [this](int code) { finish(code); };
    const auto parseError = [this](const QCommandLineParser& p) {
        m_context.err(QStringLiteral("cloudlyctl: %1 (see --help)").arg(p.errorText()));
        return ExitUsage;
    };

    // 1. The options before the command: always their global meaning.
    const qsizetype split = commandStart(arguments, globalOptions);
    QCommandLineParser global;
    global.addOptions(globalOptions);
    if (!global.parse(arguments.mid(0, split)))
        return parseError(global);
    if (global.isSet(helpOpt)) {
        m_context.out(helpText());
        return ExitOk;
    }
    if (global.isSet(versionOpt)) {
        m_context.out(QStringLiteral("cloudlyctl %1\n").arg(QCoreApplication::applicationVersion()));
        return ExitOk;
    }

    // 2. The command: the longest command name that prefixes the rest ("services get" before "services").
    const QStringList rest = arguments.mid(split);
    if (rest.isEmpty()) {
        m_context.err(QStringLiteral("cloudlyctl: no command given"));
        m_context.err(helpText());
        return ExitUsage;
    }
    int bestWords = 0;
    for (const Command& c : m_commands) {
        const QStringList words = c.name.split(QLatin1Char(' '));
        if (words.size() > rest.size() || words.size() <= bestWords)
            continue;
        if (rest.mid(0, words.size()) == words) {
            m_command = &c;
            bestWords = static_cast<int>(words.size());
        }
    }
    if (!m_command) {
        m_context.err(QStringLiteral("cloudlyctl: unknown command \"%1\" (see --help)").arg(rest.first()));
        return ExitUsage;
    }

    // 3. The options after the command: the command's own first, then the shared ones (`tasks --format
    //    json` still works) except those whose name the command has taken over.
    QSet<QString> own;
    for (const QCommandLineOption& o : m_command->options)
        for (const QString& n : o.names())
            own.insert(n);
    QCommandLineParser local;
    local.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    local.addOptions(m_command->options);
    for (const QCommandLineOption& o : globalOptions) {
        bool taken = false;
        for (const QString& n : o.names())
            taken = taken || own.contains(n);
        if (!taken)
            local.addOption(o);
    }
    if (!local.parse(QStringList{arguments.value(0)} + rest.mid(bestWords)))
        return parseError(local);
    for (const QCommandLineOption& o : m_command->options)
        if (local.isSet(o))
            m_context.local.values.insert(o.names().first(),
                                          o.valueName().isEmpty() ? QStringList{QString()} : local.values(o));
    const auto isSet = [&](const QCommandLineOption& o) {
        return (!own.contains(o.names().first()) && local.isSet(o)) || global.isSet(o);
    };
    const auto value = [&](const QCommandLineOption& o) {
        return !own.contains(o.names().first()) && local.isSet(o) ? local.value(o) : global.value(o);
    };
    const auto values = [&](const QCommandLineOption& o) {
        return global.values(o) + (own.contains(o.names().first()) ? QStringList() : local.values(o));
    };
    if (isSet(helpOpt)) {
        m_context.out(helpText());
        return ExitOk;
    }
    if (isSet(versionOpt)) {
        m_context.out(QStringLiteral("cloudlyctl %1\n").arg(QCoreApplication::applicationVersion()));
        return ExitOk;
    }

    Options& o = m_context.options;
    o.url = isSet(urlOpt) ? value(urlOpt) : env("CLOUDLY_URL");
    o.urlFromEnvironment = !isSet(urlOpt);
    o.allowInsecure = isSet(insecureOpt);
    o.filter = value(filterOpt);
    o.node = value(nodeOpt);
    o.cluster = value(clusterOpt);
    o.watch = isSet(watchOpt);
    o.token = env("CLOUDLY_TOKEN");
    o.username = env("CLOUDLY_USER");
    o.password = env("CLOUDLY_PASSWORD");
    o.profile = value(profileOpt);
    o.demo = isSet(demoOpt);
    o.validateOnly = isSet(validateOnlyOpt);
    o.yes = isSet(yesOpt);
    o.user = value(userOpt);
    o.service = value(serviceOpt);
    o.capabilities = values(capOpt);
    o.confirmProfile = value(confirmOpt);
    o.bundle = value(bundleOpt);
    if (!o.bundle.isEmpty() && (isSet(urlOpt) || isSet(profileOpt) || o.demo)) {
        m_context.err(
            QStringLiteral("cloudlyctl: --bundle reads a support bundle instead of a server: it cannot be "
                           "combined with --url, --profile or --demo"));
        return ExitUsage;
    }
    if (!o.bundle.isEmpty() && m_command->name.startsWith(QLatin1String("bundle"))) {
        m_context.err(
            QStringLiteral("cloudlyctl: a bundle is made from a server or a profile, not from another "
                           "bundle"));
        return ExitUsage;
    }
    if (!o.bundle.isEmpty() && !m_command->needsSession) {
        m_context.err(
            QStringLiteral("cloudlyctl: %1 does not read from a server, so not from a support bundle either")
                .arg(m_command->name));
        return ExitUsage;
    }
    const auto given = [&](const QCommandLineOption& opt) {
        return isSet(opt) ? std::optional<QString>(value(opt)) : std::nullopt;
    };
    if (const QString tlsError = applyTlsOptions(o, given(pinOpt), given(caFileOpt)); !tlsError.isEmpty()) {
        m_context.err(QStringLiteral("cloudlyctl: %1").arg(tlsError));
        return ExitUsage;
    }
    if (isSet(timeoutOpt)) {
        bool ok = false;
        o.timeoutMs = value(timeoutOpt).toInt(&ok);
        if (!ok || o.timeoutMs <= 0) {
            m_context.err(
                QStringLiteral("cloudlyctl: --timeout needs a positive number of milliseconds, got \"%1\"")
                    .arg(value(timeoutOpt)));
            return ExitUsage;
        }
    }
    const auto count = [&](const QCommandLineOption& opt, int* outValue) {
        if (!isSet(opt))
            return true;
        bool ok = false;
        *outValue = value(opt).toInt(&ok);
        if (!ok || *outValue < 0) {
            m_context.err(QStringLiteral("cloudlyctl: --%1 needs a whole number, got \"%2\"")
                              .arg(opt.names().first(), value(opt)));
            return false;
        }
        return true;
    };
    if (!count(demoServicesOpt, &o.demoServices) || !count(demoTasksOpt, &o.demoTasks))
        return ExitUsage;
    o.formatName = isSet(formatOpt) ? value(formatOpt).toLower() : QStringLiteral("table");
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
    m_context.args = local.positionalArguments();
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
    if (!o.bundle.isEmpty())
        return openBundle();
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

void Runner::openBundle()
{
    const Options& o = m_context.options;
    QString error;
    std::optional<core::BundleContent> content = core::BundleReader::read(o.bundle, &error);
    if (!content) {
        m_context.err(QStringLiteral("cloudlyctl: %1").arg(error));
        return finish(ExitUsage);
    }
    auto bundle = std::make_shared<const core::BundleContent>(std::move(*content));
    auto source = std::make_shared<core::BundleReplySource>(bundle);
    core::TypedSocketClient::Options clientOptions;
    clientOptions.requestTimeoutMs = o.timeoutMs;
    clientOptions.autoReconnect = false;
    clientOptions.hashRawReplies = false;
    m_client = new core::TypedSocketClient(clientOptions, this);
    m_client->setReplySource(source);
    m_session = new core::Session(m_client, this);
    m_session->setTagConnection(false);
    // Nothing that would change a server is even handed to the bundle.
    core::ProfileSafety safety;
    safety.profileName = bundle->profile.isEmpty() ? QStringLiteral("support bundle") : bundle->profile;
    safety.readOnly = true;
    m_session->setGuard(core::RequestGuard(safety, core::MethodNames()));
    m_context.session = m_session;
    m_context.err(QStringLiteral("cloudlyctl: reading the %1 (%2); nothing is sent anywhere")
                      .arg(source->describe(), o.bundle));
    if (bundle->source == core::BundleSource::OfflineCopy)
        m_context.err(
            QStringLiteral("cloudlyctl: this bundle's inventory is the profile's offline copy, not a "
                           "live reply"));
    connect(m_client, &core::TypedSocketClient::connected, this, [this] {
        m_session->loginWithToken(QStringLiteral("support-bundle"), this, [this](const core::CallError& e) {
            if (e.isError()) {
                m_context.err(QStringLiteral("cloudlyctl: %1").arg(e.message()));
                return finish(ExitError);
            }
            m_command->run(m_context);
        });
    });
    m_client->open(QUrl::fromLocalFile(QFileInfo(o.bundle).absoluteFilePath()));
}

void Runner::unreachable(const QString& reason)
{
    if (m_finished)
        return;
    if (m_command->unreachable) {
        m_unreachableHandled = true;
        if (m_client)
            m_client->disconnect(this);
        return m_command->unreachable(m_context, reason);
    }
    m_context.err(QStringLiteral("cloudlyctl: %1").arg(reason));
    finish(ExitError);
}

void Runner::openConnection()
{
    Options& o = m_context.options;
    core::TypedSocketClient::Options clientOptions;
    clientOptions.requestTimeoutMs = o.timeoutMs;
    clientOptions.autoReconnect = false;  // a CLI run fails fast and says why
    clientOptions.hashRawReplies = false; // one run, one reply per call: nothing compares replies
    // The embedded demo is plain ws:// on this machine: a pin or CA meant for a real server does not apply.
    clientOptions.pinnedCertificateSha256 = o.demo ? QString() : o.pinnedCertificateSha256;
    clientOptions.caCertificateFile = o.demo ? QString() : o.caCertificateFile;
    m_client = new core::TypedSocketClient(clientOptions, this);
    m_session = new core::Session(m_client, this);
    m_session->setTagConnection(false);
    // The profile's safety rules guard every request of this run (the console's guard, the same table).
    if (!o.demo)
        m_session->setGuard(core::RequestGuard(o.safety, featureSettings(m_context).names));
    m_session->setStandingConfirmation(o.confirmProfile);
    m_context.session = m_session;

    QUrl url;
    if (o.demo) {
        core::DemoOptions demoOptions;
        demoOptions.services = o.demoServices;
        demoOptions.tasks = o.demoTasks;
        demoOptions.userListing = true; // `can` answers from the users' grants
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
                m_context.err(certificateRefusalText(m_context.options, sha256, reason));
            });
    connect(m_client, &core::TypedSocketClient::disconnected, this, [this](const QString& reason) {
        if (m_finished || m_unreachableHandled)
            return;
        unreachable(QStringLiteral("connection to %1 failed: %2").arg(m_client->url().toString(), reason));
    });
    // Connecting is bounded by the same timeout as a request.
    QTimer::singleShot(o.timeoutMs, this, [this] {
        if (m_finished || m_unreachableHandled ||
            m_client->state() == core::TypedSocketClient::State::Connected)
            return;
        unreachable(QStringLiteral("could not connect to %1 within %2 ms")
                        .arg(m_client->url().toString())
                        .arg(m_context.options.timeoutMs));
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