#include "model/filterproxymodel.h"

#include "util/logging.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>
#include <QDateTime>
#include <QSortFilterProxyModel>

#include <algorithm>
#include <climits>
#include <functional>

namespace cloudly {
namespace core {
namespace {

// A cached sort key: what QSortFilterProxyModel's default lessThan compares, without a QVariant.
struct SortKey
{
    enum Kind : quint8
    {
        Unset,
        Number,
        Text,
        Empty
    };
    double number = 0;
    QString text;
    Kind kind = Unset;

    static SortKey from(const QVariant& value)
    {
        SortKey key;
        switch (value.typeId()) {
        case QMetaType::UnknownType:
            key.kind = Empty;
            break;
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::Long:
        case QMetaType::ULong:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Short:
        case QMetaType::UShort:
        case QMetaType::Char:
        case QMetaType::SChar:
        case QMetaType::UChar:
        case QMetaType::Double:
        case QMetaType::Float:
            key.kind = Number;
            key.number = value.toDouble();
            break;
        case QMetaType::QDateTime:
            key.kind = Number;
            key.number = double(value.toDateTime().toMSecsSinceEpoch());
            break;
        case QMetaType::QDate:
            key.kind = Number;
            key.number = double(value.toDate().toJulianDay());
            break;
        case QMetaType::QTime:
            key.kind = Number;
            key.number = double(value.toTime().msecsSinceStartOfDay());
            break;
        default:
            key.kind = Text;
            key.text = value.toString();
            break;
        }
        return key;
    }
    bool operator==(const SortKey& other) const
    {
        return kind == other.kind && (kind != Number || number == other.number) &&
               (kind != Text || text == other.text);
    }
};

// <0, 0, >0. Empty values after everything else (QSortFilterProxyModel: an invalid QVariant is never
// less), numbers before texts.
int compareKeys(const SortKey& left, const SortKey& right, Qt::CaseSensitivity cs)
{
    if (left.kind != right.kind)
        return left.kind < right.kind ? -1 : 1;
    switch (left.kind) {
    case SortKey::Number:
        return left.number < right.number ? -1 : right.number < left.number ? 1 : 0;
    case SortKey::Text:
        return QString::compare(left.text, right.text, cs);
    default:
        return 0;
    }
}

// The visible source rows in proxy order, in blocks of kBlock..2*kBlock rows, plus the block of every
// source row (-1: not visible) and the proxy row each block starts at. Finding a proxy row is a binary
// search over the block starts; inserting or removing one row touches one block and the starts after it.
class RowSequence
{
public:
    static constexpr int kBlock = 256;

    int size() const { return m_size; }
    int sourceRowCount() const { return int(m_blockOf.size()); }
    bool contains(int row) const { return m_blockOf[size_t(row)] >= 0; }

    void assign(const std::vector<int>& rows, int sourceRows)
    {
        m_blocks.clear();
        m_starts.clear();
        m_blockOf.assign(size_t(sourceRows), -1);
        m_size = int(rows.size());
        for (size_t from = 0; from < rows.size(); from += kBlock) {
            const size_t to = std::min(rows.size(), from + kBlock);
            m_starts.push_back(int(from));
            m_blocks.emplace_back(rows.begin() + qsizetype(from), rows.begin() + qsizetype(to));
            for (size_t k = from; k < to; ++k)
                m_blockOf[size_t(rows[k])] = int(m_blocks.size()) - 1;
        }
    }
    std::vector<int> toVector() const
    {
        std::vector<int> out;
        out.reserve(size_t(m_size));
        for (const std::vector<int>& block : m_blocks)
            out.insert(out.end(), block.begin(), block.end());
        return out;
    }

    int at(int pos) const
    {
        const int b = blockAt(pos);
        return m_blocks[size_t(b)][size_t(pos - m_starts[size_t(b)])];
    }
    int positionOf(int row) const
    {
        const int b = m_blockOf[size_t(row)];
        if (b < 0)
            return -1;
        const std::vector<int>& block = m_blocks[size_t(b)];
        return m_starts[size_t(b)] + int(std::find(block.begin(), block.end(), row) - block.begin());
    }
    // The number of leading rows for which isLess(row) holds (the sequence must be partitioned by it).
    template <typename IsLess> int lowerBound(const IsLess& isLess) const
    {
        const auto block = std::partition_point(m_blocks.begin(), m_blocks.end(),
                                                [&](const std::vector<int>& b) { return isLess(b.back()); });
        if (block == m_blocks.end())
            return m_size;
        const size_t b = size_t(block - m_blocks.begin());
        return m_starts[b] + int(std::partition_point(block->begin(), block->end(), isLess) - block->begin());
    }

