#include "core/bundle/bundleformat.h"

#include "core/api/methods.h"

#include <QCryptographicHash>

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
        redactions.append(BundleRedaction{fileName, r.path, r.rule});
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
               QCryptographicHash::hash(f.bytes, QCryptographicHash::Sha256).toHex() + "\"}";
    }
    out += "],\n\"redactions\": [";
    for (qsizetype i = 0; i < redactions.size(); ++i) {
        const BundleRedaction& r = redactions.at(i);
        out += i ? ",\n  {\"file\": " : "\n  {\"file\": ";
        appendString(out, r.file);
        out += ", \"path\": ";
        appendString(out, r.path);
        out += ", \"rule\": ";
        appendString(out, r.rule);
        out += '}';
    }
    out += "]\n}\n";
    return out;
}

} // namespace core
} // namespace cloudly
