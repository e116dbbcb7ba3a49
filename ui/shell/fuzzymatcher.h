#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace cloudly {
namespace ui {
// Fuzzy matching for the command palette (no widgets, unit-tested on its own).
//
// A query is split at white space into terms; every term must occur in the text as a case-insensitive
// subsequence ("tskv" matches "Runtime tasks view"). The score of a term is the best alignment found by
// dynamic programming (like fzy): each matched character scores, with bonuses for a match at the very
// start of the text, at the start of a word (after a separator or at a camelCase hump) and for runs of
// consecutive matches, and a small penalty per skipped character between two matches. The text's score
// is the sum over its terms; higher is better. Texts longer than MaxTextLength are matched on their
// first MaxTextLength characters.
class FuzzyMatcher
{
public:
    static constexpr int MaxTextLength = 160;

    static constexpr int MatchScore = 1;
    static constexpr int PrefixBonus = 12;
    static constexpr int WordStartBonus = 8;
    static constexpr int ConsecutiveBonus = 6;
    static constexpr int GapPenalty = 1;
    static constexpr int ExactBonus = 20; // the term is the whole text

    explicit FuzzyMatcher(const QString& query = {});

    bool isEmpty() const { return m_terms.isEmpty(); }
    const QStringList& terms() const { return m_terms; }

    // The score of `text` (nullopt: no match). `lowerText` must be text.toLower() (callers cache it).
    std::optional<int> score(QStringView text, QStringView lowerText) const;
    std::optional<int> score(const QString& text) const { return score(text, text.toLower()); }

    // The positions in `text` of the best alignment of every term (sorted, for highlighting).
    QList<int> matchedPositions(const QString& text) const;

private:
    std::optional<int> termScore(QStringView term, QStringView text, QStringView lowerText,
                                 QList<int>* positions) const;

    QStringList m_terms; // lower case
};

} // namespace ui
} // namespace cloudly
