#include "ui/preflight/corestoreresourceseditor.h"

#include "core/api/preflightcontract.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace {

enum Column
{
    CapabilityColumn,
    NameColumn,
    RemoveColumn,
};

} // namespace

CorestoreResourcesEditor::CorestoreResourcesEditor(QWidget* parent)
    : QWidget(parent), m_table(new QTableWidget(0, 3, this)), m_add(new QPushButton(tr("Add resource"), this))
{
    m_table->setObjectName(QStringLiteral("corestoreResources"));
    m_table->setAccessibleName(tr("Proposed Corestore resources"));
    m_table->setHorizontalHeaderLabels({tr("Capability"), tr("Resource name"), tr("Remove")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // Tab goes through the row's editors and then on to the next control: with the view's own Tab
    // navigation it went from the last editor back to the first, for ever (a keyboard trap).
    m_table->setTabKeyNavigation(false);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(CapabilityColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(RemoveColumn, QHeaderView::ResizeToContents);
    m_add->setObjectName(QStringLiteral("addResource"));
    connect(m_add, &QPushButton::clicked, this, [this] {
        addRow();
        if (QLineEdit* edit = nameEdit(rowCount() - 1))
            edit->setFocus();
    });
    auto* hint = new QLabel(tr("At most %1. Names are DNS labels, e.g. web-db.").arg(kMaxRows), this);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(hint, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    updateButtons();
}

QJsonArray CorestoreResourcesEditor::resources() const
{
    QJsonArray out;
    for (int row = 0; row < rowCount(); ++row)
        out.append(QJsonObject{{QStringLiteral("capability"), capabilityCombo(row)->currentText()},
                               {QStringLiteral("resourceName"), nameEdit(row)->text()}});
    return out;
}

void CorestoreResourcesEditor::setResources(const QJsonArray& resources, QStringList* warnings)
{
    QSignalBlocker blocker(this);
    m_table->setRowCount(0);
    for (qsizetype i = 0; i < resources.size(); ++i) {
        const QJsonValue item = resources.at(i);
        if (!item.isObject()) {
            if (warnings)
                *warnings << tr("Corestore resource %1 is not an object and was left out.").arg(i + 1);
            continue;
        }
        if (rowCount() >= kMaxRows) {
            if (warnings)
                *warnings << tr("Only the first %1 Corestore resources were taken.").arg(kMaxRows);
            break;
        }
        const QJsonObject o = item.toObject();
        addRow(o.value(QStringLiteral("capability")).toString(),
               o.value(QStringLiteral("resourceName")).toString());
    }
    updateButtons();
    blocker.unblock();
    Q_EMIT resourcesChanged();
}

int CorestoreResourcesEditor::rowCount() const
{
    return m_table->rowCount();
}

void CorestoreResourcesEditor::addRow(const QString& capability, const QString& resourceName)
{
    if (rowCount() >= kMaxRows)
        return;
    const int row = rowCount();
    m_table->insertRow(row);
    auto* combo = new QComboBox(m_table);
    combo->addItems(core::allCorestoreCapabilities());
    if (combo->findText(capability) < 0)
        combo->addItem(capability); // kept so that validation names it
    combo->setCurrentText(capability);
    combo->setAccessibleName(tr("Capability of resource %1").arg(row + 1));
    auto* edit = new QLineEdit(resourceName, m_table);
    edit->setPlaceholderText(tr("resource name"));
    edit->setAccessibleName(tr("Name of resource %1").arg(row + 1));
    auto* remove = new QToolButton(m_table);
    remove->setText(tr("Remove"));
    remove->setAccessibleName(tr("Remove resource %1").arg(row + 1));
    m_table->setCellWidget(row, CapabilityColumn, combo);
    m_table->setCellWidget(row, NameColumn, edit);
    m_table->setCellWidget(row, RemoveColumn, remove);
    // The cells under the editors read what the editors hold: a screen reader walking the table by its
    // cells heard nothing.
    const auto cellText = [this, row](int column, const QString& text) {
        QTableWidgetItem* item = m_table->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            item->setFlags(Qt::ItemIsEnabled);
            m_table->setItem(row, column, item);
        }
        item->setData(Qt::AccessibleTextRole, text);
    };
    cellText(CapabilityColumn, capability);
    cellText(NameColumn, resourceName.isEmpty() ? tr("no name yet") : resourceName);
    cellText(RemoveColumn, remove->accessibleName());
    connect(combo, &QComboBox::currentTextChanged, this, [this, combo](const QString& text) {
        for (int r = 0; r < rowCount(); ++r)
            if (m_table->cellWidget(r, CapabilityColumn) == combo && m_table->item(r, CapabilityColumn))
                m_table->item(r, CapabilityColumn)->setData(Qt::AccessibleTextRole, text);
    });
    connect(edit, &QLineEdit::textChanged, this, [this, edit](const QString& text) {
        for (int r = 0; r < rowCount(); ++r)
            if (m_table->cellWidget(r, NameColumn) == edit && m_table->item(r, NameColumn))
                m_table->item(r, NameColumn)
                    ->setData(Qt::AccessibleTextRole, text.isEmpty() ? tr("no name yet") : text);
    });
    connect(combo, &QComboBox::currentTextChanged, this, &CorestoreResourcesEditor::resourcesChanged);
    connect(edit, &QLineEdit::textChanged, this, &CorestoreResourcesEditor::resourcesChanged);
    connect(remove, &QToolButton::clicked, this, [this, remove] {
        for (int r = 0; r < rowCount(); ++r)
            if (m_table->cellWidget(r, RemoveColumn) == remove)
                return removeRow(r);
    });
    updateButtons();
    Q_EMIT resourcesChanged();
}

void CorestoreResourcesEditor::removeRow(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    m_table->removeRow(row);
    updateButtons();
    Q_EMIT resourcesChanged();
}

QComboBox* CorestoreResourcesEditor::capabilityCombo(int row) const
{
    return qobject_cast<QComboBox*>(m_table->cellWidget(row, CapabilityColumn));
}

QLineEdit* CorestoreResourcesEditor::nameEdit(int row) const
{
    return qobject_cast<QLineEdit*>(m_table->cellWidget(row, NameColumn));
}

void CorestoreResourcesEditor::updateButtons()
{
    const bool full = rowCount() >= kMaxRows;
    m_add->setEnabled(!full);
    m_add->setToolTip(full ? tr("The contract allows at most %1 resources.").arg(kMaxRows) : QString());
    fitHeight();
}

void CorestoreResourcesEditor::fitHeight()
{
    int height = 2 * m_table->frameWidth() + m_table->horizontalHeader()->sizeHint().height();
    for (int r = 0; r < rowCount(); ++r)
        height += m_table->rowHeight(r);
    if (rowCount() == 0)
        height += m_table->verticalHeader()->defaultSectionSize() / 2;
    m_table->setFixedHeight(height);
}

} // namespace ui
} // namespace cloudly