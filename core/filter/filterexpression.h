#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <optional>

namespace cloudly {
namespace core {
struct FilterParseResult;

// The filter language shared by every list view and the CLI (`--filter`).
//
//   api                     free text: case-insensitive substring of any column of the row
//   status:failed           field term: case-insensitive substring of that field
//   -status:running -edge   negation (field term or free text)
//   name:"my app"  "a b"    quoted values; inside quotes \" is a quote and \\ a backslash
//   status:failed node:edge all terms are ANDed
//
// The text before the first unquoted `:` of a term names the field (case-insensitive); the value is
// everything after it (so `image:registry:5000/app` works). Free text that contains a colon has to be quoted
// (`"10:30"`). Unknown fields and malformed terms are errors, never silently ignored.
//
// Matching works on normalized (case-folded, see normalize()) texts so that a row costs no allocation:
// the caller keeps its rows' texts normalized (FilterFields does that) and passes views of them.
class FilterExpression
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::FilterExpression)
public:
    struct Term
    {
        int field = -1; // index into the known fields; -1: free text
        QString needle; // normalized value
        bool negated = false;

        friend bool operator==(const Term&, const Term&) = default;
    };

    FilterExpression() = default; // matches everything

    // Parses `text` against `knownFields` (field names, compared case-insensitively). Collects every error,
    // in text order, e.g. `unknown field "nod" (known: status, node, health)`.
    static FilterParseResult parse(const QString& text, const QStringList& knownFields);

    // The case folding used on both sides of a match.
    static QString normalize(QStringView text) { return text.toString().toCaseFolded(); }

    // A short description of the syntax for `--help` texts and tool tips.
    static QString syntaxHelp(const QStringList& knownFields);

    bool isEmpty() const { return m_terms.isEmpty(); }
    const QList<Term>& terms() const { return m_terms; }
    const QStringList& knownFields() const { return m_knownFields; }
    bool usesFreeText() const { return m_usesFreeText; }
    // The expression in canonical form (lower-case field names, values quoted where needed).
    QString toString() const;

    // `fieldText(i)` returns the normalized text of known field i, `freeText` the normalized texts of all
    // visible columns (joined with a separator that no term contains, e.g. FilterFields::kSeparator).
    // Any callable returning something convertible to QStringView is accepted; no allocation per call.
    template <typename FieldText> bool matches(const FieldText& fieldText, QStringView freeText) const
    {
        // m_matchOrder: field terms (short texts) before free-text terms (the whole row).
        for (const Term& term : m_matchOrder) {
            const bool found = term.field < 0 ? contains(freeText, term.needle)
                                              : contains(QStringView(fieldText(term.field)), term.needle);
            if (found == term.negated)
                return false;
        }
        return true;
    }
    bool matches(const std::function<QStringView(int fieldIndex)>& fieldText, QStringView freeText) const
    {
        return matches<std::function<QStringView(int)>>(fieldText, freeText);
    }

    // Case-sensitive substring test on normalized texts: a vectorized scan for the needle's first
    // character, then a compare (faster on short row texts than a general substring search).
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

    friend bool operator==(const FilterExpression& a, const FilterExpression& b)
    {
        return a.m_terms == b.m_terms && a.m_knownFields == b.m_knownFields;
    }

private:
    QList<Term> m_terms;      // in text order
    QList<Term> m_matchOrder; // the same terms, field terms first
    QStringList m_knownFields;
    bool m_usesFreeText = false;
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