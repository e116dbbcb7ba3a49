#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace test {
// One run of the built cloudlyctl binary, as a user or CI pipeline runs it.
struct CtlRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs cloudlyctl with `args`; the CLOUDLY_* connection and credential variables of the test environment are
// cleared and
// replaced by `env`. CLOUDLY_DATA_DIR should be set by the caller when a command writes local state.
CtlRun runCloudlyctl(const QStringList& args, const QMap<QString, QString>& env = {}, int timeoutMs = 60000);

} // namespace test
} // namespace cloudly