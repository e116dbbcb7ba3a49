#include "ui/shell/fuzzymatcher.h"

#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace cloudly {
namespace ui {
namespace {

constexpr int kNone = std::numeric_limits<int>::min() / 4;

bool isSeparator(QChar c)
{
    return !c.isLetterOrNumber();
}

int positionBonus(QStringView text, qsizetype j)
{
    if (j == 0)
        return FuzzyMatcher::PrefixBonus;
    const QChar prev = text.at(j - 1);
    const QChar cur = text.at(j);
    if (isSeparator(prev))
        return FuzzyMatcher::WordStartBonus;
    if (prev.isLower() && cur.isUpper())
        return FuzzyMatcher::WordStartBonus; // camelCase hump
    if (prev.isLetter() != cur.isLetter())
        return FuzzyMatcher::WordStartBonus / 2; // letters ↔ digits ("edge2")
    return 0;
}

// A cheap greedy check that `term` is a subsequence of `lower` at all (most texts fail here).
bool isSubsequence(QStringView term, QStringView lower)
{
    qsizetype i = 0;
    for (qsizetype j = 0; j < lower.size() && i < term.size(); ++j) {
        if (lower.at(j) == term.at(i))
            ++i;
    }
    return i == term.size();
}

} // namespace

FuzzyMatcher::FuzzyMatcher(const QString& query)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    m_terms = query.toLower().split(space, Qt::SkipEmptyParts);
}

std::optional<int> FuzzyMatcher::score(QStringView text, QStringView lowerText) const
{
    if (m_terms.isEmpty())
        return 0;
    text = text.left(MaxTextLength);
    lowerText = lowerText.left(MaxTextLength);
    int total = 0;
    for (const QString& term : m_terms) {
        const std::optional<int> s = termScore(term, text, lowerText, nullptr);
        if (!s)
            return std::nullopt;
        total += *s;
    }
    return total;
}

QList<int> FuzzyMatcher::matchedPositions(const QString& text) const
{
    const QString shown = text.left(MaxTextLength);
    const QString lower = shown.toLower();
    QList<int> positions;
    for (const QString& term : m_terms)
        termScore(term, shown, lower, &positions);
    std::sort(positions.begin(), positions.end());
    positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
    return positions;
}

std::optional<int> FuzzyMatcher::termScore(QStringView term, QStringView text, QStringView lowerText,
                                           QList<int>* positions) const
{
    const qsizetype m = term.size();
    const qsizetype n = lowerText.size();
    if (m == 0)
        return 0;
    if (m > n || !isSubsequence(term, lowerText))
        return std::nullopt;

    // d[j]: best score of term[0..i] with term[i] matched exactly at j.
    // best[j]: best score of term[0..i] with term[i] matched at or before j, minus the gap since then.
    std::array<int, MaxTextLength> rows[4];
    int* dPrev = rows[0].data();
    int* bestPrev = rows[1].data();
    int* dCur = rows[2].data();
    int* bestCur = rows[3].data();
    // Only for positions: the full d matrix (small: only the palette's visible rows ask for it).
    std::vector<int> matrix;
    if (positions)
        matrix.assign(static_cast<size_t>(m * n), kNone);

    for (qsizetype i = 0; i < m; ++i) {
        const QChar c = term.at(i);
        int running = kNone;
        for (qsizetype j = 0; j < n; ++j) {
            int d = kNone;
            if (lowerText.at(j) == c && j >= i) {
                const int here = MatchScore + positionBonus(text, j);
                if (i == 0) {
                    d = here;
                } else if (j > 0) {
                    const int consecutive = dPrev[static_cast<size_t>(j - 1)] > kNone
                                                ? dPrev[static_cast<size_t>(j - 1)] + ConsecutiveBonus
                                                : kNone;
                    const int gapped = bestPrev[static_cast<size_t>(j - 1)];
                    const int from = std::max(consecutive, gapped);
                    if (from > kNone)
                        d = from + here;
                }
            }
            dCur[static_cast<size_t>(j)] = d;
            running = std::max(running > kNone ? running - GapPenalty : kNone, d);
            bestCur[static_cast<size_t>(j)] = running;
            if (positions)
                matrix[static_cast<size_t>(i * n + j)] = d;
        }
        std::swap(dPrev, dCur);
        std::swap(bestPrev, bestCur);
    }
    int result = kNone;
    qsizetype end = -1;
    for (qsizetype j = 0; j < n; ++j) {
        if (dPrev[static_cast<size_t>(j)] > result) {
            result = dPrev[static_cast<size_t>(j)];
            end = j;
        }
    }
    if (result <= kNone)
        return std::nullopt;
    if (m == n)
        result += ExactBonus;

    if (positions) {
        // Walk back: for term[i] at j, find the position of term[i-1] that produced d(i, j).
        qsizetype j = end;
        for (qsizetype i = m - 1; i >= 0; --i) {
            positions->append(static_cast<int>(j));
            if (i == 0)
                break;
            const int target = matrix[static_cast<size_t>(i * n + j)] - MatchScore - positionBonus(text, j);
            qsizetype found = -1;
            if (matrix[static_cast<size_t>((i - 1) * n + j - 1)] > kNone &&
                matrix[static_cast<size_t>((i - 1) * n + j - 1)] + ConsecutiveBonus == target) {
                found = j - 1;
            } else {
                for (qsizetype k = j - 1; k >= 0; --k) {
                    const int d = matrix[static_cast<size_t>((i - 1) * n + k)];
                    if (d > kNone && d - GapPenalty * static_cast<int>(j - 1 - k) == target) {
                        found = k;
                        break;
                    }
                }
            }
            if (found < 0) {
                // Should not happen; fall back to the nearest earlier match.
                for (qsizetype k = j - 1; k >= 0; --k) {
                    if (matrix[static_cast<size_t>((i - 1) * n + k)] > kNone) {
                        found = k;
                        break;
                    }
                }
            }
            j = found;
        }
    }
    return result;
}

} // namespace ui
} // namespace cloudly
