#include "core/model/tasktextfilter.h"

#include "core/model/taskfields_p.h"

#include <algorithm>

namespace cloudly {
namespace core {
namespace {

using taskfields::TableFields;

qsizetype longestName(const QHash<QString, QString>& names)
{
    qsizetype longest = 0;
    for (const QString& name : names)
        longest = qMax(longest, name.size());
    return longest;
}

// Whether the whole row's text (all columns joined, before folding) certainly stays below FilterFields'
// kMaxTextLength, so that cutting it cannot change any column: then each column may be folded on its own.
// The ids and values of a byte row are distinct strings of its element (UTF-16 code units <= UTF-8 bytes);
// each appears at most twice per column (display, value), a name at most twice per column; a time or number
// text is at most ~320 characters; folding may lengthen a text at most three times.
bool rowFitsFilterFields(qsizetype elementBytes, qsizetype longestName)
{
    const qsizetype bound = 3 * (2 * elementBytes + 12 * (longestName + 2) + 4 * 700);
    return bound < FilterFields::kMaxTextLength;
}

} // namespace

TaskTextFilter::TaskTextFilter(const FilterExpression& expression, const TaskText& texts,
                               const TaskText& values)
    : m_expression(expression), m_texts(texts), m_values(values)
{
    for (const TaskText* text : {&texts, &values})
        m_maxNameLength = std::max({m_maxNameLength, longestName(text->serviceNames()),
                                    longestName(text->nodeNames()), longestName(text->imageNames())});
}

QString TaskTextFilter::cellFilterText(const TaskText& texts, const TaskText& values,
                                       const DeploymentTable& table, qsizetype row, int column)
{
    return filterCellText(texts.cell(table, row, column), values.filterValues(table, row, column).toString());
}

FilterFields TaskTextFilter::rowFields(const TaskText& texts, const TaskText& values,
                                       const DeploymentTable& table, qsizetype row)
{
    return FilterFields(TaskText::ColumnCount,
                        [&](int column) { return cellFilterText(texts, values, table, row, column); });
}

FilterFields TaskTextFilter::fold(const DeploymentTable& table, qsizetype row, int column) const
{
    return FilterFields(1, [&](int) { return cellFilterText(m_texts, m_values, table, row, column); });
}

QStringView TaskTextFilter::field(const DeploymentTable& table, qsizetype row, int column) const
{
    const TableFields f{table, row};
    const auto keyed = [&](const QString& value) -> QStringView {
        Keyed& k = m_keyed[static_cast<size_t>(column)];
        auto it = k.byValue.constFind(value);
        if (it == k.byValue.constEnd()) {
            it = k.byValue.insert(value, fold(table, row, column));
            k.recent = {};
        }
        return it->field(0);
    };
    // For the fields the table returns by reference: the same address (and size) is the same text while
    // m_table keeps the table alive.
    const auto keyedByAddress = [&](const QString& value) -> QStringView {
        if (!m_table.isSharedWith(table)) {
            m_table = table;
            for (Keyed& each : m_keyed)
                each.recent = {};
        }
        Keyed& k = m_keyed[static_cast<size_t>(column)];
        for (const Keyed::Recent& r : k.recent) {
            if (r.data == value.constData() && r.size == value.size() && r.data)
                return r.text;
        }
        const QStringView text = keyed(value);
        k.recent[k.next++ % k.recent.size()] = {value.constData(), value.size(), text};
        return text;
    };
    const auto optionalKeyed = [&](const std::optional<QString>& value) -> QStringView {
        if (value)
            return keyed(*value);
        FilterFields& absent = m_keyed[static_cast<size_t>(column)].absent;
        if (absent.isNull())
            absent = fold(table, row, column);
        return absent.field(0);
    };
    // The texts of these columns depend on that one field value (and the names): TaskText::cellText and
    // filterValuesOf read nothing else for them.
    switch (static_cast<TaskText::Column>(column)) {
    case TaskText::Service:
        return keyedByAddress(f.serviceId());
    case TaskText::Node:
        return keyedByAddress(f.nodeId());
    case TaskText::Status:
        return keyedByAddress(f.status());
    case TaskText::Health:
        return optionalKeyed(f.healthStatus());
    case TaskText::Version:
        return optionalKeyed(f.version());
    case TaskText::Image:
        return optionalKeyed(f.usedImageId());
    default:
        break;
    }
    const auto c = static_cast<size_t>(column);
    if (m_rowOf[c] != m_match) {
        m_rowTexts[c] = fold(table, row, column);
        m_rowOf[c] = m_match;
    }
    return m_rowTexts[c].field(0);
}

bool TaskTextFilter::readsColumn(const FilterExpression& expression, int column)
{
    for (const FilterExpression::Term& term : expression.terms()) {
        if (term.field < 0 || term.field == column)
            return true;
    }
    return false;
}

bool TaskTextFilter::matches(const DeploymentTable& table, qsizetype row) const
{
    if (m_expression.isEmpty())
        return true;
    const qsizetype elementBytes = table.sourceJson(row).size();
    if (elementBytes == 0 || !rowFitsFilterFields(elementBytes, m_maxNameLength))
        return rowFields(m_texts, m_values, table, row).matches(m_expression);
    ++m_match;
    const auto column = [&](int c) { return field(table, row, c); };
    return m_expression.matches(column, TaskText::ColumnCount, column);
}

} // namespace core
} // namespace cloudly
