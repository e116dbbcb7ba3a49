#include "core/overview/overviewfilters.h"

#include <QSet>

namespace cloudly {
namespace core {

QList<qsizetype> latestReceiptPerService(const QList<preflight::Receipt>& newestFirst)
{
    QList<qsizetype> out;
    QSet<QString> seen;
    for (qsizetype i = 0; i < newestFirst.size(); ++i) {
        const QString service = newestFirst.at(i).serviceId();
        if (seen.contains(service))
            continue;
        seen.insert(service);
        out << i;
    }
    return out;
}

std::optional<ReceiptFilter> ReceiptFilter::parse(const QString& text, QString* error)
{
    ReceiptFilter f;
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& word : words) {
        if (word.compare(QLatin1String("latest"), Qt::CaseInsensitive) == 0) {
            f.latestOnly = true;
        } else if (word.compare(QLatin1String("decision:go"), Qt::CaseInsensitive) == 0) {
            f.go = true;
        } else if (word.compare(QLatin1String("decision:no-go"), Qt::CaseInsensitive) == 0) {
            f.go = false;
        } else {
            if (error)
                *error = tr("Unknown receipt filter \"%1\": use \"latest\", \"decision:go\" or "
                            "\"decision:no-go\".")
                             .arg(word);
            return std::nullopt;
        }
    }
    return f;
}

QString ReceiptFilter::text() const
{
    QStringList words;
    if (latestOnly)
        words << QStringLiteral("latest");
    if (go)
        words << (*go ? QStringLiteral("decision:go") : QStringLiteral("decision:no-go"));
    return words.join(QLatin1Char(' '));
}

QList<bool> ReceiptFilter::matches(const QList<preflight::Receipt>& newestFirst) const
{
    QList<bool> shown(newestFirst.size(), !latestOnly);
    if (latestOnly) {
        for (const qsizetype i : latestReceiptPerService(newestFirst))
            shown[i] = true;
    }
    if (go) {
        for (qsizetype i = 0; i < newestFirst.size(); ++i)
            shown[i] = shown[i] && newestFirst.at(i).isGo() == *go;
    }
    return shown;
}

const QList<Alert::Kind>& AlertFilter::kinds()
{
    static const QList<Alert::Kind> list{Alert::Kind::TaskFailed, Alert::Kind::TaskUnhealthy,
                                         Alert::Kind::PreflightNoGo, Alert::Kind::BackupCoverage};
    return list;
}

QString AlertFilter::kindWord(Alert::Kind kind)
{
    switch (kind) {
    case Alert::Kind::TaskFailed:
        return QStringLiteral("task-failed");
    case Alert::Kind::TaskUnhealthy:
        return QStringLiteral("task-unhealthy");
    case Alert::Kind::PreflightNoGo:
        return QStringLiteral("preflight-no-go");
    case Alert::Kind::BackupCoverage:
        return QStringLiteral("backup-coverage");
    }
    return {};
}

std::optional<AlertFilter> AlertFilter::parse(const QString& text, QString* error)
{
    AlertFilter f;
    const QString t = text.trimmed();
    if (t.isEmpty())
        return f;
    if (t.startsWith(QLatin1String("kind:"), Qt::CaseInsensitive)) {
        const QString word = t.mid(5);
        for (const Alert::Kind kind : kinds()) {
            if (word.compare(kindWord(kind), Qt::CaseInsensitive) == 0) {
                f.kind = kind;
                return f;
            }
        }
    }
    if (error) {
        QStringList words;
        for (const Alert::Kind kind : kinds())
            words << QStringLiteral("kind:") + kindWord(kind);
        *error = tr("Unknown alert filter \"%1\": use one of %2.").arg(t, words.join(QStringLiteral(", ")));
    }
    return std::nullopt;
}

QString AlertFilter::text() const
{
    return kind ? QStringLiteral("kind:") + kindWord(*kind) : QString();
}

} // namespace core
} // namespace cloudly
