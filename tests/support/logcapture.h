// Collects every log message while alive, with every `cloudly.*` category switched on at debug level.
// The CTest environment sets QT_LOGGING_RULES=cloudly.*.debug=false, and Qt lets environment rules win over
// QLoggingCategory::setFilterRules(), so a capture built on filter rules sees no debug line at all. This one
// installs a category filter (applied after every rule) instead, so it holds whatever the environment says.
// Secret scans built on it must prove it works: plant(), then require the planted line in all().
#pragma once

#include <QLoggingCategory>
#include <QString>
#include <QStringList>

namespace cloudly::test {

class LogCapture
{
public:
    LogCapture();
    ~LogCapture();
    LogCapture(const LogCapture&) = delete;
    LogCapture& operator=(const LogCapture&) = delete;

    // Every message so far, one per line.
    static QString all();
    static QStringList lines();
    // Logs `text` at debug level in a `cloudly.*` category that the environment switches off: a capture that
    // really records debug lines must see it (the positive control of a secret scan).
    static void plant(const QString& text);
};

} // namespace cloudly::test
