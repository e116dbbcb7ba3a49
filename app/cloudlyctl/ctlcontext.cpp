#include "ctlcontext.h"

#include <QJsonArray>
#include <QTextStream>

#include <cstdio>

namespace cloudly {
namespace ctl {
void Context::out(const QString& text) const
{
    QTextStream s(stdout);
    s << text;
    s.flush();
}

void Context::err(const QString& text) const
{
    QTextStream s(stderr);
    s << text << Qt::endl;
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
    err(QStringLiteral("cloudlyctl: %1").arg(error.message()));
    finish(ExitError);
}

void Context::usage(const QString& message) const
{
    err(QStringLiteral("cloudlyctl: %1").arg(message));
    finish(ExitUsage);
}

} // namespace ctl
} // namespace cloudly