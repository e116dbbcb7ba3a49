#include "core/model/servicesmodel.h"

#include "core/filter/filterfields.h"
#include "core/util/logging.h"

#include <QCoreApplication>
#include <QSet>

namespace cloudly {
namespace core {
namespace {

QString orDash(const std::optional<QString>& value)
{
    return value && !value->isEmpty() ? *value : QStringLiteral("—");
}

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

QString domainText(const ServiceDomain& d)
{
    QString text = d.protocol ? *d.protocol + QStringLiteral("://") + d.name : d.name;
    if (d.port)
        text += QLatin1Char(':') + QString::number(*d.port);
    return text;
}

// Whether a row changed. Two raws kept as compact bytes (decodeServices) compare by their bytes without
// parsing them (and keeping the parse): equal objects serialize to equal compact JSON.
bool sameRaw(const LazyJsonObject& a, const LazyJsonObject& b)
{
    const JsonSlice* left = a.slice();
    const JsonSlice* right = b.slice();
    if (left && right)
        return left->view() == right->view();
    return a == b;
}

} // namespace

ServicesModel::ServicesModel(QObject* parent) : QAbstractTableModel(parent) {}

int ServicesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_services.size());
}

int ServicesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList ServicesModel::filterFieldNames()
{
    return {QStringLiteral("name"),     QStringLiteral("backup"),   QStringLiteral("id"),
            QStringLiteral("category"), QStringLiteral("strategy"), QStringLiteral("image"),
            QStringLiteral("replicas"), QStringLiteral("domains"),  QStringLiteral("ports")};
}

QVariant ServicesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == FilterFieldNameRole)
        return filterFieldNames().at(section);
    if (role == FilterFieldKindRole)
        return section == Replicas || section == Domains ? QStringLiteral("number") : QString();
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case Name:
            return tr("Name");
        case Id:
            return tr("ID");
        case Category:
            return tr("Category");
        case Strategy:
            return tr("Strategy");
        case Image:
            return tr("Image");
        case Replicas:
            return tr("Scale");
        case Domains:
            return tr("Domains");
        case Ports:
            return tr("Ports");
        case Backup:
            return tr("Backup");
        case ColumnCount:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Image:
            return tr("Image id and version");
        case Replicas:
            return tr("Scale factor, and the replica limit where one is set");
        case Domains:
            return tr("Number of domains routed to the service");
        case Ports:
            return tr("Web port, and how many custom domain ports there are");
        case Backup:
            return tr("Backup coverage: ok, failed, stale, uncovered or none; — when the service has nothing "
                      "to back up");
        default:
            break;
        }
    } else if (role == Qt::InitialSortOrderRole) {
        return QVariant::fromValue(Qt::AscendingOrder);
    }
    return {};
}

QHash<int, QByteArray> ServicesModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, "serviceId");
    names.insert(RawJsonRole, "rawJson");
    names.insert(SortRole, "sortKey");
    names.insert(CoverageRole, "coverage");
    return names;
}

QVariant ServicesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Service& service = m_services.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(service, index.column());
    case Qt::ToolTipRole:
        return toolTip(service, index.column());
    case IdRole:
        return service.id;
    case RawJsonRole:
        return service.raw;
    case SortRole:
        return sortKey(service, index.column());
    case CoverageRole: {
        const BackupCoverage* coverage = coverageOf(service.id);
        return coverage ? BackupCoverage::verdictName(coverage->verdict) : QString();
    }
    case FilterValueRole:
        if (index.column() == Backup) { // the wire word and the shown word; none when not checked
            const BackupCoverage* coverage = coverageOf(service.id);
            if (!coverage)
                return QStringLiteral("");
            return BackupCoverage::verdictName(coverage->verdict) + FilterExpression::kAlternative +
                   verdictText(coverage->verdict);
        }
        return filterValues(service, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Replicas || index.column() == Domains)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QString ServicesModel::imageText(const ServiceData& data)
{
    if (!data.imageId && !data.imageVersion)
        return QStringLiteral("—");
    return orDash(data.imageId) + QLatin1Char(':') + orDash(data.imageVersion);
}

