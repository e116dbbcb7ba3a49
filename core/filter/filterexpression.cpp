#include "filter/filterexpression.h"

namespace cloudly {
namespace core {
namespace {

constexpr QChar kQuote = u'"';
constexpr QChar kBackslash = u'\\';
constexpr QChar kColon = u':';
constexpr QChar kMinus = u'-';

// Writes `value` so that parse() reads it back unchanged as a value (field term) or free text.
QString quoteIfNeeded(const QString& value, bool freeText)
{
    bool needsQuotes = value.isEmpty() || (freeText && value.startsWith(kMinus));
    for (const QChar c : value) {
        if (c.isSpace() || c == kQuote || c == kBackslash || (freeText && c == kColon)) {
            needsQuotes = true;
            break;
        }
    }
    if (!needsQuotes)
        return value;
    QString out;
    out.reserve(value.size() + 2);
    out += kQuote;
    for (const QChar c : value) {
        if (c == kQuote || c == kBackslash)
            out += kBackslash;
        out += c;
    }
    out += kQuote;
    return out;
}

} // namespace

FilterParseResult FilterExpression::parse(const QString& text, const QStringList& knownFields)
{
    FilterParseResult result;
    FilterExpression expression;
    expression.m_knownFields = knownFields;

    QStringList foldedFields;
    foldedFields.reserve(knownFields.size());
    for (const QString& field : knownFields)
        foldedFields.append(field.toCaseFolded());

    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        while (i < n && text.at(i).isSpace())
            ++i;
        if (i >= n)
            break;

        Term term;
        if (text.at(i) == kMinus) {
            if (i + 1 >= n || text.at(i + 1).isSpace()) {
                result.errors.append(tr("\"-\" at column %1 must be followed by a term").arg(i + 1));
                ++i;
                continue;
            }
            term.negated = true;
            ++i;
        }

        // One term: runs of plain characters and quoted sections up to the next unquoted space.
        const qsizetype start = i;
        QString buffer;
        qsizetype colonAt = -1;         // position in `buffer` of the first unquoted colon
        bool quotedBeforeColon = false; // a quoted section before that colon: the term is free text
        bool unbalanced = false;
        while (i < n && !text.at(i).isSpace()) {
            const QChar c = text.at(i);
            if (c == kQuote) {
                const qsizetype openedAt = i;
                ++i;
                bool closed = false;
                while (i < n) {
                    const QChar q = text.at(i);
                    if (q == kBackslash && i + 1 < n &&
                        (text.at(i + 1) == kQuote || text.at(i + 1) == kBackslash)) {
                        buffer += text.at(i + 1);
                        i += 2;
                        continue;
                    }
                    ++i;
                    if (q == kQuote) {
                        closed = true;
                        break;
                    }
                    buffer += q;
                }
                if (!closed) {
                    result.errors.append(tr("unbalanced quote (opened at column %1)").arg(openedAt + 1));
                    unbalanced = true;
                    break;
                }
                if (colonAt < 0)
                    quotedBeforeColon = true;
                continue;
            }
            if (c == kColon && colonAt < 0 && !quotedBeforeColon) {
                colonAt = buffer.size();
                ++i;
                continue;
            }
            buffer += c;
            ++i;
        }
        if (unbalanced)
            break; // the rest of the text is inside the open quote
        const QStringView written = QStringView(text).mid(start, i - start);

        if (colonAt >= 0) {
            const QString field = buffer.left(colonAt);
            const QString value = buffer.mid(colonAt);
            if (field.isEmpty()) {
                result.errors.append(tr("missing field name before \"%1\"").arg(written));
                continue;
            }
            term.field = int(foldedFields.indexOf(field.toCaseFolded()));
            if (term.field < 0) {
                if (knownFields.isEmpty())
                    result.errors.append(
                        tr("unknown field \"%1\" (this list has no fields; quote text that contains \":\")")
                            .arg(field));
                else
                    result.errors.append(tr("unknown field \"%1\" (known: %2)")
                                             .arg(field, knownFields.join(QStringLiteral(", "))));
                continue;
            }
            if (value.isEmpty()) {
                result.errors.append(tr("missing value after \"%1:\"").arg(field));
                continue;
            }
            term.needle = normalize(value);
        } else {
            if (buffer.isEmpty()) {
                result.errors.append(tr("empty search text %1 at column %2").arg(written).arg(start + 1));
                continue;
            }
            term.needle = normalize(buffer);
            expression.m_usesFreeText = true;
        }
        expression.m_terms.append(std::move(term));
    }

    if (result.errors.isEmpty()) {
        for (const Term& t : std::as_const(expression.m_terms)) {
            if (t.field >= 0)
                expression.m_matchOrder.append(t);
        }
        for (const Term& t : std::as_const(expression.m_terms)) {
            if (t.field < 0)
                expression.m_matchOrder.append(t);
        }
        result.expression = std::move(expression);
    }
    return result;
}

QString FilterExpression::toString() const
{
    QStringList parts;
    parts.reserve(m_terms.size());
    for (const Term& term : m_terms) {
        QString part;
        if (term.negated)
            part += kMinus;
        if (term.field >= 0) {
            part += m_knownFields.at(term.field).toCaseFolded() + kColon;
            part += quoteIfNeeded(term.needle, false);
        } else {
            part += quoteIfNeeded(term.needle, true);
        }
        parts.append(part);
    }
    return parts.join(QLatin1Char(' '));
}

QString FilterExpression::syntaxHelp(const QStringList& knownFields)
{
    QStringList lines;
    lines << tr("Filter syntax (all terms must match, case-insensitive substrings):")
          << tr("  word            any column contains \"word\"")
          << tr("  field:value     the field contains \"value\", e.g. status:failed")
          << tr("  -field:value    the field does not contain \"value\" (-word: no column contains it)")
          << tr("  field:\"a b\"     quoted values may contain spaces; \\\" is a quote inside quotes")
          << tr("  \"a:b\"           quote free text that contains a colon");
    if (!knownFields.isEmpty())
        lines << tr("Fields: %1").arg(knownFields.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace core
} // namespace cloudly