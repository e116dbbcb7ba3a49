#pragma once

#include "core/journal/journalentry.h"
#include "core/model/keyedtablemodel.h"

namespace cloudly {
namespace core {
// (In core/journal, not core/model: model may not depend on journal — arch/no-include-cycles.)
// The change journal of one profile as a table: one row per entry this console recorded, oldest first,
// plus a "gap" row before every `observation.started` that follows earlier entries (the console was not
// connected or not running at some point between the two: what changed then was not seen). Columns and
// filter fields (stable, untranslated): age (the time; a duration field, `age:<1h` = seen within the last
// hour), kind, object, field, change (before → after; a term matches either side), service, node,
// profile. Values of environment variables and secrets are never in the journal (JournalRecorder keeps
// "(hidden)" instead), so no column can show one.
class JournalModel : public KeyedTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Time,
        Kind,
        Object,
        Field,
        Change,
        Service,
        Node,
        Profile,
        ColumnCount
    };
    Q_ENUM(Column)
    enum ModelRole
    {
        EntryKindRole = FirstModelRole, // QString: the entry's kind ("gap" for a gap row)
        AtRole,                         // qint64: ms since the epoch
        IsGapRole,                      // bool
        GapFromRole,                    // qint64: a gap's start (the last entry seen before it)
    };

    struct Row
    {
        JournalEntry entry;
        bool gap = false;
        qint64 gapFrom = 0; // a gap: the last entry before it (entry.at is where observing resumed)
        qint64 seq = 0;     // the row's id
        QString timeText;   // displayTime(entry.at), formatted once (the filter reads every row's cells)
    };

    explicit JournalModel(QObject* parent = nullptr);

    static const QStringList& fieldNames();
    static const QList<FilterExpression::FieldKind>& fieldKinds();
    static QString gapKind() { return QStringLiteral("gap"); }

    void setProfile(const QString& profile);
    QString profile() const { return m_profile; }
    // Replaces every row (a reset: the journal was (re)read from its file).
    void setEntries(const QList<JournalEntry>& entries);
    // The rows setEntries() would make, built on any thread (the Journal page reads and prepares 100k
    // entries on a worker); setRows() then only swaps them in.
    static QList<Row> prepareRows(const QList<JournalEntry>& entries);
    void setRows(QList<Row> rows);
    // Appends what the console just recorded (row inserts; kept rows and selections stay).
    void appendEntries(const QList<JournalEntry>& entries);
    void clear() { setEntries({}); }
    // At most `rows` rows are kept, the newest (0: no limit): a console that runs for days on a busy
    // profile would otherwise hold every entry it ever recorded. Entries dropped for it are counted.
    void setRowLimit(int rows);
    int rowLimit() const { return m_rowLimit; }
    qint64 droppedEntries() const { return m_dropped; } // older entries not listed (still in the file)

    const Row& rowAt(int row) const { return m_rows.at(row); }
    int entryCount() const; // rows that are not gaps
    // The rows whose object, service or node is `objectId`, newest first (the History tab).
    QList<JournalEntry> entriesFor(const QString& objectId) const;
    // One line for people, translated: what the row says (also the gap's explanation).
    static QString describe(const Row& row);
    static QString kindText(const QString& kind);
    static QString changeText(const JournalEntry& entry); // "running → failed", "" when neither side

protected:
    int count() const override { return static_cast<int>(m_rows.size()); }
    QString idAt(int row) const override { return QString::number(m_rows.at(row).seq); }
    QJsonObject jsonAt(int row) const override;
    QStringList cells(int row) const override;
    QStringList filterCells(int row) const override;
    QString title(int column) const override;
    QString headerToolTip(int column) const override;
    QVariant sortKey(int row, int column) const override;
    QVariant extraData(int row, int column, int role) const override;

private:
    static QList<Row> rowsFor(const QList<JournalEntry>& entries, qint64 lastAt, bool haveLast,
                              qint64& nextSeq);

    void dropOldest(bool notify);

    QString m_profile;
    QList<Row> m_rows;
    qint64 m_nextSeq = 1;
    int m_rowLimit = 0;
    qint64 m_dropped = 0;
};

} // namespace core
} // namespace cloudly
