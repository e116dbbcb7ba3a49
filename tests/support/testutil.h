#pragma once

#include "core/api/methods.h"
#include "core/net/typedsocketclient.h"
#include "core/preflight/receipt.h"
#include "core/session/session.h"

#include <memory>
#include <optional>

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

// One connection with its session, logged in to a demo server or the Node peer.
struct LoggedInConnection
{
    core::TypedSocketClient client;
    core::Session session{&client};
};

// Connects to `url` and logs in as the demo admin (admin/demo) or, with admin = false, as the demo machine
// user (token demo-machine-token, role api); `secret`, when given, replaces the password or the token. Null
// when connecting or logging in failed (*why, when given, says which).
inline std::unique_ptr<LoggedInConnection> loginTo(const QUrl& url, bool admin, const QString& secret = {},
                                                   QString* why = nullptr)
{
    auto c = std::make_unique<LoggedInConnection>();
    c->client.open(url);
    if (!waitForState(c->client, core::TypedSocketClient::State::Connected)) {
        if (why)
            *why = QStringLiteral("could not connect to %1").arg(url.toString());
        return nullptr;
    }
    bool done = false;
    core::CallError error;
    auto finish = [&](const core::CallError& e) {
        error = e;
        done = true;
    };
    if (admin)
        c->session.loginWithPassword(QStringLiteral("admin"),
                                     secret.isEmpty() ? QStringLiteral("demo") : secret, nullptr, finish);
    else
        c->session.loginWithToken(secret.isEmpty() ? QStringLiteral("demo-machine-token") : secret, nullptr,
                                  finish);
    if (!QTest::qWaitFor([&] { return done; }, 15000) || error.isError()) {
        if (why)
            *why = done ? error.message() : QStringLiteral("no login answer within 15 s");
        return nullptr;
    }
    return c;
}

// Asks for a deployment preflight of `request` on a logged-in connection and builds the receipt of the
// answer (waits up to 15 s). Nullopt with *error set when the call fails.
inline std::optional<core::preflight::Receipt> preflightReceipt(LoggedInConnection& c,
                                                                const QJsonObject& request, QString* error)
{
    core::CallResult result;
    bool answered = false;
    c.session.call(core::methods::getDeploymentPreflight, request, &c.client, [&](const core::CallResult& r) {
        result = r;
        answered = true;
    });
    if (!QTest::qWaitFor([&] { return answered; }, 15000)) {
        *error = QStringLiteral("getDeploymentPreflight: no answer within 15 s");
        return std::nullopt;
    }
    if (!result.ok()) {
        *error = result.error.message();
        return std::nullopt;
    }
    return core::preflight::Receipt::create(c.client.url().toString(), c.session.identity().name, request,
                                            result.response.value(QStringLiteral("report")));
}

} // namespace test
} // namespace cloudly
