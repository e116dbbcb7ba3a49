#include "core/history/servicehistory.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace cloudly {
namespace core {
namespace {
void summarise(Revision& r)
{
    r.version = r.data.value(QLatin1String("imageVersion")).toString();
    r.image = r.data.value(QLatin1String("imageId")).toString();
}

// The revisions an older console's entries tell of: its changed fields at each time it saw a change. A
// value may be the whole subtree as JSON text; only plain top-level fields are put back into `data`.
QList<Revision> fromEntries(const QList<JournalEntry>& entries)
{
    QList<Revision> out;
    for (const JournalEntry& e : entries) {
        if (e.kind != QLatin1String("service.changed") && e.kind != QLatin1String("service.appeared"))
            continue;
        if (out.isEmpty() || out.last().firstSeen != e.at) {
            Revision r;
            r.firstSeen = r.lastSeen = e.at;
            r.missingReason =
                QCoreApplication::translate("cloudly::core::ServiceHistory",
                                            "an earlier version of the console kept only the changed fields");
            if (!out.isEmpty())
                r.data = out.last().data; // what is known carries over
            out.append(r);
        }
        const QString prefix = QStringLiteral("data.");
        if (e.kind == QLatin1String("service.changed") && e.field.startsWith(prefix) &&
            !e.field.mid(prefix.size()).contains(QLatin1Char('.')) && e.after != hiddenValue) {
            const QString key = e.field.mid(prefix.size());
            if (e.after.isEmpty())
                out.last().data.remove(key);
            else
                out.last().data.insert(key, e.after);
        }
        summarise(out.last());
    }
    return out;
}
} // namespace

ServiceHistory ServiceHistory::build(const QString& serviceId, const RevisionTable::ServiceRecords& records)
{
    ServiceHistory h;
    h.serviceId = serviceId;
    h.known = records.known;
    for (qsizetype i = 1; i < records.observations.size(); ++i) {
        const ObservationSpan& before = records.observations.at(i - 1);
        const ObservationSpan& after = records.observations.at(i);
        if (after.started > before.last)
            h.unobserved.append({before.last, after.started});
    }
    h.revisions = fromEntries(records.earlierEntries);
    for (const RevisionRecord& record : records.revisions) {
        Revision r;
        r.firstSeen = record.firstSeen;
        r.lastSeen = record.lastSeen;
        r.current = record.current;
        r.whole = record.whole;
        if (record.whole) {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(record.state, &error);
            if (error.error != QJsonParseError::NoError || !doc.isObject()) {
                r.whole = false;
                r.missingReason = QCoreApplication::translate("cloudly::core::ServiceHistory",
                                                              "its stored state is damaged: %1")
                                      .arg(error.errorString());
            } else {
                r.data = doc.object();
            }
        } else {
            r.missingReason =
                QCoreApplication::translate("cloudly::core::ServiceHistory",
                                            "the service's data was larger than %1 KiB and was not kept")
                    .arg(kMaxStateBytes / 1024);
        }
        summarise(r);
        h.revisions.append(r);
    }
    for (qsizetype i = 0; i < h.revisions.size(); ++i) {
        Revision& r = h.revisions[i];
        r.number = static_cast<int>(i + 1);
        for (const UnobservedSpan& gap : std::as_const(h.unobserved)) {
            if (gap.from >= r.firstSeen && gap.to <= r.lastSeen)
                r.unobserved.append(gap);
            if (i > 0 && gap.from >= h.revisions.at(i - 1).lastSeen && gap.to <= r.firstSeen)
                r.unobservedBefore = true;
        }
    }
    return h;
}

std::optional<ServiceHistory> ServiceHistory::load(const QString& path, const QString& serviceId,
                                                   QString* error)
{
    const std::optional<RevisionTable::ServiceRecords> records = RevisionTable::read(path, serviceId, error);
    if (!records)
        return std::nullopt;
    return build(serviceId, *records);
}

const Revision* ServiceHistory::revision(int number) const
{
    if (number < 1 || number > revisions.size())
        return nullptr;
    return &revisions.at(number - 1);
}

std::optional<int> parseRevisionRef(const QString& text, int count, QString* error)
{
    static const QRegularExpression form(QStringLiteral("^(?:([0-9]{1,9})|latest(?:~([0-9]{1,9}))?)$"));
    const QRegularExpressionMatch m = form.match(text.trimmed());
    if (!m.hasMatch()) {
        if (error)
            *error =
                QCoreApplication::translate("cloudly::core::ServiceHistory",
                                            "\"%1\" is not a revision (a number, \"latest\" or \"latest~N\")")
                    .arg(text);
        return std::nullopt;
    }
    if (count < 0)
        return 0;
    const int n = m.capturedLength(1) > 0 ? m.captured(1).toInt() : count - m.captured(2).toInt();
    if (n < 1 || n > count) {
        if (error)
            *error = count == 0
                         ? QCoreApplication::translate("cloudly::core::ServiceHistory",
                                                       "\"%1\" names no revision: none is recorded")
                               .arg(text)
                         : QCoreApplication::translate("cloudly::core::ServiceHistory",
                                                       "\"%1\" names no revision: there are %2 (1..%2)")
                               .arg(text)
                               .arg(count);
        return std::nullopt;
    }
    return n;
}

std::optional<std::pair<int, int>> parseRevisionRange(const QString& text, int count, QString* error)
{
    const QStringList parts = text.split(QStringLiteral(".."));
    if (parts.size() != 2) {
        if (error)
            *error = QCoreApplication::translate(
                         "cloudly::core::ServiceHistory",
                         "\"%1\" is not a range of two revisions (A..B, e.g. 1..3 or latest~1..latest)")
                         .arg(text);
        return std::nullopt;
    }
    const std::optional<int> a = parseRevisionRef(parts.at(0), count, error);
    if (!a)
        return std::nullopt;
    const std::optional<int> b = parseRevisionRef(parts.at(1), count, error);
    if (!b)
        return std::nullopt;
    return std::pair{*a, *b};
}

} // namespace core
} // namespace cloudly
