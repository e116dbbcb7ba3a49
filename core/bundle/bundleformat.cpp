#include "core/bundle/bundleformat.h"

#include "core/api/methods.h"

#include <QHash>

#include <openssl/evp.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace cloudly {
namespace core {
namespace bundle {
const QStringList& inventoryMethods()
{
    static const QStringList methods{
        methods::getServices, methods::getDeployments, methods::getClusters,         methods::getAllImages,
        methods::getBackups,  methods::getBaseOsNodes, methods::getBaseOsImageBuilds};
    return methods;
}

QByteArray sha256Hex(QByteArrayView bytes)
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_Digest(bytes.data(), static_cast<size_t>(bytes.size()), digest, &length, EVP_sha256(), nullptr) !=
        1)
        return {};
    return QByteArray(reinterpret_cast<const char*>(digest), static_cast<qsizetype>(length)).toHex();
}
} // namespace bundle

QString bundleSourceName(BundleSource source)
{
    return source == BundleSource::Live ? QStringLiteral("live") : QStringLiteral("offline-copy");
}

const BundleFile* BundleContent::file(const QString& path) const
{
    for (const BundleFile& f : files)
        if (f.path == path)
            return &f;
    return nullptr;
}

void BundleContent::addRedactions(const QString& fileName, const RedactionLog& log)
{
    redactions.reserve(redactions.size() + log.size());
    for (const Redaction& r : log)
        redactions.append(BundleRedaction{fileName, r.path, r.rule, QString(), 1});
}

namespace {
// JSON string bytes (quoted, escaped) without building a QJsonDocument per value.
void appendString(QByteArray& out, const QString& text)
{
    static const char* hex = "0123456789abcdef";
    const QByteArray utf8 = text.toUtf8();
    out += '"';
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += hex[u >> 4];
            out += hex[u & 0xf];
        } else {
            out += c;
        }
    }
    out += '"';
}
} // namespace

QByteArray BundleContent::manifestJson() const
{
    // Written by hand: at 100k tasks the redaction list has 100k entries, too many for a QJsonArray.
    QByteArray out;
    out.reserve(4096 + redactions.size() * 80);
    out += "{\n\"format\": ";
    appendString(out, bundle::formatName);
    out += ",\n\"version\": " + QByteArray::number(bundle::formatVersion);
    out += ",\n\"profile\": ";
    appendString(out, profile);
    out += ",\n\"createdAt\": ";
    appendString(out, createdAt.toUTC().toString(Qt::ISODateWithMs));
    out += ",\n\"inventory\": {\"source\": ";
    appendString(out, bundleSourceName(source));
    out += ", \"asOf\": ";
    appendString(out, asOf.toUTC().toString(Qt::ISODateWithMs));
    out += "},\n\"notes\": [";
    for (qsizetype i = 0; i < notes.size(); ++i) {
        out += i ? ",\n  " : "\n  ";
        appendString(out, notes.at(i));
    }
    out += "],\n\"files\": [";
    for (qsizetype i = 0; i < files.size(); ++i) {
        const BundleFile& f = files.at(i);
        out += i ? ",\n  {\"path\": " : "\n  {\"path\": ";
        appendString(out, f.path);
        out += ", \"bytes\": " + QByteArray::number(f.bytes.size()) + ", \"sha256\": \"" +
               bundle::sha256Hex(f.bytes) + "\"}";
    }
    out += "],\n\"redactions\": [";
    // Redactions that differ only in their first list index are one entry, `[*]` and the indexes: at 100k
    // tasks that is one line for every task's log instead of 100k.
    struct Group
    {
        qsizetype first = 0; // where it appears first, to keep the list in order
        std::vector<qint64> indexes;
        QString exact; // the path of a group of one
    };
    std::map<std::tuple<QString, QString, QString>, Group> groups;
    for (qsizetype i = 0; i < redactions.size(); ++i) {
        const BundleRedaction& r = redactions.at(i);
        const qsizetype open = r.path.indexOf(QLatin1Char('['));
        const qsizetype close = open >= 0 ? r.path.indexOf(QLatin1Char(']'), open) : -1;
        bool numeric = false;
        const qint64 index =
            close > open + 1 ? r.path.mid(open + 1, close - open - 1).toLongLong(&numeric) : -1;
        const QString pattern =
            numeric ? r.path.left(open) + QStringLiteral("[*]") + r.path.mid(close + 1) : r.path;
        auto [it, fresh] = groups.try_emplace({r.file, pattern, r.rule});
        if (fresh) {
            it->second.first = i;
            it->second.exact = r.path;
        }
        if (numeric)
            it->second.indexes.push_back(index);
    }
    std::vector<std::pair<qsizetype, const std::pair<const std::tuple<QString, QString, QString>, Group>*>>
        order;
    for (const auto& entry : groups)
        order.emplace_back(entry.second.first, &entry);
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    bool firstEntry = true;
    for (const auto& [position, entry] : order) {
        Q_UNUSED(position)
        const auto& [file, pattern, rule] = entry->first;
        const Group& g = entry->second;
        out += firstEntry ? "\n  {\"file\": " : ",\n  {\"file\": ";
        firstEntry = false;
        appendString(out, file);
        out += ", \"path\": ";
        appendString(out, g.indexes.size() > 1 ? pattern : g.exact);
        out += ", \"rule\": ";
        appendString(out, rule);
        if (g.indexes.size() > 1) {
            std::vector<qint64> sorted = g.indexes;
            std::sort(sorted.begin(), sorted.end());
            QByteArray at;
            for (size_t k = 0; k < sorted.size();) {
                size_t end = k;
                while (end + 1 < sorted.size() && sorted[end + 1] <= sorted[end] + 1)
                    ++end;
                if (!at.isEmpty())
                    at += ',';
                at += QByteArray::number(sorted[k]);
                if (sorted[end] != sorted[k])
                    at += '-' + QByteArray::number(sorted[end]);
                k = end + 1;
            }
            out += ", \"at\": \"" + at +
                   "\", \"count\": " + QByteArray::number(static_cast<qsizetype>(g.indexes.size()));
        }
        out += '}';
    }
    out += "]\n}\n";
    return out;
}

} // namespace core
} // namespace cloudly
