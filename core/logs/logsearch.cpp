#include "core/logs/logsearch.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cloudly {
namespace core {

LogNeedle::LogNeedle(const QString& needle, bool caseSensitive) : m_caseSensitive(caseSensitive)
{
    m_needle.reserve(static_cast<size_t>(needle.size()));
    m_mask.reserve(static_cast<size_t>(needle.size()));
    for (const QChar c : needle) {
        char16_t u = c.unicode();
        char16_t mask = 0;
        if (!caseSensitive) {
            if (u >= 0x80)
                m_usable = false;
            if (u >= u'A' && u <= u'Z')
                u = static_cast<char16_t>(u + 32);
            if (u >= u'a' && u <= u'z')
                mask = 0x20;
        }
        m_needle.push_back(u);
        m_mask.push_back(mask);
    }
}

bool LogNeedle::startsWithFrom(QStringView text, qsizetype from) const
{
    const qsizetype m = static_cast<qsizetype>(m_needle.size()) - from;
    if (m < 0 || text.size() < m)
        return false;
    const char16_t* s = text.utf16();
    for (qsizetype j = 0; j < m; ++j)
        if (!same(s[j], from + j))
            return false;
    return true;
}

LogNeedle::Result LogNeedle::find(QStringView text) const
{
    const qsizetype m = static_cast<qsizetype>(m_needle.size());
    const qsizetype n = text.size();
    const char16_t* s = text.utf16();
    const auto nonAscii = [&](qsizetype from) {
        if (m_caseSensitive)
            return false;
        char16_t high = 0;
        for (qsizetype i = from; i < n; ++i)
            high |= s[i] & 0xff80;
        return high != 0;
    };
    if (m == 0)
        return Result::Found;
    if (n < m)
        return nonAscii(0) ? Result::NotFoundNonAscii : Result::NotFound;
    const auto matchesAt = [&](qsizetype at) {
        for (qsizetype j = 1; j + 1 < m; ++j)
            if (!same(s[at + j], j))
                return false;
        return true;
    };
    const qsizetype last = n - m; // the last start position
    qsizetype i = 0;
    bool high = false;
#if defined(__SSE2__)
    // Blocks of 8 start positions whose last-character load stays inside the text.
    const __m128i firstChar = _mm_set1_epi16(static_cast<short>(m_needle.front()));
    const __m128i lastChar = _mm_set1_epi16(static_cast<short>(m_needle.back()));
    const __m128i firstMask = _mm_set1_epi16(static_cast<short>(m_mask.front()));
    const __m128i lastMask = _mm_set1_epi16(static_cast<short>(m_mask.back()));
    const __m128i highBits = _mm_set1_epi16(static_cast<short>(0xff80));
    __m128i seen = _mm_setzero_si128();
    for (; i + 7 <= last; i += 8) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + i));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + i + m - 1));
        seen = _mm_or_si128(seen, _mm_or_si128(a, b));
        const __m128i hit = _mm_and_si128(_mm_cmpeq_epi16(_mm_or_si128(a, firstMask), firstChar),
                                          _mm_cmpeq_epi16(_mm_or_si128(b, lastMask), lastChar));
        unsigned bits = static_cast<unsigned>(_mm_movemask_epi8(hit));
        while (bits != 0) {
            const int lane = __builtin_ctz(bits) / 2;
            if (matchesAt(i + lane))
                return Result::Found;
            bits &= ~(3u << (lane * 2));
        }
    }
    // The first-character loads covered s[0, i).
    high = _mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(seen, highBits), _mm_setzero_si128())) != 0xffff;
    const qsizetype checkedUpTo = i;
#else
    const qsizetype checkedUpTo = 0;
#endif
    for (; i <= last; ++i)
        if (same(s[i], 0) && same(s[i + m - 1], m - 1) && matchesAt(i))
            return Result::Found;
    if (m_caseSensitive)
        return Result::NotFound;
    return high || nonAscii(checkedUpTo) ? Result::NotFoundNonAscii : Result::NotFound;
}

QString requiredRegexLiteral(const QString& pattern)
{
    // An alternative outside any group: nothing is required.
    int depth = 0;
    bool inClass = false;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'\\') {
            ++i;
            continue;
        }
        if (inClass) {
            inClass = c != u']';
            continue;
        }
        if (c == u'[')
            inClass = true;
        else if (c == u'(')
            ++depth;
        else if (c == u')')
            --depth;
        else if (c == u'|' && depth <= 0)
            return {};
    }
    static const QString special = QStringLiteral("\\^$.|?*+()[]{}");
    static const QString quantifiers = QStringLiteral("?*+{");
    QString out;
    qsizetype i = pattern.startsWith(u'^') ? 1 : 0;
    while (i < pattern.size()) {
        const QChar c = pattern.at(i);
        if (c == u'\\') {
            // An escaped ASCII punctuation character is that character; \d, \Q, \x41... are not literal here.
            if (i + 1 >= pattern.size())
                break;
            const QChar e = pattern.at(i + 1);
            if (e.unicode() >= 0x80 || e.isLetterOrNumber() || e.isSpace())
                break;
            out += e;
            i += 2;
        } else if (special.contains(c)) {
            break;
        } else {
            out += c;
            ++i;
        }
    }
    if (i < pattern.size() && quantifiers.contains(pattern.at(i)) && !out.isEmpty())
        out.chop(1);
    return out;
}

} // namespace core
} // namespace cloudly
