// libFuzzer target: links to a view (core/links). The input is the link text (UTF-8).
// Invariants: a link or an error, never both and never neither; an error is a sentence, not empty; a parsed
// link has a profile and a page key; its formatted text is plain ASCII and parses back to the same link.
#include "fuzzcheck.h"

#include "core/links/viewlink.h"

using cloudly::core::formatViewLink;
using cloudly::core::isPageKey;
using cloudly::core::parseViewLink;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto result = parseViewLink(text);
    FUZZ_CHECK(result.link.has_value() == result.error.isEmpty(),
               "a link or an error, never both or neither");
    if (!result.ok())
        return 0;
    FUZZ_CHECK(!result.link->profile.trimmed().isEmpty(), "a parsed link names a profile");
    FUZZ_CHECK(isPageKey(result.link->page), "a parsed link names a page key");
    const QString formatted = formatViewLink(*result.link);
    for (const QChar c : formatted)
        FUZZ_CHECK(c.unicode() > 0x20 && c.unicode() < 0x7f, "a formatted link is plain ASCII");
    const auto again = parseViewLink(formatted);
    FUZZ_CHECK(again.ok() && *again.link == *result.link, "the formatted link parses to the same link");
    return 0;
}
