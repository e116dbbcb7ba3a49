// libFuzzer target: the simdjson fast path for big getDeployments replies (core/ingest,
// core/api/deployment.h) against the reference decoder — as given and padded over 1 MiB (decoded in pieces).
// Input: the bytes of a `response` object. Invariant (the documented contract of decodeDeploymentsJson): the
// same deployments (equal JSON), the same errors with the same paths and messages as
// decodeDeployments(QJsonObject) on the same bytes; bytes that are not a JSON object give no deployments and
// an error at `$`.
#include "fuzzcheck.h"

#include "core/api/deployment.h"
#include "core/ingest/deploymentingest.h"

using namespace cloudly::core;

namespace {

QStringList texts(const DecodeErrors& errors)
{
    QStringList out;
    for (const DecodeError& e : errors)
        out.append(e.toString());
    return out;
}

void check(const QByteArray& bytes)
{
    DecodeErrors fastErrors;
    const QList<Deployment> fast = decodeDeploymentsJson(JsonSlice{bytes, 0, bytes.size()}, fastErrors);

    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        FUZZ_CHECK(fast.isEmpty(), "no deployments from bytes that are not a JSON object");
        FUZZ_CHECK(!fastErrors.isEmpty() && fastErrors.first().path == QLatin1String("$"),
                   "bytes that are not a JSON object are an error at $");
        return;
    }
    DecodeErrors referenceErrors;
    const QList<Deployment> reference = decodeDeployments(doc.object(), referenceErrors);
    if (texts(fastErrors) != texts(referenceErrors))
        std::fprintf(stderr, "fast:      %s\nreference: %s\n", qPrintable(texts(fastErrors).join(u" | ")),
                     qPrintable(texts(referenceErrors).join(u" | ")));
    FUZZ_CHECK(texts(fastErrors) == texts(referenceErrors), "the same errors as the reference decoder");
    FUZZ_CHECK(fast.size() == reference.size(), "the same number of deployments as the reference decoder");
    for (qsizetype i = 0; i < fast.size(); ++i) {
        if (fast.at(i).toJson() != reference.at(i).toJson())
            std::fprintf(stderr, "fast:      %s\nreference: %s\n",
                         cloudly::fuzz::compact(fast.at(i).toJson()).constData(),
                         cloudly::fuzz::compact(reference.at(i).toJson()).constData());
        FUZZ_CHECK(fast.at(i).toJson() == reference.at(i).toJson(), "each deployment equals the reference's");
        FUZZ_CHECK(fast.at(i).deploymentLog.size() == reference.at(i).deploymentLog.size(), "the same log");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes = cloudly::fuzz::bytes(data, size);
    check(bytes);
    // The same object over 1 MiB (a member of padding first): decoded in pieces instead of indexed whole.
    if (const QByteArray padded = cloudly::fuzz::paddedOverOneMiB(bytes); !padded.isNull())
        check(padded);
    return 0;
}
