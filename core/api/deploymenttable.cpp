#include "api/deploymenttable.h"

#include "model/tasksmodel.h"

#include <QJsonDocument>

namespace cloudly {
namespace core {

// First implementation: a list of Deployment values (the compact row store follows).
struct DeploymentTable::Data : QSharedData
{
    QList<Deployment> values;
    QList<QByteArray> idsUtf8;
};

namespace {
const DeploymentTable::Data& emptyData()
{
    static const DeploymentTable::Data* empty = [] {
        auto* d = new DeploymentTable::Data;
        d->ref.ref(); // never freed
        return d;
    }();
    return *empty;
}
} // namespace

DeploymentTable::DeploymentTable() : d(&emptyData()) {}
DeploymentTable::~DeploymentTable() = default;
DeploymentTable::DeploymentTable(const DeploymentTable& other) = default;
DeploymentTable::DeploymentTable(DeploymentTable&& other) noexcept = default;
DeploymentTable& DeploymentTable::operator=(const DeploymentTable& other) = default;
DeploymentTable& DeploymentTable::operator=(DeploymentTable&& other) noexcept = default;
DeploymentTable::DeploymentTable(QExplicitlySharedDataPointer<const Data> data) : d(std::move(data)) {}

DeploymentTable DeploymentTable::fromList(const QList<Deployment>& deployments)
{
    auto* data = new Data;
    data->values = deployments;
    data->idsUtf8.reserve(deployments.size());
    for (const Deployment& d : deployments)
        data->idsUtf8.append(d.id.toUtf8());
    return DeploymentTable(QExplicitlySharedDataPointer<const Data>(data));
}

qsizetype DeploymentTable::size() const
{
    return d ? d->values.size() : 0;
}

Deployment DeploymentTable::at(qsizetype row) const
{
    return d->values.at(row);
}

QList<Deployment> DeploymentTable::toList() const
{
    return d ? d->values : QList<Deployment>();
}

QString DeploymentTable::id(qsizetype row) const
{
    return d->values.at(row).id;
}

QByteArrayView DeploymentTable::idUtf8(qsizetype row) const
{
    return d->idsUtf8.at(row);
}

const QString& DeploymentTable::serviceId(qsizetype row) const
{
    return d->values.at(row).serviceId;
}

const QString& DeploymentTable::nodeId(qsizetype row) const
{
    return d->values.at(row).nodeId;
}

const QString& DeploymentTable::status(qsizetype row) const
{
    return d->values.at(row).status;
}

std::optional<QString> DeploymentTable::healthStatus(qsizetype row) const
{
    return d->values.at(row).healthStatus;
}

std::optional<QString> DeploymentTable::version(qsizetype row) const
{
    return d->values.at(row).version;
}

std::optional<QString> DeploymentTable::usedImageId(qsizetype row) const
{
    return d->values.at(row).usedImageId;
}

std::optional<QString> DeploymentTable::containerId(qsizetype row) const
{
    return d->values.at(row).containerId;
}

std::optional<qint64> DeploymentTable::deployedAt(qsizetype row) const
{
    return d->values.at(row).deployedAt;
}

bool DeploymentTable::hasResourceUsage(qsizetype row) const
{
    return d->values.at(row).resourceUsage.has_value();
}

std::optional<double> DeploymentTable::cpuUsagePercent(qsizetype row) const
{
    const auto& u = d->values.at(row).resourceUsage;
    return u ? u->cpuUsagePercent : std::nullopt;
}

std::optional<double> DeploymentTable::memoryUsedMB(qsizetype row) const
{
    const auto& u = d->values.at(row).resourceUsage;
    return u ? u->memoryUsedMB : std::nullopt;
}

qsizetype DeploymentTable::logLineCount(qsizetype row) const
{
    return d->values.at(row).deploymentLog.size();
}

quint64 DeploymentTable::fingerprint(qsizetype row) const
{
    return deploymentFingerprint(d->values.at(row));
}

QByteArray DeploymentTable::rawJson(qsizetype row) const
{
    const Deployment copy = d->values.at(row);
    if (const JsonSlice* slice = copy.raw.slice())
        return slice->view().toByteArray();
    return QJsonDocument(copy.raw.object()).toJson(QJsonDocument::Compact);
}

QJsonObject DeploymentTable::rawObject(qsizetype row) const
{
    const Deployment copy = d->values.at(row);
    return copy.raw.object();
}

DeploymentTable DeploymentTable::select(const QList<qsizetype>& rows) const
{
    auto* data = new Data;
    data->values.reserve(rows.size());
    data->idsUtf8.reserve(rows.size());
    for (qsizetype row : rows) {
        data->values.append(d->values.at(row));
        data->idsUtf8.append(d->idsUtf8.at(row));
    }
    return DeploymentTable(QExplicitlySharedDataPointer<const Data>(data));
}

DeploymentTable decodeDeploymentTable(const JsonSlice& response, DecodeErrors& errors)
{
    return DeploymentTable::fromList(decodeDeploymentsJson(response, errors));
}

} // namespace core
} // namespace cloudly