QString ServicesModel::replicasText(const ServiceData& data)
{
    const QString scale = data.scaleFactor ? number(*data.scaleFactor) : QStringLiteral("—");
    if (!data.maxReplicas)
        return scale;
    return tr("%1 (max %2)").arg(scale).arg(*data.maxReplicas);
}

QString ServicesModel::portsText(const ServiceData& data)
{
    if (!data.ports)
        return QStringLiteral("—");
    const QString web = data.ports->web ? QString::number(*data.ports->web) : QStringLiteral("—");
    if (data.ports->custom.isEmpty())
        return web;
    return tr("%1 (+%n custom)", nullptr, int(data.ports->custom.size())).arg(web);
}

QVariant ServicesModel::display(const Service& service, int column) const
{
    const ServiceData& d = service.data;
    switch (Column(column)) {
    case Name:
        return d.name;
    case Id:
        return service.id;
    case Category:
        return orDash(d.serviceCategory);
    case Strategy:
        return orDash(d.deploymentStrategy);
    case Image:
        return imageText(d);
    case Replicas:
        return replicasText(d);
    case Domains:
        return static_cast<int>(d.domains.size());
    case Ports:
        return portsText(d);
    case Backup: {
        if (const BackupCoverage* coverage = coverageOf(service.id))
            return verdictText(coverage->verdict);
        return hasBackupVolumes(service) ? QString() : QStringLiteral("—");
    }
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ServicesModel::toolTip(const Service& service, int column) const
{
    const ServiceData& d = service.data;
    switch (Column(column)) {
    case Name:
        return d.description.value_or(d.name);
    case Category:
        if (d.serviceCategory == QLatin1String("base"))
            return tr("base: runs on every node");
        if (d.serviceCategory == QLatin1String("distributed"))
            return tr("distributed: runs on a limited set of nodes");
        if (d.serviceCategory == QLatin1String("workload"))
            return tr("workload: a user application");
        return d.serviceCategory ? tr("%1: unknown category").arg(*d.serviceCategory) : tr("no category");
    case Strategy:
        return d.balancingStrategy
                   ? tr("%1, balancing: %2").arg(orDash(d.deploymentStrategy), *d.balancingStrategy)
                   : orDash(d.deploymentStrategy);
    case Domains: {
        QStringList lines;
        for (const ServiceDomain& domain : d.domains)
            lines << domainText(domain);
        return lines.isEmpty() ? tr("no domains") : lines.join(QLatin1Char('\n'));
    }
    case Ports: {
        if (!d.ports)
            return tr("no ports");
        QStringList lines;
        if (d.ports->web)
            lines << tr("web: %1").arg(*d.ports->web);
        for (auto it = d.ports->custom.cbegin(); it != d.ports->custom.cend(); ++it)
            lines << tr("%1: %2").arg(it.key(), it.value());
        return lines.join(QLatin1Char('\n'));
    }
    case Backup: {
        if (const BackupCoverage* coverage = coverageOf(service.id)) {
            QStringList lines{tr("Backup coverage: %1").arg(verdictText(coverage->verdict))};
            lines += coverage->reasons;
            return lines.join(QLatin1Char('\n'));
        }
        if (!hasBackupVolumes(service))
            return tr("Nothing to back up: no volume with backup enabled");
        return m_coverageKnown ? tr("Not checked") : tr("Backup coverage unknown: backups are not loaded");
    }
    default:
        return display(service, column);
    }
}

QVariant ServicesModel::sortKey(const Service& service, int column) const
{
    const ServiceData& d = service.data;
    switch (Column(column)) {
    case Replicas:
        return d.scaleFactor.value_or(-1.0) * 1e6 + static_cast<double>(d.maxReplicas.value_or(0));
    case Domains:
        return static_cast<int>(d.domains.size());
    case Ports:
        return d.ports && d.ports->web ? *d.ports->web : static_cast<qint64>(-1);
    case Backup: { // worst first when ascending: failed, none, uncovered, stale, ok, unknown, nothing to do
        const BackupCoverage* coverage = coverageOf(service.id);
        if (!coverage)
            return hasBackupVolumes(service) ? 5 : 6;
        switch (coverage->verdict) {
        case BackupCoverage::Verdict::Failed:
            return 0;
        case BackupCoverage::Verdict::None:
            return 1;
        case BackupCoverage::Verdict::Uncovered:
            return 2;
        case BackupCoverage::Verdict::Stale:
            return 3;
        case BackupCoverage::Verdict::Ok:
            return 4;
        }
        return 5;
    }
    default:
        return display(service, column).toString().toLower();
    }
}

QVariant ServicesModel::filterValues(const Service& service, int column)
{
    const ServiceData& d = service.data;
    switch (Column(column)) {
    case Image: // image:<id>, image:<version> or image:<id>:<version>
        if (!d.imageId && !d.imageVersion)
            return QStringLiteral(""); // no value: matches no image: term
        return QStringList{d.imageId.value_or(QString()), d.imageVersion.value_or(QString()), imageText(d)}
            .join(FilterExpression::kAlternative);
    case Replicas: // the scale factor; none: no value (matches no replicas: term)
        return d.scaleFactor ? number(*d.scaleFactor) : QStringLiteral("");
    default:
        return {}; // the display text
    }
}

bool ServicesModel::hasBackupVolumes(const Service& service)
{
    for (const ServiceVolume& volume : service.data.volumes) {
        if (volume.effectiveBackup())
            return true;
    }
    return false;
}

QString ServicesModel::verdictText(BackupCoverage::Verdict verdict)
{
    switch (verdict) {
    case BackupCoverage::Verdict::Ok:
        return tr("ok");
    case BackupCoverage::Verdict::Failed:
        return tr("failed");
    case BackupCoverage::Verdict::Stale:
        return tr("stale");
    case BackupCoverage::Verdict::Uncovered:
        return tr("uncovered");
    case BackupCoverage::Verdict::None:
        return tr("none");
    }
    return {};
}

const BackupCoverage* ServicesModel::coverageOf(const QString& serviceId) const
{
    const auto it = m_coverage.constFind(serviceId);
    return it == m_coverage.cend() ? nullptr : &*it;
}

void ServicesModel::setCoverage(const std::optional<QList<BackupCoverage>>& coverage)
{
    QHash<QString, BackupCoverage> next;
    if (coverage) {
        for (const BackupCoverage& c : *coverage)
            next.insert(c.serviceId, c);
    }
    const bool known = coverage.has_value();
    const auto same = [](const BackupCoverage& a, const BackupCoverage& b) {
        return a.verdict == b.verdict && a.reasons == b.reasons;
    };
    bool changed = known != m_coverageKnown || next.size() != m_coverage.size();
    for (auto it = next.cbegin(); !changed && it != next.cend(); ++it) {
        const BackupCoverage* before = coverageOf(it.key());
        changed = !before || !same(*before, it.value());
    }
    m_coverage = std::move(next);
    m_coverageKnown = known;
    if (changed && !m_services.isEmpty())
        Q_EMIT dataChanged(index(0, Backup), index(static_cast<int>(m_services.size()) - 1, Backup));
}

int ServicesModel::rowOf(const QString& id) const
{
    if (m_rowsDirty) {
        m_rows.clear();
        m_rows.reserve(m_services.size());
        for (int row = 0; row < m_services.size(); ++row)
            m_rows.insert(m_services.at(row).id, row);
        m_rowsDirty = false;
    }
    return m_rows.value(id, -1);
}

void ServicesModel::setServices(const QList<Service>& incoming)
{
    QSet<QString> ids;
    ids.reserve(incoming.size());
    bool duplicates = false;
    for (const Service& s : incoming) {
        if (ids.contains(s.id)) {
            qCWarning(lcModel) << "services: duplicate id ignored:" << s.id;
            duplicates = true;
            continue;
        }
        ids.insert(s.id);
    }
    QList<Service> deduplicated;
    if (duplicates) {
        QSet<QString> seen;
        for (const Service& s : incoming) {
            if (!seen.contains(s.id)) {
                seen.insert(s.id);
                deduplicated.append(s);
            }
        }
    }
    const QList<Service>& services = duplicates ? deduplicated : incoming;

    removeMissing(ids);
    reorderLike(services);
    insertNew(services);
    updateChanged(services);
    // The rows are `services` now: hold that list itself (implicitly shared, e.g. with the refresher's)
    // rather than a copy of its elements.
    m_services = services;
}

void ServicesModel::removeMissing(const QSet<QString>& ids)
{
    // Bottom-up, one contiguous block at a time.
    int row = static_cast<int>(m_services.size()) - 1;
    while (row >= 0) {
        if (ids.contains(m_services.at(row).id)) {
            --row;
            continue;
        }
        const int last = row;
        while (row - 1 >= 0 && !ids.contains(m_services.at(row - 1).id))
            --row;
        beginRemoveRows({}, row, last);
        m_services.remove(row, last - row + 1);
        m_rowsDirty = true;
        endRemoveRows();
        --row;
    }
}

void ServicesModel::reorderLike(const QList<Service>& services)
{
    // Every current id is in `services` now; bring them into its relative order with row moves.
    QSet<QString> current;
    current.reserve(m_services.size());
    for (const Service& s : std::as_const(m_services))
        current.insert(s.id);
    QStringList target;
    target.reserve(m_services.size());
    for (const Service& s : services) {
        if (current.contains(s.id))
            target.append(s.id);
    }

    for (int i = 0; i < target.size(); ++i) {
        if (m_services.at(i).id == target.at(i))
            continue;
        int from = i + 1;
        while (m_services.at(from).id != target.at(i))
            ++from;
        // Move row `from` up to position `i`.
        beginMoveRows({}, from, from, {}, i);
        m_services.move(from, i);
        m_rowsDirty = true;
        endMoveRows();
    }
}

void ServicesModel::insertNew(const QList<Service>& services)
{
    if (m_services.isEmpty()) {
        if (!services.isEmpty()) {
            beginInsertRows({}, 0, int(services.size()) - 1);
            m_services = services; // shared, not copied
            m_rowsDirty = true;
            endInsertRows();
        }
        return;
    }
    QSet<QString> current;
    current.reserve(m_services.size());
    for (const Service& s : std::as_const(m_services))
        current.insert(s.id);
    int i = 0;
    while (i < services.size()) {
        if (current.contains(services.at(i).id)) {
            ++i;
            continue;
        }
        int end = i;
        while (end + 1 < services.size() && !current.contains(services.at(end + 1).id))
            ++end;
        beginInsertRows({}, i, end);
        for (int k = i; k <= end; ++k)
            m_services.insert(k, services.at(k));
        m_rowsDirty = true;
        endInsertRows();
        i = end + 1;
    }
}

void ServicesModel::updateChanged(const QList<Service>& services)
{
    Q_ASSERT(services.size() == m_services.size());
    int row = 0;
    while (row < services.size()) {
        if (sameRaw(m_services.at(row).raw, services.at(row).raw)) {
            ++row;
            continue;
        }
        const int first = row;
        while (row < services.size() && !sameRaw(m_services.at(row).raw, services.at(row).raw)) {
            m_services[row] = services.at(row);
            ++row;
        }
        Q_EMIT dataChanged(index(first, 0), index(row - 1, ColumnCount - 1));
    }
}

} // namespace core
} // namespace cloudly