#include "ctlprocess.h"

#include "serverprocess.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace cloudly {
namespace test {
CtlRun runCloudlyctl(const QStringList& args, const QMap<QString, QString>& env, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    for (const QString& k : {QStringLiteral("CLOUDLY_URL"), QStringLiteral("CLOUDLY_TOKEN"),
                             QStringLiteral("CLOUDLY_USER"), QStringLiteral("CLOUDLY_PASSWORD"),
                             QStringLiteral("CLOUDLY_PIN_SHA256"), QStringLiteral("CLOUDLY_CA_FILE")})
        e.remove(k);
    for (auto it = env.begin(); it != env.end(); ++it)
        e.insert(it.key(), it.value());
    p.setProcessEnvironment(e);
    p.start(ServerProcess::binary(QStringLiteral("cloudlyctl")), args);
    CtlRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace test
} // namespace cloudly