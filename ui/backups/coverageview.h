#pragma once

#include "core/backup/coveragecheck.h"

#include <QTreeWidget>

namespace cloudly {
namespace ui {
// The backup coverage verdict per service (core/backup/coveragecheck): one row per checked service with
// the verdict as icon + word and every reason as a child row. Services with nothing to back up are not
// listed; the header row says when the check cannot run (no backups known).
class CoverageView : public QTreeWidget
{
    Q_OBJECT
public:
    explicit CoverageView(QWidget* parent = nullptr);

    void setCoverage(const QList<core::BackupCoverage>& coverage);
    // Nothing to check against: `reason` in place of the rows.
    void showUnavailable(const QString& reason);
    QString verdictOf(const QString& serviceId) const; // the wire word, "" when not listed

Q_SIGNALS:
    void serviceActivated(const QString& serviceId);

private:
    QHash<QString, QString> m_verdicts;
};

} // namespace ui
} // namespace cloudly
