#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace cloudly {
namespace core {
struct FilterParseResult;

// The filter language shared by every list view, the command palette, alerts and the CLI (`--filter`).
//
//   api                     free text: case-insensitive substring of any visible column of the row
//   status:failed           field term: the WHOLE field equals the value (case-insensitive)
//   node:edge-*  image:*web?  globs: * is any run of characters, ? one character
//   health:*  -health:*     the field has any value / reports none
//   status:failed,stopping  alternatives: any of them (-status:running,stopped: none of them)
//   cpu:>80  memory:<=512   comparisons (<, <=, >, >=) on numeric fields; cpu:80 is numeric equality
//   deployed:<1h            durations on time fields, relative to now: within the last hour
//   heartbeat:>10m          ... longer ago than 10 minutes (units s, m, h, d, w)
//   name:"my app"  "a b"    quoted values; inside quotes \" is a quote and \\ a backslash
//   status:failed node:edge all terms are ANDed
//
// The text before the first unquoted `:` of a term names the field (case-insensitive); the value is
// everything after it (so `image:registry:5000/app` works). Free text that contains a colon has to be quoted
// (`"10:30"`). Unknown fields, malformed terms, comparisons on text fields and values that are not numbers
// or durations are errors naming the term, never silently ignored.
//
// What a field term is compared with: the field's text, or — when the text contains kAlternativeMark — each
// of the kAlternative-separated texts after the first mark (the display text comes first and is what free
// text searches). That is how a reference field matches the object's name or its id
// ("orbit-api\x1eorbit-api\x1esvc-acc-022"), and how a time field gives its epoch seconds. An empty field
// value matches no positive field term (so health:* means "has a value").
//
// Matching works on normalized (case-folded, see normalize()) texts so that a row costs no allocation:
// the caller keeps its rows' texts normalized (FilterFields does that) and passes views of them.
class FilterExpression
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::FilterExpression)
public:
    // How a field's values compare. Number: a decimal number (with an optional unit after it, ignored);
    // Duration: seconds since the epoch, compared as an age relative to now.
    enum class FieldKind : quint8
    {
        Text,
        Number,
        Duration
    };
    enum class Compare : quint8
    {
        Equal,
        Less,
        LessEqual,
        Greater,
        GreaterEqual
    };
    static constexpr QChar kAlternative = u'\x1e'; // separates a field's display text from its values

    struct Term
    {
        int field = -1; // index into the known fields; -1: free text
        QString needle; // normalized value as written (after the operator)
        bool negated = false;
        FieldKind kind = FieldKind::Text;
        Compare compare = Compare::Equal;
        QStringList patterns; // Equal: the normalized alternatives (globs)
        // Equal on a number field: per pattern, its number (none: a glob); Compare: [0] is the bound.
        QList<std::optional<double>> numbers;
        qint64 now = 0; // Duration: the reference time (epoch seconds)

        friend bool operator==(const Term&, const Term&) = default;
    };

    FilterExpression() = default; // matches everything

    // Parses `text` against `knownFields` (field names, compared case-insensitively) of the given kinds
    // (missing kinds are Text). Collects every error, in text order, e.g.
    // `unknown field "nod" (known: status, node, health)`. `now` (epoch seconds; 0: the current time) is
    // what durations are relative to.
    static FilterParseResult parse(const QString& text, const QStringList& knownFields,
                                   const QList<FieldKind>& kinds = {}, qint64 now = 0);

    // The case folding used on both sides of a match.
    static QString normalize(QStringView text) { return text.toString().toCaseFolded(); }

    // A short description of the syntax for `--help` texts, tool tips and the cheat sheet. `units` (per
    // field, may be shorter) names the unit of numeric fields ("%", "MiB").
    static QString syntaxHelp(const QStringList& knownFields, const QList<FieldKind>& kinds = {},
                              const QStringList& units = {});

    bool isEmpty() const { return m_terms.isEmpty(); }
    const QList<Term>& terms() const { return m_terms; }
    const QStringList& knownFields() const { return m_knownFields; }
    // The expression in canonical form (lower-case field names, values quoted where needed).
    QString toString() const;

    // `fieldText(i)` returns the normalized text of known field i, `columnText(c)` that of column c of
    // `columns` (free text looks at each column's display part). Any callables returning something
    // convertible to QStringView are accepted; no allocation per call.
    template <typename FieldText, typename ColumnText>
    bool matches(const FieldText& fieldText, int columns, const ColumnText& columnText) const
    {
        // m_matchOrder: field terms (short texts) before free-text terms (the whole row).
        for (const Term& term : m_matchOrder) {
            bool found = false;
            if (term.field >= 0) {
                found = fieldMatches(term, QStringView(fieldText(term.field)));
            } else {
                for (int c = 0; c < columns && !found; ++c)
                    found = freeTextMatches(term, QStringView(columnText(c)));
            }
            if (found == term.negated)
                return false;
        }
        return true;
    }

    // Whether a field term (not negated) holds for a field's normalized text.
    static bool fieldMatches(const Term& term, QStringView fieldText);
    // Whether a free-text term (not negated) holds for one column's normalized text.
    static bool freeTextMatches(const Term& term, QStringView columnText)
    {
        const qsizetype mark = columnText.indexOf(kAlternative);
        return contains(mark < 0 ? columnText : columnText.left(mark), term.needle);
    }
    // `pattern` with * and ? against the whole of `text` (both normalized).
    static bool globMatches(QStringView text, QStringView pattern);
    // The number at the start of `text` ("82", "-1.5", "512 MiB"); nullopt when there is none.
    static std::optional<double> leadingNumber(QStringView text);
    // "90", "30s", "10m", "1.5h", "2d", "1w" in seconds; nullopt when not a duration.
    static std::optional<double> parseDuration(QStringView text);

    // What the substring rule (the language before globs and equality) answered for a field term: kept
    // for the tests and for telling a user whether a remembered filter changed its meaning.
    static bool contains(QStringView haystack, QStringView needle)
    {
        const qsizetype n = needle.size();
        if (n == 0)
            return true;
        const qsizetype lastStart = haystack.size() - n;
        if (lastStart < 0)
            return false;
        const QChar first = needle.front();
        if (n == 1)
            return haystack.indexOf(first) >= 0;
        const QStringView rest = needle.mid(1);
        qsizetype from = 0;
        while (from <= lastStart) {
            const qsizetype at = haystack.indexOf(first, from);
            if (at < 0 || at > lastStart)
                return false;
            if (haystack.mid(at + 1, n - 1) == rest)
                return true;
            from = at + 1;
        }
        return false;
    }

    // Whether the expression, read with the old substring rule, could select other rows than it does now:
    // it has a field term (free text kept its meaning).
    static bool meaningChangedSinceSubstringRule(const FilterExpression& expression);

    friend bool operator==(const FilterExpression& a, const FilterExpression& b)
    {
        return a.m_terms == b.m_terms && a.m_knownFields == b.m_knownFields;
    }

private:
    QList<Term> m_terms;      // in text order
    QList<Term> m_matchOrder; // the same terms, field terms first
    QStringList m_knownFields;
};

struct FilterParseResult
{
    std::optional<FilterExpression> expression; // set exactly when `errors` is empty
    QStringList errors;                         // human-readable, translated, in text order

    bool ok() const { return expression.has_value(); }
    QString errorText() const { return errors.join(QStringLiteral("; ")); }
};

} // namespace core
} // namespace cloudly