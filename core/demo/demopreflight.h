#pragma once

#include <QJsonObject>
#include <QString>

namespace cloudly {
namespace core {
class DemoData;
class DemoAuth;

// The demo servers' deployment preflight engine, exactly as specified in docs/DEMO_PREFLIGHT.md (the
// C++ twin of tests/peer/lib/preflight.mjs): rule 1 and the evidence rules come from the shared client
// validators (core/preflight/validators.h); the server rules read the fixture's `preflight` state and
// `ociIndexes`; authorization reads the caller's grants as currently stored in DemoAuth.
class DemoPreflight
{
public:
    DemoPreflight(const DemoData& data, const DemoAuth& auth);

    struct Result
    {
        bool serviceNotFound = false; // rule 2: the call fails with "service not found" {serviceId}
        QString serviceId;
        QJsonObject report; // IDeploymentPreflightReport
    };

    // `request` is the whole wire request (request fields flattened next to `identity`, which is ignored).
    // `callerUserId` is the verified caller; `now` becomes `generatedAt`.
    Result evaluate(const QJsonObject& request, const QString& callerUserId, qint64 now) const;

    // Convenience: evaluate with the current time.
    Result evaluate(const QJsonObject& request, const QString& callerUserId) const;

private:
    QJsonObject serviceState(const QString& serviceId, bool known) const;

    const DemoData& m_data;
    const DemoAuth& m_auth;
};

} // namespace core
} // namespace cloudly