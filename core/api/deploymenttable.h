#pragma once

#include "core/api/deployment.h"

#include <QByteArrayView>
#include <QExplicitlySharedDataPointer>
#include <QList>

namespace cloudly {
namespace core {
struct ScannedJson;   // json/scannedjson.h
struct DeploymentRow; // api/deploymenttable_p.h

// The runtime tasks of one getDeployments reply (or of any list of deployments) in a compact, immutable,
// implicitly shared form: the currency between the decoder, the refresher, the models, the alert engine, the
// offline cache and the CLI. 100k tasks are a table, not 100k Deployment values.
//
// A row decoded from reply bytes costs at most 64 bytes plus the reply bytes it points into, and no heap
// allocation of its own: the id, the container id and the raw JSON stay in the reply; repeated values
// (service, node, status, health, version, image) are shared strings of a per-table pool. Rows that were not
// decoded from bytes (fromList(), or elements the fast decoder hands to the QJsonObject decoder) are kept as
// Deployment values inside the table and read through the same accessors.
//
// Copies are one reference count. Every read is const and thread-safe (the table has no lazy state; at()
// builds a new Deployment whose raw / log / usage are lazy slices of their own).
class DeploymentTable
{
public:
    DeploymentTable();
    ~DeploymentTable();
    DeploymentTable(const DeploymentTable& other);
    DeploymentTable(DeploymentTable&& other) noexcept;
    DeploymentTable& operator=(const DeploymentTable& other);
    DeploymentTable& operator=(DeploymentTable&& other) noexcept;

    // A table holding these deployments as values (tests, the demo data, the offline cache, small replies).
    static DeploymentTable fromList(const QList<Deployment>& deployments);

    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }

    // The whole deployment, built on demand (raw, deploymentLog and resourceUsage.raw stay lazy slices).
    Deployment at(qsizetype row) const;
    QList<Deployment> toList() const;

    // Field reads without building a Deployment. Optional fields absent from the object are nullopt.
    QString id(qsizetype row) const;            // a new QString for rows decoded from bytes
    QByteArrayView idUtf8(qsizetype row) const; // the id as UTF-8, no allocation; valid while the table lives
    const QString& serviceId(qsizetype row) const;
    const QString& nodeId(qsizetype row) const;
    const QString& status(qsizetype row) const;
    std::optional<QString> healthStatus(qsizetype row) const;
    // The same without a copy (null when absent; valid while the table lives): for passes over every row.
    const QString* healthStatusIfSet(qsizetype row) const;
    std::optional<QString> version(qsizetype row) const;
    std::optional<QString> usedImageId(qsizetype row) const;
    std::optional<QString> containerId(qsizetype row) const;
    std::optional<qint64> deployedAt(qsizetype row) const;
    bool hasResourceUsage(qsizetype row) const;
    std::optional<double> cpuUsagePercent(qsizetype row) const;
    std::optional<double> memoryUsedMB(qsizetype row) const;
    qsizetype logLineCount(qsizetype row) const;

    // The row's content fingerprint (see deploymentFingerprint() below: the hash of the
    // bytes it was decoded from, else of its fields). Equal fingerprints, unchanged row. Not stable across
    // processes.
    quint64 fingerprint(qsizetype row) const;
    // Same id and same fingerprint as row `otherRow` of `other` (an unchanged deployment). For two rows
    // decoded from bytes only the rows are read: their fingerprint is the hash of bytes that include the id.
    bool isSameRow(qsizetype row, const DeploymentTable& other, qsizetype otherRow) const;

    // The server's object exactly as sent: as compact JSON bytes (a copy of the reply's bytes for rows
    // decoded from bytes; --format json, the offline cache) and parsed.
    QByteArray rawJson(qsizetype row) const;
    QJsonObject rawObject(qsizetype row) const;
    // A row decoded from bytes: its element exactly as received, a view of the reply (no copy; valid while
    // the table lives). A value row or a packed table: empty (rawJson() has its bytes). --format json
    // writes these.
    QByteArrayView sourceJson(qsizetype row) const;

    // This table packed for keeping (the console's inventory, polled all day): the rows and pools as they
    // are, without the reply. Each byte row keeps its id and its element compressed with zstd, with one
    // dictionary for the table (about a quarter of the bytes, read back exactly). A row that `previous`
    // (a packed table) holds unchanged — same id, same fingerprint — keeps its compressed bytes, shared with
    // `previous` (no copy), so a poll that changed 1 % compresses and adds 1 % (the dictionary is
    // `previous`'s). Value rows keep no slice of the
    // reply. Reads give what this table gives, except sourceJson() (empty: no reply to point into). A
    // table without byte rows, or packed already, is returned as it is.
    DeploymentTable packed(const DeploymentTable& previous = DeploymentTable()) const&;
    DeploymentTable packed(const DeploymentTable& previous = DeploymentTable()) &&; // the rows are moved
    bool isPacked() const;
    // The element bytes the table holds: the reply's size, or the packed records' (benchmarks, logs).
    qsizetype elementBytes() const;

    // The given rows of this table, in that order (may repeat or drop rows), sharing its bytes and pool:
    // how TasksModel keeps its row order across refreshes without copying deployments.
    DeploymentTable select(const QList<qsizetype>& rows) const;

    struct Data; // private (core/api/deploymenttable.cpp, core/ingest/*)

    // For passes that only count (the overview): rows [first, first + count) as indexes into the table's
    // pools (poolStrings()), so a pass counts per index and reads each text once. A value row (fromList(),
    // elements the QJsonObject decoder took) has none: `service` is kValueRow, read it through the
    // accessors above. Returns the rows written to `out`. isSharedWith(): the same data (a copy of
    // `other`: nothing changed since).
    struct PoolIndexes
    {
        static constexpr quint32 kValueRow = 0xffffffffu;
        static constexpr quint8 kNoHealth = 0xff;
        quint32 service = kValueRow;
        quint8 status = 0;
        quint8 health = kNoHealth;
    };
    struct PoolStrings
    {
        const QList<QString>* statuses;
        const QList<QString>* healths;
        const QList<QString>* services;
    };
    qsizetype poolIndexes(qsizetype first, PoolIndexes* out, qsizetype count) const;
    PoolStrings poolStrings() const;
    bool isSharedWith(const DeploymentTable& other) const { return d == other.d; }

private:
    explicit DeploymentTable(QExplicitlySharedDataPointer<const Data> data);
    static DeploymentTable packTable(const Data& data, QList<DeploymentRow> rows,
                                     const DeploymentTable& previous);
    QExplicitlySharedDataPointer<const Data> d;
    friend DeploymentTable decodeDeploymentTable(const JsonSlice& response, DecodeErrors& errors);
    friend DeploymentTable decodeDeploymentTable(const ScannedJson& response, DecodeErrors& errors);
};

// Built from reply bytes by decodeDeploymentTable() (ingest/deploymentingest.h).

// A cheap 64-bit fingerprint of a deployment's content: for a deployment decoded from bytes
// (decodeDeploymentsJson) whose `raw` is still that slice, the hash of those bytes (Deployment::sourceHash);
// otherwise a hash of the typed fields, presence of optionals, the log's
// length, first and last line) plus, when the object carries keys the console does not model, the whole
// raw JSON. The id is not part of it (rows are matched by id first). Equal fingerprints: the row does not
// need a refresh. Not stable across processes.
quint64 deploymentFingerprint(const Deployment& deployment);

} // namespace core
} // namespace cloudly
