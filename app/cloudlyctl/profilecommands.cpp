#include "core/net/typedsocketclient.h"
#include "core/session/fallbacksecretstore.h"
#include "core/session/keychainsecretstore.h"
#include "core/session/profilestore.h"
#include "core/settings/appsettings.h"
#include "core/util/texttable.h"
#include "ctlcontext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cloudly {
namespace ctl {
namespace {

core::SecretStore* makeSecretStore(QObject* parent)
{
    auto* store =
        new core::FallbackSecretStore(new core::KeychainSecretStore(), new core::MemorySecretStore(), parent);
    return store;
}

bool listProfiles(Context& ctx)
{
    core::ProfileStore store(core::defaultSettingsPath());
    QJsonArray json;
    core::TextTable table({QStringLiteral("NAME"), QStringLiteral("URL"), QStringLiteral("AUTH"),
                           QStringLiteral("USERNAME"), QStringLiteral("PINNED CERTIFICATE"),
                           QStringLiteral("CA FILE"), QStringLiteral("STAGE"), QStringLiteral("PROTECTED"),
                           QStringLiteral("READ-ONLY")});
    const auto yesNo = [](bool on) { return on ? QStringLiteral("yes") : QStringLiteral("no"); };
    for (const core::Profile& p : store.profiles()) {
        json.append(QJsonObject{
            {QStringLiteral("name"), p.name},
            {QStringLiteral("url"), p.url.toString()},
            {QStringLiteral("auth"), core::Profile::authKindName(p.authKind)},
            {QStringLiteral("username"), p.username},
            {QStringLiteral("pinnedCertificateSha256"), p.pinnedCertificateSha256.value_or(QString())},
            {QStringLiteral("caCertificateFile"), p.caCertificateFile},
            {QStringLiteral("stage"), p.stage == core::Profile::Stage::None
                                          ? QStringLiteral("none")
                                          : core::Profile::stageName(p.stage)},
            {QStringLiteral("protected"), p.isProtected},
            {QStringLiteral("readOnly"), p.readOnly}});
        table.addRow({p.name, p.url.toString(), core::Profile::authKindName(p.authKind), p.username,
                      p.pinnedCertificateSha256.value_or(QString()), p.caCertificateFile,
                      p.stage == core::Profile::Stage::None ? QStringLiteral("none")
                                                            : core::Profile::stageName(p.stage),
                      yesNo(p.isProtected), yesNo(p.readOnly)});
    }
    if (ctx.options.format == Format::Json)
        ctx.printJson(json);
    else
        ctx.printTable(table);
    ctx.finish(ExitOk);
    return true;
}

bool addProfile(Context& ctx)
{
    if (ctx.args.size() != 1 || ctx.options.url.isEmpty()) {
        ctx.usage(QStringLiteral(
            "usage: cloudlyctl profiles add NAME --url URL [--user USERNAME] [--pin-sha256 HEX] "
            "[--ca-file PEM] [--stage production|staging|development|none] [--protected|--unprotected] "
            "[--read-only] (secret from CLOUDLY_PASSWORD or CLOUDLY_TOKEN, stored in the OS keychain)"));
        return true;
    }
    const std::optional<core::Profile::Stage> stage =
        core::Profile::stageFromName(ctx.local.value(QStringLiteral("stage")));
    if (!stage) {
        ctx.usage(QStringLiteral("unknown --stage \"%1\" (use production, staging, development or none)")
                      .arg(ctx.local.value(QStringLiteral("stage"))));
        return true;
    }
    if (ctx.local.isSet(QStringLiteral("protected")) && ctx.local.isSet(QStringLiteral("unprotected"))) {
        ctx.usage(QStringLiteral("--protected and --unprotected contradict each other: give one"));
        return true;
    }
    core::Profile p;
    p.name = ctx.args.first();
    p.url = QUrl(ctx.options.url);
    p.username = ctx.options.user;
    p.authKind =
        p.username.isEmpty() ? core::Profile::AuthKind::MachineToken : core::Profile::AuthKind::AdminPassword;
    p.allowInsecureRemote = ctx.options.allowInsecure;
    if (!ctx.options.pinnedCertificateSha256.isEmpty())
        p.pinnedCertificateSha256 = ctx.options.pinnedCertificateSha256;
    p.caCertificateFile = ctx.options.caCertificateFile;
    p.stage = *stage;
    p.isProtected =
        ctx.local.isSet(QStringLiteral("protected")) ||
        (core::Profile::protectedByDefault(p.stage) && !ctx.local.isSet(QStringLiteral("unprotected")));
    p.readOnly = ctx.local.isSet(QStringLiteral("read-only"));
    core::ProfileStore store(core::defaultSettingsPath());
    const core::ProfileError error = store.save(p);
    if (error.isError()) {
        ctx.usage(error.message);
        return true;
    }
    const QString secret = qEnvironmentVariable(
        p.authKind == core::Profile::AuthKind::MachineToken ? "CLOUDLY_TOKEN" : "CLOUDLY_PASSWORD");
    if (secret.isEmpty()) {
        ctx.err(QStringLiteral("cloudlyctl: profile \"%1\" saved without a secret; commands will use "
                               "CLOUDLY_PASSWORD / CLOUDLY_TOKEN")
                    .arg(p.name));
        ctx.finish(ExitOk);
        return true;
    }
    core::SecretStore* secrets = makeSecretStore(qApp);
    secrets->writeSecret(
        core::SecretStore::secretKey(p), secret, [ctx, secrets, p](bool ok, const QString& why) {
            if (!ok || !secrets->isPersistent()) {
                ctx.err(QStringLiteral("cloudlyctl: profile \"%1\" saved, but its secret was NOT stored: %2")
                            .arg(p.name, ok ? secrets->statusText() : why));
                return ctx.finish(ExitError);
            }
            ctx.err(QStringLiteral("cloudlyctl: profile \"%1\" saved; its secret is in the OS keychain")
                        .arg(p.name));
            ctx.finish(ExitOk);
        });
    return true;
}

bool removeProfile(Context& ctx)
{
    if (ctx.args.size() != 1) {
        ctx.usage(QStringLiteral("usage: cloudlyctl profiles remove NAME"));
        return true;
    }
    core::ProfileStore store(core::defaultSettingsPath());
    const std::optional<core::Profile> p = store.profile(ctx.args.first());
    if (!p) {
        ctx.usage(QStringLiteral("no profile named \"%1\"").arg(ctx.args.first()));
        return true;
    }
    store.remove(p->name);
    core::SecretStore* secrets = makeSecretStore(qApp);
    secrets->deleteSecret(core::SecretStore::secretKey(*p),
                          [ctx](bool, const QString&) { ctx.finish(ExitOk); });
    return true;
}

} // namespace

// Resolves --profile: its URL and pinned certificate, and its secret from the keychain (environment
// credentials still win). `done(error)` runs once; an empty error means the options are filled in.
void resolveProfile(Context& ctx, Options& options, QObject* parent, std::function<void(QString error)> done)
{
    core::ProfileStore store(core::defaultSettingsPath());
    const std::optional<core::Profile> p = store.profile(options.profile);
    if (!p)
        return done(QStringLiteral("no profile named \"%1\" (see cloudlyctl profiles)").arg(options.profile));
    // A profile's secret, pin, CA and insecure-connection allowance belong to its own server: --url naming
    // another one is refused, not sent P's keychain secret.
    if (!options.url.isEmpty() && !options.urlFromEnvironment) {
        const QUrl given = core::TypedSocketClient::normalizeUrl(QUrl(options.url));
        const QUrl own = core::TypedSocketClient::normalizeUrl(p->url);
        const auto port = [](const QUrl& u) { return u.port(u.scheme() == QLatin1String("wss") ? 443 : 80); };
        if (given.isEmpty() || given.scheme() != own.scheme() || given.host() != own.host() ||
            port(given) != port(own))
            return done(
                QStringLiteral("--url %1 is not the server of profile \"%2\" (%3): a profile's secret, "
                               "pin and insecure-connection allowance go only to its own URL; pass "
                               "either --profile or --url")
                    .arg(QUrl(options.url).toString(QUrl::RemoveUserInfo), p->name,
                         p->url.toString(QUrl::RemoveUserInfo)));
    }
    if (options.url.isEmpty() || options.urlFromEnvironment)
        options.url = p->url.toString();
    // The profile's pin and CA file, unless given on the command line (they win over the environment,
    // like the profile's URL).
    if (p->pinnedCertificateSha256 &&
        (options.pinnedCertificateSha256.isEmpty() || options.pinFromEnvironment))
        options.pinnedCertificateSha256 = *p->pinnedCertificateSha256;
    if (!p->caCertificateFile.isEmpty() &&
        (options.caCertificateFile.isEmpty() || options.caFileFromEnvironment))
        options.caCertificateFile = p->caCertificateFile;
    options.allowInsecure = options.allowInsecure || p->allowInsecureRemote;
    options.safety = core::ProfileSafety::of(*p);
    const bool token = p->authKind == core::Profile::AuthKind::MachineToken;
    if (!qEnvironmentVariableIsEmpty("CLOUDLY_TOKEN") || !qEnvironmentVariableIsEmpty("CLOUDLY_USER"))
        return done(QString());
    core::SecretStore* secrets = makeSecretStore(parent);
    secrets->readSecret(core::SecretStore::secretKey(*p), parent,
                        [&options, p, token, done, ctx](std::optional<QString> value, const QString& error) {
                            if (!value)
                                return done(
                                    error.isEmpty()
                                        ? QStringLiteral("profile \"%1\" has no stored secret; set %2")
                                              .arg(p->name, token ? QStringLiteral("CLOUDLY_TOKEN")
                                                                  : QStringLiteral("CLOUDLY_PASSWORD"))
                                        : QStringLiteral("reading the secret of profile \"%1\" failed: %2")
                                              .arg(p->name, error));
                            if (token)
                                options.token = *value;
                            else {
                                options.username = p->username;
                                options.password = *value;
                            }
                            done(QString());
                        });
}

QList<Command> profileCommands()
{
    Command add{
        QStringLiteral("profiles add"),
        QStringLiteral("profiles add NAME --url URL [--user U] [--pin-sha256 HEX] [--ca-file PEM]\n"
                       "                         [--stage production|staging|development|none] "
                       "[--protected|--unprotected] [--read-only]\n"
                       "                         save a profile (secret from the environment into the "
                       "OS keychain; production is protected unless --unprotected)"),
        false, [](Context&) {}, addProfile};
    add.options = {QCommandLineOption(QStringLiteral("stage"), QString(), QStringLiteral("STAGE")),
                   QCommandLineOption(QStringLiteral("protected")),
                   QCommandLineOption(QStringLiteral("unprotected")),
                   QCommandLineOption(QStringLiteral("read-only"))};
    return {
        add,
        {QStringLiteral("profiles remove"),
         QStringLiteral("profiles remove NAME   delete a profile and its secret"), false, [](Context&) {},
         removeProfile},
        {QStringLiteral("profiles"), QStringLiteral("profiles               list saved connection profiles"),
         false, [](Context&) {}, listProfiles},
    };
}

} // namespace ctl
} // namespace cloudly