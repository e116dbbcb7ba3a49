// libFuzzer target: the filter language parser (core/filter). The first byte picks the list of known
// fields (none, the tasks view's, a single one); the rest is the UTF-8 filter text.
// Invariants: the parser yields an expression or errors, never both and never neither; every error names
// the offending term (a quoted part of the text or a column inside it); the canonical form parses back to
// an equal expression; matching a row never fails hard.
#include "fuzzcheck.h"

#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"

#include <QRegularExpression>

using cloudly::core::FilterExpression;
using cloudly::core::FilterFields;
using cloudly::core::FilterParseResult;

namespace {

const QList<QStringList>& fieldLists()
{
    static const QList<QStringList> lists{
        {},
        {QStringLiteral("status"), QStringLiteral("node"), QStringLiteral("health"),
         QStringLiteral("service"), QStringLiteral("name")},
        {QStringLiteral("Image")},
    };
    return lists;
}

// An error names its term: either a quoted text that occurs in the input (compared case-folded, the parser
// compares field names that way) or a 1-based column inside the input.
bool namesTheTerm(const QString& error, const QString& text)
{
    static const QRegularExpression quoted(QStringLiteral("\"(.*)\""),
                                           QRegularExpression::InvertedGreedinessOption);
    static const QRegularExpression column(QStringLiteral("column (\\d+)"));
    const QString foldedText = text.toCaseFolded();
    for (auto it = quoted.globalMatch(error); it.hasNext();) {
        const QString part = it.next().captured(1);
        if (!part.isEmpty() && foldedText.contains(part.toCaseFolded()))
            return true;
    }
    for (auto it = column.globalMatch(error); it.hasNext();) {
        bool ok = false;
        const qsizetype at = it.next().captured(1).toLongLong(&ok);
        if (ok && at >= 1 && at <= text.size())
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return -1;
    const QStringList& fields = fieldLists().at(data[0] % fieldLists().size());
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));

    // Half of the inputs type the fields (text, number, time in turn) so comparisons and numbers parse too.
    QList<FilterExpression::FieldKind> kinds;
    if (data[0] & 0x80) {
        for (qsizetype i = 0; i < fields.size(); ++i)
            kinds.append(FilterExpression::FieldKind(i % 3));
    }
    constexpr qint64 kNow = 1800000000;
    const FilterParseResult result = FilterExpression::parse(text, fields, kinds, kNow);
    FUZZ_CHECK(result.expression.has_value() != !result.errors.isEmpty(),
               "an expression or errors, never both and never neither");
    for (const QString& error : result.errors) {
        if (!namesTheTerm(error, text))
            std::fprintf(stderr, "text: %s\nerror: %s\n", qPrintable(text), qPrintable(error));
        FUZZ_CHECK(namesTheTerm(error, text), "every error names the offending term");
    }
    if (!result.ok())
        return 0;

    const FilterExpression& expression = *result.expression;
    for (const FilterExpression::Term& term : expression.terms()) {
        FUZZ_CHECK(term.field >= -1 && term.field < fields.size(), "a term's field is known or free text");
        FUZZ_CHECK(!term.needle.isEmpty(), "no empty search text");
    }
    const QString canonical = expression.toString();
    const FilterParseResult again = FilterExpression::parse(canonical, fields, kinds, kNow);
    if (!again.ok() || !(*again.expression == expression))
        std::fprintf(stderr, "text: %s\ncanonical: %s\nerrors: %s\n", qPrintable(text), qPrintable(canonical),
                     qPrintable(again.errorText()));
    FUZZ_CHECK(again.ok() && *again.expression == expression,
               "the canonical form parses to the same expression");

    // Match against a row made of the text's own words (so matches do happen) and an empty row.
    const QStringList words = text.split(QLatin1Char(' '));
    QStringList row;
    for (qsizetype i = 0; i < fields.size(); ++i)
        row.append(words.value(i));
    (void)FilterFields(row).matches(expression);
    (void)FilterFields(QStringList{}).matches(expression);
    return 0;
}
