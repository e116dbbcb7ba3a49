// libFuzzer target: the OpenSSH allowed_signers parser and pattern matching (core/approval). Input: a file.
// Invariants: parsing is deterministic; every entry has a line number inside the file, a principal pattern
// and a key; checking a principal against each entry's own key terminates; pattern matching terminates on
// any text/pattern pair (the input split at its first newline).
#include "fuzzcheck.h"

#include "core/approval/allowedsigners.h"

using namespace cloudly::core::approval;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = cloudly::fuzz::bytes(data, size);
    QString error;
    const std::optional<AllowedSigners> signers = AllowedSigners::parse(input, &error);
    const std::optional<AllowedSigners> again = AllowedSigners::parse(input, nullptr);
    FUZZ_CHECK(signers.has_value() == again.has_value(), "parsing is deterministic");
    if (!signers) {
        FUZZ_CHECK(error.startsWith(QLatin1String("line ")), "a refusal names the line");
        return 0;
    }
    FUZZ_CHECK(signers->entries().size() == again->entries().size(), "parsing is deterministic");
    const int lines = static_cast<int>(input.count('\n')) + 1;
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1796659200, Qt::UTC);
    for (const AllowedSigner& e : signers->entries()) {
        FUZZ_CHECK(e.line >= 1 && e.line <= lines, "the line number is inside the file");
        FUZZ_CHECK(!e.principalPatterns.isEmpty() && !e.key.blob.isEmpty(),
                   "an entry has principals and a key");
        for (const QString& p : e.principalPatterns)
            (void)signers->check(p, e.key, QStringLiteral("cloudly-approval"), now, nullptr);
    }
    const QString text = QString::fromUtf8(input);
    const qsizetype split = text.indexOf(QLatin1Char('\n'));
    if (split >= 0)
        (void)sshPatternMatch(text.left(split), text.mid(split + 1));
    return 0;
}
