#pragma once

#include "core/api/service.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace cloudly {
namespace core {
namespace grants {
class DeployMatrixModel;
class GrantController;
} // namespace grants
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
// "Who can deploy": machine user × service × capability from the server's user listing, filterable and
// exported as CSV. Says so when the server does not list its users (then nothing can be shown).
class DeployMatrixView : public QWidget
{
    Q_OBJECT
public:
    explicit DeployMatrixView(core::grants::GrantController* controller, QWidget* parent = nullptr);

    core::grants::DeployMatrixModel* model() const { return m_model; }
    QLineEdit* filterEdit() const { return m_filter; }
    QString statusText() const;
    void setServices(const QList<core::Service>& services);
    void reload();

private:
    void exportCsv();

    core::grants::GrantController* m_controller;
    core::grants::DeployMatrixModel* m_model;
    QStringList m_serviceIds;
    QLineEdit* m_filter;
    QTableView* m_table;
    QPushButton* m_export;
    QLabel* m_status;
};

} // namespace ui
} // namespace cloudly
