#pragma once

// Internal to the report outline (receiptoutline.cpp, receiptoutlinesections.cpp): not API.

#include "core/preflight/receiptoutline.h"

#include <QJsonArray>

namespace cloudly {
namespace core {
namespace preflight {
namespace outline {
enum class Polarity
{
    TrueIsGood,
    TrueIsBad,
    Neutral,
};

QString k(const char* key); // a Latin-1 JSON key
QString rendered(const QJsonValue& v);
OutlineCell missing();
OutlineCell unexpected(const QJsonValue& v);
// A string field: required and absent -> "missing from report"; optional and absent -> "none".
OutlineCell text(const QJsonObject& o, const char* key, bool required, bool mono = false);
OutlineCell digest(const QJsonObject& o, const char* key, bool required);
OutlineCell yesNo(bool value, Polarity polarity);
OutlineCell flag(const QJsonObject& o, const char* key, Polarity polarity);
OutlineCell triState(const QJsonObject& o, const char* key, Polarity polarity); // boolean | 'unknown'
OutlineCell number(const QJsonObject& o, const char* key);
OutlineCell toneByValue(const QJsonObject& o, const char* key, bool required, const QStringList& good,
                        const QStringList& bad, const QStringList& unknown = {});
// The report's sub-object `key`; sets section.note when it is absent or not an object.
QJsonObject part(const QJsonObject& report, const char* key, OutlineSection& section);
// The array `key` of `parent`; sets table.emptyText to `noneText`, or says it is missing / malformed.
QJsonArray list(const QJsonObject& parent, const char* key, OutlineTable& table, const QString& noneText);

OutlineSection imagesSection(const QJsonObject& report);
OutlineSection runtimeTasksSection(const QJsonObject& report);
OutlineSection attestationSection(const QJsonObject& report);
OutlineSection bindingsSection(const QJsonObject& report);
OutlineSection corestoreSection(const QJsonObject& report);
OutlineSection namespaceSection(const QJsonObject& report);
OutlineSection authorizationSection(const QJsonObject& report);

} // namespace outline
} // namespace preflight
} // namespace core
} // namespace cloudly