#include "core/filter/filterexpression.h"

#include <QDateTime>

#include <cmath>

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

// A number and nothing else ("80", "-1.5", "1e3" is not accepted: operators write plain decimals).
std::optional<double> strictNumber(QStringView text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    for (const QChar c : text) {
        if (!(c.isDigit() || c == u'.' || c == u'-' || c == u'+'))
            return std::nullopt;
    }
    return value;
}

QString compareText(FilterExpression::Compare compare)
{
    switch (compare) {
    case FilterExpression::Compare::Less:
        return QStringLiteral("<");
    case FilterExpression::Compare::LessEqual:
        return QStringLiteral("<=");
    case FilterExpression::Compare::Greater:
        return QStringLiteral(">");
    case FilterExpression::Compare::GreaterEqual:
        return QStringLiteral(">=");
    case FilterExpression::Compare::Equal:
        break;
    }
    return {};
}

bool compareNumbers(FilterExpression::Compare compare, double value, double bound)
{
    switch (compare) {
    case FilterExpression::Compare::Less:
        return value < bound;
    case FilterExpression::Compare::LessEqual:
        return value <= bound;
    case FilterExpression::Compare::Greater:
        return value > bound;
    case FilterExpression::Compare::GreaterEqual:
        return value >= bound;
    case FilterExpression::Compare::Equal:
        break;
    }
    return value == bound;
}

} // namespace

FilterParseResult FilterExpression::parse(const QString& text, const QStringList& knownFields,
                                          const QList<FieldKind>& kinds, qint64 now)
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
            term.field = static_cast<int>(foldedFields.indexOf(field.toCaseFolded()));
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
            term.kind = term.field < kinds.size() ? kinds.at(term.field) : FieldKind::Text;
            QStringView rest(value);
            if (rest.startsWith(u"<=")) {
                term.compare = Compare::LessEqual;
                rest = rest.mid(2);
            } else if (rest.startsWith(u">=")) {
                term.compare = Compare::GreaterEqual;
                rest = rest.mid(2);
            } else if (rest.startsWith(u'<')) {
                term.compare = Compare::Less;
                rest = rest.mid(1);
            } else if (rest.startsWith(u'>')) {
                term.compare = Compare::Greater;
                rest = rest.mid(1);
            }
            term.needle = normalize(rest);
            const QString fieldName = knownFields.at(term.field);
            if (term.compare != Compare::Equal) {
                if (term.kind == FieldKind::Text) {
                    QStringList numeric;
                    for (qsizetype f = 0; f < knownFields.size(); ++f) {
                        if (f < kinds.size() && kinds.at(f) != FieldKind::Text)
                            numeric.append(knownFields.at(f));
                    }
                    result.errors.append(
                        numeric.isEmpty()
                            ? tr("\"%1\": %2 is a text field, < and > compare numbers (this list has no "
                                 "numeric fields)")
                                  .arg(written, fieldName)
                            : tr("\"%1\": %2 is a text field, < and > compare numbers (numeric: %3)")
                                  .arg(written, fieldName, numeric.join(QStringLiteral(", "))));
                    continue;
                }
                if (rest.isEmpty()) {
                    result.errors.append(tr("\"%1\": missing a number after the comparison").arg(written));
                    continue;
                }
                const std::optional<double> bound =
                    term.kind == FieldKind::Number ? strictNumber(term.needle) : parseDuration(term.needle);
                if (!bound) {
                    result.errors.append(term.kind == FieldKind::Number
                                             ? tr("\"%1\": \"%2\" is not a number").arg(written, rest)
                                             : tr("\"%1\": \"%2\" is not a duration (e.g. 30s, 10m, 1h, 2d)")
                                                   .arg(written, rest));
                    continue;
                }
                term.numbers.append(*bound);
                if (term.kind == FieldKind::Duration)
                    term.now = now > 0 ? now : QDateTime::currentSecsSinceEpoch();
            } else {
                bool bad = false;
                for (const QString& alternative : term.needle.split(u',')) {
                    if (alternative.isEmpty()) {
                        result.errors.append(tr("\"%1\": empty alternative (write a,b)").arg(written));
                        bad = true;
                        break;
                    }
                    const bool glob = alternative.contains(u'*') || alternative.contains(u'?');
                    std::optional<double> number;
                    if (!glob && term.kind == FieldKind::Number) {
                        const std::optional<double> parsed = strictNumber(alternative);
                        if (!parsed) {
                            result.errors.append(
                                tr("\"%1\": \"%2\" is not a number").arg(written, alternative));
                            bad = true;
                            break;
                        }
                        number = *parsed;
                    }
                    if (!glob && term.kind == FieldKind::Duration) {
                        result.errors.append(tr("\"%1\": %2 is a time, compare it with < or > (e.g. %2:<1h)")
                                                 .arg(written, fieldName));
                        bad = true;
                        break;
                    }
                    term.patterns.append(alternative);
                    if (term.kind == FieldKind::Number)
                        term.numbers.append(number);
                }
                if (bad)
                    continue;
            }
        } else {
            if (buffer.isEmpty()) {
                result.errors.append(tr("empty search text %1 at column %2").arg(written).arg(start + 1));
                continue;
            }
            term.needle = normalize(buffer);
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
            part += compareText(term.compare);
            part += quoteIfNeeded(term.needle, false);
        } else {
            part += quoteIfNeeded(term.needle, true);
        }
        parts.append(part);
    }
    return parts.join(QLatin1Char(' '));
}

