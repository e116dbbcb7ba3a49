#include "ui/grants/auditview.h"

#include "core/util/privatefile.h"

#include "core/util/timefmt.h"
#include "ui/a11y/clearbutton.h"
#include "ui/grants/grantstyle.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
namespace g = core::grants;

namespace {

constexpr int kEntryRole = Qt::UserRole + 1; // index into m_entries (column 0)
constexpr int kSortRole = Qt::UserRole + 2;

QString caps(const QStringList& list)
{
    return list.isEmpty() ? AuditView::tr("(none)") : list.join(QStringLiteral(", "));
}

bool writeFile(const QString& path, const QByteArray& data, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(core::privatefs::kFilePermissions) ||
        file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = AuditView::tr("could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

AuditView::AuditView(g::AuditLog* log, QWidget* parent)
    : QWidget(parent), m_log(log), m_problemBanner(new QLabel(this)), m_status(new QLabel(this)),
      m_filter(new QLineEdit(this)), m_count(new QLabel(this)),
      m_model(new QStandardItemModel(0, ColumnCount, this)), m_proxy(new QSortFilterProxyModel(this)),
      m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("auditView"));
    m_problemBanner->setObjectName(QStringLiteral("auditProblems"));
    m_status->setObjectName(QStringLiteral("auditStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_filter->setObjectName(QStringLiteral("auditFilter"));
    m_filter->setPlaceholderText(tr("Filter: text in any column"));
    enableClearButton(m_filter);
    m_filter->setAccessibleName(tr("Filter the audit trail"));

    m_model->setHorizontalHeaderLabels({tr("When"), tr("Actor"), tr("Server"), tr("Machine user"),
                                        tr("Service"), tr("Before"), tr("After"), tr("Result"), tr("Error")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(kSortRole);
    m_table->setAccessibleName(tr("Audit trail"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->sortByColumn(When, Qt::DescendingOrder);

    auto* reloadButton = new QPushButton(tr("Reload"), this);
    auto* json = new QPushButton(tr("Export JSON…"), this);
    auto* csv = new QPushButton(tr("Export CSV…"), this);
    json->setToolTip(tr("Save the entries shown (the filter applies) as a JSON array."));
    csv->setToolTip(tr("Save the entries shown (the filter applies) as CSV."));

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_count);
    bar->addWidget(reloadButton);
    bar->addWidget(json);
    bar->addWidget(csv);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_problemBanner);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, this, &AuditView::setFilterText);
    connect(reloadButton, &QPushButton::clicked, this, &AuditView::reload);
    connect(json, &QPushButton::clicked, this, [this] { onExport(true); });
    connect(csv, &QPushButton::clicked, this, [this] { onExport(false); });
    reload();
}

void AuditView::reload()
{
    const g::AuditLog::ReadResult read = m_log->readAll();
    m_entries = read.entries;
    m_problems = read.problems;
    m_model->removeRows(0, m_model->rowCount());
    for (int i = 0; i < m_entries.size(); ++i) {
        const g::AuditEntry& e = m_entries.at(i);
        const QString before = e.before ? caps(*e.before) : tr("unknown");
        const QStringList cells{core::displayTime(e.at.toLocalTime()),
                                e.actor,
                                e.server,
                                e.userId,
                                e.serviceId,
                                before,
                                caps(e.after),
                                e.result,
                                e.error};
        QList<QStandardItem*> row;
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QStandardItem(cells.at(c));
            item->setData(c == When ? QVariant(e.at) : QVariant(cells.at(c)), kSortRole);
            item->setToolTip(cells.at(c));
            row.append(item);
        }
        row.at(When)->setData(i, kEntryRole);
        if (e.result != QLatin1String("ok")) {
            row.at(Result)->setForeground(grantstyle::removedColor());
            QFont bold = row.at(Result)->font();
            bold.setBold(true);
            row.at(Result)->setFont(bold);
        }
        m_model->appendRow(row);
    }
    m_table->resizeColumnsToContents();
    grantstyle::setBanner(m_problemBanner, grantstyle::Banner::Warning, problemsText());
    m_status->setText(tr("Audit trail of grant changes made on this machine: %1").arg(m_log->filePath()));
    updateCount();
}

QString AuditView::problemsText() const
{
    if (m_problems.isEmpty())
        return {};
    return tr("%n line(s) of the audit trail could not be read and are not shown:", nullptr,
              int(m_problems.size())) +
           QStringLiteral("\n• ") + m_problems.join(QStringLiteral("\n• "));
}

void AuditView::setFilterText(const QString& text)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    m_proxy->setFilterFixedString(text);
    updateCount();
}

void AuditView::updateCount()
{
    m_count->setText(tr("%1 of %n entries", nullptr, int(m_entries.size())).arg(m_proxy->rowCount()));
}

QList<g::AuditEntry> AuditView::visibleEntries() const
{
    QList<g::AuditEntry> out;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        out.append(m_entries.at(m_proxy->index(r, When).data(kEntryRole).toInt()));
    return out;
}

bool AuditView::exportJsonTo(const QString& path, QString* error) const
{
    return writeFile(path,
                     QJsonDocument(g::AuditLog::exportJson(visibleEntries())).toJson(QJsonDocument::Indented),
                     error);
}

bool AuditView::exportCsvTo(const QString& path, QString* error) const
{
    return writeFile(path, g::AuditLog::exportCsv(visibleEntries()).toUtf8(), error);
}

void AuditView::onExport(bool json)
{
    const QString path = QFileDialog::getSaveFileName(
        this, json ? tr("Export audit trail as JSON") : tr("Export audit trail as CSV"),
        json ? QStringLiteral("grants-audit.json") : QStringLiteral("grants-audit.csv"),
        json ? tr("JSON files (*.json)") : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = json ? exportJsonTo(path, &error) : exportCsvTo(path, &error);
    m_status->setText(ok ? tr("Exported %n entries to %1.", nullptr, m_proxy->rowCount()).arg(path)
                         : tr("Export failed: %1").arg(error));
}

} // namespace ui
} // namespace cloudly