    void insertAt(int pos, int row)
    {
        if (m_blocks.empty()) {
            m_blocks.push_back({row});
            m_starts.push_back(0);
            m_blockOf[size_t(row)] = 0;
            m_size = 1;
            return;
        }
        const int b = pos >= m_size ? int(m_blocks.size()) - 1 : blockAt(pos);
        std::vector<int>& block = m_blocks[size_t(b)];
        block.insert(block.begin() + (pos - m_starts[size_t(b)]), row);
        m_blockOf[size_t(row)] = b;
        for (size_t j = size_t(b) + 1; j < m_starts.size(); ++j)
            ++m_starts[j];
        ++m_size;
        if (block.size() > 2 * kBlock) {
            std::vector<int> tail(block.begin() + kBlock, block.end());
            block.resize(kBlock);
            m_blocks.insert(m_blocks.begin() + b + 1, std::move(tail));
            m_starts.insert(m_starts.begin() + b + 1, m_starts[size_t(b)] + kBlock);
            renumberFrom(b + 1);
        }
    }
    int removeAt(int pos)
    {
        const int b = blockAt(pos);
        std::vector<int>& block = m_blocks[size_t(b)];
        const auto it = block.begin() + (pos - m_starts[size_t(b)]);
        const int row = *it;
        block.erase(it);
        m_blockOf[size_t(row)] = -1;
        for (size_t j = size_t(b) + 1; j < m_starts.size(); ++j)
            --m_starts[j];
        --m_size;
        if (block.empty()) {
            m_blocks.erase(m_blocks.begin() + b);
            m_starts.erase(m_starts.begin() + b);
            renumberFrom(b);
        }
        return row;
    }

    // The source inserted `count` rows at `first`: later rows shift.
    void sourceRowsInserted(int first, int count)
    {
        m_blockOf.insert(m_blockOf.begin() + first, size_t(count), -1);
        for (std::vector<int>& block : m_blocks) {
            for (int& row : block)
                row += row >= first ? count : 0;
        }
    }
    // The source removed rows [first, first + count), none of them visible any more.
    void sourceRowsRemoved(int first, int count)
    {
        m_blockOf.erase(m_blockOf.begin() + first, m_blockOf.begin() + first + count);
        for (std::vector<int>& block : m_blocks) {
            for (int& row : block)
                row -= row >= first + count ? count : 0;
        }
    }

private:
    int blockAt(int pos) const
    {
        return int(std::upper_bound(m_starts.begin(), m_starts.end(), pos) - m_starts.begin()) - 1;
    }
    void renumberFrom(int first)
    {
        for (size_t b = size_t(first); b < m_blocks.size(); ++b) {
            for (const int row : m_blocks[b])
                m_blockOf[size_t(row)] = int(b);
        }
    }

    std::vector<std::vector<int>> m_blocks;
    std::vector<int> m_starts;
    std::vector<int> m_blockOf;
    int m_size = 0;
};

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

// The tree engine: QSortFilterProxyModel with this proxy's matching and stable comparison.
class FilterProxyTreeEngine : public QSortFilterProxyModel
{
public:
    explicit FilterProxyTreeEngine(FilterProxyModel* owner) : m_owner(owner) {}
    QModelIndex make(int row, int column, void* pointer) const { return createIndex(row, column, pointer); }
    void refilter() { invalidateFilter(); }

