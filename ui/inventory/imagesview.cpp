#include "ui/inventory/imagesview.h"
#include "ui/inventory/rowselection.h"

#include "core/filter/filterproxymodel.h"
#include "core/model/imagestablemodel.h"
#include "core/model/platformmatrixmodel.h"
#include "core/rules/platformcheck.h"
#include "core/util/datasize.h"
#include "core/util/timefmt.h"
#include "ui/detail/copysupport.h"
#include "ui/detail/detailpane.h"
#include "ui/features/statusdelegate.h"
#include "ui/inventory/columnchooser.h"
#include "ui/inventory/filterbar.h"
#include "ui/inventory/freshnessbar.h"
#include "ui/inventory/inventorytext.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cloudly {
namespace ui {
using core::PlatformMatrixModel;

namespace {

QLabel* heading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace

ImagesView::ImagesView(core::InventoryRefresher* refresher, core::AppSettings* settings,
                       const QString& profile, QWidget* parent)
    : InventoryPage(parent), m_refresher(refresher), m_images(new core::ImagesTableModel(this)),
      m_imagesProxy(new core::FilterProxyModel(this)), m_matrix(new PlatformMatrixModel(this)),
      m_matrixProxy(new QSortFilterProxyModel(this)), m_imagesTable(new QTableView(this)),
      m_matrixTable(new QTableView(this)), m_notice(new QLabel(this)), m_warnings(new QLabel(this))
{
    setObjectName(QStringLiteral("imagesView"));
    m_imagesProxy->setSourceModel(m_images);
    m_imagesProxy->setSortRole(core::ImagesTableModel::SortRole);
    m_matrixProxy->setSourceModel(m_matrix);
    m_matrixProxy->setSortRole(PlatformMatrixModel::SortRole);

    m_imagesTable->setObjectName(QStringLiteral("imagesTable"));
    m_imagesTable->setAccessibleName(tr("Images"));
    m_imagesTable->setModel(m_imagesProxy);
    setUpTable(m_imagesTable);
    m_imagesTable->setSortingEnabled(true);
    m_imagesTable->sortByColumn(core::ImagesTableModel::Name, Qt::AscendingOrder);
    m_imagesTable->horizontalHeader()->setStretchLastSection(true);

    m_matrixTable->setObjectName(QStringLiteral("platformMatrix"));
    m_matrixTable->setAccessibleName(tr("Platform matrix"));
    m_matrixTable->setAccessibleDescription(
        tr("OCI images against the platforms they offer and the nodes need"));
    m_matrixTable->setModel(m_matrixProxy);
    setUpTable(m_matrixTable);
    m_matrixTable->setSortingEnabled(true);
    m_matrixTable->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_matrixTable->sortByColumn(-1, Qt::AscendingOrder); // the order images were added
    m_matrixTable->horizontalHeader()->setStretchLastSection(false);
    m_matrixTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // The model marks a node platform "missing" for every image that lacks it; but an image only has to
    // run where its service's tasks run. A cell that is missing but not needed reads as not listed.
    auto* matrixDelegate = new StatusDelegate(
        [this](const QModelIndex& index) -> std::optional<Severity> {
            if (index.column() < PlatformMatrixModel::FirstPlatformColumn)
                return std::nullopt;
            if (isUnneededMissing(index))
                return Severity::Neutral;
            return platformStateSeverity(index.data(PlatformMatrixModel::StateRole).toString());
        },
        m_matrixTable);
    matrixDelegate->setTextOverride([this](const QModelIndex& index) -> std::optional<QString> {
        if (index.column() >= PlatformMatrixModel::FirstPlatformColumn && isUnneededMissing(index))
            return tr("not needed");
        return std::nullopt;
    });
    m_matrixTable->setItemDelegate(matrixDelegate);
    const int w = fontMetrics().averageCharWidth();
    m_matrixTable->horizontalHeader()->setDefaultSectionSize(w * 20);
    m_matrixTable->setColumnWidth(PlatformMatrixModel::ImageColumn, w * 34);
    m_matrixTable->setColumnWidth(PlatformMatrixModel::TypeColumn, w * 24);

    m_matrixColumns = new ColumnChooser(
        m_matrixTable->horizontalHeader(), settings, matrixViewName(), profile,
        [this](int column) -> QString {
            if (column == PlatformMatrixModel::ImageColumn)
                return QStringLiteral("image");
            if (column == PlatformMatrixModel::TypeColumn)
                return QStringLiteral("type");
            return m_matrix->headerData(column, Qt::Horizontal, PlatformMatrixModel::PlatformRole).toString();
        },
        this);
    m_matrixColumns->setPinnedColumns({QStringLiteral("image")});

    m_matrixCopy = new CopySupport(
        m_matrixTable,
        [](const QModelIndex& index) {
            QList<CopyEntry> entries;
            if (!index.isValid())
                return entries;
            const QString digest = index.data(PlatformMatrixModel::DigestRole).toString();
            if (index.column() >= PlatformMatrixModel::FirstPlatformColumn)
                entries << CopyEntry{tr("Copy platform manifest digest"), digest};
            else
                entries << CopyEntry{tr("Copy index digest"), digest};
            const QString platform = index.data(PlatformMatrixModel::PlatformRole).toString();
            if (!platform.isEmpty())
                entries << CopyEntry{tr("Copy platform"), platform};
            entries << CopyEntry{tr("Copy image"),
                                 index.siblingAtColumn(PlatformMatrixModel::ImageColumn).data().toString()};
            return entries;
        },
        this);

    m_notice->setTextFormat(Qt::PlainText); // server text: plain, never rich text
    m_notice->setObjectName(QStringLiteral("platformNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->setObjectName(QStringLiteral("platformWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->setTextFormat(Qt::RichText);

    auto* imagesBox = new QWidget(this);
    auto* imagesLayout = new QVBoxLayout(imagesBox);
    imagesLayout->setContentsMargins(0, 0, 0, 0);
    imagesLayout->addWidget(
        heading(tr("Images (legacy image store: versions only, no OCI digests or platforms)"), imagesBox));
    imagesLayout->addWidget(m_imagesTable, 1);

    auto* matrixBox = new QWidget(this);
    auto* matrixLayout = new QVBoxLayout(matrixBox);
    matrixLayout->setContentsMargins(0, 0, 0, 0);
    matrixLayout->addWidget(heading(tr("OCI platforms"), matrixBox));
    matrixLayout->addWidget(m_notice);
    matrixLayout->addWidget(m_matrixTable, 1);
    matrixLayout->addWidget(m_warnings);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(imagesBox);
    left->addWidget(matrixBox);
    left->setChildrenCollapsible(false);
    left->setStretchFactor(0, 2);
    left->setStretchFactor(1, 3);

    Parts parts;
    parts.name = viewName();
    parts.view = m_imagesTable;
    parts.setProxy(m_imagesProxy);
    parts.countText = [](int shown, int total) {
        return shown == total ? tr("%n image(s)", nullptr, total)
                              : tr("%1 of %n image(s)", nullptr, total).arg(shown);
    };
    parts.placeholder = tr("Filter images, e.g. location:external versions:>1 webapp");
    parts.columnIds = core::ImagesTableModel::columnIds();
    parts.pinnedColumn = QStringLiteral("name");
    parts.copy = [](const QModelIndex& index) {
        QList<CopyEntry> entries;
        if (!index.isValid())
            return entries;
        entries << CopyEntry{tr("Copy image ID"), index.data(core::ImagesTableModel::IdRole).toString()}
                << CopyEntry{tr("Copy name"),
                             index.siblingAtColumn(core::ImagesTableModel::Name).data().toString()}
                << CopyEntry{tr("Copy cell text"), index.data().toString()};
        return entries;
    };
    parts.back = false;
    parts.content = left;
    parts.contentStretch = 3;
    parts.detailStretch = 2;
    parts.contentChars = 110;
    parts.detailChars = 72;
    buildPage(parts, settings, profile);

    connect(m_imagesTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ImagesView::onImageSelected);
    connect(m_matrixTable->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ImagesView::onMatrixSelected);
    m_detail->showPlaceholder(tr("Select an image or a platform cell to see all of its fields."));
    updateNotice();
    updateCheck();

    if (m_refresher) {
        connect(m_refresher, &core::InventoryRefresher::imagesUpdated, this, &ImagesView::setImages);
        connect(m_refresher, &core::InventoryRefresher::clustersUpdated, this, &ImagesView::setClusters);
        connect(m_refresher, &core::InventoryRefresher::deploymentsUpdated, this,
                &ImagesView::setDeployments);
        connect(m_refresher, &core::InventoryRefresher::imagePlatformsUpdated, this, [this] {
            setServerPlatformSupport(m_refresher->imagePlatformsSupport());
            setImagePlatforms(m_refresher->imagePlatforms());
        });
        const auto updateFreshness = [this] {
            setFreshness(m_refresher->freshness(core::InventoryRefresher::Resource::Images));
            setServerPlatformSupport(m_refresher->imagePlatformsSupport());
        };
        connect(m_refresher, &core::InventoryRefresher::freshnessChanged, this, updateFreshness);
        setImages(m_refresher->images());
        setClusters(m_refresher->clusters());
        setDeployments(m_refresher->deployments());
        setImagePlatforms(m_refresher->imagePlatforms());
        updateFreshness();
    }
}

ImagesView::~ImagesView() = default;

void ImagesView::setProfile(const QString& profile)
{
    InventoryPage::setProfile(profile);
    m_matrixColumns->setProfile(profile);
}

void ImagesView::setServerPlatformSupport(core::InventoryRefresher::Support support)
{
    if (support == m_support)
        return;
    m_support = support;
    updateNotice();
}

void ImagesView::setImages(const QList<core::Image>& images)
{
    m_images->setImages(images);
    m_filterBar->updateCount();
    if (!m_imagesFitted && !images.isEmpty()) { // once every row of the first load is there
        m_imagesFitted = true;
        m_imagesTable->resizeColumnsToContents();
        const int cap = fontMetrics().averageCharWidth() * 44;
        for (int c = 0; c < core::ImagesTableModel::ColumnCount; ++c)
            m_imagesTable->setColumnWidth(c, std::min(m_imagesTable->columnWidth(c) + 12, cap));
    }
    if (!m_detail->currentKey().isEmpty() && m_detail->currentKey().startsWith(QLatin1String("image:")))
        showLegacyImage(m_detail->currentKey().mid(6));
}

void ImagesView::setClusters(const QList<core::Cluster>& clusters)
{
    m_clusters = clusters;
    QStringList platforms;
    for (const core::Cluster& c : clusters) {
        for (const core::ClusterNode& n : c.data.nodes) {
            const QString p = core::PlatformCheck::nodePlatform(n);
            if (!p.isEmpty() && !platforms.contains(p))
                platforms << p;
        }
    }
    m_matrix->setRequiredPlatforms(platforms);
    updateCheck();
    updateNotice();
}

void ImagesView::setDeployments(const core::DeploymentTable& deployments)
{
    m_deployments = deployments;
    updateCheck();
}

void ImagesView::setImagePlatforms(const QList<core::ImagePlatformInfo>& platforms)
{
    m_platforms = platforms;
    updateMatrix();
    updateCheck();
    updateNotice();
}

void ImagesView::updateMatrix()
{
    QList<core::PlatformMatrixImage> rows;
    rows.reserve(m_platforms.size());
    for (const core::ImagePlatformInfo& info : std::as_const(m_platforms))
        rows.append(info.image);
    m_matrix->setImages(rows);
}

bool ImagesView::isUnneededMissing(const QModelIndex& proxyIndex) const
{
    if (proxyIndex.data(PlatformMatrixModel::StateRole).toString() != QLatin1String("missing"))
        return false;
    const QModelIndex source = m_matrixProxy->mapToSource(proxyIndex);
    if (source.row() < 0 || source.row() >= m_matrix->images().size())
        return false;
    return !isPlatformNeeded(m_matrix->images().at(source.row()).key(),
                             proxyIndex.data(PlatformMatrixModel::PlatformRole).toString());
}

bool ImagesView::isPlatformNeeded(const QString& imageKey, const QString& platform) const
{
    const auto needed = m_neededPlatforms.constFind(imageKey);
    if (needed == m_neededPlatforms.constEnd())
        return true; // nothing known about where it runs: keep the model's verdict
    return needed->contains(platform);
}

void ImagesView::updateNeededPlatforms()
{
    // image row key -> the platforms of the nodes that run its service's tasks (or, for server entries,
    // the tasks that use that image).
    QHash<QString, QString> platformOfNode;
    for (const core::Cluster& c : std::as_const(m_clusters)) {
        for (const core::ClusterNode& n : c.data.nodes)
            platformOfNode.insert(n.id, core::PlatformCheck::nodePlatform(n));
    }
    m_neededPlatforms.clear();
    if (m_platforms.isEmpty())
        return;
    QHash<QString, QSet<QString>> byService; // one pass over the tasks, however many images there are
    QHash<QString, QSet<QString>> byImage;
    for (qsizetype row = 0; row < m_deployments.size(); ++row) {
        const QString platform = platformOfNode.value(m_deployments.nodeId(row));
        if (platform.isEmpty())
            continue;
        byService[m_deployments.serviceId(row)].insert(platform);
        if (const std::optional<QString> image = m_deployments.usedImageId(row))
            byImage[*image].insert(platform);
    }
    for (const core::ImagePlatformInfo& info : std::as_const(m_platforms)) {
        m_neededPlatforms.insert(info.image.key(), info.source == core::ImagePlatformInfo::Source::Server
                                                       ? byImage.value(info.imageId)
                                                       : byService.value(info.serviceId));
    }
    m_matrixTable->viewport()->update();
}

void ImagesView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateCheck();
}

void ImagesView::updateCheck()
{
    updateNeededPlatforms();
    m_warningLines.clear();
    if (m_platforms.isEmpty()) {
        m_warnings->setVisible(false);
        return;
    }
    QHash<QString, QString> names;
    for (const core::Image& i : m_images->images())
        names.insert(i.id, i.displayName());
    const core::PlatformCheckInput in = core::preparePlatformCheck(m_deployments, m_platforms, names);
    for (const core::NodePlatformWarning& node : core::PlatformCheck::check(m_clusters, m_deployments, in)) {
        for (const QString& line : node.warnings)
            m_warningLines << tr("Node %1 (%2): %3").arg(node.nodeName, node.platform, line);
    }
    if (m_warningLines.isEmpty()) {
        const QColor ok = severityColor(Severity::Ok, palette());
        m_warnings->setText(QStringLiteral("<span style=\"color:%1\">%2</span>")
                                .arg(ok.name(), tr("✓ Architecture check: every node can run the OCI images "
                                                   "known for its tasks.")
                                                    .toHtmlEscaped()));
    } else {
        const QColor warn = severityColor(Severity::Warning, palette());
        QString html =
            QStringLiteral("<span style=\"color:%1\"><b>%2</b></span><br>")
                .arg(warn.name(), tr("⚠ Architecture check: %n node(s) cannot run the image of a task",
                                     nullptr, int(m_warningLines.size()))
                                      .toHtmlEscaped());
        QStringList items;
        for (const QString& line : std::as_const(m_warningLines))
            items << QStringLiteral("⚠ ") + line.toHtmlEscaped();
        html += items.join(QStringLiteral("<br>"));
        m_warnings->setText(html);
    }
    m_warnings->setVisible(true);
}

void ImagesView::updateNotice()
{
    QString text;
    if (m_platforms.isEmpty()) {
        text =
            tr("No OCI platform data yet. Cloudly 12 reports OCI platforms and per-platform digests only in "
               "deployment preflight reports, so this matrix fills as preflights are run (Preflight page, or "
               "cloudlyctl preflight). The legacy images above carry no OCI data.");
    } else {
        QSet<QString> reported; // services with a preflight report
        int server = 0;
        QDateTime latest;
        for (const core::ImagePlatformInfo& info : std::as_const(m_platforms)) {
            if (info.source == core::ImagePlatformInfo::Source::PreflightReport)
                reported.insert(info.serviceId);
            if (info.source == core::ImagePlatformInfo::Source::Server)
                ++server;
            if (!latest.isValid() || info.observedAt > latest)
                latest = info.observedAt;
        }
        const QString when = core::displayTime(latest);
        const int reports = static_cast<int>(reported.size());
        text = server > 0
                   ? tr("Rows: OCI images from %n preflight report(s) and from getImagePlatforms, as of %1. ",
                        nullptr, reports)
                         .arg(when)
                   : tr("Rows: OCI images from %n preflight report(s) (current and requested image), as of "
                        "%1; not refreshed by polling. ",
                        nullptr, reports)
                         .arg(when);
        text += tr("\"✗ missing\": a node that runs the image's service has that platform, but the image "
                   "cannot run there.");
    }
    QStringList nodePlatforms;
    for (const core::Cluster& c : std::as_const(m_clusters)) {
        for (const core::ClusterNode& n : c.data.nodes) {
            const QString p = core::PlatformCheck::nodePlatform(n);
            if (!p.isEmpty() && !nodePlatforms.contains(p))
                nodePlatforms << p;
        }
    }
    if (!nodePlatforms.isEmpty())
        text += QLatin1Char(' ') + tr("Your nodes run: %1.").arg(nodePlatforms.join(QStringLiteral(", ")));
    if (m_support == core::InventoryRefresher::Support::Unsupported)
        text += QLatin1Char(' ') + tr("(This server has no getImagePlatforms request.)");
    m_notice->setText(text);
}

bool ImagesView::showImage(const QString& imageId)
{
    const int row = m_images->rowOf(imageId);
    if (row < 0)
        return false;
    QModelIndex index = m_imagesProxy->mapFromSource(m_images->index(row, 0));
    if (!index.isValid()) {
        setFilterText(QString());
        index = m_imagesProxy->mapFromSource(m_images->index(row, 0));
    }
    selectRow(m_imagesTable, index);
    return true;
}

void ImagesView::onImageSelected()
{
    const QModelIndexList rows = m_imagesTable->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    m_matrixTable->selectionModel()->clear();
    showLegacyImage(rows.first().data(core::ImagesTableModel::IdRole).toString());
}

void ImagesView::onMatrixSelected()
{
    const QModelIndex current = m_matrixTable->selectionModel()->currentIndex();
    if (!current.isValid())
        return;
    {
        const QSignalBlocker block(m_imagesTable->selectionModel());
        m_imagesTable->selectionModel()->clear();
    }
    m_imagesTable->viewport()->update();
    showMatrixCell(m_matrixProxy->mapToSource(current));
}

void ImagesView::showLegacyImage(const QString& imageId)
{
    const int row = m_images->rowOf(imageId);
    if (row < 0) {
        m_detail->showPlaceholder(tr("Image %1 is no longer on the server.").arg(imageId));
        return;
    }
    const core::Image& image = m_images->imageAt(row);
    m_detail->begin(QStringLiteral("image:") + image.id, tr("Image %1").arg(image.displayName()));
    QTreeWidgetItem* s = m_detail->section(tr("Image"));
    m_detail->addRow(s, tr("Name"), image.displayName());
    m_detail->addRow(s, tr("ID"), image.id);
    m_detail->addRow(s, tr("Description"), image.data.description.value_or(QStringLiteral("—")));
    m_detail->addRow(s, tr("Location"), core::ImagesTableModel::locationText(image));
    m_detail->addRow(s, tr("OCI platforms"), tr("not in the legacy image store (see the platform matrix)"));
    QTreeWidgetItem* versions = m_detail->section(tr("Versions (%1)").arg(image.data.versions.size()));
    for (const core::ImageVersion& v : image.data.versions) {
        QStringList parts;
        if (v.size)
            parts << core::formatBytes(*v.size);
        if (v.createdAt)
            parts << core::displayTimeMinutes(QDateTime::fromMSecsSinceEpoch(*v.createdAt));
        if (v.storagePath)
            parts << *v.storagePath;
        m_detail->addRow(versions, v.versionString, parts.join(QStringLiteral(" · ")));
    }
    if (image.data.versions.isEmpty())
        m_detail->addRow(versions, tr("(no stored version)"), QString());
    QTreeWidgetItem* all = m_detail->section(tr("All fields, as sent by the server"));
    m_detail->addJson(all, image.raw);
    all->setExpanded(false);
    m_detail->end();
}

void ImagesView::showMatrixCell(const QModelIndex& index)
{
    const int row = index.row();
    if (row < 0 || row >= m_matrix->images().size())
        return;
    const core::PlatformMatrixImage& image = m_matrix->images().at(row);
    core::ImagePlatformInfo info;
    for (const core::ImagePlatformInfo& i : std::as_const(m_platforms)) {
        if (i.image.key() == image.key()) {
            info = i;
            break;
        }
    }
    const bool cell = index.column() >= PlatformMatrixModel::FirstPlatformColumn;
    const QString platform = cell ? index.data(PlatformMatrixModel::PlatformRole).toString() : QString();
    const QString key = QStringLiteral("matrix:") + image.key() + QLatin1Char('|') + platform;
    if (cell) {
        const QString state = index.data(PlatformMatrixModel::StateRole).toString();
        m_detail->begin(key, tr("%1 on %2").arg(image.key(), platform),
                        severityIcon(platformStateSeverity(state)));
        QTreeWidgetItem* s = m_detail->section(tr("Platform"));
        m_detail->addRow(s, tr("Platform"), platform);
        m_detail->addStatusRow(s, tr("State"), index.data(Qt::DisplayRole).toString(),
                               platformStateSeverity(state));
        m_detail->addRow(s, tr("Manifest digest"),
                         index.data(PlatformMatrixModel::DigestRole).toString().isEmpty()
                             ? QStringLiteral("—")
                             : index.data(PlatformMatrixModel::DigestRole).toString());
        const bool required =
            m_matrix->headerData(index.column(), Qt::Horizontal, PlatformMatrixModel::RequiredRole).toBool();
        m_detail->addRow(s, tr("Nodes of this platform"), required ? tr("yes") : tr("no"));
        m_detail->addRow(s, tr("Its tasks run there"),
                         isPlatformNeeded(image.key(), platform) ? tr("yes (or unknown)") : tr("no"));
        const QJsonObject raw = index.data(PlatformMatrixModel::RawJsonRole).toJsonObject();
        if (!raw.isEmpty()) {
            QTreeWidgetItem* all = m_detail->section(tr("Platform descriptor, as reported"));
            m_detail->addJson(all, raw);
        }
    } else {
        m_detail->begin(key, tr("OCI image %1").arg(image.key()));
    }
    QTreeWidgetItem* img = m_detail->section(tr("OCI image"));
    m_detail->addRow(img, tr("Image"), image.key());
    m_detail->addRow(img, tr("Digest"), image.digest.isEmpty() ? QStringLiteral("—") : image.digest);
    m_detail->addRow(img, tr("Type"),
                     image.mediaType.isEmpty() ? tr("unknown")
                                               : PlatformMatrixModel::mediaTypeLabel(image.mediaType));
    m_detail->addRow(img, tr("Media type"),
                     image.mediaType.isEmpty() ? QStringLiteral("—") : image.mediaType);
    if (!info.key.isEmpty()) {
        const QString source = info.source == core::ImagePlatformInfo::Source::Server
                                   ? tr("getImagePlatforms (image %1)").arg(info.imageId)
                                   : tr("preflight report of service %1 (%2 image)")
                                         .arg(info.serviceId, info.current ? tr("current") : tr("requested"));
        m_detail->addRow(img, tr("Source"), source);
        m_detail->addRow(img, tr("Observed"), core::displayTime(info.observedAt));
    }
    QTreeWidgetItem* platforms = m_detail->section(tr("Platforms (%1)").arg(image.platforms.size()));
    for (const core::OciPlatformDescriptorSummary& p : image.platforms) {
        const Severity sev = p.runnable && p.manifestPresent ? Severity::Ok
                             : p.runnable                    ? Severity::Error
                                                             : Severity::Neutral;
        QTreeWidgetItem* item = m_detail->addStatusRow(
            platforms, PlatformMatrixModel::platformKey(p),
            p.runnable && p.manifestPresent ? tr("runnable")
                                            : (p.runnable ? tr("manifest missing") : tr("not runnable")),
            sev);
        if (p.digest)
            m_detail->addRow(item, tr("Digest"), *p.digest);
    }
    if (!info.raw.isEmpty()) {
        QTreeWidgetItem* all = m_detail->section(tr("All fields, as reported"));
        m_detail->addJson(all, info.raw);
        all->setExpanded(false);
    }
    m_detail->end();
}

} // namespace ui
} // namespace cloudly