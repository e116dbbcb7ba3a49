#include "core/filter/filterproxymodel.h"

#include "core/filter/filterstate.h"
#include "core/filter/rowsequence.h"
#include "core/filter/sortkey.h"

#include "core/util/logging.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>
#include <QDateTime>

#include <algorithm>
#include <climits>
#include <functional>

namespace cloudly {
namespace core {
namespace {

bool isFlatSource(const QAbstractItemModel* model)
{
    return qobject_cast<const QAbstractTableModel*>(model) || qobject_cast<const QAbstractListModel*>(model);
}

} // namespace

struct FilterProxyFlatState
{
    RowSequence rows;
    // Rows changed during a batch (beginBatch() .. endBatch()), not applied yet.
    std::vector<int> dirty;
    std::vector<char> dirtyMark;
    bool dirtyDisplay = false;
    bool dirtyKey = false;
    bool dirtyAllRoles = false;
    int dirtyFirstColumn = INT_MAX;
    int dirtyLastColumn = -1;
    QList<int> dirtyRoles;
    mutable std::vector<SortKey> keys; // per source row, when sorted (Unset: not read yet)
    // Between the source's layoutAboutToBeChanged / rowsAboutToBeMoved and the change.
    QModelIndexList layoutBefore;
    QList<QPersistentModelIndex> layoutSources;
};

FilterProxyModel::FilterProxyModel(QObject* parent)
    : QAbstractProxyModel(parent),
      m_state(new FilterState([this] { return sourceModel(); },
                              [this](const FilterExpression& next) { apply(next); }, this))
{
    connect(m_state, &FilterState::filterTextChanged, this, &FilterProxyModel::filterTextChanged);
    connect(m_state, &FilterState::filterErrorChanged, this, &FilterProxyModel::filterErrorChanged);
}

FilterProxyModel::~FilterProxyModel()
{
    disconnectSource();
}

// ---------------------------------------------------------------- source

void FilterProxyModel::disconnectSource()
{
    for (const QMetaObject::Connection& c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
}

void FilterProxyModel::setSourceModel(QAbstractItemModel* model)
{
    beginResetModel();
    m_resetting = true;
    disconnectSource();
    m_flat.reset();
    clearCache();
    QAbstractProxyModel::setSourceModel(model);
    rebind();
    m_resetting = false;
    endResetModel();
}

void FilterProxyModel::rebind()
{
    disconnectSource();
    m_flat.reset();
    clearCache();
    QAbstractItemModel* model = sourceModel();
    if (!model)
        return;
    if (!isFlatSource(model))
        qCWarning(lcModel) << "FilterProxyModel maps only the top-level rows of" << model
                           << "(use TreeFilterProxyModel for trees)";
    m_sourceConnections << connect(model, &QAbstractItemModel::headerDataChanged, this,
                                   &FilterProxyModel::onHeaderDataChanged)
                        << connect(model, &QObject::destroyed, this, [this] {
                               // The source is only a QObject by now: drop the rows without
                               // disconnecting from it (QAbstractProxyModel forgets it by itself).
                               beginResetModel();
                               disconnectSource();
                               m_flat.reset();
                               clearCache();
                               endResetModel();
                           });
    connectFlat(model);
    m_state->updateFields();
    flatRebuild();
}

void FilterProxyModel::setSortRole(int role)
{
    if (role == m_sortRole)
        return;
    m_sortRole = role;
    if (m_flat && m_sortColumn >= 0)
        flatResort(VerticalSortHint);
}

void FilterProxyModel::setSortCaseSensitivity(Qt::CaseSensitivity sensitivity)
{
    if (sensitivity == m_sortCaseSensitivity)
        return;
    m_sortCaseSensitivity = sensitivity;
    if (m_flat && m_sortColumn >= 0)
        flatResort(VerticalSortHint);
}

void FilterProxyModel::sort(int column, Qt::SortOrder order)
{
    const bool same = column == m_sortColumn && order == m_sortOrder;
    m_sortColumn = column;
    m_sortOrder = order;
    if (m_flat && !same)
        flatResort(VerticalSortHint);
}

// ---------------------------------------------------------------- fields and filter

void FilterProxyModel::setFieldNames(const QStringList& namesByColumn)
{
    m_state->setFieldNames(namesByColumn);
}

QStringList FilterProxyModel::fieldNames() const
{
    return m_state->fieldNames();
}

QList<FilterExpression::FieldKind> FilterProxyModel::fieldKinds() const
{
    return m_state->fieldKinds();
}

QStringList FilterProxyModel::fieldUnits() const
{
    return m_state->fieldUnits();
}

bool FilterProxyModel::setFilterText(const QString& text)
{
    return m_state->setFilterText(text);
}

QString FilterProxyModel::filterText() const
{
    return m_state->filterText();
}

QString FilterProxyModel::filterError() const
{
    return m_state->filterError();
}

const FilterExpression& FilterProxyModel::expression() const
{
    return m_state->expression();
}

void FilterProxyModel::apply(const FilterExpression& expression)
{
    const FilterExpression previous = m_state->expression();
    m_state->setExpression(expression);
    if (m_resetting || !m_flat || (previous.isEmpty() && expression.isEmpty()))
        return; // rebuilt at the end of the reset / only the known fields changed: every row stays visible
    if (!m_flat->dirty.empty()) { // pending rows are re-matched with the new filter below
        m_state->setExpression(previous);
        flushBatch();
        m_state->setExpression(expression);
    }
    const int rows = m_flat->rows.sourceRowCount();
    std::vector<int> leaving;
    std::vector<int> entering;
    for (int row = 0; row < rows; ++row) {
        const bool was = m_flat->rows.contains(row);
        if (was != flatAccepts(row))
            (was ? leaving : entering).push_back(row);
    }
    if (leaving.size() + entering.size() >= static_cast<size_t>(kRelayoutThreshold)) {
        // Incremental changes of thousands of scattered rows would cost a view far more than one layout.
        flatLayout(
            [&] {
                std::vector<char> drop(static_cast<size_t>(rows), 0);
                for (const int row : leaving)
                    drop[static_cast<size_t>(row)] = 1;
                m_flat->rows.assign(mergedSequence(drop, std::move(entering)), rows);
            },
            NoLayoutChangeHint);
    } else {
        flatRemoveRows(std::move(leaving));
        flatInsertRows(std::move(entering));
    }
}

int FilterProxyModel::cachedRowCount() const
{
    return static_cast<int>(m_state->cache().cachedRowCount());
}

void FilterProxyModel::clearCache() const
{
    m_state->clearCache();
}

void FilterProxyModel::onHeaderDataChanged(Qt::Orientation orientation, int, int)
{
    if (orientation == Qt::Horizontal)
        m_state->updateFields();
}

// ---------------------------------------------------------------- item model

QModelIndex FilterProxyModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!m_flat || parent.isValid() || row < 0 || column < 0 || row >= m_flat->rows.size() ||
        column >= sourceModel()->columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex FilterProxyModel::parent(const QModelIndex&) const
{
    return {};
}

QModelIndex FilterProxyModel::sibling(int row, int column, const QModelIndex& idx) const
{
    return idx.isValid() ? index(row, column) : QModelIndex();
}

int FilterProxyModel::rowCount(const QModelIndex& parent) const
{
    return !m_flat || parent.isValid() ? 0 : m_flat->rows.size();
}

int FilterProxyModel::columnCount(const QModelIndex& parent) const
{
    return !m_flat || parent.isValid() ? 0 : sourceModel()->columnCount();
}

bool FilterProxyModel::hasChildren(const QModelIndex& parent) const
{
    return m_flat && !parent.isValid() && m_flat->rows.size() > 0;
}

QModelIndex FilterProxyModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!proxyIndex.isValid() || !m_flat || proxyIndex.model() != this ||
        proxyIndex.row() >= m_flat->rows.size())
        return {};
    return sourceModel()->index(m_flat->rows.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex FilterProxyModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel() || !m_flat)
        return {};
    if (sourceIndex.parent().isValid() || sourceIndex.row() >= m_flat->rows.sourceRowCount())
        return {};
    const int row = m_flat->rows.positionOf(sourceIndex.row());
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

// ---------------------------------------------------------------- flat engine

void FilterProxyModel::connectFlat(QAbstractItemModel* model)
{
    m_flat = std::make_unique<FilterProxyFlatState>();
    m_sourceConnections
        << connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this,
                   [this](const QModelIndex& parent) {
                       if (!parent.isValid())
                           flushBatch();
                   })
        << connect(model, &QAbstractItemModel::rowsInserted, this, &FilterProxyModel::onFlatRowsInserted)
        << connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                   &FilterProxyModel::onFlatRowsAboutToBeRemoved)
        << connect(model, &QAbstractItemModel::rowsRemoved, this, &FilterProxyModel::onFlatRowsRemoved)
        << connect(model, &QAbstractItemModel::dataChanged, this, &FilterProxyModel::onFlatDataChanged)
        << connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this,
                   &FilterProxyModel::onFlatLayoutAboutToBeChanged)
        << connect(model, &QAbstractItemModel::layoutChanged, this, &FilterProxyModel::onFlatLayoutChanged)
        << connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this,
                   &FilterProxyModel::onFlatLayoutAboutToBeChanged)
        << connect(model, &QAbstractItemModel::rowsMoved, this, &FilterProxyModel::onFlatLayoutChanged);
    // Resets and column changes: the proxy resets as well and rebuilds everything.
    const auto aboutToReset = [this] {
        discardBatch();
        beginResetModel();
        m_resetting = true;
    };
    const auto reset = [this] {
        clearCache();
        m_state->updateFields();
        flatRebuild();
        m_resetting = false;
        endResetModel();
    };
    m_sourceConnections << connect(model, &QAbstractItemModel::modelAboutToBeReset, this, aboutToReset)
                        << connect(model, &QAbstractItemModel::modelReset, this, reset)
                        << connect(model, &QAbstractItemModel::columnsAboutToBeInserted, this, aboutToReset)
                        << connect(model, &QAbstractItemModel::columnsInserted, this, reset)
                        << connect(model, &QAbstractItemModel::columnsAboutToBeRemoved, this, aboutToReset)
                        << connect(model, &QAbstractItemModel::columnsRemoved, this, reset)
                        << connect(model, &QAbstractItemModel::columnsAboutToBeMoved, this, aboutToReset)
                        << connect(model, &QAbstractItemModel::columnsMoved, this, reset);
}

