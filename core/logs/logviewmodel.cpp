#include "core/logs/logviewmodel.h"

#include "core/logs/logmerge.h"
#include "core/logs/logsearch.h"

#include <QPoint>

#include <algorithm>
#include <cstring>
#include <optional>
#include <thread>

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

void LogViewModel::reset(bool tagged)
{
    m_sources.clear();
    m_sourceOf.clear();
    m_rows.clear();
    m_tagged = tagged;
}

qint32 LogViewModel::sourceOf(const QString& deploymentId, const QString& nodeId)
{
    const QString key = deploymentId + QLatin1Char('@') + nodeId;
    const auto it = m_sourceOf.constFind(key);
    if (it != m_sourceOf.constEnd())
        return *it;
    const qint32 index = static_cast<qint32>(m_sources.size());
    m_sources.push_back({deploymentId, nodeId, QLatin1Char('[') + key + QStringLiteral("] "), {}});
    m_sourceOf.insert(key, index);
    return index;
}

void LogViewModel::setLines(const QList<LogLine>& lines, bool tagged)
{
    beginResetModel();
    reset(tagged);
    m_rows.reserve(static_cast<size_t>(lines.size()));
    for (const LogLine& l : lines) {
        const qint32 source = sourceOf(l.deploymentId, l.nodeId);
        QStringList& texts = m_sources[static_cast<size_t>(source)].texts;
        m_rows.push_back({source, static_cast<qint32>(texts.size()), l.index});
        texts.append(l.text);
    }
    rescan();
    endResetModel();
    Q_EMIT matchCountChanged(matchCount());
}

void LogViewModel::setTaskLogs(const QList<Deployment>& tasks, bool merged)
{
    beginResetModel();
    reset(merged);
    if (!merged) {
        if (!tasks.isEmpty()) {
            const Deployment& t = tasks.first();
            m_sources.push_back({t.id, t.nodeId, QString(), t.deploymentLog.list()}); // shared, not copied
            const qsizetype n = t.deploymentLog.size();
            m_rows.reserve(static_cast<size_t>(n));
            for (qsizetype i = 0; i < n; ++i)
                m_rows.push_back({0, static_cast<qint32>(i), static_cast<qint32>(i)});
        }
    } else {
        for (const Deployment& t : tasks)
            m_sources[static_cast<size_t>(sourceOf(t.id, t.nodeId))].texts = t.deploymentLog.list();
        if (m_sources.size() == static_cast<size_t>(tasks.size())) {
            const std::vector<MergedLine> order = mergeOrder(tasks);
            m_rows.reserve(order.size());
            for (const MergedLine& k : order)
                m_rows.push_back({k.task, k.index, k.index});
        } else { // the same task twice: one source would hold two logs; go through the lines
            const QList<LogLine> lines = mergeTaskLogs(tasks);
            reset(true);
            for (const LogLine& l : lines) {
                const qint32 source = sourceOf(l.deploymentId, l.nodeId);
                QStringList& texts = m_sources[static_cast<size_t>(source)].texts;
                m_rows.push_back({source, static_cast<qint32>(texts.size()), l.index});
                texts.append(l.text);
            }
        }
    }
    rescan();
    endResetModel();
    Q_EMIT matchCountChanged(matchCount());
}

LogLine LogViewModel::line(qsizetype index) const
{
    const Row& r = m_rows.at(static_cast<size_t>(index));
    const Source& s = m_sources.at(static_cast<size_t>(r.source));
    const QString& text = s.texts.at(r.line);
    return {s.deploymentId, s.nodeId, text, leadingTimestamp(text), r.index};
}

