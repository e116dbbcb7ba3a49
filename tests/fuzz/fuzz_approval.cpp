// libFuzzer target: approval files, statements and SSH signatures (core/approval). Input: any bytes, read
// as an approval file, as a statement and as an armored SSHSIG, and judged against a subject with one
// trusted signer (the seed's key).
// Invariants: a statement that parses is its own canonical text; a valid verdict has a statement signed by
// the one trusted principal; every verdict has a reason; nothing crashes or hangs.
#include "approvalseed.h"
#include "fuzzcheck.h"

#include "core/approval/approvalcheck.h"
#include "core/approval/sshsig.h"

using namespace cloudly::core::approval;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static const AllowedSigners signers =
        *AllowedSigners::parse(cloudly::fuzz::seedAllowedSigners(), nullptr);
    static const ApprovalSubject subject = [] {
        const auto s = ApprovalStatement::parse(cloudly::fuzz::seedApprovalStatement(), nullptr);
        return s ? s->subject : ApprovalSubject{};
    }();
    const QByteArray input = cloudly::fuzz::bytes(data, size);

    if (const auto statement = ApprovalStatement::parse(input, nullptr))
        FUZZ_CHECK(statement->toCanonicalJson() == input, "a parsed statement is its canonical text");
    if (const auto signature = SshSignature::fromArmored(input, nullptr))
        (void)signature->verify(QByteArrayLiteral("message"), QStringLiteral("cloudly-approval"), nullptr);
    (void)ApprovalFile::parse(input, nullptr);

    const QDateTime now = QDateTime::fromSecsSinceEpoch(1796659200, Qt::UTC);
    const ApprovalCheck check = checkApprovals(subject, QStringLiteral("deployer"),
                                               {{QStringLiteral("fuzz"), input}}, signers, 1, now);
    FUZZ_CHECK(check.results.size() == 1, "one result per input");
    const ApprovalResult& r = check.results.first();
    FUZZ_CHECK(!r.reason.isEmpty(), "every verdict has a reason");
    if (r.verdict == ApprovalVerdict::Valid) {
        FUZZ_CHECK(r.statement.has_value(), "a valid approval has a statement");
        FUZZ_CHECK(r.principal == QLatin1String("alice@example.com"), "only the trusted principal is valid");
    }
    return 0;
}
