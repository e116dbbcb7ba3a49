#pragma once

#include "session/session.h"

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
    // TLS trust (--pin-sha256 / CLOUDLY_PIN_SHA256, --ca-file / CLOUDLY_CA_FILE, or the profile's): the pin
    // normalized to 64 lower-case hex digits, the CA file as an absolute path.
    QString pinnedCertificateSha256;
    QString caCertificateFile;
    bool pinFromEnvironment = false;
    bool caFileFromEnvironment = false;
    // Credentials resolved from the environment or a profile's keychain entry; memory only.
    QString token;
    QString username;
    QString password;
};

// What a command gets: the options, its own arguments, an authenticated session and a way to finish.
struct Context
{
    Options options;
    QStringList args;
    core::Session* session = nullptr;
    std::function<void(int)> finish;

    void out(const QString& text) const;               // stdout
    void err(const QString& text) const;               // stderr, one line
    void printJson(const QJsonValue& value) const;     // stdout, indented
    void failCall(const core::CallError& error) const; // message + exit 1
    void usage(const QString& message) const;          // message + exit 2
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
};

QList<Command> serviceCommands();
QList<Command> preflightCommands();
QList<Command> grantCommands();
QList<Command> profileCommands();
void resolveProfile(Context& ctx, Options& options, QObject* parent, std::function<void(QString error)> done);

} // namespace ctl
} // namespace cloudly