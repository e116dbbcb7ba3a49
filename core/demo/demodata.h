#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
// An immutable list of JSON objects kept in serialized (compact) form, indexed by `id`, with the whole
// array serialized once. Replies that return a full inventory splice the cached bytes instead of
// rebuilding tens of megabytes of JSON per request.
class DemoCollection
{
public:
    DemoCollection() { clear(); }
    void clear();
    void reserve(qsizetype count, qsizetype bytes = 0);
    // `json` must be one compact JSON object whose `id` is `id`.
    void append(const QString& id, QByteArrayView json);
    void append(const QJsonObject& object);

    qsizetype size() const { return m_items.size(); }
    bool isEmpty() const { return m_items.isEmpty(); }
    int indexOf(const QString& id) const { return m_index.value(id, -1); }
    bool contains(const QString& id) const { return m_index.contains(id); }
    const QString& idAt(int index) const { return m_ids.at(index); }
    const QStringList& ids() const { return m_ids; }
    // The item's compact JSON (a view into the cached array; valid until the next append/clear).
    QByteArrayView jsonAt(int index) const
    {
        const Item& item = m_items.at(index);
        return QByteArrayView(m_array.constData() + item.offset, item.length);
    }
    QJsonObject objectAt(int index) const;
    QJsonObject object(const QString& id) const; // empty when unknown

    // `[item,item,...]`: the items are stored in this one buffer, so it is always ready.
    const QByteArray& serializedArray() const { return m_array; }
    // `[...]` of the given items, in the given order.
    QByteArray serializedArray(const QList<int>& indexes) const;
    // Parses everything (tests and small collections only).
    QJsonArray toJsonArray() const;

private:
    struct Item
    {
        qsizetype offset = 0;
        qsizetype length = 0;
    };
    QStringList m_ids;
    QList<Item> m_items;
    QHash<QString, int> m_index;
    QByteArray m_array;
};

// The demo server's inventory: the bundled fixture (resources/fixtures/demo.json) and, on request, a large
// deterministic generated inventory on top of it. Collections are read-only once loaded; mutable state
// (issued identities, grants) lives in DemoAuth.
class DemoData
{
public:
    static QString defaultFixturePath() { return QStringLiteral(":/fixtures/demo.json"); }

    bool loadFile(const QString& path, QString* error = nullptr);
    bool loadJson(const QByteArray& json, QString* error = nullptr);
    bool load(const QJsonObject& fixture, QString* error = nullptr);

    // Extends the inventory to `services` services and `tasks` deployments in total (never fewer than the
    // fixture has). Generated deployments belong to generated services (`svc-gen-NNNN`, at least one is
    // generated when deployments are requested) and run on the fixture's nodes. The same arguments always
    // give byte-identical data.
    void generate(int services, int tasks);

    const DemoCollection& services() const { return m_services; }
    const DemoCollection& deployments() const { return m_deployments; }
    const DemoCollection& clusters() const { return m_clusters; }
    const DemoCollection& nodes() const { return m_nodes; }
    const DemoCollection& images() const { return m_images; }

    QList<int> deploymentsOfService(const QString& serviceId) const { return m_byService.value(serviceId); }
    QList<int> deploymentsOfNode(const QString& nodeId) const { return m_byNode.value(nodeId); }
    QList<int> nodesOfCluster(const QString& clusterId) const { return m_nodesByCluster.value(clusterId); }
    QString clusterOfNode(const QString& nodeId) const { return m_clusterOfNode.value(nodeId); }

    // Raw fixture sections (users carry passwords and tokens: never serve them).
    const QJsonArray& users() const { return m_users; }
    QJsonValue ociIndexes() const { return m_fixture.value(QLatin1String("ociIndexes")); }
    QJsonValue preflight() const { return m_fixture.value(QLatin1String("preflight")); }
    const QJsonObject& fixture() const { return m_fixture; }

    int fixtureServiceCount() const { return m_fixtureServices; }
    int fixtureDeploymentCount() const { return m_fixtureDeployments; }
    int generatedServiceCount() const { return static_cast<int>(m_services.size()) - m_fixtureServices; }
    int generatedDeploymentCount() const
    {
        return static_cast<int>(m_deployments.size()) - m_fixtureDeployments;
    }

private:
    QJsonObject m_fixture;
    QJsonArray m_users;
    DemoCollection m_services;
    DemoCollection m_deployments;
    DemoCollection m_clusters;
    DemoCollection m_nodes;
    DemoCollection m_images;
    QHash<QString, QList<int>> m_byService;
    QHash<QString, QList<int>> m_byNode;
    QHash<QString, QList<int>> m_nodesByCluster;
    QHash<QString, QString> m_clusterOfNode;
    int m_fixtureServices = 0;
    int m_fixtureDeployments = 0;
};

} // namespace core
} // namespace cloudly