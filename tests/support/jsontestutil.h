#pragma once

#include "core/api/jsonreader.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace cloudly {
namespace test {

// Parses a JSON object literal of a test (aborts the test run on a typo in the literal).
QJsonObject parse(const char* json);
// One decode error per line, for failure messages.
QString errorList(const core::DecodeErrors& errors);
// Sets `value` at a dotted path ("data.ports.web", "data.volumes.1.mountPath"); an undefined value removes
// it.
QJsonValue setAt(const QJsonValue& root, QStringList path, const QJsonValue& value);
QJsonObject withValue(const QJsonObject& root, const QString& dotted, const QJsonValue& value);
// The demo fixture (`users` of core/demo's JSON) with the admin's password and the demo machine token
// replaced by distinctive values, so that a secret scan cannot match the demo's short "demo" strings by
// chance. `replaced` counts the replacements (2 for the fixture as shipped).
QJsonObject withDistinctiveSecrets(QJsonObject fixture, const QString& password, const QString& token,
                                   int* replaced);

// The bundled demo fixture (resources/fixtures/demo.json) as an object; empty when it cannot be read.
QJsonObject demoFixture();
// `out` parsed as a JSON array; empty when it is not one.
QJsonArray parseJsonArray(const QByteArray& out);
// The rows of a cloudlyctl table (every non-empty line after the header).
QStringList tableRows(const QByteArray& out);

} // namespace test
} // namespace cloudly
