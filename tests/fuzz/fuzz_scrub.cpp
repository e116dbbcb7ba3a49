// libFuzzer target: the secret scrubbers of what reaches the disk: InventoryCache::scrubDeploymentJson (a
// runtime task's JSON bytes, filtered as they are copied) and core::scrubSecrets (the one tree scrub of the
// cache and the journal). Input: one JSON value.
// Invariants: the byte scrub of an object equals the QJsonObject rule (InventoryCache::scrub); nothing
// under a key core::isSecretKey() names survives either scrub, at any depth; the masked scrub keeps the
// shape (same keys) and the dropping one removes exactly the secret keys; non-objects give empty bytes.
#include "fuzzcheck.h"

#include "core/cache/inventorycache.h"
#include "core/rules/secretkey.h"

#include <QJsonArray>

using namespace cloudly::core;

namespace {
const QJsonValue kMask(QStringLiteral("\x01masked\x01"));

// No secret key at any depth (dropped), or every secret key's value is the mask (masked).
void checkScrubbed(const QJsonValue& value, bool masked, int depth = 0)
{
    if (depth > 64)
        return;
    if (value.isArray()) {
        for (const QJsonValue& v : value.toArray())
            checkScrubbed(v, masked, depth + 1);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (isSecretKey(it.key())) {
            FUZZ_CHECK(masked, "the dropping scrub leaves no secret key");
            FUZZ_CHECK(it.value() == kMask, "the masking scrub masks every secret key's value");
            continue;
        }
        checkScrubbed(it.value(), masked, depth + 1);
    }
}

void checkSameKeys(const QJsonValue& in, const QJsonValue& out, int depth = 0)
{
    if (depth > 64)
        return;
    FUZZ_CHECK(in.type() == out.type() || (in.isObject() && out == kMask) || out == kMask,
               "the masking scrub keeps the shape");
    if (in.isObject() && out.isObject()) {
        const QJsonObject a = in.toObject(), b = out.toObject();
        FUZZ_CHECK(a.keys() == b.keys(), "the masking scrub keeps every key");
        for (auto it = a.begin(); it != a.end(); ++it)
            if (!isSecretKey(it.key()))
                checkSameKeys(it.value(), b.value(it.key()), depth + 1);
    } else if (in.isArray() && out.isArray()) {
        const QJsonArray a = in.toArray(), b = out.toArray();
        FUZZ_CHECK(a.size() == b.size(), "the masking scrub keeps every element");
        for (qsizetype i = 0; i < a.size(); ++i)
            checkSameKeys(a.at(i), b.at(i), depth + 1);
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes = cloudly::fuzz::bytes(data, size);
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    const QByteArray scrubbed = InventoryCache::scrubDeploymentJson(bytes);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (parseError.error == QJsonParseError::NoError)
            FUZZ_CHECK(scrubbed.isEmpty(), "a JSON value that is not an object scrubs to nothing");
        return 0;
    }
    const QJsonObject object = doc.object();
    QJsonParseError scrubbedError{};
    const QJsonDocument out = QJsonDocument::fromJson(scrubbed, &scrubbedError);
    FUZZ_CHECK(scrubbedError.error == QJsonParseError::NoError && out.isObject(),
               "the byte scrub of an object is a JSON object");
    FUZZ_CHECK(out.object() == InventoryCache::scrub(InventoryCache::Kind::Deployment, object),
               "the byte scrub equals the object rule");
    FUZZ_CHECK(!out.object().contains(QStringLiteral("deploymentLog")), "a task's log is dropped");
    checkScrubbed(out.object(), false);

    const QJsonObject dropped = scrubSecrets(object);
    checkScrubbed(dropped, false);
    const QJsonObject masked = scrubSecrets(object, isSecretKey, kMask);
    checkScrubbed(masked, true);
    checkSameKeys(object, masked);
    return 0;
}
