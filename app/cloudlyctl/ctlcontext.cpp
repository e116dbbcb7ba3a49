#include "ctlcontext.h"

#include "core/util/duration.h"
#include "core/util/terminaltext.h"

#include <QJsonArray>
#include <QTextStream>

#include <cstdio>

namespace cloudly {
namespace ctl {
// Text output never carries a control character a terminal would obey (core/util/terminaltext.h); CSV
// keeps the CR, LF and TAB it quotes, and JSON has none (QJsonDocument and the validated server bytes
// escape them).
void Context::out(const QString& text) const
{
    QTextStream s(stdout);
    s << core::terminalSafe(text, options.format == Format::Csv ? u"\r\n\t" : u"\n");
    s.flush();
}

void Context::err(const QString& text) const
{
    QTextStream s(stderr);
    s << core::terminalSafe(text) << Qt::endl;
}

void Context::printJson(const QJsonValue& value) const
{
    QByteArray bytes;
    if (value.isArray())
        bytes = QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
    else if (value.isObject())
        bytes = QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    else
        bytes = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void Context::printTable(const core::TextTable& table) const
{
    out(options.format == Format::Csv ? table.renderCsv() : table.render());
}

void Context::failCall(const core::CallError& error) const
{
    if (error.kind == core::CallError::Kind::Refused) {
        // Held back by the profile's safety rules before sending: "profile prod-eu is read-only".
        err(QStringLiteral("cloudlyctl: %1").arg(error.text));
        return finish(ExitUsage);
    }
    err(QStringLiteral("cloudlyctl: %1").arg(error.message()));
    finish(ExitError);
}

bool Context::positiveDuration(const QString& name, qint64* ms) const
{
    if (!local.isSet(name))
        return true;
    QString error;
    const std::optional<qint64> value = core::parseDuration(local.value(name), &error);
    if (!value || *value <= 0) {
        usage(QStringLiteral("--%1: %2").arg(name, value ? QStringLiteral("must be more than 0") : error));
        return false;
    }
    *ms = *value;
    return true;
}

void Context::usage(const QString& message) const
{
    err(QStringLiteral("cloudlyctl: %1").arg(message));
    finish(ExitUsage);
}

} // namespace ctl
} // namespace cloudly