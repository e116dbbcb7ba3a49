#include "core/bundle/bundlewriter.h"

#include "core/util/logging.h"
#include "core/util/privatefile.h"

#include <QFileInfo>
#include <QSaveFile>

#include <archive.h>
#include <archive_entry.h>

#include <functional>
#include <memory>

namespace cloudly {
namespace core {
namespace {
struct Sink
{
    std::function<bool(const char*, qint64)> write;
};

la_ssize_t writeCallback(struct archive* a, void* client, const void* buffer, size_t length)
{
    auto* sink = static_cast<Sink*>(client);
    if (!sink->write(static_cast<const char*>(buffer), static_cast<qint64>(length))) {
        archive_set_error(a, EIO, "write failed");
        return -1;
    }
    return static_cast<la_ssize_t>(length);
}

QString archiveError(struct archive* a)
{
    const char* text = archive_error_string(a);
    return text ? QString::fromLocal8Bit(text) : QStringLiteral("libarchive error");
}

bool writeArchive(const BundleContent& content, Sink& sink, QString* error)
{
    std::unique_ptr<struct archive, int (*)(struct archive*)> a(archive_write_new(), archive_write_free);
    if (!a || archive_write_set_format_zip(a.get()) != ARCHIVE_OK) {
        *error =
            BundleWriter::tr("cannot create a zip archive: %1").arg(a ? archiveError(a.get()) : QString());
        return false;
    }
    // Deflate at a low level: JSON compresses well at any level, and level 1 is several times faster.
    archive_write_set_options(a.get(), "zip:compression=deflate");
    archive_write_set_options(a.get(), "zip:compression-level=1");
    if (archive_write_open2(a.get(), &sink, nullptr, writeCallback, nullptr, nullptr) != ARCHIVE_OK) {
        *error = BundleWriter::tr("cannot start the archive: %1").arg(archiveError(a.get()));
        return false;
    }
    const QByteArray manifest = content.manifestJson();
    QList<const BundleFile*> order;
    BundleFile manifestFile{bundle::manifestFile, manifest};
    order << &manifestFile;
    for (const BundleFile& f : content.files)
        order << &f;
    const qint64 mtime = (content.createdAt.isValid() ? content.createdAt : QDateTime::currentDateTimeUtc())
                             .toSecsSinceEpoch();
    for (const BundleFile* f : std::as_const(order)) {
        std::unique_ptr<struct archive_entry, void (*)(struct archive_entry*)> entry(archive_entry_new(),
                                                                                     archive_entry_free);
        const QByteArray name = f->path.toUtf8();
        archive_entry_set_pathname_utf8(entry.get(), name.constData());
        archive_entry_set_size(entry.get(), f->bytes.size());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0600);
        archive_entry_set_mtime(entry.get(), static_cast<time_t>(mtime), 0);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK) {
            *error = BundleWriter::tr("cannot add %1: %2").arg(f->path, archiveError(a.get()));
            return false;
        }
        qint64 done = 0;
        while (done < f->bytes.size()) {
            const la_ssize_t n = archive_write_data(a.get(), f->bytes.constData() + done,
                                                    static_cast<size_t>(f->bytes.size() - done));
            if (n <= 0) {
                *error = BundleWriter::tr("cannot write %1: %2").arg(f->path, archiveError(a.get()));
                return false;
            }
            done += n;
        }
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK) {
        *error = BundleWriter::tr("cannot finish the archive: %1").arg(archiveError(a.get()));
        return false;
    }
    return true;
}
} // namespace

bool BundleWriter::write(const QString& path, const BundleContent& content, QString* error)
{
    const QFileInfo info(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.setPermissions(privatefs::kFilePermissions);
    Sink sink{[&file](const char* data, qint64 length) { return file.write(data, length) == length; }};
    if (!writeArchive(content, sink, error)) {
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    qCInfo(lcBundle) << "support bundle written:" << info.absoluteFilePath();
    return true;
}

QByteArray BundleWriter::toBytes(const BundleContent& content, QString* error)
{
    QByteArray out;
    Sink sink{[&out](const char* data, qint64 length) {
        out.append(data, length);
        return true;
    }};
    if (!writeArchive(content, sink, error))
        return {};
    return out;
}

} // namespace core
} // namespace cloudly
