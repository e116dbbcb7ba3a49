#include "core/preflight/receiptoutline.h"

#include "core/preflight/receiptoutline_p.h"
#include "core/preflight/validators.h"
#include "core/util/timefmt.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>

namespace cloudly {
namespace core {
namespace preflight {
namespace outline {

QString k(const char* key)
{
    return QString::fromLatin1(key);
}

QString rendered(const QJsonValue& v)
{
    if (v.isObject() || v.isArray()) {
        const QByteArray json = v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                             : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
        const QString text = QString::fromUtf8(json);
        return text.size() > 60 ? text.left(60) + QChar(0x2026) : text;
    }
    return v.isString() ? QLatin1Char('"') + v.toString() + QLatin1Char('"') : js::toString(v);
}

OutlineCell missing()
{
    return {missingFromReportText(), Tone::Missing};
}

OutlineCell unexpected(const QJsonValue& v)
{
    return {OutlineSection::tr("unexpected value: %1").arg(rendered(v)), Tone::Missing};
}

OutlineCell text(const QJsonObject& o, const char* key, bool required, bool mono)
{
    const QJsonValue v = o.value(k(key));
    if (v.isUndefined())
        return required ? missing() : OutlineCell{OutlineSection::tr("none"), Tone::Neutral};
    if (!v.isString())
        return unexpected(v);
    if (v.toString().isEmpty())
        return {OutlineSection::tr("(empty)"), Tone::Neutral};
    return {v.toString(), Tone::Neutral, mono};
}

// A digest the report must carry: empty or absent is a problem.
OutlineCell digest(const QJsonObject& o, const char* key, bool required)
{
    OutlineCell c = text(o, key, required, true);
    if (o.value(k(key)).isString() && o.value(k(key)).toString().isEmpty())
        c = {OutlineSection::tr("(empty) — no digest"), Tone::Bad};
    return c;
}

OutlineCell yesNo(bool value, Polarity polarity)
{
    Tone tone = Tone::Neutral;
    if (polarity != Polarity::Neutral)
        tone = (value == (polarity == Polarity::TrueIsGood)) ? Tone::Good : Tone::Bad;
    return {value ? OutlineSection::tr("yes") : OutlineSection::tr("no"), tone};
}

OutlineCell flag(const QJsonObject& o, const char* key, Polarity polarity)
{
    const QJsonValue v = o.value(k(key));
    if (v.isUndefined())
        return missing();
    return v.isBool() ? yesNo(v.toBool(), polarity) : unexpected(v);
}

// `boolean | 'unknown'`: three distinct answers.
OutlineCell triState(const QJsonObject& o, const char* key, Polarity polarity)
{
    const QJsonValue v = o.value(k(key));
    if (v.isUndefined())
        return missing();
    if (v.isString() && v.toString() == QLatin1String("unknown"))
        return {unknownNotProvenText(), Tone::Unknown};
    return v.isBool() ? yesNo(v.toBool(), polarity) : unexpected(v);
}

OutlineCell number(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(k(key));
    if (v.isUndefined())
        return missing();
    return v.isDouble() ? OutlineCell{js::toString(v)} : unexpected(v);
}

OutlineCell toneByValue(const QJsonObject& o, const char* key, bool required, const QStringList& good,
                        const QStringList& bad, const QStringList& unknown)
{
    OutlineCell c = text(o, key, required);
    const QString value = o.value(k(key)).toString();
    if (good.contains(value))
        c.tone = Tone::Good;
    else if (bad.contains(value))
        c.tone = Tone::Bad;
    else if (unknown.contains(value))
        c.tone = Tone::Unknown;
    return c;
}

// A section's object; a note when it is missing or not an object.
QJsonObject part(const QJsonObject& report, const char* key, OutlineSection& section)
{
    const QJsonValue v = report.value(k(key));
    if (!v.isObject())
        section.note = v.isUndefined()
                           ? OutlineSection::tr("The report has no “%1” section: %2.")
                                 .arg(k(key), missingFromReportText())
                           : OutlineSection::tr("The report's “%1” is not an object.").arg(k(key));
    return v.toObject();
}

// An array of objects as table rows; sets emptyText for "none" / "missing from report".
QJsonArray list(const QJsonObject& parent, const char* key, OutlineTable& table, const QString& noneText)
{
    const QJsonValue v = parent.value(k(key));
    if (!v.isArray()) {
        const OutlineCell c = v.isUndefined() ? missing() : unexpected(v);
        table.emptyText = c.text;
        table.emptyTone = c.tone;
        return {};
    }
    table.emptyText = noneText;
    return v.toArray();
}

} // namespace outline

namespace {

using namespace outline;

OutlineSection reportSection(const QJsonValue& reportValue)
{
    OutlineSection s{k("report"), OutlineSection::tr("Report"), {}, {}, {}};
    const QJsonObject r = reportValue.toObject();
    if (!reportValue.isObject()) {
        s.note = reportValue.isUndefined() ? OutlineSection::tr("Cloudly sent no report.")
                                           : OutlineSection::tr("The report is not a JSON object.");
        return s;
    }
    const QJsonValue schema = r.value(k("schemaVersion"));
    if (!(schema.isDouble() && schema.toDouble() == 2))
        s.note = OutlineSection::tr(
            "This console understands report schemaVersion 2 only. The values below are shown as "
            "received; they did not count towards a GO.");
    s.rows << OutlineRow{OutlineSection::tr("Cloudly's decision"),
                         toneByValue(r, "decision", true, {k("GO")}, {k("NO-GO")})};
    s.rows << OutlineRow{OutlineSection::tr("Schema version"), number(r, "schemaVersion")};
    s.rows << OutlineRow{OutlineSection::tr("Mutation performed"),
                         flag(r, "mutationPerformed", Polarity::TrueIsBad)};
    OutlineCell generated = number(r, "generatedAt");
    if (r.value(k("generatedAt")).isDouble())
        generated.text =
            displayTimeUtc(QDateTime::fromMSecsSinceEpoch(r.value(k("generatedAt")).toInteger(), Qt::UTC));
    s.rows << OutlineRow{OutlineSection::tr("Generated at"), generated};
    return s;
}

OutlineSection serviceSection(const QJsonObject& report)
{
    OutlineSection s{k("service"), OutlineSection::tr("Service"), {}, {}, {}};
    const QJsonObject o = part(report, "service", s);
    s.rows << OutlineRow{OutlineSection::tr("Service ID"), text(o, "serviceId", true, true)}
           << OutlineRow{OutlineSection::tr("Service name"), text(o, "serviceName", true)}
           << OutlineRow{OutlineSection::tr("Workspace"), text(o, "workspaceIdentity", true)}
           << OutlineRow{OutlineSection::tr("Registry host"), text(o, "registryHost", true, true)}
           << OutlineRow{OutlineSection::tr("Registry repository"), text(o, "registryRepository", true, true)}
           << OutlineRow{OutlineSection::tr("Deploy on push"), flag(o, "deployOnPush", Polarity::Neutral)};
    return s;
}

OutlineSection sourceSection(const QJsonObject& request, const QJsonObject& report)
{
    OutlineSection s{k("source"), OutlineSection::tr("Source"), {}, {}, {}};
    const QJsonObject o = part(report, "source", s);
    s.rows << OutlineRow{OutlineSection::tr("Revision"), text(o, "revision", true, true)}
           << OutlineRow{OutlineSection::tr("Uncommitted changes"), flag(o, "dirty", Polarity::TrueIsBad)}
           << OutlineRow{OutlineSection::tr("Version"), text(o, "version", true)};
    OutlineTable digests{{},
                         {OutlineSection::tr("Intent digest (sent by this console)"),
                          OutlineSection::tr("Configuration digest (computed by Cloudly)")}};
    digests.stretchFrom = 0;
    digests.rows << QList<OutlineCell>{digest(o, "intentDigest", true),
                                       digest(o, "configurationDigest", true)};
    s.tables << digests;
    const QJsonValue sent = request.value(k("intentDigest"));
    const QJsonValue echoed = o.value(k("intentDigest"));
    OutlineCell echo = missing();
    if (!echoed.isUndefined())
        echo = js::strictEquals(sent, echoed)
                   ? OutlineCell{OutlineSection::tr("yes, the same digest"), Tone::Good}
                   : OutlineCell{OutlineSection::tr("no — Cloudly echoed a different digest"), Tone::Bad};
    s.rows << OutlineRow{OutlineSection::tr("Intent digest echoed unchanged"), echo};
    return s;
}

} // namespace

QString missingFromReportText()
{
    return OutlineSection::tr("missing from report");
}

QString unknownNotProvenText()
{
    return OutlineSection::tr("unknown — not proven");
}

QList<OutlineSection> reportOutline(const QJsonObject& request, const QJsonValue& report)
{
    using namespace outline;
    const QJsonObject r = report.toObject();
    return {reportSection(report),  serviceSection(r),      sourceSection(request, r), imagesSection(r),
            runtimeTasksSection(r), attestationSection(r),  bindingsSection(r),        corestoreSection(r),
            namespaceSection(r),    authorizationSection(r)};
}

} // namespace preflight
} // namespace core
} // namespace cloudly