    QModelIndexList layoutBefore;
    QList<QPersistentModelIndex> layoutInner;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override
    {
        return m_owner->treeAcceptsRow(sourceRow, sourceParent);
    }
    bool lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const override
    {
        // One data() per side (QSortFilterProxyModel::lessThan both ways asked for each key twice; a
        // sorted tree of 100k tasks spends its time there) and the flat engine's comparison, which
        // orders like the default lessThan (it is never locale aware here).
        const int order = compareKeys(SortKey::from(sourceLeft.data(sortRole())),
                                      SortKey::from(sourceRight.data(sortRole())), sortCaseSensitivity());
        if (order != 0)
            return order < 0;
        // Equal keys: source order. Descending sorts compare with the arguments swapped, so the row order
        // is swapped as well to keep the source order there too.
        return sortOrder() == Qt::DescendingOrder ? sourceLeft.row() > sourceRight.row()
                                                  : sourceLeft.row() < sourceRight.row();
    }

private:
    FilterProxyModel* m_owner;
};

FilterProxyModel::FilterProxyModel(QObject* parent) : QAbstractProxyModel(parent) {}

FilterProxyModel::~FilterProxyModel()
{
    disconnectSource();
}

// ---------------------------------------------------------------- source and engines

void FilterProxyModel::disconnectSource()
{
    for (const QMetaObject::Connection& c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    for (const QMetaObject::Connection& c : std::as_const(m_treeConnections))
        disconnect(c);
    m_treeConnections.clear();
}

void FilterProxyModel::setSourceModel(QAbstractItemModel* model)
{
    beginResetModel();
    m_resetting = true;
    disconnectSource();
    if (m_tree)
        m_tree->setSourceModel(nullptr);
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
    if (m_tree)
        m_tree->setSourceModel(nullptr);
    clearCache();
    QAbstractItemModel* model = sourceModel();
    if (!model)
        return;
    m_sourceConnections << connect(model, &QAbstractItemModel::headerDataChanged, this,
                                   &FilterProxyModel::onHeaderDataChanged)
                        << connect(model, &QObject::destroyed, this, [this] {
                               // The source is only a QObject by now: drop the engine without
                               // disconnecting from it (QAbstractProxyModel forgets it by itself).
                               beginResetModel();
                               disconnectSource();
                               m_flat.reset();
                               m_tree.reset();
                               clearCache();
                               endResetModel();
                           });
    if (isFlatSource(model) && !m_recursive)
        connectFlat(model);
    else
        connectTree(model);
    updateFields();
    if (m_flat)
        flatRebuild();
}

void FilterProxyModel::setSortRole(int role)
{
    if (role == m_sortRole)
        return;
    m_sortRole = role;
    if (m_tree && !m_flat)
        m_tree->setSortRole(role);
    if (m_flat && m_sortColumn >= 0)
        flatResort(VerticalSortHint);
}

void FilterProxyModel::setSortCaseSensitivity(Qt::CaseSensitivity sensitivity)
{
    if (sensitivity == m_sortCaseSensitivity)
        return;
    m_sortCaseSensitivity = sensitivity;
    if (m_tree && !m_flat)
        m_tree->setSortCaseSensitivity(sensitivity);
    if (m_flat && m_sortColumn >= 0)
        flatResort(VerticalSortHint);
}

void FilterProxyModel::sort(int column, Qt::SortOrder order)
{
    const bool same = column == m_sortColumn && order == m_sortOrder;
    m_sortColumn = column;
    m_sortOrder = order;
    if (m_flat) {
        if (!same)
            flatResort(VerticalSortHint);
    } else if (m_tree && sourceModel()) {
        m_tree->sort(column, order);
    }
}

void FilterProxyModel::setRecursiveFilteringEnabled(bool enabled)
{
    if (enabled == m_recursive)
        return;
    m_recursive = enabled;
    if (!sourceModel())
        return;
    beginResetModel();
    m_resetting = true;
    rebind();
    m_resetting = false;
    endResetModel();
}

void FilterProxyModel::setAutoAcceptChildRows(bool accept)
{
    m_autoAcceptChildRows = accept;
    if (m_tree)
        m_tree->setAutoAcceptChildRows(accept);
}

// ---------------------------------------------------------------- fields and filter

void FilterProxyModel::setFieldNames(const QStringList& namesByColumn)
{
    m_explicitFieldNames = namesByColumn;
    updateFields();
}

void FilterProxyModel::updateFields()
{
    QStringList known;
    QList<int> columns;
    QList<FilterExpression::FieldKind> kinds;
    QStringList units;
    const int columnCount = sourceModel() ? sourceModel()->columnCount() : 0;
    for (int column = 0; column < columnCount; ++column) {
        QString name;
        if (!m_explicitFieldNames.isEmpty())
            name = m_explicitFieldNames.value(column);
        else
            name = sourceModel()->headerData(column, Qt::Horizontal, FilterFieldNameRole).toString();
        name = name.trimmed();
        if (name.isEmpty() || known.contains(name, Qt::CaseInsensitive))
            continue;
        known.append(name);
        columns.append(column);
        kinds.append(filterFieldKind(
            sourceModel()->headerData(column, Qt::Horizontal, FilterFieldKindRole).toString()));
        units.append(sourceModel()->headerData(column, Qt::Horizontal, FilterFieldUnitRole).toString());
    }
    if (known == m_knownFields && columns == m_fieldColumns && kinds == m_fieldKinds && units == m_fieldUnits)
        return;
    m_knownFields = known;
    m_fieldColumns = columns;
    m_fieldKinds = kinds;
    m_fieldUnits = units;
    clearCache(); // which columns carry values may have changed
    reparse();
}

bool FilterProxyModel::setFilterText(const QString& text)
{
    const bool textChanged = text != m_filterText;
    m_filterText = text;
    reparse();
    if (textChanged)
        Q_EMIT filterTextChanged(text);
    return m_filterErrors.isEmpty();
}

void FilterProxyModel::reparse()
{
    const FilterParseResult result = FilterExpression::parse(m_filterText, m_knownFields, m_fieldKinds);
    m_filterErrors = result.errors;
    const QString error = result.errorText();
    if (result.expression)
        apply(*result.expression);
    if (error != m_filterError) {
        m_filterError = error;
        Q_EMIT filterErrorChanged(error);
    }
}

void FilterProxyModel::apply(const FilterExpression& expression)
{
    if (expression == m_expression)
        return;
    const FilterExpression previous = m_expression;
    m_expression = expression;
    if (m_resetting || (previous.isEmpty() && expression.isEmpty()))
        return; // rebuilt at the end of the reset / only the known fields changed: every row stays visible
    if (m_flat) {
        if (!m_flat->dirty.empty()) { // pending rows are re-matched with the new filter below
            m_expression = previous;
            flushBatch();
            m_expression = expression;
        }
        const int rows = m_flat->rows.sourceRowCount();
        std::vector<int> leaving;
        std::vector<int> entering;
        for (int row = 0; row < rows; ++row) {
            const bool was = m_flat->rows.contains(row);
            if (was != flatAccepts(row))
                (was ? leaving : entering).push_back(row);
        }
        if (leaving.size() + entering.size() >= size_t(kRelayoutThreshold)) {
            // Incremental changes of thousands of scattered rows would cost a view far more than one layout.
            flatLayout(
                [&] {
                    std::vector<char> drop(size_t(rows), 0);
                    for (const int row : leaving)
                        drop[size_t(row)] = 1;
                    m_flat->rows.assign(mergedSequence(drop, std::move(entering)), rows);
                },
                NoLayoutChangeHint);
        } else {
            flatRemoveRows(std::move(leaving));
            flatInsertRows(std::move(entering));
        }
        return;
    }
    if (m_tree && sourceModel()) {
        // QSortFilterProxyModel applies a new filter incrementally: one rowsRemoved/rowsInserted per run of
        // changed rows. Trees are small; persistent indexes of rows that stay visible survive either way.
        m_tree->refilter();
    }
}

int FilterProxyModel::cachedRowCount() const
{
    return int(m_cache.cachedRowCount());
}

void FilterProxyModel::clearCache() const
{
    m_cache.clear();
}

void FilterProxyModel::activateCache(int rows) const
{
    m_cache.activate(rows, sourceModel()->columnCount());
}

QString FilterProxyModel::cellText(const QModelIndex& sourceIndex) const
{
    const QString display = sourceIndex.data(Qt::DisplayRole).toString();
    if (!m_fieldColumns.contains(sourceIndex.column()))
        return display;
    const QVariant values = sourceIndex.data(FilterValueRole);
    return values.isValid() ? filterCellText(display, values.toString()) : display;
}

FilterFields FilterProxyModel::computeFields(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* model = sourceModel();
    return FilterFields(model->columnCount(sourceParent),
                        [&](int column) { return cellText(model->index(sourceRow, column, sourceParent)); });
}

bool FilterProxyModel::cachedMatches(int sourceRow) const
{
    if (!m_cache.isActive())
        activateCache(sourceModel()->rowCount());
    const QAbstractItemModel* model = sourceModel();
    return m_cache.matches(sourceRow, m_expression, m_fieldColumns,
                           [&](int column) { return cellText(model->index(sourceRow, column)); });
}

void FilterProxyModel::onHeaderDataChanged(Qt::Orientation orientation, int, int)
{
    if (orientation == Qt::Horizontal)
        updateFields();
}

// ---------------------------------------------------------------- item model

QModelIndex FilterProxyModel::index(int row, int column, const QModelIndex& parent) const
{
    if (m_flat) {
        if (parent.isValid() || row < 0 || column < 0 || row >= m_flat->rows.size() ||
            column >= sourceModel()->columnCount())
            return {};
        return createIndex(row, column);
    }
    if (!m_tree || !sourceModel())
        return {};
    return fromTree(m_tree->index(row, column, toTree(parent)));
}

QModelIndex FilterProxyModel::parent(const QModelIndex& child) const
{
    if (m_flat || !m_tree || !child.isValid())
        return {};
    return fromTree(m_tree->parent(toTree(child)));
}

QModelIndex FilterProxyModel::sibling(int row, int column, const QModelIndex& idx) const
{
    if (m_flat)
        return idx.isValid() ? index(row, column) : QModelIndex();
    return index(row, column, parent(idx));
}

int FilterProxyModel::rowCount(const QModelIndex& parent) const
{
    if (m_flat)
        return parent.isValid() ? 0 : m_flat->rows.size();
    if (!m_tree || !sourceModel())
        return 0;
    return m_tree->rowCount(toTree(parent));
}

int FilterProxyModel::columnCount(const QModelIndex& parent) const
{
    if (m_flat)
        return parent.isValid() ? 0 : sourceModel()->columnCount();
    if (!m_tree || !sourceModel())
        return 0;
    return m_tree->columnCount(toTree(parent));
}

bool FilterProxyModel::hasChildren(const QModelIndex& parent) const
{
    if (m_flat)
        return !parent.isValid() && m_flat->rows.size() > 0;
    if (!m_tree || !sourceModel())
        return false;
    return m_tree->hasChildren(toTree(parent));
}

QModelIndex FilterProxyModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!proxyIndex.isValid())
        return {};
    if (m_flat) {
        if (proxyIndex.model() != this || proxyIndex.row() >= m_flat->rows.size())
            return {};
        return sourceModel()->index(m_flat->rows.at(proxyIndex.row()), proxyIndex.column());
    }
    if (!m_tree || !sourceModel())
        return {};
    return m_tree->mapToSource(toTree(proxyIndex));
}

QModelIndex FilterProxyModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel())
        return {};
    if (m_flat) {
        if (sourceIndex.parent().isValid() || sourceIndex.row() >= m_flat->rows.sourceRowCount())
            return {};
        const int row = m_flat->rows.positionOf(sourceIndex.row());
        return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
    }
    if (!m_tree)
        return {};
    return fromTree(m_tree->mapFromSource(sourceIndex));
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
        updateFields();
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
    return m_expression.isEmpty() || cachedMatches(sourceRow);
}

