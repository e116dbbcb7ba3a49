#pragma once

#include "core/api/deploymenttable.h"
#include "core/filter/filterexpression.h"
#include "core/filter/filterfields.h"
#include "core/model/tasktext.h"

#include <QHash>

#include <array>

namespace cloudly {
namespace core {
// A filter expression applied to the rows of a DeploymentTable exactly as the tasks table applies it
// (FilterProxyModel over TasksModel): each column's text is its display text (TaskText::cell of `texts`)
// followed by the values a field term compares with (TaskText::filterValues of `values`; filterCellText),
// case-folded as FilterFields folds them. rowFields() is that whole row, the reference.
//
// matches() gives the same answer as rowFields(...).matches(expression) without building the row: it
// computes only the columns the expression looks at (all of them only for free text), and the columns whose
// text is a function of one field value (service, node, status, health, version, image) once per distinct
// value. `status:failed` over 100k rows is a few hash lookups per row instead of ten texts. Rows the
// shortcut cannot answer identically (a value row, or one whose texts could exceed FilterFields'
// kMaxTextLength, where the whole row would be cut) go through rowFields().
//
// `texts` and `values` are referenced, not copied: they must outlive the filter. Not thread-safe (the
// per-value texts are cached as rows are matched); one filter per thread.
class TaskTextFilter
{
public:
    TaskTextFilter(const FilterExpression& expression, const TaskText& texts, const TaskText& values);

    bool matches(const DeploymentTable& table, qsizetype row) const;
    // Whether matching `expression` reads the text of `column` (a field term on it, or free text, which
    // searches every column): the names a column shows are needed only then.
    static bool readsColumn(const FilterExpression& expression, int column);

    // The whole row's folded texts, one column per TaskText::Column (what the tasks table filters on).
    static FilterFields rowFields(const TaskText& texts, const TaskText& values, const DeploymentTable& table,
                                  qsizetype row);
    // One column's text before folding: the display text and, after a mark, the filter values.
    static QString cellFilterText(const TaskText& texts, const TaskText& values, const DeploymentTable& table,
                                  qsizetype row, int column);

private:
    QStringView field(const DeploymentTable& table, qsizetype row, int column) const;
    FilterFields fold(const DeploymentTable& table, qsizetype row, int column) const;

    FilterExpression m_expression;
    const TaskText& m_texts;
    const TaskText& m_values;
    qsizetype m_maxNameLength = 0; // the longest name of either TaskText (bounds a row's text length)

    // Per column: the folded text by field value (keyed columns), the text of an absent optional value.
    struct Keyed
    {
        QHash<QString, FilterFields> byValue;
        FilterFields absent;
        // The last values seen by their text's address (a field the table holds by reference: its pools
        // give each text one address), so most rows find their text without hashing it. Views into
        // byValue: cleared when it grows (a rehash moves its values) or the table changes.
        struct Recent
        {
            const QChar* data = nullptr;
            qsizetype size = 0;
            QStringView text;
        };
        std::array<Recent, 8> recent{};
        size_t next = 0;
    };
    mutable std::array<Keyed, TaskText::ColumnCount> m_keyed;
    mutable DeploymentTable m_table; // the table `recent` addresses point into (kept alive by this copy)
    // The current row's texts of the other columns (id, deployed, cpu, memory), computed when first asked.
    mutable std::array<FilterFields, TaskText::ColumnCount> m_rowTexts;
    mutable std::array<quint64, TaskText::ColumnCount> m_rowOf{}; // the m_match a text belongs to
    mutable quint64 m_match = 0;                                  // counts matches() calls
};

} // namespace core
} // namespace cloudly
