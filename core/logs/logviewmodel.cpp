#include "core/logs/logviewmodel.h"

#include <QPoint>

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
// Case-folds `text` in place: a branch-free pass over ASCII (the compiler vectorizes it), then a slow pass
// only when there is anything else.
void foldInPlace(QString& text)
{
    char16_t* c = reinterpret_cast<char16_t*>(text.data());
    const qsizetype n = text.size();
    char16_t high = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = c[i];
        high |= u & 0xff80;
        c[i] = char16_t(u + (char16_t(u - u'A') < 26 ? 32 : 0));
    }
    if (!high)
        return;
    QChar* q = text.data();
    for (qsizetype i = 0; i < n; ++i)
        if (q[i].unicode() >= 0x80 && !q[i].isSurrogate())
            q[i] = q[i].toCaseFolded();
}
} // namespace

LogViewModel::LogViewModel(QObject* parent) : QAbstractListModel(parent) {}

void LogViewModel::setLines(QList<LogLine> lines, bool tagged)
{
    beginResetModel();
    m_lines = std::move(lines);
    m_tagged = tagged;
    rescan();
    endResetModel();
    Q_EMIT matchCountChanged(matchCount());
}

void LogViewModel::appendLines(const QList<LogLine>& lines)
{
    if (lines.isEmpty())
        return;
    const qsizetype first = m_lines.size();
    std::vector<qsizetype> newMatches;
    m_lines.append(lines);
    scan(first, m_lines.size(), newMatches);
    m_lines.resize(first); // rows appear between begin/endInsertRows
    const int visibleBefore = rowCount();
    const int added = m_onlyMatching ? static_cast<int>(newMatches.size()) : static_cast<int>(lines.size());
    if (added > 0)
        beginInsertRows({}, visibleBefore, visibleBefore + added - 1);
    m_lines.append(lines);
    m_matches.insert(m_matches.end(), newMatches.begin(), newMatches.end());
    if (added > 0)
        endInsertRows();
    if (!newMatches.empty())
        Q_EMIT matchCountChanged(matchCount());
}

bool LogViewModel::setSearch(const Search& search, QString* error)
{
    if (search == m_search)
        return true;
    QRegularExpression regex;
    if (search.regex && !search.pattern.isEmpty()) {
        regex = QRegularExpression(search.pattern, search.caseSensitive
                                                       ? QRegularExpression::NoPatternOption
                                                       : QRegularExpression::CaseInsensitiveOption);
        if (!regex.isValid()) {
            if (error)
                *error = tr("invalid regular expression at offset %1: %2")
                             .arg(regex.patternErrorOffset())
                             .arg(regex.errorString());
            return false;
        }
        regex.optimize();
    }
    if (m_onlyMatching)
        beginResetModel();
    m_search = search;
    m_regex = regex;
    // The same expression over many joined lines: ^ and $ at each line.
    m_chunkRegex =
        QRegularExpression(regex.pattern(), regex.patternOptions() | QRegularExpression::MultilineOption);
    if (!regex.pattern().isEmpty())
        m_chunkRegex.optimize();
    rescan();
    if (m_onlyMatching)
        endResetModel();
    else if (!m_lines.isEmpty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1),
                           {IsMatchRole, MatchRangesRole, Qt::BackgroundRole});
    Q_EMIT matchCountChanged(matchCount());
    return true;
}

void LogViewModel::setOnlyMatching(bool on)
{
    if (on == m_onlyMatching)
        return;
    beginResetModel();
    m_onlyMatching = on;
    endResetModel();
}

bool LogViewModel::lineMatches(qsizetype lineIndex) const
{
    if (m_search.pattern.isEmpty())
        return false;
    const QString text = displayText(lineIndex);
    if (m_search.regex)
        return m_regex.match(text).hasMatch();
    return text.contains(m_search.pattern, m_search.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive);
}

