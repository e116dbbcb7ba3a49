#pragma once

#include "core/session/secretstore.h"

#include <QString>
#include <QTest>

#include <optional>

namespace cloudly {
namespace test {
// The SecretStore API is asynchronous; tests wait for each answer with these (the event loop runs
// meanwhile). `done` is false when no answer came within `timeoutMs`, and `error` then says so.
struct SecretReadResult
{
    bool done = false;
    std::optional<QString> value;
    QString error;
};

struct SecretWriteResult
{
    bool done = false;
    bool ok = false;
    QString error;
};

inline constexpr int DefaultSecretWaitMs = 5000;

inline SecretReadResult readSecretNow(core::SecretStore& store, const QString& key,
                                      int timeoutMs = DefaultSecretWaitMs)
{
    SecretReadResult result;
    store.readSecret(key, nullptr, [&](std::optional<QString> value, QString error) {
        result = {true, std::move(value), std::move(error)};
    });
    static_cast<void>(QTest::qWaitFor([&] { return result.done; }, timeoutMs)); // result.done tells
    if (!result.done)
        result.error = QStringLiteral("test gave up waiting");
    return result;
}

inline SecretWriteResult writeSecretNow(core::SecretStore& store, const QString& key, const QString& value,
                                        int timeoutMs = DefaultSecretWaitMs)
{
    SecretWriteResult result;
    store.writeSecret(key, value, [&](bool ok, QString error) { result = {true, ok, std::move(error)}; });
    static_cast<void>(QTest::qWaitFor([&] { return result.done; }, timeoutMs)); // result.done tells
    if (!result.done)
        result.error = QStringLiteral("test gave up waiting");
    return result;
}

inline SecretWriteResult deleteSecretNow(core::SecretStore& store, const QString& key,
                                         int timeoutMs = DefaultSecretWaitMs)
{
    SecretWriteResult result;
    store.deleteSecret(key, [&](bool ok, QString error) { result = {true, ok, std::move(error)}; });
    static_cast<void>(QTest::qWaitFor([&] { return result.done; }, timeoutMs)); // result.done tells
    if (!result.done)
        result.error = QStringLiteral("test gave up waiting");
    return result;
}

} // namespace test
} // namespace cloudly
