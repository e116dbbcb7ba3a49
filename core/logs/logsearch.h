#pragma once

#include <QString>
#include <QStringView>

#include <string>

namespace cloudly {
namespace core {
// A plain-text needle searched in many short lines without building strings: a SIMD scan for the needle's
// first and last characters at their distance (two compares per 8 characters), then a check of the
// characters between. Case-insensitive search compares ASCII letters regardless of case; it is only used
// for an ASCII needle, and a line with non-ASCII characters that does not match that way is reported
// as such, so the caller can fold it fully (a non-ASCII character may fold to an ASCII one: K → k).
class LogNeedle
{
public:
    LogNeedle(const QString& needle, bool caseSensitive);

    // Whether the needle can be searched this way (case-sensitive: always; else an ASCII needle).
    bool usable() const { return m_usable; }
    qsizetype size() const { return m_needle.size(); }

    enum class Result
    {
        Found,
        NotFound,
        NotFoundNonAscii, // not found, and `text` has a character ≥ U+0080 (case-insensitive only)
    };
    Result find(QStringView text) const;
    // Whether `text` starts with the needle's characters from `from` on (the same comparison as find()).
    bool startsWithFrom(QStringView text, qsizetype from) const;

private:
    bool same(char16_t text, qsizetype at) const
    {
        return (text | m_mask[static_cast<size_t>(at)]) == m_needle[at];
    }

    std::u16string m_needle; // lower-cased ASCII letters when case-insensitive
    std::u16string m_mask;   // per character: 0x20 for a letter compared regardless of case, else 0
    bool m_caseSensitive;
    bool m_usable = true;
};

// Text every match of the regular expression `pattern` must contain: its leading literal characters
// (after a leading ^; `\[`-style escapes of punctuation count as literal), without the last one when a
// quantifier follows it. Empty when there is none, or when the pattern has an alternative at its top level
// (`a|b`: neither side is required).
QString requiredRegexLiteral(const QString& pattern);

} // namespace core
} // namespace cloudly
