#include "core/bundle/bundlereader.h"

#include "core/util/logging.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <archive.h>
#include <archive_entry.h>

#include <memory>

namespace cloudly {
namespace core {
namespace {
QString archiveError(struct archive* a)
{
    const char* text = archive_error_string(a);
    return text ? QString::fromLocal8Bit(text) : QString();
}

bool safeName(const QString& name)
{
    if (name.isEmpty() || name.startsWith(QLatin1Char('/')) || name.contains(QLatin1Char('\\')))
        return false;
    const QStringList parts = name.split(QLatin1Char('/'));
    for (const QString& part : parts)
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return false;
    return true;
}

QString sizeText(qint64 bytes)
{
    return BundleReader::tr("%1 bytes").arg(bytes);
}

// The entries of the zip in `bytes`, or nullopt with *error.
std::optional<QList<BundleFile>> unpack(const QByteArray& bytes, QString* error)
{
    std::unique_ptr<struct archive, int (*)(struct archive*)> a(archive_read_new(), archive_read_free);
    archive_read_support_format_zip(a.get());
    if (archive_read_open_memory(a.get(), bytes.constData(), static_cast<size_t>(bytes.size())) !=
        ARCHIVE_OK) {
        *error = BundleReader::tr("not a zip archive (%1)").arg(archiveError(a.get()));
        return std::nullopt;
    }
    QList<BundleFile> files;
    QSet<QString> seen;
    qint64 total = 0;
    struct archive_entry* entry = nullptr;
    for (;;) {
        const int r = archive_read_next_header(a.get(), &entry);
        if (r == ARCHIVE_EOF)
            break;
        if (r != ARCHIVE_OK && r != ARCHIVE_WARN) {
            *error = files.isEmpty() ? BundleReader::tr("not a zip archive (%1)").arg(archiveError(a.get()))
                                     : BundleReader::tr("the archive is damaged after %1: %2")
                                           .arg(files.constLast().path, archiveError(a.get()));
            return std::nullopt;
        }
        const char* rawName = archive_entry_pathname_utf8(entry);
        const QString name =
            rawName ? QString::fromUtf8(rawName) : QString::fromLocal8Bit(archive_entry_pathname(entry));
        if (archive_entry_filetype(entry) == AE_IFDIR)
            continue;
        if (archive_entry_filetype(entry) != AE_IFREG) {
            *error = BundleReader::tr("%1 is not a plain file").arg(name);
            return std::nullopt;
        }
        if (!safeName(name)) {
            *error = BundleReader::tr("the entry name \"%1\" leaves the bundle").arg(name);
            return std::nullopt;
        }
        if (seen.contains(name)) {
            *error = BundleReader::tr("%1 is in the archive twice").arg(name);
            return std::nullopt;
        }
        if (files.size() >= bundle::maxEntries) {
            *error = BundleReader::tr("more than %1 files").arg(bundle::maxEntries);
            return std::nullopt;
        }
        const qint64 declared = archive_entry_size_is_set(entry) ? archive_entry_size(entry) : -1;
        if (declared > bundle::maxEntryBytes) {
            *error = BundleReader::tr("%1 is too big (%2; at most %3)")
                         .arg(name, sizeText(declared), sizeText(bundle::maxEntryBytes));
            return std::nullopt;
        }
        QByteArray data;
        if (declared > 0)
            data.reserve(declared);
        char buffer[64 * 1024];
        for (;;) {
            const la_ssize_t n = archive_read_data(a.get(), buffer, sizeof buffer);
            if (n == 0)
                break;
            if (n < 0) {
                *error = BundleReader::tr("%1 is damaged: %2").arg(name, archiveError(a.get()));
                return std::nullopt;
            }
            total += n;
            if (data.size() + n > bundle::maxEntryBytes) {
                *error = BundleReader::tr("%1 is too big (more than %2)")
                             .arg(name, sizeText(bundle::maxEntryBytes));
                return std::nullopt;
            }
            if (total > bundle::maxTotalBytes) {
                *error = BundleReader::tr("the bundle unpacks to more than %1")
                             .arg(sizeText(bundle::maxTotalBytes));
                return std::nullopt;
            }
            data.append(buffer, n);
        }
        seen.insert(name);
        files.append(BundleFile{name, std::move(data)});
    }
    if (files.isEmpty()) {
        *error = BundleReader::tr("the archive is empty: no manifest.json");
        return std::nullopt;
    }
    return files;
}

QDateTime parseTime(const QJsonValue& v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}
} // namespace

std::optional<BundleContent> BundleReader::read(const QString& path, QString* error)
{
    const QFileInfo info(path);
    const auto fail = [&](const QString& why) {
        *error = tr("%1 is not a usable support bundle: %2").arg(path, why);
        qCWarning(lcBundle) << "refused" << path << ":" << why;
        return std::nullopt;
    };
    if (!info.exists())
        return fail(tr("no such file"));
    if (!info.isFile())
        return fail(tr("not a file"));
    if (info.size() > bundle::maxArchiveBytes)
        return fail(tr("the file is too big (%1; at most %2)")
                        .arg(sizeText(info.size()), sizeText(bundle::maxArchiveBytes)));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    const QByteArray bytes = file.readAll();
    QString why;
    std::optional<BundleContent> content = fromBytes(bytes, &why);
    if (!content)
        return fail(why);
    return content;
}

std::optional<BundleContent> BundleReader::fromBytes(const QByteArray& bytes, QString* error)
{
    QElapsedTimer clock;
    clock.start();
    std::optional<QList<BundleFile>> files = unpack(bytes, error);
    qCDebug(lcBundle) << "unpacked in" << clock.restart() << "ms";
    if (!files)
        return std::nullopt;
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < files->size(); ++i)
        index.insert(files->at(i).path, i);
    if (!index.contains(bundle::manifestFile)) {
        *error = tr("no manifest.json in the archive");
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc =
        QJsonDocument::fromJson(files->at(index.value(bundle::manifestFile)).bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = parseError.error != QJsonParseError::NoError ? tr("manifest.json is not JSON: %1 at byte %2")
                                                                    .arg(parseError.errorString())
                                                                    .arg(parseError.offset)
                                                              : tr("manifest.json is not a JSON object");
        return std::nullopt;
    }
    const QJsonObject manifest = doc.object();
    qCDebug(lcBundle) << "manifest parsed in" << clock.restart() << "ms";
    const QString format = manifest.value(QStringLiteral("format")).toString();
    if (format != bundle::formatName) {
        *error = format.isEmpty() ? tr("manifest.json does not say it is a support bundle (no format)")
                                  : tr("manifest.json is of another kind (format \"%1\", not \"%2\")")
                                        .arg(format, bundle::formatName);
        return std::nullopt;
    }
    const int version = manifest.value(QStringLiteral("version")).toInt(-1);
    if (version != bundle::formatVersion) {
        *error = tr("support bundle version %1 is not supported (this console reads version %2)")
                     .arg(manifest.value(QStringLiteral("version")).toVariant().toString())
                     .arg(bundle::formatVersion);
        return std::nullopt;
    }
    BundleContent content;
    content.profile = manifest.value(QStringLiteral("profile")).toString();
    content.createdAt = parseTime(manifest.value(QStringLiteral("createdAt")));
    const QJsonObject inventory = manifest.value(QStringLiteral("inventory")).toObject();
    const QString source = inventory.value(QStringLiteral("source")).toString();
    if (source != bundleSourceName(BundleSource::Live) &&
        source != bundleSourceName(BundleSource::OfflineCopy)) {
        *error = tr("manifest.json: inventory.source is \"%1\", not live or offline-copy").arg(source);
        return std::nullopt;
    }
    content.source =
        source == bundleSourceName(BundleSource::Live) ? BundleSource::Live : BundleSource::OfflineCopy;
    content.asOf = parseTime(inventory.value(QStringLiteral("asOf")));
    if (!content.createdAt.isValid() || !content.asOf.isValid()) {
        *error = tr("manifest.json: createdAt or inventory.asOf is not a time");
        return std::nullopt;
    }
    for (const QJsonValue& n : manifest.value(QStringLiteral("notes")).toArray())
        content.notes << n.toString();
    if (!manifest.value(QStringLiteral("files")).isArray()) {
        *error = tr("manifest.json has no list of files");
        return std::nullopt;
    }
    QSet<QString> listed;
    for (const QJsonValue& v : manifest.value(QStringLiteral("files")).toArray()) {
        const QJsonObject f = v.toObject();
        const QString path = f.value(QStringLiteral("path")).toString();
        if (path.isEmpty()) {
            *error = tr("manifest.json lists a file without a path");
            return std::nullopt;
        }
        const auto at = index.constFind(path);
        if (at == index.constEnd()) {
            *error = tr("manifest.json lists %1, which is missing from the archive").arg(path);
            return std::nullopt;
        }
        const QByteArray& data = files->at(*at).bytes;
        if (f.value(QStringLiteral("bytes")).toInteger(-1) != data.size()) {
            *error = tr("%1 is damaged: %2 bytes, the manifest says %3")
                         .arg(path)
                         .arg(data.size())
                         .arg(f.value(QStringLiteral("bytes")).toInteger(-1));
            return std::nullopt;
        }
        if (bundle::sha256Hex(data) != f.value(QStringLiteral("sha256")).toString().toLatin1()) {
            *error = tr("%1 is damaged: its SHA-256 is not the one in the manifest").arg(path);
            return std::nullopt;
        }
        listed.insert(path);
        content.files.append(files->at(*at));
    }
    for (const BundleFile& f : std::as_const(*files))
        if (f.path != bundle::manifestFile && !listed.contains(f.path)) {
            *error = tr("%1 is in the archive but not in the manifest").arg(f.path);
            return std::nullopt;
        }
    qCDebug(lcBundle) << "files checked in" << clock.restart() << "ms";
    for (const QJsonValue& v : manifest.value(QStringLiteral("redactions")).toArray()) {
        const QJsonObject r = v.toObject();
        content.redactions.append(BundleRedaction{
            r.value(QStringLiteral("file")).toString(), r.value(QStringLiteral("path")).toString(),
            r.value(QStringLiteral("rule")).toString(), r.value(QStringLiteral("at")).toString(),
            std::max<qsizetype>(1, r.value(QStringLiteral("count")).toInteger(1))});
    }
    qCDebug(lcBundle) << "redactions read in" << clock.restart() << "ms";
    const BundleFile* about = content.file(bundle::aboutFile);
    if (!about) {
        *error = tr("no about.json in the bundle");
        return std::nullopt;
    }
    const QJsonDocument aboutDoc = QJsonDocument::fromJson(about->bytes);
    if (!aboutDoc.isObject()) {
        *error = tr("about.json is not a JSON object");
        return std::nullopt;
    }
    content.about = aboutDoc.object();
    for (const QString& method : bundle::inventoryMethods()) {
        const BundleFile* reply = content.file(bundle::inventoryFile(method));
        if (!reply)
            continue;
        // Only whether it is an object: the contract decoders judge the rest, as they judge a server.
        const QByteArray& b = reply->bytes;
        qsizetype i = 0;
        while (i < b.size() && (b.at(i) == ' ' || b.at(i) == '\n' || b.at(i) == '\r' || b.at(i) == '\t'))
            ++i;
        if (i >= b.size() || b.at(i) != '{') {
            *error = tr("%1 is not a JSON object").arg(reply->path);
            return std::nullopt;
        }
    }
    return content;
}

} // namespace core
} // namespace cloudly
