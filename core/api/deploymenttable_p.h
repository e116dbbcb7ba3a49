#pragma once

// Internal to DeploymentTable (core/api/deploymenttable.cpp) and its byte decoder
// (core/ingest/deploymentingest.cpp).
#include "core/api/deploymenttable.h"

#include <QSharedData>

#include <cmath>
#include <limits>
#include <memory>
#include <type_traits>

namespace cloudly {
namespace core {

// One row of a DeploymentTable: 64 bytes, plain data, no heap allocation of its own.
//
// A row decoded from bytes (`length` > 0) points into the table's source (the reply): the element is
// source[offset, offset + length); the id, container id, log and resource usage are found at offsets
// relative to the element's first byte. Every string in such an element is known to have no escape and no
// control character (the decoder hands anything else to the QJsonObject decoder), so their ends are the
// next quote, and the ends of the log array and the usage object follow from counting brackets outside
// strings. Repeated strings are indexes into the table's pools. Absent values: kNone / kNoInteger / NaN
// (JSON has no NaN) / a zero offset (no member starts at the element's `{`).
//
// A row of a packed table (DeploymentTable::packed()) has the same fields, but its element is not in a
// reply: `offset` is where its record starts in the table's packed segments (see PackedSegments) — the
// id, a NUL (no string of a byte row has a control character), then the element as one zstd frame — and
// the offsets relative to the element hold for the element once it is decompressed.
//
// A value row (`length` == 0) is `values[offset]` (fromList(), elements the QJsonObject decoder decoded);
// only `hash` (its fingerprint) is used besides.
struct DeploymentRow
{
    static constexpr quint32 kNone24 = 0xffffffu; // also the limit of a pool (larger: a value row)
    static constexpr quint32 kLong8 = 0xffu;
    static constexpr quint32 kNone8 = 0xffu;
    static constexpr qint64 kNoInteger = std::numeric_limits<qint64>::min();

    quint64 hash = 0;               // the element's bytes (fingerprint; values: see above)
    qint64 deployedAt = kNoInteger; // ms since epoch
    double cpu = std::numeric_limits<double>::quiet_NaN();    // resourceUsage.cpuUsagePercent
    double memory = std::numeric_limits<double>::quiet_NaN(); // resourceUsage.memoryUsedMB
    quint32 offset = 0;             // element start in the source, or index into `values`
    quint32 length = 0;             // element length; 0: a value row
    quint32 service : 24 = 0;       // index into pools.services
    quint32 idLength : 8 = 0;       // kLong8: 255 bytes or more (the id ends at the next quote)
    quint32 node : 24 = 0;          // index into pools.nodes
    quint32 status : 8 = 0;         // index into pools.statuses
    quint32 image : 24 = kNone24;   // index into pools.images, kNone24: absent
    quint32 health : 8 = kNone8;    // index into pools.healths, kNone8: absent
    quint32 version : 24 = kNone24; // index into pools.versions, kNone24: absent
    quint32 logCount : 8 = 0;       // lines in the log; kLong8: 255 or more (counted on read)
    quint16 idOffset = 0;           // the id's first byte (after the quote)
    quint16 containerOffset = 0;    // the container id's first byte, 0: absent
    quint16 logOffset = 0;          // the log's `[`, 0: absent
    quint16 usageOffset = 0;        // resourceUsage's `{`, 0: absent

    bool isValue() const { return length == 0; }
};
static_assert(sizeof(DeploymentRow) == 64 && std::is_trivially_copyable_v<DeploymentRow>,
              "a row of a deployment table is at most 64 bytes");

// The strings rows name by index. Status and health are seeded with the contract's values as string
// literals (copies share static data: no reference count).
struct DeploymentPools
{
    QList<QString> services, nodes, statuses, healths, versions, images;
};

struct DeploymentPackDictionary; // deploymenttablepacking.cpp: the zstd dictionaries of packed tables

// The records of a packed table, in segments shared with the tables packed before and after it: a poll
// that changed 1 % of the rows adds one segment with those rows' records, and the unchanged rows keep
// pointing into the older segments (no copy). Row offsets are positions in one address space: segment i
// holds [bases[i], bases[i] + bytes[i].size()). Segments no row points into are dropped; when the ones
// left hold too many records no row uses, the table is packed into one segment again.
struct PackedSegments
{
    QList<QByteArray> bytes;
    QList<quint32> bases;     // ascending
    QList<qsizetype> written; // records written into each segment

    bool isEmpty() const { return bytes.isEmpty(); }
    qsizetype segmentOf(quint32 offset) const
    {
        qsizetype i = bases.size() - 1;
        while (i > 0 && bases.at(i) > offset) // a handful of segments: a backward scan beats bisection
            --i;
        return i;
    }
    // The bytes from `offset` to the end of its segment.
    QByteArrayView from(quint32 offset) const
    {
        const qsizetype i = segmentOf(offset);
        const QByteArray& segment = bytes.at(i);
        return QByteArrayView(segment).sliced(static_cast<qsizetype>(offset - bases.at(i)));
    }
    quint64 next() const
    {
        return bases.isEmpty()
                   ? 0
                   : static_cast<quint64>(bases.constLast()) + static_cast<quint64>(bytes.constLast().size());
    }
};

struct DeploymentTable::Data : QSharedData
{
    QByteArray source; // the reply bytes the byte rows point into (empty in a packed table)
    // A packed table: the records of its byte rows (see DeploymentRow) and the dictionary they are
    // compressed with; null dictionary: the byte rows point into `source`.
    PackedSegments packed;
    std::shared_ptr<const DeploymentPackDictionary> dictionary;
    QList<DeploymentRow> rows;
    DeploymentPools pools;
    QList<Deployment> values;   // value rows
    QList<QByteArray> valueIds; // UTF-8 ids of `values`, same index

    bool isPacked() const { return dictionary != nullptr; }
    // A byte row's id (no allocation) and its element's bytes: a slice of the reply, or for a packed
    // table the element decompressed into a buffer of its own (padded for simdjson).
    QByteArrayView idOf(const DeploymentRow& r) const;
    JsonSlice element(const DeploymentRow& r) const;

    // Appends `d` as a value row (fingerprint computed now: reads never touch lazy state).
    void appendValue(const Deployment& d);
    static DeploymentTable make(Data* data)
    {
        return DeploymentTable(QExplicitlySharedDataPointer<const Data>(data));
    }
};

} // namespace core
} // namespace cloudly
