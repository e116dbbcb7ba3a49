// libFuzzer target: the ported Cloudly preflight validators (core/preflight/validators.h) and the JavaScript
// semantics they rely on. Input: one JSON value, validated as a preflight request; its `releaseEvidence`
// (or the value itself) as release evidence, fenced by the request's own fields.
// Invariants: validation is deterministic; every blocker has a contract code and a message; a non-object
// request gives exactly INVALID_REQUEST; js::numberToString round-trips every number; strict equality is
// reflexive for scalars (except NaN, which JSON cannot carry) and symmetric.
#include "fuzzcheck.h"

#include "core/api/preflightcontract.h"
#include "core/preflight/validators.h"

#include <QJsonArray>

#include <cmath>

using namespace cloudly::core;
namespace js = cloudly::core::preflight::js;
using cloudly::core::preflight::Blocker;

namespace {

void checkBlockers(const QList<Blocker>& blockers)
{
    for (const Blocker& b : blockers) {
        FUZZ_CHECK(isBlockerCode(b.code), "every blocker code is a contract code");
        FUZZ_CHECK(!b.message.isEmpty(), "every blocker has a message");
    }
}

void checkScalars(const QJsonValue& value, int depth)
{
    if (depth > 8)
        return;
    if (value.isDouble()) {
        const double number = value.toDouble();
        const QString text = js::numberToString(number);
        bool ok = false;
        const double back = text.toDouble(&ok);
        if (std::isfinite(number)) {
            if (!ok || back != number)
                std::fprintf(stderr, "number %.17g printed as %s\n", number, qPrintable(text));
            FUZZ_CHECK(ok && back == number, "numberToString round-trips");
        }
        FUZZ_CHECK(js::isSafeInteger(value) ==
                       (std::trunc(number) == number && std::fabs(number) <= 9007199254740991.0),
                   "isSafeInteger");
    }
    if (!value.isArray() && !value.isObject())
        FUZZ_CHECK(js::strictEquals(value, value), "strict equality is reflexive for scalars");
    (void)js::toString(value);
    if (value.isString())
        (void)js::isBlank(value.toString());
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (const QJsonValue& item : array) {
            FUZZ_CHECK(js::strictEquals(value, item) == js::strictEquals(item, value),
                       "strictEquals symmetric");
            checkScalars(item, depth + 1);
        }
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            checkScalars(it.value(), depth + 1);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QJsonDocument doc = cloudly::fuzz::jsonDocument(data, size);
    if (doc.isNull())
        return -1;
    const QJsonValue request = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());

    const QList<Blocker> blockers = preflight::validateRequest(request);
    checkBlockers(blockers);
    FUZZ_CHECK(blockers == preflight::validateRequest(request), "validateRequest is deterministic");
    if (!request.isObject())
        FUZZ_CHECK(blockers.size() == 1 && blockers.first().code == QLatin1String("INVALID_REQUEST"),
                   "a non-object request is exactly INVALID_REQUEST");

    const QJsonObject object = request.toObject();
    const QJsonValue evidence = object.contains(QLatin1String("releaseEvidence"))
                                    ? object.value(QLatin1String("releaseEvidence"))
                                    : request;
    const QJsonValue undefined(QJsonValue::Undefined);
    const auto fence = [&](const char* key) {
        const QJsonValue v = object.value(QLatin1String(key));
        return v; // Undefined when absent, exactly like a missing JavaScript argument
    };
    const QList<Blocker> evidenceBlockers =
        preflight::validateReleaseEvidence(evidence, fence("sourceRevision"), fence("version"),
                                           fence("configurationDigest"), fence("ociIndexDigest"));
    checkBlockers(evidenceBlockers);
    checkBlockers(preflight::validateReleaseEvidence(evidence, undefined, undefined, undefined, undefined));

    checkScalars(request, 0);
    return 0;
}
