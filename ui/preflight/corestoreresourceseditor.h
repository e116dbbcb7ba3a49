#pragma once

#include <QJsonArray>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace cloudly {
namespace ui {
// The proposed Corestore resources of a preflight request: rows of capability (database / objectstorage)
// and resource name, at most kMaxRows (the contract's limit). Values are not judged here: the composer's
// live validation reports malformed names and duplicates with Cloudly's own words.
class CorestoreResourcesEditor : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxRows = 8;

    explicit CorestoreResourcesEditor(QWidget* parent = nullptr);

    // [{capability, resourceName}] in row order.
    QJsonArray resources() const;
    // Replaces the rows. Items that are not objects, and rows beyond kMaxRows, are dropped and named in
    // *warnings. An unknown capability is kept (as an extra choice) so that validation can report it.
    void setResources(const QJsonArray& resources, QStringList* warnings = nullptr);

    int rowCount() const;
    void addRow(const QString& capability = QStringLiteral("database"), const QString& resourceName = {});
    void removeRow(int row);
    QComboBox* capabilityCombo(int row) const;
    QLineEdit* nameEdit(int row) const;
    QTableWidget* table() const { return m_table; }
    QPushButton* addButton() const { return m_add; }

Q_SIGNALS:
    void resourcesChanged();

private:
    void updateButtons();
    void fitHeight();

    QTableWidget* m_table;
    QPushButton* m_add;
};

} // namespace ui
} // namespace cloudly