bool FilterProxyModel::flatAccepts(int sourceRow) const
{
    return m_state->expression().isEmpty() || m_state->cachedMatches(sourceRow);
}

void FilterProxyModel::ensureKey(int sourceRow) const
{
    SortKey& key = m_flat->keys[static_cast<size_t>(sourceRow)];
    if (key.kind == SortKey::Unset)
        key = SortKey::from(sourceModel()->index(sourceRow, m_sortColumn).data(m_sortRole));
}

// The proxy order: sort key (ascending or descending), then source row (always ascending).
bool FilterProxyModel::rowLess(int left, int right) const
{
    if (m_sortColumn >= 0) {
        ensureKey(left);
        ensureKey(right);
        const int c = compareKeys(m_flat->keys[static_cast<size_t>(left)],
                                  m_flat->keys[static_cast<size_t>(right)], m_sortCaseSensitivity);
        if (c != 0)
            return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
    }
    return left < right;
}

void FilterProxyModel::flatRebuild()
{
    if (!m_flat)
        return;
    const int rows = sourceModel()->rowCount();
    if (m_sortColumn >= sourceModel()->columnCount())
        m_sortColumn = -1;
    m_flat->keys.assign(m_sortColumn >= 0 ? static_cast<size_t>(rows) : 0, SortKey());
    if (!m_state->expression().isEmpty() && !m_state->cache().isActive())
        m_state->activateCache(rows);
    std::vector<int> visible;
    visible.reserve(static_cast<size_t>(rows));
    for (int row = 0; row < rows; ++row) {
        if (flatAccepts(row))
            visible.push_back(row);
    }
    if (m_sortColumn >= 0) {
        for (const int row : visible)
            ensureKey(row);
        std::sort(visible.begin(), visible.end(), [this](int a, int b) { return rowLess(a, b); });
    }
    m_flat->rows.assign(visible, rows);
}

