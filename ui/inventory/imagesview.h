#pragma once

#include "core/api/cluster.h"
#include "core/api/deploymenttable.h"
#include "core/api/image.h"
#include "core/inventory/freshness.h"
#include "core/inventory/inventoryrefresher.h"
#include "ui/inventory/inventorypage.h"

#include <QHash>
#include <QSet>
#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace cloudly {
namespace core {
class AppSettings;
class FilterProxyModel;
class ImagesTableModel;
class PlatformMatrixModel;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ui {
class ColumnChooser;
class CopySupport;
class DetailPane;
class FilterBar;
class FreshnessBar;

// "Images & platforms". Top: the legacy images of getAllImages (name, location, versions; Cloudly's
// legacy image store has no OCI digests or platforms, and the view says so). Bottom: the platform matrix
// (PlatformMatrixModel): the OCI images the console knows platforms for — a service's current and
// requested image from preflight reports, or images from getImagePlatforms on a server that has it —
// against every platform listed plus the platforms the cluster nodes run (always shown). Under the matrix,
// the architecture cross-check names every node that runs a task whose image has no runnable platform
// for it (warning icon + text). Ctrl+C copies the image id or the cell's digest.
class ImagesView : public InventoryPage
{
    Q_OBJECT
public:
    ImagesView(core::InventoryRefresher* refresher, core::AppSettings* settings, const QString& profile,
               QWidget* parent = nullptr);
    ~ImagesView() override;

    QTableView* imagesTable() const { return m_imagesTable; }
    core::PlatformMatrixModel* matrixModel() const { return m_matrix; }
    QTableView* matrixTable() const { return m_matrixTable; }
    QLabel* platformNotice() const { return m_notice; }
    QLabel* platformWarningsLabel() const { return m_warnings; }
    QStringList platformWarnings() const { return m_warningLines; }
    ColumnChooser* imagesColumnChooser() const { return m_columns; }
    CopySupport* imagesCopySupport() const { return m_copy; }

    // Whether tasks of the matrix row `imageKey` run on a node of `platform` (a "✗ missing" cell that is
    // not needed reads "— (not needed)"). True when unknown.
    bool isPlatformNeeded(const QString& imageKey, const QString& platform) const;

    static QString viewName() { return QStringLiteral("images"); }
    static QString matrixViewName() { return QStringLiteral("platforms"); }

public Q_SLOTS:
    bool showImage(const QString& imageId);
    void setProfile(const QString& profile) override; // both column choosers

    void setImages(const QList<cloudly::core::Image>& images);
    void setClusters(const QList<cloudly::core::Cluster>& clusters);
    void setDeployments(const cloudly::core::DeploymentTable& deployments);
    void setImagePlatforms(const QList<cloudly::core::ImagePlatformInfo>& platforms);
    // Whether the server answers getImagePlatforms (changes the notice only).
    void setServerPlatformSupport(cloudly::core::InventoryRefresher::Support support);

protected:
    void changeEvent(QEvent* event) override; // the check's colours follow a light/dark palette switch

private:
    bool isUnneededMissing(const QModelIndex& proxyIndex) const;
    void updateNeededPlatforms();
    void updateMatrix();
    void updateCheck();
    void updateNotice();
    void onImageSelected();
    void onMatrixSelected();
    void showLegacyImage(const QString& imageId);
    void showMatrixCell(const QModelIndex& sourceIndex);

    core::InventoryRefresher* m_refresher;
    core::ImagesTableModel* m_images;
    core::FilterProxyModel* m_imagesProxy;
    core::PlatformMatrixModel* m_matrix;
    QSortFilterProxyModel* m_matrixProxy;
    QTableView* m_imagesTable;
    QTableView* m_matrixTable;
    QLabel* m_notice;
    QLabel* m_warnings;
    ColumnChooser* m_matrixColumns;
    CopySupport* m_matrixCopy;

    QList<core::Cluster> m_clusters;
    core::DeploymentTable m_deployments; // shared with the refresher
    QList<core::ImagePlatformInfo> m_platforms;
    QStringList m_warningLines;
    QHash<QString, QSet<QString>> m_neededPlatforms; // matrix row key -> platforms its tasks run on
    core::InventoryRefresher::Support m_support = core::InventoryRefresher::Support::Unknown;
    bool m_imagesFitted = false;
};

} // namespace ui
} // namespace cloudly