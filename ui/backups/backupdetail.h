#pragma once

#include "core/api/backup.h"

#include <QCoreApplication>

class QTreeWidgetItem;

namespace cloudly {
namespace ui {
class DetailPane;

// Fills `pane` with one backup record: its fields, every snapshot, the replication evidence (target type
// and path, manifest path and SHA-256, object count, total size) and the restore history as a small
// timeline (oldest first, each event with its status icon), then every field as sent.
class BackupDetail
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::BackupDetail)
public:
    static void show(DetailPane* pane, const core::BackupRecord& record, const QString& serviceLabel,
                     qint64 nowMs);

private:
    static void addSnapshot(DetailPane* pane, QTreeWidgetItem* parent, const core::BackupSnapshot& snapshot);
};

} // namespace ui
} // namespace cloudly
