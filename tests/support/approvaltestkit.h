#pragma once
// Keys and signatures made with the real OpenSSH tools, for the approval tests and benchmark.

#include "core/approval/approvalstatement.h"
#include "core/approval/signingkey.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace test {

struct ToolRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs an OpenSSH tool; `input` goes to its standard input.
inline ToolRun runTool(const QString& program, const QStringList& args, const QByteArray& input = {},
                       const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    ToolRun r;
    if (!p.waitForStarted(10000))
        return r;
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// `ssh-keygen -t TYPE` into DIR/NAME (and NAME.pub) with `comment`; "" on failure.
inline QString makeSshKey(const QString& dir, const QString& name, const QString& comment,
                          const QString& type = QStringLiteral("ed25519"), const QString& passphrase = {})
{
    const QString path = QDir(dir).filePath(name);
    QStringList args{QStringLiteral("-q"),
                     QStringLiteral("-t"),
                     type,
                     QStringLiteral("-N"),
                     passphrase,
                     QStringLiteral("-C"),
                     comment,
                     QStringLiteral("-f"),
                     path};
    if (type == QLatin1String("rsa"))
        args << QStringLiteral("-b") << QStringLiteral("3072");
    return runTool(QStringLiteral("ssh-keygen"), args).exitCode == 0 ? path : QString();
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// One allowed_signers line for `principal` and the key at KEY.pub.
inline QByteArray allowedSignersLine(const QString& principal, const QString& keyPath,
                                     const QString& options = {})
{
    QByteArray pub = readAll(keyPath + QStringLiteral(".pub")).trimmed();
    QByteArray line = principal.toUtf8() + ' ';
    if (!options.isEmpty())
        line += options.toUtf8() + ' ';
    return line + pub + '\n';
}

// Signs `statement` with plain `ssh-keygen -Y sign` (not through our code) and returns the approval file.
inline QByteArray sshKeygenApproval(const QString& dir, const QByteArray& statement, const QString& keyPath,
                                    const QString& nameSpace = QStringLiteral("cloudly-approval"))
{
    const QString message = QDir(dir).filePath(QStringLiteral("plain-statement"));
    QFile::remove(message + QStringLiteral(".sig"));
    if (!writeAll(message, statement))
        return {};
    const ToolRun r = runTool(QStringLiteral("ssh-keygen"),
                              {QStringLiteral("-q"), QStringLiteral("-Y"), QStringLiteral("sign"),
                               QStringLiteral("-n"), nameSpace, QStringLiteral("-f"), keyPath, message});
    if (r.exitCode != 0)
        return {};
    core::approval::ApprovalFile file;
    file.statement = statement;
    file.signature = readAll(message + QStringLiteral(".sig"));
    return file.toJson();
}

} // namespace test
} // namespace cloudly