QString FilterExpression::syntaxHelp(const QStringList& knownFields, const QList<FieldKind>& kinds,
                                     const QStringList& units)
{
    QStringList lines;
    lines << tr("Filter syntax (all terms must match, case-insensitive):")
          << tr("  word              any visible column contains \"word\"")
          << tr("  field:value       the whole field is \"value\", e.g. status:failed")
          << tr("  field:a,b         any of the values, e.g. status:failed,stopping")
          << tr("  field:edge-*      globs: * any text, ? one character; health:* = has a value")
          << tr("  -term             negation: -health:healthy, -status:running,stopped, -health:*")
          << tr("  cpu:>80           numbers: <, <=, >, >= (and cpu:80) on numeric fields")
          << tr("  deployed:<1h      times, relative to now: within the last hour (s, m, h, d, w)")
          << tr("  field:\"a b\"       quoted values may contain spaces; \\\" is a quote inside quotes")
          << tr("  \"a:b\"             quote free text that contains a colon")
          << tr("Reference fields (service, node, cluster, image, user) match the name or the id.");
    if (!knownFields.isEmpty()) {
        QStringList described;
        for (qsizetype f = 0; f < knownFields.size(); ++f) {
            const FieldKind kind = f < kinds.size() ? kinds.at(f) : FieldKind::Text;
            const QString unit = units.value(f);
            if (kind == FieldKind::Number)
                described << (unit.isEmpty() ? tr("%1 (number)").arg(knownFields.at(f))
                                             : tr("%1 (number, %2)").arg(knownFields.at(f), unit));
            else if (kind == FieldKind::Duration)
                described << tr("%1 (time)").arg(knownFields.at(f));
            else
                described << knownFields.at(f);
        }
        lines << tr("Fields: %1").arg(described.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

bool FilterExpression::globMatches(QStringView text, QStringView pattern)
{
    // Iterative wildcard match with one backtrack point (linear for a single *, O(n*m) worst case).
    qsizetype t = 0;
    qsizetype p = 0;
    qsizetype starAt = -1;
    qsizetype resumeAt = 0;
    const qsizetype tn = text.size();
    const qsizetype pn = pattern.size();
    while (t < tn) {
        if (p < pn && (pattern[p] == u'?' || (pattern[p] != u'*' && pattern[p] == text[t]))) {
            ++t;
            ++p;
        } else if (p < pn && pattern[p] == u'*') {
            starAt = p++;
            resumeAt = t;
        } else if (starAt >= 0) {
            p = starAt + 1;
            t = ++resumeAt;
        } else {
            return false;
        }
    }
    while (p < pn && pattern[p] == u'*')
        ++p;
    return p == pn;
}

std::optional<double> FilterExpression::leadingNumber(QStringView text)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n && text[i].isSpace())
        ++i;
    bool negative = false;
    if (i < n && (text[i] == u'-' || text[i] == u'+')) {
        negative = text[i] == u'-';
        ++i;
    }
    double value = 0;
    bool digits = false;
    while (i < n && text[i] >= u'0' && text[i] <= u'9') {
        value = value * 10 + (text[i].unicode() - u'0');
        digits = true;
        ++i;
    }
    if (i < n && text[i] == u'.') {
        ++i;
        double scale = 0.1;
        while (i < n && text[i] >= u'0' && text[i] <= u'9') {
            value += (text[i].unicode() - u'0') * scale;
            scale /= 10;
            digits = true;
            ++i;
        }
    }
    if (!digits)
        return std::nullopt;
    return negative ? -value : value;
}

std::optional<double> FilterExpression::parseDuration(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    double unit = 1;
    QStringView number = text;
    switch (text.back().unicode()) {
    case u's':
        number.chop(1);
        break;
    case u'm':
        unit = 60;
        number.chop(1);
        break;
    case u'h':
        unit = 3600;
        number.chop(1);
        break;
    case u'd':
        unit = 86400;
        number.chop(1);
        break;
    case u'w':
        unit = 7 * 86400;
        number.chop(1);
        break;
    default:
        break;
    }
    if (number.isEmpty() || number.startsWith(u'-') || number.startsWith(u'+'))
        return std::nullopt;
    const std::optional<double> value = strictNumber(number);
    if (!value)
        return std::nullopt;
    return *value * unit;
}

bool FilterExpression::fieldMatches(const Term& term, QStringView fieldText)
{
    // The values: the texts after the first mark, or the whole text.
    const qsizetype mark = fieldText.indexOf(kAlternative);
    QStringView values = mark < 0 ? fieldText : fieldText.mid(mark + 1);
    while (true) {
        const qsizetype next = values.indexOf(kAlternative);
        const QStringView value = next < 0 ? values : values.left(next);
        if (!value.isEmpty()) {
            if (term.compare != Compare::Equal) {
                const std::optional<double> number = leadingNumber(value);
                if (number && !term.numbers.isEmpty() && term.numbers.front()) {
                    const double measured =
                        term.kind == FieldKind::Duration ? static_cast<double>(term.now) - *number : *number;
                    if (compareNumbers(term.compare, measured, *term.numbers.front()))
                        return true;
                }
            } else {
                for (qsizetype i = 0; i < term.patterns.size(); ++i) {
                    const std::optional<double> number =
                        i < term.numbers.size() ? term.numbers.at(i) : std::nullopt;
                    if (number) {
                        const std::optional<double> measured = leadingNumber(value);
                        if (measured && *measured == *number)
                            return true;
                    } else if (globMatches(value, term.patterns.at(i))) {
                        return true;
                    }
                }
            }
        }
        if (next < 0)
            return false;
        values = values.mid(next + 1);
    }
}

bool FilterExpression::meaningChangedSinceSubstringRule(const FilterExpression& expression)
{
    for (const Term& term : expression.m_terms) {
        // `node:edge-1` used to match "edge-10" too; globs, lists and comparisons were literal text.
        if (term.field >= 0)
            return true;
    }
    return false;
}

} // namespace core
} // namespace cloudly