#include "core/filter/treefilterproxymodel.h"

#include "core/filter/filterfields.h"
#include "core/filter/filterstate.h"
#include "core/filter/sortkey.h"

namespace cloudly {
namespace core {

TreeFilterProxyModel::TreeFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent), m_state(new FilterState([this] { return sourceModel(); },
                                                             [this](const FilterExpression& next) {
                                                                 m_state->setExpression(next);
                                                                 // Applied incrementally: one
                                                                 // rowsRemoved/rowsInserted per run of
                                                                 // changed rows. Trees are small; persistent
                                                                 // indexes of rows that stay visible survive.
                                                                 invalidateFilter();
                                                             },
                                                             this))
{
    setSortCaseSensitivity(Qt::CaseInsensitive);
    connect(m_state, &FilterState::filterTextChanged, this, &TreeFilterProxyModel::filterTextChanged);
    connect(m_state, &FilterState::filterErrorChanged, this, &TreeFilterProxyModel::filterErrorChanged);
}

TreeFilterProxyModel::~TreeFilterProxyModel()
{
    disconnectSource();
}

void TreeFilterProxyModel::disconnectSource()
{
    for (const QMetaObject::Connection& c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
}

void TreeFilterProxyModel::setSourceModel(QAbstractItemModel* model)
{
    disconnectSource();
    m_state->clearCache();
    if (model) {
        // The top-level row cache follows the source; connected before QSortFilterProxyModel connects its
        // own handlers, so the cache is up to date when it re-filters inserted or changed rows.
        FilterRowCache& cache = m_state->cache();
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsInserted, this,
                                       [&cache](const QModelIndex& parent, int first, int last) {
                                           if (cache.isActive() && !parent.isValid())
                                               cache.insertRows(first, last - first + 1);
                                       })
                            << connect(model, &QAbstractItemModel::rowsRemoved, this,
                                       [&cache](const QModelIndex& parent, int first, int last) {
                                           if (cache.isActive() && !parent.isValid())
                                               cache.removeRows(first, last - first + 1);
                                       })
                            << connect(model, &QAbstractItemModel::dataChanged, this,
                                       [&cache](const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                                const QList<int>& roles) {
                                           if (!cache.isActive() || topLeft.parent().isValid())
                                               return;
                                           if (!roles.isEmpty() && !roles.contains(Qt::DisplayRole) &&
                                               !roles.contains(FilterValueRole))
                                               return;
                                           for (int row = topLeft.row();
                                                row <= bottomRight.row() && row < cache.rowCount(); ++row)
                                               cache.invalidate(row);
                                       });
        const auto clearAll = [this] { m_state->clearCache(); };
        m_sourceConnections << connect(model, &QAbstractItemModel::rowsMoved, this, clearAll)
                            << connect(model, &QAbstractItemModel::layoutChanged, this, clearAll)
                            << connect(model, &QAbstractItemModel::modelReset, this, clearAll);
        const auto fieldsChanged = [this] {
            m_state->clearCache();
            m_state->updateFields();
        };
        m_sourceConnections << connect(model, &QAbstractItemModel::columnsInserted, this, fieldsChanged)
                            << connect(model, &QAbstractItemModel::columnsRemoved, this, fieldsChanged)
                            << connect(model, &QAbstractItemModel::columnsMoved, this, fieldsChanged)
                            << connect(model, &QAbstractItemModel::modelReset, this, fieldsChanged)
                            << connect(model, &QAbstractItemModel::headerDataChanged, this,
                                       [this](Qt::Orientation orientation) {
                                           if (orientation == Qt::Horizontal)
                                               m_state->updateFields();
                                       });
    }
    QSortFilterProxyModel::setSourceModel(model);
    m_state->updateFields();
    invalidateFilter(); // the fields may have changed what the current text means
}

void TreeFilterProxyModel::setFieldNames(const QStringList& namesByColumn)
{
    m_state->setFieldNames(namesByColumn);
}

QStringList TreeFilterProxyModel::fieldNames() const
{
    return m_state->fieldNames();
}

bool TreeFilterProxyModel::setFilterText(const QString& text)
{
    return m_state->setFilterText(text);
}

QString TreeFilterProxyModel::filterText() const
{
    return m_state->filterText();
}

QString TreeFilterProxyModel::filterError() const
{
    return m_state->filterError();
}

const FilterExpression& TreeFilterProxyModel::expression() const
{
    return m_state->expression();
}

bool TreeFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    return m_state->matches(sourceRow, sourceParent);
}

bool TreeFilterProxyModel::lessThan(const QModelIndex& sourceLeft, const QModelIndex& sourceRight) const
{
    // One data() per side (QSortFilterProxyModel::lessThan both ways asked for each key twice; a sorted
    // tree of 100k tasks spends its time there) and the flat proxy's comparison, which orders like the
    // default lessThan (it is never locale aware here).
    const int order = compareKeys(SortKey::from(sourceLeft.data(sortRole())),
                                  SortKey::from(sourceRight.data(sortRole())), sortCaseSensitivity());
    if (order != 0)
        return order < 0;
    // Equal keys: source order. Descending sorts compare with the arguments swapped, so the row order is
    // swapped as well to keep the source order there too.
    return sortOrder() == Qt::DescendingOrder ? sourceLeft.row() > sourceRight.row()
                                              : sourceLeft.row() < sourceRight.row();
}

} // namespace core
} // namespace cloudly
