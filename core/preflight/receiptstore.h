#pragma once

#include "core/preflight/receipt.h"

#include <QObject>
#include <QStringList>

namespace cloudly {
namespace core {
namespace preflight {
// Preflight receipts on disk: one JSON file per receipt in one directory, written atomically (QSaveFile:
// a crash or a full disk never leaves a partial receipt behind). Bounded: after every save only the newest
// maxReceipts() files are kept and the oldest are removed — save() says which. A file that cannot be read
// is reported by name and never hides the others.
class ReceiptStore : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultMaxReceipts = 1000;
    static constexpr qint64 kMaxFileBytes = 16ll * 1024 * 1024; // larger files are reported, not read

    struct Problem
    {
        QString fileName; // file name inside directory()
        QString message;  // translated, one line
    };

    struct Listing
    {
        QList<Receipt> receipts; // newest first (createdAt, then id)
        QList<Problem> problems; // unreadable files, by file name
    };

    struct SaveResult
    {
        bool ok = false;
        QString error;            // translated, when !ok
        QString fileName;         // the file written
        QStringList rotatedOut;   // file names removed because more than maxReceipts() were kept
        QStringList rotateErrors; // files that should have been removed but could not be
    };

    // `directory` empty: defaultDirectory(). The directory is created on the first save.
    explicit ReceiptStore(const QString& directory = {}, int maxReceipts = kDefaultMaxReceipts,
                          QObject* parent = nullptr);

    // `$CLOUDLY_DATA_DIR/receipts` when that variable is set, else AppDataLocation + "/receipts".
    static QString defaultDirectory();

    QString directory() const { return m_directory; }
    int maxReceipts() const { return m_maxReceipts; }
    void setMaxReceipts(int max); // at least 1

    SaveResult save(const Receipt& receipt);
    Listing list() const;
    std::optional<Receipt> load(const QString& id, QString* error = nullptr) const;
    bool remove(const QString& id, QString* error = nullptr);

    // The file name a receipt is stored under: "preflight-<yyyyMMddTHHmmsszzz>Z-<id>.json" (sorts by time).
    static QString fileNameFor(const Receipt& receipt);
    static bool isReceiptFileName(const QString& fileName);

    // Test seam: the next save writes half of the file and then fails, as a crash or full disk would.
    void failNextWriteForTest() { m_failNextWrite = true; }

Q_SIGNALS:
    void receiptSaved(const QString& id);
    void receiptsRotated(const QStringList& fileNames);
    void receiptRemoved(const QString& id);

private:
    QStringList receiptFiles() const; // sorted oldest first
    std::optional<Receipt> readFile(const QString& fileName, QString* error) const;
    void rotate(SaveResult& result);

    QString m_directory;
    int m_maxReceipts;
    bool m_failNextWrite = false;
};

} // namespace preflight
} // namespace core
} // namespace cloudly