void LogViewModel::appendLines(const QList<LogLine>& lines)
{
    if (lines.isEmpty())
        return;
    const qsizetype first = lineCount();
    for (const LogLine& l : lines) {
        const qint32 source = sourceOf(l.deploymentId, l.nodeId);
        QStringList& texts = m_sources[static_cast<size_t>(source)].texts;
        m_rows.push_back({source, static_cast<qint32>(texts.size()), l.index});
        texts.append(l.text);
    }
    std::vector<qsizetype> newMatches;
    scan(first, lineCount(), newMatches);
    // Rows appear between begin/endInsertRows: keep the new ones out of sight until then (their texts may
    // stay in the sources; no row refers to them).
    std::vector<Row> added(m_rows.begin() + first, m_rows.end());
    m_rows.resize(static_cast<size_t>(first));
    const int visibleBefore = rowCount();
    const int count = m_onlyMatching && !m_search.pattern.isEmpty() ? static_cast<int>(newMatches.size())
                                                                    : static_cast<int>(lines.size());
    if (count > 0)
        beginInsertRows({}, visibleBefore, visibleBefore + count - 1);
    m_rows.insert(m_rows.end(), added.begin(), added.end());
    m_matches.insert(m_matches.end(), newMatches.begin(), newMatches.end());
    if (count > 0)
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
    else if (!m_rows.empty())
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

// Finds the matching lines in [first, last) and appends their indexes to `out`, ascending. A large range is
// split across the CPUs (each part searched on its own thread into its own list, then joined in order).
void LogViewModel::scan(qsizetype first, qsizetype last, std::vector<qsizetype>& out) const
{
    if (m_search.pattern.isEmpty() || first >= last)
        return;
    // A regular expression with a required literal ("ERROR .*timeout" needs "ERROR "): the lines with
    // that text are found as a plain search does, and only they are matched against the expression.
    const QString text = m_search.regex ? requiredRegexLiteral(m_search.pattern) : m_search.pattern;
    std::optional<LogNeedle> needle;
    if (!text.isEmpty()) {
        needle.emplace(text, m_search.caseSensitive);
        if (!needle->usable())
            needle.reset();
    }
    const auto part = [this, &needle, &text](qsizetype from, qsizetype to, std::vector<qsizetype>& into) {
        if (!needle) {
            scanChunks(from, to, into);
            return;
        }
        if (!m_search.regex) {
            scanPlain(*needle, text, from, to, into);
            return;
        }
        std::vector<qsizetype> candidates;
        scanPlain(*needle, text, from, to, candidates);
        for (const qsizetype line : candidates)
            if (lineMatches(line))
                into.push_back(line);
    };
    constexpr qsizetype kParallelFrom = 50000; // lines; below, a thread costs more than it saves
    const qsizetype parts =
        std::clamp<qsizetype>(static_cast<qsizetype>(std::thread::hardware_concurrency()), 1, 4);
    if (last - first < kParallelFrom || parts < 2) {
        part(first, last, out);
        return;
    }
    std::vector<std::vector<qsizetype>> found(static_cast<size_t>(parts));
    std::vector<std::thread> threads;
    const qsizetype step = (last - first + parts - 1) / parts;
    for (qsizetype k = 1; k < parts; ++k) {
        const qsizetype from = std::min(last, first + k * step);
        const qsizetype to = std::min(last, from + step);
        threads.emplace_back([&part, &found, from, to, k] { part(from, to, found[static_cast<size_t>(k)]); });
    }
    part(first, std::min(last, first + step), found[0]); // this thread takes the first part
    for (std::thread& t : threads)
        t.join();
    for (const std::vector<qsizetype>& f : found)
        out.insert(out.end(), f.begin(), f.end());
}

// A plain-text search for `needleText` with LogNeedle, line by line over the tasks' own strings (nothing
// copied): a line matches when its tag or its text contains the needle, or the needle runs from the end of
// the tag into the text. A case-insensitive search of a line with non-ASCII characters that did not match as
// ASCII folds that line (tag and text) fully, as the chunked search does.
void LogViewModel::scanPlain(const LogNeedle& needle, const QString& needleText, qsizetype first,
                             qsizetype last, std::vector<qsizetype>& out) const
{
    const bool fold = !m_search.caseSensitive;
    const QString folded = fold ? needleText.toCaseFolded() : needleText;
    const auto contains = [&](QString text) {
        if (fold)
            foldInPlace(text);
        return text.contains(folded);
    };
    // Per source: whether its tag matches, and the needle lengths k its tag ends with the first k of.
    struct TagMatch
    {
        bool all = false;
        std::vector<qsizetype> spans;
    };
    std::vector<TagMatch> tags(m_sources.size());
    if (m_tagged) {
        for (size_t k = 0; k < m_sources.size(); ++k) {
            QString tag = m_sources[k].tag;
            if (fold)
                foldInPlace(tag);
            tags[k].all = tag.contains(folded);
            for (qsizetype n = 1; n < folded.size() && !tags[k].all; ++n)
                if (tag.endsWith(QStringView(folded).left(n)))
                    tags[k].spans.push_back(n);
        }
    }
    for (qsizetype i = first; i < last; ++i) {
        const Row& row = m_rows[static_cast<size_t>(i)];
        const TagMatch& tag = tags[static_cast<size_t>(row.source)];
        if (tag.all) {
            out.push_back(i);
            continue;
        }
        const QString& text = m_sources[static_cast<size_t>(row.source)].texts.at(row.line);
        const LogNeedle::Result r = needle.find(text);
        bool match = r == LogNeedle::Result::Found;
        for (size_t k = 0; !match && k < tag.spans.size(); ++k)
            match = needle.startsWithFrom(text, tag.spans[k]);
        if (!match && r == LogNeedle::Result::NotFoundNonAscii)
            match = contains(m_tagged ? m_sources[static_cast<size_t>(row.source)].tag + text : text);
        if (match)
            out.push_back(i);
    }
}

// Per-line calls cost more than the search itself at a million lines (a QRegularExpressionMatch, a matcher
// set-up each), so lines are copied into one reused buffer of ~64k characters, joined by '\n', and searched
// in one go: a hit is mapped back to its line, which is then checked on its own (a regular expression may
// match across the '\n'), and the search goes on at the next line. Patterns whose meaning depends on the
// whole subject (\A, \z, \G, lookbehind) are checked line by line.
void LogViewModel::scanChunks(qsizetype first, qsizetype last, std::vector<qsizetype>& out) const
{
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
    // The chunk is written with memcpy into a buffer sized for it (QString::append's checks per piece cost
    // as much as the copying at a million lines); it grows when one line is longer than the room left.
    QString buffer(kChunk + 1024, Qt::Uninitialized);
    std::vector<qsizetype> starts; // offset of each line of the chunk in `buffer`
    qsizetype i = first;
    const auto put = [&buffer](qsizetype& at, QStringView piece) {
        if (piece.isEmpty())
            return;
        if (at + piece.size() + 1 > buffer.size())
            buffer.resize(std::max(buffer.size() * 2, at + piece.size() + 1));
        std::memcpy(buffer.data() + at, piece.data(), static_cast<size_t>(piece.size()) * sizeof(QChar));
        at += piece.size();
    };
    while (i < last) {
        buffer.resize(std::max<qsizetype>(buffer.capacity(), kChunk + 1024)); // keeps its allocation
        starts.clear();
        const qsizetype chunkFirst = i;
        qsizetype size = 0;
        while (i < last && (size < kChunk || starts.empty())) {
            starts.push_back(size);
            const Row& row = m_rows[static_cast<size_t>(i)];
            const Source& source = m_sources[static_cast<size_t>(row.source)];
            if (m_tagged)
                put(size, source.tag);
            put(size, source.texts.at(row.line));
            buffer.data()[size++] = QLatin1Char('\n');
            ++i;
        }
        buffer.truncate(size);
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
    scan(0, lineCount(), m_matches);
}

int LogViewModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return static_cast<int>(m_onlyMatching && !m_search.pattern.isEmpty()
                                ? static_cast<qsizetype>(m_matches.size())
                                : lineCount());
}

qsizetype LogViewModel::lineIndex(int row) const
{
    if (m_onlyMatching && !m_search.pattern.isEmpty())
        return row >= 0 && static_cast<size_t>(row) < m_matches.size() ? m_matches[static_cast<size_t>(row)]
                                                                       : -1;
    return row >= 0 && row < lineCount() ? row : -1;
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
    const qsizetype line = row < 0 ? lineCount() : lineIndex(row);
    auto it = std::lower_bound(m_matches.begin(), m_matches.end(), line);
    if (it == m_matches.begin())
        it = m_matches.end(); // wrap
    return rowOfLine(*(it - 1));
}

QString LogViewModel::displayText(qsizetype lineIndex) const
{
    const Row& r = m_rows.at(static_cast<size_t>(lineIndex));
    const Source& s = m_sources.at(static_cast<size_t>(r.source));
    if (!m_tagged)
        return s.texts.at(r.line);
    return s.tag + s.texts.at(r.line);
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
        return m_sources.at(static_cast<size_t>(m_rows.at(static_cast<size_t>(li)).source)).deploymentId;
    case NodeIdRole:
        return m_sources.at(static_cast<size_t>(m_rows.at(static_cast<size_t>(li)).source)).nodeId;
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