template <typename Rebuild> void FilterProxyModel::flatLayout(const Rebuild& rebuild, LayoutChangeHint hint)
{
    Q_EMIT layoutAboutToBeChanged({}, hint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> sources;
    sources.reserve(static_cast<size_t>(before.size()));
    for (const QModelIndex& index : before)
        sources.push_back(index.row() < m_flat->rows.size() ? m_flat->rows.at(index.row()) : -1);
    rebuild();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = sources[static_cast<size_t>(i)] < 0
                            ? -1
                            : m_flat->rows.positionOf(sources[static_cast<size_t>(i)]);
        after.append(row < 0 ? QModelIndex() : createIndex(row, before.at(i).column()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, hint);
}

// The current sequence without the rows marked in `drop`, merged with `add` (rows not in the sequence).
std::vector<int> FilterProxyModel::mergedSequence(const std::vector<char>& drop, std::vector<int> add) const
{
    std::vector<int> kept = m_flat->rows.toVector();
    kept.erase(std::remove_if(kept.begin(), kept.end(),
                              [&](int row) { return drop[static_cast<size_t>(row)] != 0; }),
               kept.end());
    const auto less = [this](int a, int b) { return rowLess(a, b); };
    if (m_sortColumn >= 0)
        std::sort(add.begin(), add.end(), less);
    std::vector<int> out(kept.size() + add.size());
    std::merge(kept.begin(), kept.end(), add.begin(), add.end(), out.begin(), less);
    return out;
}

void FilterProxyModel::flatResort(LayoutChangeHint hint)
{
    flushBatch(); // with the old order, so the sequence is consistent before it is re-sorted
    flatLayout(
        [this] {
            const int rows = m_flat->rows.sourceRowCount();
            m_flat->keys.assign(m_sortColumn >= 0 ? static_cast<size_t>(rows) : 0, SortKey());
            std::vector<int> visible = m_flat->rows.toVector();
            std::sort(visible.begin(), visible.end(), [this](int a, int b) { return rowLess(a, b); });
            m_flat->rows.assign(visible, rows);
        },
        hint);
}

// Removes visible rows: one rowsRemoved per run of adjacent proxy rows.
void FilterProxyModel::flatRemoveRows(std::vector<int> sourceRows)
{
    std::vector<int> positions;
    positions.reserve(sourceRows.size());
    for (const int row : sourceRows)
        positions.push_back(m_flat->rows.positionOf(row));
    std::sort(positions.begin(), positions.end(), std::greater<>());
    for (size_t k = 0; k < positions.size();) {
        const int last = positions[k];
        int first = last;
        for (++k; k < positions.size() && positions[k] == first - 1; ++k)
            first = positions[k];
        beginRemoveRows({}, first, last);
        for (int pos = last; pos >= first; --pos)
            m_flat->rows.removeAt(pos);
        endRemoveRows();
    }
}

// Inserts rows that are not visible: one rowsInserted per run of rows that land next to each other.
void FilterProxyModel::flatInsertRows(std::vector<int> sourceRows)
{
    if (sourceRows.empty())
        return;
    const auto less = [this](int a, int b) { return rowLess(a, b); };
    if (m_sortColumn >= 0 && !sortByFewKeys(sourceRows))
        std::sort(sourceRows.begin(), sourceRows.end(), less);
    // Row i lands at (rows of the sequence before it) + i.
    std::vector<int> bounds;
    bounds.reserve(sourceRows.size());
    for (const int row : sourceRows)
        bounds.push_back(m_flat->rows.lowerBound([&](int existing) { return rowLess(existing, row); }));
    int runs = 1;
    for (size_t k = 1; k < bounds.size(); ++k)
        runs += bounds[k] != bounds[k - 1] ? 1 : 0;
    if (runs <= 4 && sourceRows.size() > 64) {
        // Long runs (a first fill, rows appended in source order): one rebuild per run, not row by row.
        for (size_t k = 0; k < sourceRows.size();) {
            size_t end = k + 1;
            while (end < sourceRows.size() && bounds[end] == bounds[k])
                ++end;
            const int first = bounds[k] + static_cast<int>(k);
            beginInsertRows({}, first, first + static_cast<int>(end - k) - 1);
            std::vector<int> all = m_flat->rows.toVector();
            all.insert(all.begin() + first, sourceRows.begin() + static_cast<qsizetype>(k),
                       sourceRows.begin() + static_cast<qsizetype>(end));
            m_flat->rows.assign(all, m_flat->rows.sourceRowCount());
            endInsertRows();
            k = end;
        }
        return;
    }
    for (size_t k = 0; k < sourceRows.size();) {
        size_t end = k + 1;
        while (end < sourceRows.size() && bounds[end] == bounds[k])
            ++end;
        const int first = bounds[k] + static_cast<int>(k);
        beginInsertRows({}, first, first + static_cast<int>(end - k) - 1);
        for (size_t i = k; i < end; ++i)
            m_flat->rows.insertAt(first + static_cast<int>(i - k), sourceRows[i]);
        endInsertRows();
        k = end;
    }
}

bool FilterProxyModel::sortByFewKeys(std::vector<int>& rows) const
{
    constexpr size_t kMinRows = 4096;   // below this a plain sort is as fast
    constexpr size_t kMaxDistinct = 16; // beyond this the ranking pass costs what the sort would
    if (m_sortColumn < 0 || rows.size() < kMinRows)
        return false;
    std::vector<int> distinct; // one row per distinct key, in order of appearance
    std::vector<quint8> rank(rows.size());
    size_t last = 0; // neighbouring rows mostly share their key: try the previous match first
    for (size_t i = 0; i < rows.size(); ++i) {
        ensureKey(rows[i]);
        const SortKey& key = m_flat->keys[static_cast<size_t>(rows[i])];
        const auto same = [&](size_t d) {
            return compareKeys(m_flat->keys[static_cast<size_t>(distinct[d])], key, m_sortCaseSensitivity) ==
                   0;
        };
        if (!distinct.empty() && same(last)) {
            rank[i] = static_cast<quint8>(last);
            continue;
        }
        size_t d = 0;
        while (d < distinct.size() && !same(d))
            ++d;
        if (d == distinct.size()) {
            if (distinct.size() == kMaxDistinct)
                return false;
            distinct.push_back(rows[i]);
        }
        rank[i] = static_cast<quint8>(d);
        last = d;
    }
    // The distinct keys in proxy order; equal keys keep ascending source rows (rowLess's tie-break).
    std::vector<size_t> order(distinct.size());
    for (size_t d = 0; d < order.size(); ++d)
        order[d] = d;
    std::sort(order.begin(), order.end(),
              [&](size_t a, size_t b) { return rowLess(distinct[a], distinct[b]); });
    std::vector<size_t> position(distinct.size());
    for (size_t p = 0; p < order.size(); ++p)
        position[order[p]] = p;
    const bool ascending = std::is_sorted(rows.begin(), rows.end());
    std::vector<size_t> start(distinct.size() + 1, 0);
    for (const quint8 r : rank)
        ++start[position[r] + 1];
    for (size_t p = 1; p < start.size(); ++p)
        start[p] += start[p - 1];
    std::vector<int> sorted(rows.size());
    for (size_t i = 0; i < rows.size(); ++i)
        sorted[start[position[rank[i]]]++] = rows[i];
    if (!ascending) { // the counting pass keeps the incoming order within a key: make it ascending rows
        size_t begin = 0;
        for (size_t p = 0; p < distinct.size(); ++p) {
            const size_t end = start[p];
            std::sort(sorted.begin() + static_cast<std::ptrdiff_t>(begin),
                      sorted.begin() + static_cast<std::ptrdiff_t>(end));
            begin = end;
        }
    }
    rows = std::move(sorted);
    return true;
}

void FilterProxyModel::emitDataChangedRuns(std::vector<int> proxyRows, int firstColumn, int lastColumn,
                                           const QList<int>& roles)
{
    std::sort(proxyRows.begin(), proxyRows.end());
    for (size_t k = 0; k < proxyRows.size();) {
        const int first = proxyRows[k];
        int last = first;
        for (++k; k < proxyRows.size() && proxyRows[k] <= last + 1; ++k)
            last = proxyRows[k];
        Q_EMIT dataChanged(index(first, firstColumn), index(last, lastColumn), roles);
    }
}

void FilterProxyModel::onFlatRowsInserted(const QModelIndex& parent, int first, int last)
{
    if (parent.isValid() || m_resetting)
        return;
    const int count = last - first + 1;
    m_flat->rows.sourceRowsInserted(first, count);
    if (m_sortColumn >= 0)
        m_flat->keys.insert(m_flat->keys.begin() + first, size_t(count), SortKey());
    if (m_state->cache().isActive())
        m_state->cache().insertRows(first, count);
    std::vector<int> entering;
    for (int row = first; row <= last; ++row) {
        if (flatAccepts(row))
            entering.push_back(row);
    }
    flatInsertRows(std::move(entering));
}

void FilterProxyModel::onFlatRowsAboutToBeRemoved(const QModelIndex& parent, int first, int last)
{
    if (parent.isValid() || m_resetting)
        return;
    flushBatch();
    std::vector<int> leaving;
    for (int row = first; row <= last && row < m_flat->rows.sourceRowCount(); ++row) {
        if (m_flat->rows.contains(row))
            leaving.push_back(row);
    }
    if (leaving.size() > static_cast<size_t>(kRelayoutThreshold) && m_sortColumn < 0) {
        // Source order: the rows are one run of proxy rows.
        const int from = m_flat->rows.positionOf(leaving.front());
        const int to = m_flat->rows.positionOf(leaving.back());
        beginRemoveRows({}, from, to);
        std::vector<char> drop(static_cast<size_t>(m_flat->rows.sourceRowCount()), 0);
        for (const int row : leaving)
            drop[static_cast<size_t>(row)] = 1;
        m_flat->rows.assign(mergedSequence(drop, {}), m_flat->rows.sourceRowCount());
        endRemoveRows();
        return;
    }
    flatRemoveRows(std::move(leaving));
}

void FilterProxyModel::onFlatRowsRemoved(const QModelIndex& parent, int first, int last)
{
    if (parent.isValid() || m_resetting)
        return;
    const int count = std::min(last, m_flat->rows.sourceRowCount() - 1) - first + 1;
    if (count <= 0)
        return;
    m_flat->rows.sourceRowsRemoved(first, count);
    if (m_sortColumn >= 0)
        m_flat->keys.erase(m_flat->keys.begin() + first, m_flat->keys.begin() + first + count);
    if (m_state->cache().isActive())
        m_state->cache().removeRows(first, count);
}

void FilterProxyModel::onFlatDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                         const QList<int>& roles)
{
    if (m_resetting || !topLeft.isValid() || topLeft.parent().isValid())
        return;
    const int first = topLeft.row();
    const int last = std::min(bottomRight.row(), m_flat->rows.sourceRowCount() - 1);
    const bool display =
        roles.isEmpty() || roles.contains(Qt::DisplayRole) || roles.contains(FilterValueRole);
    const bool keyTouched = m_sortColumn >= topLeft.column() && m_sortColumn <= bottomRight.column() &&
                            (roles.isEmpty() || roles.contains(m_sortRole));
    if (display && m_state->cache().isActive()) {
        for (int row = first; row <= last && row < m_state->cache().rowCount(); ++row)
            m_state->cache().invalidate(row);
    }
    if (m_batchDepth > 0) {
        // Recorded only; endBatch() (or the next structural change) applies all changed rows at once.
        FilterProxyFlatState& f = *m_flat;
        if (f.dirtyMark.size() != static_cast<size_t>(f.rows.sourceRowCount()))
            f.dirtyMark.assign(static_cast<size_t>(f.rows.sourceRowCount()), 0);
        for (int row = first; row <= last; ++row) {
            if (!f.dirtyMark[static_cast<size_t>(row)]) {
                f.dirtyMark[static_cast<size_t>(row)] = 1;
                f.dirty.push_back(row);
            }
        }
        f.dirtyDisplay = f.dirtyDisplay || display;
        f.dirtyKey = f.dirtyKey || keyTouched;
        f.dirtyFirstColumn = std::min(f.dirtyFirstColumn, topLeft.column());
        f.dirtyLastColumn = std::max(f.dirtyLastColumn, bottomRight.column());
        if (roles.isEmpty() || f.dirtyAllRoles) {
            f.dirtyAllRoles = true;
            f.dirtyRoles.clear();
        } else {
            for (const int role : roles) {
                if (!f.dirtyRoles.contains(role))
                    f.dirtyRoles.append(role);
            }
        }
        return;
    }
    std::vector<int> rows;
    rows.reserve(static_cast<size_t>(std::max(0, last - first + 1)));
    for (int row = first; row <= last; ++row)
        rows.push_back(row);
    flatApplyChanges(rows, display, keyTouched, topLeft.column(), bottomRight.column(), roles);
}

void FilterProxyModel::beginBatch()
{
    ++m_batchDepth;
}

void FilterProxyModel::endBatch()
{
    if (m_batchDepth == 0) {
        qCWarning(lcModel) << "filter: endBatch() without beginBatch()";
        return;
    }
    if (--m_batchDepth == 0)
        flushBatch();
}

void FilterProxyModel::flushBatch()
{
    if (!m_flat || m_flat->dirty.empty())
        return;
    FilterProxyFlatState& f = *m_flat;
    std::vector<int> rows = std::move(f.dirty);
    f.dirty.clear();
    std::sort(rows.begin(), rows.end());
    for (const int row : rows)
        f.dirtyMark[static_cast<size_t>(row)] = 0;
    const bool display = f.dirtyDisplay;
    const bool keyTouched = f.dirtyKey;
    const int firstColumn = f.dirtyFirstColumn;
    const int lastColumn = f.dirtyLastColumn;
    const QList<int> roles = f.dirtyAllRoles ? QList<int>() : f.dirtyRoles;
    f.dirtyDisplay = f.dirtyKey = f.dirtyAllRoles = false;
    f.dirtyFirstColumn = INT_MAX;
    f.dirtyLastColumn = -1;
    f.dirtyRoles.clear();
    flatApplyChanges(rows, display, keyTouched, firstColumn, lastColumn, roles);
}

void FilterProxyModel::discardBatch()
{
    if (!m_flat)
        return;
    m_flat->dirty.clear();
    m_flat->dirtyMark.clear();
    m_flat->dirtyDisplay = m_flat->dirtyKey = m_flat->dirtyAllRoles = false;
    m_flat->dirtyFirstColumn = INT_MAX;
    m_flat->dirtyLastColumn = -1;
    m_flat->dirtyRoles.clear();
}

// Re-matches and re-sorts changed source rows (ascending): rows leave, enter, move or just changed.
void FilterProxyModel::flatApplyChanges(const std::vector<int>& changed, bool display, bool keyTouched,
                                        int firstColumn, int lastColumn, const QList<int>& roles)
{
    const bool refilter = display && !m_state->expression().isEmpty();
    std::vector<int> leaving;
    std::vector<int> entering;
    std::vector<std::pair<int, SortKey>> moving; // visible rows whose key changed, with the new key
    std::vector<int> staying;
    for (const int row : changed) {
        const bool was = m_flat->rows.contains(row);
        const bool now = refilter ? flatAccepts(row) : was;
        if (was && now) {
            staying.push_back(row);
            if (keyTouched) {
                SortKey key = SortKey::from(sourceModel()->index(row, m_sortColumn).data(m_sortRole));
                if (!(key == m_flat->keys[static_cast<size_t>(row)]))
                    moving.emplace_back(row, std::move(key));
            }
        } else if (was) {
            leaving.push_back(row);
        } else if (now) {
            entering.push_back(row);
            if (keyTouched)
                m_flat->keys[static_cast<size_t>(row)] = SortKey();
        } else if (keyTouched) {
            m_flat->keys[static_cast<size_t>(row)] = SortKey();
        }
    }

    if (leaving.size() + entering.size() + moving.size() >= static_cast<size_t>(kRelayoutThreshold)) {
        flatLayout(
            [&] {
                std::vector<char> drop(static_cast<size_t>(m_flat->rows.sourceRowCount()), 0);
                for (const int row : leaving)
                    drop[static_cast<size_t>(row)] = 1;
                for (auto& [row, key] : moving) {
                    drop[static_cast<size_t>(row)] = 1;
                    m_flat->keys[static_cast<size_t>(row)] = std::move(key);
                    entering.push_back(row);
                }
                m_flat->rows.assign(mergedSequence(drop, std::move(entering)), m_flat->rows.sourceRowCount());
            },
            NoLayoutChangeHint);
        for (const int row : leaving) {
            if (keyTouched)
                m_flat->keys[static_cast<size_t>(row)] = SortKey();
        }
        std::vector<int> rows;
        rows.reserve(staying.size());
        for (const int row : staying)
            rows.push_back(m_flat->rows.positionOf(row));
        if (!rows.empty()) {
            const auto [lo, hi] = std::minmax_element(rows.begin(), rows.end());
            Q_EMIT dataChanged(index(*lo, firstColumn), index(*hi, lastColumn), roles);
        }
        return;
    }

    flatRemoveRows(leaving);
    if (keyTouched) {
        for (const int row : leaving)
            m_flat->keys[static_cast<size_t>(row)] = SortKey();
    }
    for (auto& [row, key] : moving) {
        const int from = m_flat->rows.positionOf(row);
        const SortKey& newKey = key;
        const int r = row;
        // Rows before the new place, counted in the sequence that still holds the row with its old key.
        const int bound = m_flat->rows.lowerBound([&](int existing) {
            ensureKey(existing); // visible rows have their key already; the moving row keeps its old one here
            const int c =
                compareKeys(m_flat->keys[static_cast<size_t>(existing)], newKey, m_sortCaseSensitivity);
            if (c != 0)
                return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
            return existing < r;
        });
        const int to = from < bound ? bound - 1 : bound; // without the row itself
        if (to == from) {
            m_flat->keys[static_cast<size_t>(row)] = std::move(key);
            continue;
        }
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
        m_flat->rows.removeAt(from);
        m_flat->keys[static_cast<size_t>(row)] = std::move(key);
        m_flat->rows.insertAt(to, row);
        endMoveRows();
    }
    flatInsertRows(std::move(entering));
    std::vector<int> rows;
    rows.reserve(staying.size());
    for (const int row : staying)
        rows.push_back(m_flat->rows.positionOf(row));
    emitDataChangedRuns(std::move(rows), firstColumn, lastColumn, roles);
}

void FilterProxyModel::onFlatLayoutAboutToBeChanged()
{
    flushBatch();
    Q_EMIT layoutAboutToBeChanged();
    m_flat->layoutBefore = persistentIndexList();
    m_flat->layoutSources.clear();
    for (const QModelIndex& index : std::as_const(m_flat->layoutBefore))
        m_flat->layoutSources.append(QPersistentModelIndex(mapToSource(index)));
}

void FilterProxyModel::onFlatLayoutChanged()
{
    clearCache(); // the rows moved
    flatRebuild();
    QModelIndexList after;
    after.reserve(m_flat->layoutSources.size());
    for (const QPersistentModelIndex& source : std::as_const(m_flat->layoutSources))
        after.append(mapFromSource(source));
    changePersistentIndexList(m_flat->layoutBefore, after);
    m_flat->layoutBefore.clear();
    m_flat->layoutSources.clear();
    Q_EMIT layoutChanged();
}

} // namespace core
} // namespace cloudly
