// libFuzzer target: Envelope::scan, the path for big replies (core/net/envelope.h; frames under 1 MiB
// indexed with simdjson, bigger ones scanned — each input is checked both ways, once padded), against
// Envelope::decode on the same frame. Invariant: scan either declines, or judges the frame exactly like
// decode() with the response object moved to a slice that parses to the same object; when decode() finds the
// frame invalid, scan may only accept it if the damage is inside the response object (documented: the caller
// validates those bytes with decodeDeploymentsJson, which must then report an error).
#include "fuzzcheck.h"

#include "core/api/deployment.h"
#include "core/ingest/deploymentingest.h"
#include "core/net/envelope.h"

using cloudly::core::DecodeErrors;
using cloudly::core::Envelope;

namespace {

void checkSameClassification(const Envelope& a, const Envelope& b)
{
    FUZZ_CHECK(a.kind == b.kind, "scan and decode: same kind");
    FUZZ_CHECK(a.method == b.method, "scan and decode: same method");
    FUZZ_CHECK(a.correlationId == b.correlationId, "scan and decode: same correlation id");
    FUZZ_CHECK(a.hasError == b.hasError && a.errorText == b.errorText, "scan and decode: same error");
    FUZZ_CHECK(a.retryWaitMs == b.retryWaitMs && a.retryReason == b.retryReason,
               "scan and decode: same retry hint");
    FUZZ_CHECK(a.raw == b.raw, "scan and decode: same object");
}

void check(const QByteArray& frame)
{
    const Envelope e = Envelope::decode(frame);

    // The simdjson scan used for big replies judges the frame exactly like decode() (or declines).
    Envelope scanned;
    cloudly::core::JsonSlice response;
    if (Envelope::scan(frame, &scanned, &response)) {
        if (e.kind == Envelope::Kind::Invalid) {
            // Documented: scan() does not validate the response object's bytes; decodeDeploymentsJson does.
            FUZZ_CHECK(!response.isNull(),
                       "scan declines a frame that is invalid outside its response object");
            DecodeErrors errors;
            (void)decodeDeploymentsJson(response, errors);
            FUZZ_CHECK(!errors.isEmpty(), "a malformed response slice is a decode error");
            return;
        }
        Envelope expected = e;
        if (!response.isNull()) {
            const QJsonDocument doc = QJsonDocument::fromJson(response.view().toByteArray());
            FUZZ_CHECK(doc.isObject() && QJsonValue(doc.object()) == e.raw.value(QLatin1String("response")),
                       "scan: the response slice holds the response object");
            expected.raw.insert(QLatin1String("response"), QJsonObject());
            expected.response = scanned.response;
        }
        checkSameClassification(expected, scanned);
        FUZZ_CHECK(scanned.request == expected.request, "scan: same request");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray frame = cloudly::fuzz::bytes(data, size);
    check(frame);
    // The same frame over 1 MiB (a member of padding first): scanned for where its members end instead of
    // indexed whole (json/jsonscan_p.h); the same judgement.
    if (const QByteArray padded = cloudly::fuzz::paddedOverOneMiB(frame); !padded.isNull())
        check(padded);
    return 0;
}
