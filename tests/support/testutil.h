#pragma once

#include "net/typedsocketclient.h"

#include <QSignalSpy>
#include <QTest>

namespace cloudly {
namespace test {
// Runs one call and waits for its result (the event loop keeps running, so the client works normally).
inline core::CallResult callAndWait(core::TypedSocketClient& client, const QString& method,
                                    const QJsonObject& request = {}, int timeoutMs = -1, int waitMs = 15000)
{
    core::CallResult result;
    bool done = false;
    client.call(
        method, request, &client,
        [&](const core::CallResult& r) {
            result = r;
            done = true;
        },
        timeoutMs);
    (void)QTest::qWaitFor([&] { return done; }, waitMs);
    if (!done)
        result.error = core::CallError::make(core::CallError::Kind::Cancelled, method,
                                             QStringLiteral("test gave up waiting"));
    return result;
}

inline bool waitForState(core::TypedSocketClient& client, core::TypedSocketClient::State state,
                         int ms = 15000)
{
    return QTest::qWaitFor([&] { return client.state() == state; }, ms);
}

} // namespace test
} // namespace cloudly