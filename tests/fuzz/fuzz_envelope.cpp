// libFuzzer target: the TypedSocket envelope decoder (core/net/envelope.h) on arbitrary frames.
// Invariants: decoding never fails hard; a frame is Invalid exactly when it is not a JSON object (and then
// says why); re-encoding a decoded frame classifies the same way; answering a request (encodeResponse /
// encodeError) yields a response with the same correlation id; encodeRequest produces a request.
// (Envelope::scan, the simdjson path for big replies, has its own target: fuzz_scan.)
#include "fuzzcheck.h"

#include "core/net/envelope.h"

using cloudly::core::Envelope;
namespace envelope = cloudly::core::envelope;

namespace {

void checkSameClassification(const Envelope& a, const Envelope& b)
{
    FUZZ_CHECK(a.kind == b.kind, "re-encoded frame: same kind");
    FUZZ_CHECK(a.method == b.method, "re-encoded frame: same method");
    FUZZ_CHECK(a.correlationId == b.correlationId, "re-encoded frame: same correlation id");
    FUZZ_CHECK(a.hasError == b.hasError && a.errorText == b.errorText, "re-encoded frame: same error");
    FUZZ_CHECK(a.retryWaitMs == b.retryWaitMs && a.retryReason == b.retryReason,
               "re-encoded frame: same retry hint");
    FUZZ_CHECK(a.raw == b.raw, "re-encoded frame: same object");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray frame = cloudly::fuzz::bytes(data, size);
    const Envelope e = Envelope::decode(frame);

    if (e.kind == Envelope::Kind::Invalid) {
        FUZZ_CHECK(!e.parseError.isEmpty(), "an invalid frame says why");
        FUZZ_CHECK(e.raw.isEmpty(), "an invalid frame has no object");
        return 0;
    }
    FUZZ_CHECK(e.parseError.isEmpty(), "a JSON object frame has no parse error");
    if (e.retryWaitMs)
        FUZZ_CHECK(*e.retryWaitMs >= 0, "a retry hint is never negative");

    checkSameClassification(e, Envelope::decode(envelope::encodeRaw(e.raw)));

    if (e.kind == Envelope::Kind::Request || e.kind == Envelope::Kind::Response) {
        FUZZ_CHECK(!e.correlationId.isEmpty() && !e.method.isEmpty(), "a classified frame has id and method");

        const Envelope answer = Envelope::decode(envelope::encodeResponse(e.raw, QJsonObject{}));
        FUZZ_CHECK(answer.kind == Envelope::Kind::Response, "encodeResponse yields a response");
        FUZZ_CHECK(answer.correlationId == e.correlationId, "encodeResponse keeps the correlation id");
        FUZZ_CHECK(!answer.hasError, "encodeResponse is not an error");

        const QString text = QStringLiteral("fuzz error");
        const Envelope failure = Envelope::decode(envelope::encodeError(e.raw, text));
        FUZZ_CHECK(failure.kind == Envelope::Kind::Response, "encodeError yields a response");
        FUZZ_CHECK(failure.correlationId == e.correlationId, "encodeError keeps the correlation id");
        FUZZ_CHECK(failure.hasError && failure.errorText == text, "encodeError is an error with the text");

        const Envelope call = Envelope::decode(envelope::encodeRequest(e.method, e.request, e.correlationId));
        FUZZ_CHECK(call.kind == Envelope::Kind::Request || e.method == QLatin1String("##VirtualStream##"),
                   "encodeRequest yields a request");
        FUZZ_CHECK(call.request == e.request && call.correlationId == e.correlationId,
                   "encodeRequest keeps request and id");
    }
    return 0;
}
