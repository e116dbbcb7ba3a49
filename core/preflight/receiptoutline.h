#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
namespace preflight {
// The report of a preflight laid out as sections of labelled values and tables, in the order a release
// manager reads them. One source for every rendering (report view, Markdown, PDF), so all of them show
// the same words — in particular "missing from report" for a required field that is absent (never a
// blank), "none" for an absent optional field, and "unknown — not proven" for the report's 'unknown'.
enum class Tone
{
    Neutral,
    Good,    // supports GO
    Bad,     // a problem
    Unknown, // not proven either way
    Missing, // required but not in the report, or of an unexpected type
};

struct OutlineCell
{
    OutlineCell() = default;
    OutlineCell(QString text_, Tone tone_ = Tone::Neutral, bool monospace_ = false, QString toolTip_ = {})
        : text(std::move(text_)), tone(tone_), monospace(monospace_), toolTip(std::move(toolTip_))
    {}

    QString text;
    Tone tone = Tone::Neutral;
    bool monospace = false; // digests, identifiers
    QString toolTip;        // more detail (e.g. a platform manifest digest); may be empty
};

struct OutlineRow
{
    QString label;
    OutlineCell value;
};

struct OutlineTable
{
    OutlineTable() = default;
    OutlineTable(QString title_, QStringList headers_)
        : title(std::move(title_)), headers(std::move(headers_))
    {}

    QString title; // may be empty
    QStringList headers;
    QList<QList<OutlineCell>> rows;
    QString emptyText; // shown instead of rows when there are none (e.g. "missing from report")
    Tone emptyTone = Tone::Neutral;
    QString key;          // stable when a renderer may treat the table specially ("platforms"); usually empty
    int stretchFrom = -1; // columns from this one on share the width equally (side-by-side values)
};

struct OutlineSection
{
    QString key; // stable: report, service, source, images, runtimeTasks, runtimeAttestation,
                 // platformBindings, corestore, namespace, authorization
    QString title;
    QString note; // a caveat shown above the content; may be empty
    QList<OutlineRow> rows;
    QList<OutlineTable> tables;

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::preflight::OutlineSection)
};

QString missingFromReportText(); // "missing from report"
QString unknownNotProvenText();  // "unknown — not proven"

// `request` is the request as sent; `report` is `response.report` as received (any JSON value).
QList<OutlineSection> reportOutline(const QJsonObject& request, const QJsonValue& report);

} // namespace preflight
} // namespace core
} // namespace cloudly