void FilterProxyModel::ensureKey(int sourceRow) const
{
    SortKey& key = m_flat->keys[size_t(sourceRow)];
    if (key.kind == SortKey::Unset)
        key = SortKey::from(sourceModel()->index(sourceRow, m_sortColumn).data(m_sortRole));
}

// The proxy order: sort key (ascending or descending), then source row (always ascending).
bool FilterProxyModel::rowLess(int left, int right) const
{
    if (m_sortColumn >= 0) {
        ensureKey(left);
        ensureKey(right);
        const int c =
            compareKeys(m_flat->keys[size_t(left)], m_flat->keys[size_t(right)], m_sortCaseSensitivity);
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
    m_flat->keys.assign(m_sortColumn >= 0 ? size_t(rows) : 0, SortKey());
    if (!m_expression.isEmpty() && !m_cache.isActive())
        activateCache(rows);
    std::vector<int> visible;
    visible.reserve(size_t(rows));
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
    sources.reserve(size_t(before.size()));
    for (const QModelIndex& index : before)
        sources.push_back(index.row() < m_flat->rows.size() ? m_flat->rows.at(index.row()) : -1);
    rebuild();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = sources[size_t(i)] < 0 ? -1 : m_flat->rows.positionOf(sources[size_t(i)]);
        after.append(row < 0 ? QModelIndex() : createIndex(row, before.at(i).column()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, hint);
}

// The current sequence without the rows marked in `drop`, merged with `add` (rows not in the sequence).
std::vector<int> FilterProxyModel::mergedSequence(const std::vector<char>& drop, std::vector<int> add) const
{
    std::vector<int> kept = m_flat->rows.toVector();
    kept.erase(std::remove_if(kept.begin(), kept.end(), [&](int row) { return drop[size_t(row)] != 0; }),
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
            m_flat->keys.assign(m_sortColumn >= 0 ? size_t(rows) : 0, SortKey());
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
    if (m_sortColumn >= 0)
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
            const int first = bounds[k] + int(k);
            beginInsertRows({}, first, first + int(end - k) - 1);
            std::vector<int> all = m_flat->rows.toVector();
            all.insert(all.begin() + first, sourceRows.begin() + qsizetype(k),
                       sourceRows.begin() + qsizetype(end));
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
        const int first = bounds[k] + int(k);
        beginInsertRows({}, first, first + int(end - k) - 1);
        for (size_t i = k; i < end; ++i)
            m_flat->rows.insertAt(first + int(i - k), sourceRows[i]);
        endInsertRows();
        k = end;
    }
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
    if (m_cache.isActive())
        m_cache.insertRows(first, count);
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
    if (leaving.size() > size_t(kRelayoutThreshold) && m_sortColumn < 0) {
        // Source order: the rows are one run of proxy rows.
        const int from = m_flat->rows.positionOf(leaving.front());
        const int to = m_flat->rows.positionOf(leaving.back());
        beginRemoveRows({}, from, to);
        std::vector<char> drop(size_t(m_flat->rows.sourceRowCount()), 0);
        for (const int row : leaving)
            drop[size_t(row)] = 1;
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
    if (m_cache.isActive())
        m_cache.removeRows(first, count);
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
    if (display && m_cache.isActive()) {
        for (int row = first; row <= last && row < m_cache.rowCount(); ++row)
            m_cache.invalidate(row);
    }
    if (m_batchDepth > 0) {
        // Recorded only; endBatch() (or the next structural change) applies all changed rows at once.
        FilterProxyFlatState& f = *m_flat;
        if (f.dirtyMark.size() != size_t(f.rows.sourceRowCount()))
            f.dirtyMark.assign(size_t(f.rows.sourceRowCount()), 0);
        for (int row = first; row <= last; ++row) {
            if (!f.dirtyMark[size_t(row)]) {
                f.dirtyMark[size_t(row)] = 1;
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
    rows.reserve(size_t(std::max(0, last - first + 1)));
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
        f.dirtyMark[size_t(row)] = 0;
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
    const bool refilter = display && !m_expression.isEmpty();
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
                if (!(key == m_flat->keys[size_t(row)]))
                    moving.emplace_back(row, std::move(key));
            }
        } else if (was) {
            leaving.push_back(row);
        } else if (now) {
            entering.push_back(row);
            if (keyTouched)
                m_flat->keys[size_t(row)] = SortKey();
        } else if (keyTouched) {
            m_flat->keys[size_t(row)] = SortKey();
        }
    }

    if (leaving.size() + entering.size() + moving.size() >= size_t(kRelayoutThreshold)) {
        flatLayout(
            [&] {
                std::vector<char> drop(size_t(m_flat->rows.sourceRowCount()), 0);
                for (const int row : leaving)
                    drop[size_t(row)] = 1;
                for (auto& [row, key] : moving) {
                    drop[size_t(row)] = 1;
                    m_flat->keys[size_t(row)] = std::move(key);
                    entering.push_back(row);
                }
                m_flat->rows.assign(mergedSequence(drop, std::move(entering)), m_flat->rows.sourceRowCount());
            },
            NoLayoutChangeHint);
        for (const int row : leaving) {
            if (keyTouched)
                m_flat->keys[size_t(row)] = SortKey();
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
            m_flat->keys[size_t(row)] = SortKey();
    }
    for (auto& [row, key] : moving) {
        const int from = m_flat->rows.positionOf(row);
        const SortKey& newKey = key;
        const int r = row;
        // Rows before the new place, counted in the sequence that still holds the row with its old key.
        const int bound = m_flat->rows.lowerBound([&](int existing) {
            ensureKey(existing); // visible rows have their key already; the moving row keeps its old one here
            const int c = compareKeys(m_flat->keys[size_t(existing)], newKey, m_sortCaseSensitivity);
            if (c != 0)
                return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
            return existing < r;
        });
        const int to = from < bound ? bound - 1 : bound; // without the row itself
        if (to == from) {
            m_flat->keys[size_t(row)] = std::move(key);
            continue;
        }
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
        m_flat->rows.removeAt(from);
        m_flat->keys[size_t(row)] = std::move(key);
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

// ---------------------------------------------------------------- tree engine

void FilterProxyModel::connectTree(QAbstractItemModel* model)
{
    if (!m_tree)
        m_tree = std::make_unique<FilterProxyTreeEngine>(this);
    FilterProxyTreeEngine* tree = m_tree.get();
    tree->setSortCaseSensitivity(m_sortCaseSensitivity);
    tree->setSortRole(m_sortRole);
    tree->setRecursiveFilteringEnabled(m_recursive);
    tree->setAutoAcceptChildRows(m_autoAcceptChildRows);

    // The top-level row cache follows the source; connected before the engine connects its own handlers,
    // so the cache is up to date when it re-filters inserted or changed rows.
    m_sourceConnections
        << connect(model, &QAbstractItemModel::rowsInserted, this, &FilterProxyModel::onTreeRowsInserted)
        << connect(model, &QAbstractItemModel::rowsRemoved, this, &FilterProxyModel::onTreeRowsRemoved)
        << connect(model, &QAbstractItemModel::dataChanged, this, &FilterProxyModel::onTreeDataChanged);
    const auto clearAll = [this] { clearCache(); };
    m_sourceConnections << connect(model, &QAbstractItemModel::rowsMoved, this, clearAll)
                        << connect(model, &QAbstractItemModel::layoutChanged, this, clearAll)
                        << connect(model, &QAbstractItemModel::modelReset, this, clearAll);
    const auto columnsChanged = [this] {
        clearCache();
        updateFields();
    };
    m_sourceConnections << connect(model, &QAbstractItemModel::columnsInserted, this, columnsChanged)
                        << connect(model, &QAbstractItemModel::columnsRemoved, this, columnsChanged)
                        << connect(model, &QAbstractItemModel::columnsMoved, this, columnsChanged)
                        << connect(model, &QAbstractItemModel::modelReset, this, [this] { updateFields(); });
    tree->setSourceModel(model);
    tree->sort(m_sortColumn, m_sortOrder);

    // Pass the engine's changes through.
    m_treeConnections
        << connect(tree, &QAbstractItemModel::rowsAboutToBeInserted, this,
                   [this](const QModelIndex& p, int first, int last) {
                       beginInsertRows(fromTree(p), first, last);
                   })
        << connect(tree, &QAbstractItemModel::rowsInserted, this, [this] { endInsertRows(); })
        << connect(tree, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                   [this](const QModelIndex& p, int first, int last) {
                       beginRemoveRows(fromTree(p), first, last);
                   })
        << connect(tree, &QAbstractItemModel::rowsRemoved, this, [this] { endRemoveRows(); })
        << connect(tree, &QAbstractItemModel::rowsAboutToBeMoved, this,
                   [this](const QModelIndex& p, int first, int last, const QModelIndex& dest, int row) {
                       beginMoveRows(fromTree(p), first, last, fromTree(dest), row);
                   })
        << connect(tree, &QAbstractItemModel::rowsMoved, this, [this] { endMoveRows(); })
        << connect(tree, &QAbstractItemModel::columnsAboutToBeInserted, this,
                   [this](const QModelIndex& p, int first, int last) {
                       beginInsertColumns(fromTree(p), first, last);
                   })
        << connect(tree, &QAbstractItemModel::columnsInserted, this, [this] { endInsertColumns(); })
        << connect(tree, &QAbstractItemModel::columnsAboutToBeRemoved, this,
                   [this](const QModelIndex& p, int first, int last) {
                       beginRemoveColumns(fromTree(p), first, last);
                   })
        << connect(tree, &QAbstractItemModel::columnsRemoved, this, [this] { endRemoveColumns(); })
        << connect(tree, &QAbstractItemModel::columnsAboutToBeMoved, this,
                   [this](const QModelIndex& p, int first, int last, const QModelIndex& dest, int column) {
                       beginMoveColumns(fromTree(p), first, last, fromTree(dest), column);
                   })
        << connect(tree, &QAbstractItemModel::columnsMoved, this, [this] { endMoveColumns(); })
        << connect(tree, &QAbstractItemModel::modelAboutToBeReset, this,
                   [this] {
                       if (!m_resetting)
                           beginResetModel();
                   })
        << connect(tree, &QAbstractItemModel::modelReset, this,
                   [this] {
                       if (!m_resetting)
                           endResetModel();
                   })
        << connect(tree, &QAbstractItemModel::dataChanged, this,
                   [this](const QModelIndex& from, const QModelIndex& to, const QList<int>& roles) {
                       Q_EMIT dataChanged(fromTree(from), fromTree(to), roles);
                   })
        << connect(tree, &QAbstractItemModel::headerDataChanged, this, &QAbstractItemModel::headerDataChanged)
        << connect(tree, &QAbstractItemModel::layoutAboutToBeChanged, this,
                   [this](const QList<QPersistentModelIndex>& parents, LayoutChangeHint hint) {
                       QList<QPersistentModelIndex> mapped;
                       for (const QPersistentModelIndex& p : parents)
                           mapped.append(fromTree(p));
                       Q_EMIT layoutAboutToBeChanged(mapped, hint);
                       m_tree->layoutBefore = persistentIndexList();
                       m_tree->layoutInner.clear();
                       for (const QModelIndex& index : std::as_const(m_tree->layoutBefore))
                           m_tree->layoutInner.append(QPersistentModelIndex(toTree(index)));
                   })
        << connect(tree, &QAbstractItemModel::layoutChanged, this,
                   [this](const QList<QPersistentModelIndex>& parents, LayoutChangeHint hint) {
                       QModelIndexList after;
                       for (const QPersistentModelIndex& inner : std::as_const(m_tree->layoutInner))
                           after.append(fromTree(inner));
                       changePersistentIndexList(m_tree->layoutBefore, after);
                       m_tree->layoutBefore.clear();
                       m_tree->layoutInner.clear();
                       QList<QPersistentModelIndex> mapped;
                       for (const QPersistentModelIndex& p : parents)
                           mapped.append(fromTree(p));
                       Q_EMIT layoutChanged(mapped, hint);
                   });
}

QModelIndex FilterProxyModel::toTree(const QModelIndex& index) const
{
    if (!index.isValid() || !m_tree)
        return {};
    return m_tree->make(index.row(), index.column(), index.internalPointer());
}

QModelIndex FilterProxyModel::fromTree(const QModelIndex& index) const
{
    if (!index.isValid())
        return {};
    return createIndex(index.row(), index.column(), index.internalPointer());
}

bool FilterProxyModel::treeAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_expression.isEmpty())
        return true;
    if (sourceParent.isValid())
        return computeFields(sourceRow, sourceParent).matches(m_expression, m_fieldColumns);
    if (!m_cache.isActive())
        activateCache(sourceModel()->rowCount());
    if (sourceRow < 0 || sourceRow >= m_cache.rowCount()) { // cannot happen while the source is consistent
        qCWarning(lcModel) << "filter: row" << sourceRow << "outside the cache of" << m_cache.rowCount();
        clearCache();
        return computeFields(sourceRow, sourceParent).matches(m_expression, m_fieldColumns);
    }
    return cachedMatches(sourceRow);
}

void FilterProxyModel::onTreeRowsInserted(const QModelIndex& parent, int first, int last)
{
    if (!m_cache.isActive() || parent.isValid())
        return;
    m_cache.insertRows(first, last - first + 1);
}

void FilterProxyModel::onTreeRowsRemoved(const QModelIndex& parent, int first, int last)
{
    if (!m_cache.isActive() || parent.isValid())
        return;
    m_cache.removeRows(first, last - first + 1);
}

void FilterProxyModel::onTreeDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                         const QList<int>& roles)
{
    if (!m_cache.isActive() || topLeft.parent().isValid())
        return;
    if (!roles.isEmpty() && !roles.contains(Qt::DisplayRole) && !roles.contains(FilterValueRole))
        return;
    for (int row = topLeft.row(); row <= bottomRight.row() && row < m_cache.rowCount(); ++row)
        m_cache.invalidate(row);
}

} // namespace core
} // namespace cloudly