// Finds the matching lines in [first, last) and appends their indexes to `out`. Per-line calls cost more
// than the search itself at a million lines (a QRegularExpressionMatch, a matcher set-up each), so lines are
// copied into one reused buffer of ~64k characters, joined by '\n', and searched in one go: a hit is mapped
// back to its line, which is then checked on its own (a regular expression may match across the '\n'), and
// the search goes on at the next line. Patterns whose meaning depends on the whole subject (\A, \z, \G,
// lookbehind) are checked line by line.
void LogViewModel::scan(qsizetype first, qsizetype last, std::vector<qsizetype>& out) const
{
    if (m_search.pattern.isEmpty() || first >= last)
        return;
    const QString& p = m_search.pattern;
    const bool perLine =
        m_search.regex && (p.contains(QLatin1String("\\A")) || p.contains(QLatin1String("\\z")) ||
                           p.contains(QLatin1String("\\Z")) || p.contains(QLatin1String("\\G")) ||
                           p.contains(QLatin1String("(?<")) || p.contains(QLatin1Char('\n')));
    if (perLine) {
        for (qsizetype i = first; i < last; ++i)
            if (lineMatches(i))
                out.push_back(i);
        return;
    }
    // Case-insensitive text search folds the buffer (and the pattern) once and then searches
    // case-sensitively: several times faster than a folding matcher.
    const bool fold = !m_search.regex && !m_search.caseSensitive;
    const QString needle = fold ? p.toCaseFolded() : p;
    constexpr qsizetype kChunk = 64 * 1024;
    QString buffer;
    buffer.reserve(kChunk + 1024);
    std::vector<qsizetype> starts; // offset of each line of the chunk in `buffer`
    qsizetype i = first;
    while (i < last) {
        buffer.clear();
        starts.clear();
        const qsizetype chunkFirst = i;
        while (i < last && (buffer.size() < kChunk || starts.empty())) {
            starts.push_back(buffer.size());
            const LogLine& l = m_lines.at(i);
            if (m_tagged) {
                buffer += QLatin1Char('[');
                buffer += l.deploymentId;
                buffer += QLatin1Char('@');
                buffer += l.nodeId;
                buffer += QLatin1String("] ");
            }
            buffer += l.text;
            buffer += QLatin1Char('\n');
            ++i;
        }
        if (fold)
            foldInPlace(buffer);
        qsizetype from = 0;
        while (from < buffer.size()) {
            qsizetype at = -1;
            if (m_search.regex) {
                const QRegularExpressionMatch m = m_chunkRegex.match(buffer, from);
                at = m.hasMatch() ? m.capturedStart() : -1;
            } else {
                at = QStringView(buffer).indexOf(needle, from);
            }
            if (at < 0)
                break;
            const qsizetype k =
                static_cast<qsizetype>(std::upper_bound(starts.begin(), starts.end(), at) - starts.begin()) -
                1;
            const qsizetype line = chunkFirst + k;
            if (!m_search.regex || lineMatches(line))
                out.push_back(line);
            if (static_cast<size_t>(k + 1) >= starts.size())
                break;
            from = starts[static_cast<size_t>(k + 1)];
        }
    }
}

void LogViewModel::rescan()
{
    m_matches.clear();
    scan(0, m_lines.size(), m_matches);
}

int LogViewModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_onlyMatching && !m_search.pattern.isEmpty()
                                ? static_cast<qsizetype>(m_matches.size())
                                : m_lines.size());
}

qsizetype LogViewModel::lineIndex(int row) const
{
    if (m_onlyMatching && !m_search.pattern.isEmpty())
        return row >= 0 && static_cast<size_t>(row) < m_matches.size() ? m_matches[static_cast<size_t>(row)]
                                                                       : -1;
    return row >= 0 && row < m_lines.size() ? row : -1;
}

int LogViewModel::rowOfLine(qsizetype line) const
{
    if (!(m_onlyMatching && !m_search.pattern.isEmpty()))
        return static_cast<int>(line);
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), line);
    return it != m_matches.end() && *it == line ? static_cast<int>(it - m_matches.begin()) : -1;
}

int LogViewModel::nextMatch(int row) const
{
    if (m_matches.empty())
        return -1;
    const qsizetype line = row < 0 ? -1 : lineIndex(row);
    auto it = std::upper_bound(m_matches.begin(), m_matches.end(), line);
    if (it == m_matches.end())
        it = m_matches.begin(); // wrap
    return rowOfLine(*it);
}

int LogViewModel::previousMatch(int row) const
{
    if (m_matches.empty())
        return -1;
    const qsizetype line = row < 0 ? m_lines.size() : lineIndex(row);
    auto it = std::lower_bound(m_matches.begin(), m_matches.end(), line);
    if (it == m_matches.begin())
        it = m_matches.end(); // wrap
    return rowOfLine(*(it - 1));
}

QString LogViewModel::displayText(qsizetype lineIndex) const
{
    const LogLine& l = m_lines.at(lineIndex);
    if (!m_tagged)
        return l.text;
    return QLatin1Char('[') + l.deploymentId + QLatin1Char('@') + l.nodeId + QStringLiteral("] ") + l.text;
}

QString LogViewModel::visibleText() const
{
    QString out;
    const int rows = rowCount();
    for (int r = 0; r < rows; ++r)
        out += displayText(lineIndex(r)) + QLatin1Char('\n');
    return out;
}

QVariant LogViewModel::data(const QModelIndex& index, int role) const
{
    const qsizetype li = index.isValid() ? lineIndex(index.row()) : -1;
    if (li < 0)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayText(li);
    case DeploymentIdRole:
        return m_lines.at(li).deploymentId;
    case NodeIdRole:
        return m_lines.at(li).nodeId;
    case IsMatchRole:
        return std::binary_search(m_matches.begin(), m_matches.end(), li);
    case MatchRangesRole: {
        QVariantList ranges;
        if (m_search.pattern.isEmpty() || !std::binary_search(m_matches.begin(), m_matches.end(), li))
            return ranges;
        const QString text = displayText(li);
        if (m_search.regex) {
            auto it = m_regex.globalMatch(text);
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                if (m.capturedLength() > 0)
                    ranges << QPoint(static_cast<int>(m.capturedStart()), int(m.capturedLength()));
            }
        } else {
            const Qt::CaseSensitivity cs = m_search.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
            for (qsizetype at = text.indexOf(m_search.pattern, 0, cs); at >= 0;
                 at = text.indexOf(m_search.pattern, at + m_search.pattern.size(), cs))
                ranges << QPoint(static_cast<int>(at), int(m_search.pattern.size()));
        }
        return ranges;
    }
    default:
        return {};
    }
}

} // namespace core
} // namespace cloudly
