#pragma once

#include "core/session/requestguard.h"
#include "core/session/session.h"
#include "core/util/texttable.h"

#include <QCommandLineOption>
#include <QHash>
#include <QJsonDocument>
#include <QString>
#include <QStringList>

#include <functional>

namespace cloudly {
namespace ctl {
// Exit codes, for every command: 0 ok; 1 connection, protocol, auth or server error;
// 2 usage error or invalid input; 3 a NO-GO decision.
enum ExitCode
{
    ExitOk = 0,
    ExitError = 1,
    ExitUsage = 2,
    ExitNoGo = 3
};

enum class Format
{
    Table,
    Json,
    Markdown,
    Csv
};

struct Options
{
    QString url;
    QString profile;
    bool demo = false;
    int timeoutMs = 30000;
    Format format = Format::Table;
    QString formatName = QStringLiteral("table");
    int demoServices = 0;
    int demoTasks = 0;
    bool validateOnly = false;
    bool yes = false;
    QString user;
    QString service;
    QStringList capabilities;
    bool allowInsecure = false;
    QString filter;
    QString node;
    QString cluster;
    bool watch = false;
    bool urlFromEnvironment = false;
    // --bundle FILE: listings are read from this support bundle instead of a server (nothing is sent).
    QString bundle;
    // TLS trust (--pin-sha256 / CLOUDLY_PIN_SHA256, --ca-file / CLOUDLY_CA_FILE, or the profile's): the pin
    // normalized to 64 lower-case hex digits, the CA file as an absolute path.
    QString pinnedCertificateSha256;
    QString caCertificateFile;
    bool pinFromEnvironment = false;
    bool caFileFromEnvironment = false;
    // The --profile's stage, protection and read-only flag (filled in by resolveProfile); the guard of every
    // request (core/session/requestguard.h). --confirm-profile NAME confirms writes on a protected profile.
    core::ProfileSafety safety;
    QString confirmProfile;
    // Credentials resolved from the environment or a profile's keychain entry; memory only.
    QString token;
    QString username;
    QString password;
};

// The values of a command's own options (Command::options), by option name. An option written after the
// command belongs to the command: `wait --version 1.4.0 --timeout 5m` is the rollout's version and
// deadline, while `--version` and `--timeout MS` before the command keep their global meaning.
struct CommandOptions
{
    QHash<QString, QStringList> values; // only the options that were given

    bool isSet(const QString& name) const { return values.contains(name); }
    QString value(const QString& name) const
    {
        const QStringList v = values.value(name);
        return v.isEmpty() ? QString() : v.last();
    }
};

// What a command gets: the options, its own arguments, an authenticated session and a way to finish.
struct Context
{
    Options options;
    CommandOptions local; // the command's own options
    QStringList args;
    core::Session* session = nullptr;
    std::function<void(int)> finish;

    void out(const QString& text) const;                 // stdout
    void err(const QString& text) const;                 // stderr, one line
    void printJson(const QJsonValue& value) const;       // stdout, indented
    void printTable(const core::TextTable& table) const; // stdout: the table, or CSV with --format csv
    void failCall(const core::CallError& error) const;   // message + exit 1
    void usage(const QString& message) const;            // message + exit 2
    // The command's duration option `name` (`--timeout 5m`) into `ms` when given; false after a usage error
    // (not a duration, or not more than 0).
    bool positiveDuration(const QString& name, qint64* ms) const;
};

struct Command
{
    QString name;     // "services", "services get"
    QString synopsis; // shown in --help
    bool needsSession = true;
    std::function<void(Context&)> run;
    // Runs before connecting; returns true when it already finished the command (invalid input, dry runs,
    // offline work), so nothing is sent.
    std::function<bool(Context&)> offline = {};
    // Options only this command knows, or whose global meaning it replaces when written after it
    // (`wait --timeout 5m`). Read through Context::local.
    QList<QCommandLineOption> options = {};
    // When set, called instead of failing when the server cannot be reached or logged in to (the
    // reason as one line): `bundle create` then falls back to the offline copy.
    std::function<void(Context&, const QString& reason)> unreachable = {};
};

QList<Command> serviceCommands();
QList<Command> preflightCommands();
QList<Command> grantCommands();
QList<Command> profileCommands();
QList<Command> waitCommands();
QList<Command> logCommands();
QList<Command> journalCommands();
QList<Command> historyCommands();  // historycommand.cpp
QList<Command> backupCommands();   // backupcommands.cpp
QList<Command> volumeCommands();   // volumecommands.cpp
QList<Command> baseOsCommands();   // baseoscommands.cpp
QList<Command> settingsCommands(); // settingscommands.cpp
QList<Command> approvalCommands(); // approvalcommands.cpp
QList<Command> canCommands();      // cancommand.cpp
QList<Command> bundleCommands();   // bundlecommands.cpp
void resolveProfile(Context& ctx, Options& options, QObject* parent, std::function<void(QString error)> done);

} // namespace ctl
} // namespace cloudly