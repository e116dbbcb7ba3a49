#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
namespace preflight {
// One deployment-preflight blocker: a contract code (TDeploymentPreflightBlockerCode) and its message.
struct Blocker
{
    QString code;
    QString message;
    bool operator==(const Blocker&) const = default;
};

// Client-side port of the contract's `validateDeploymentPreflightRequest` (@serve.zone/interfaces 12.0.0).
// Produces the same codes, the same (untranslated, server-identical) messages and the same order as the
// server-side function, so a console can explain a request's problems before sending it and re-check
// what it sent afterwards. Every rule is evaluated; only a non-object request returns early with a single
// INVALID_REQUEST blocker. `releaseTag` and `releaseEvidence` are not looked at here.
QList<Blocker> validateRequest(const QJsonValue& request);

// Client-side port of `validateDeploymentReleaseEvidence`. The four fence arguments are compared with
// JavaScript strict equality (`!==`), so pass QJsonValue(QJsonValue::Undefined) for "not given" — a
// default-constructed QJsonValue is JSON null, which is a different value.
QList<Blocker> validateReleaseEvidence(const QJsonValue& evidence, const QJsonValue& sourceRevision,
                                       const QJsonValue& version, const QJsonValue& configurationDigest,
                                       const QJsonValue& ociIndexDigest);

// The five attestation kinds the evidence validator requires, in the order it reports missing ones.
const QList<QString>& requiredEvidenceKinds();

// JavaScript semantics the validators depend on. Exposed so they can be tested on their own; not meant as
// general-purpose API.
namespace js {

// `typeof a === typeof b && a === b` for values decoded from JSON. Objects and arrays are never equal to
// anything: in JavaScript they compare by identity and every decoded JSON object is a fresh one.
// Undefined equals undefined, null equals null; numbers compare as doubles (+0 === -0).
bool strictEquals(const QJsonValue& a, const QJsonValue& b);

// `!value.trim()`: true when the string is empty or consists only of ECMAScript WhiteSpace and
// LineTerminator code units (TAB, VT, FF, SP, NBSP, ZWNBSP/BOM, the Unicode Zs spaces, LF, CR, LS, PS).
// U+0085, U+180E and U+200B are not white space in JavaScript and make a string non-blank.
bool isBlank(const QString& value);

// `Number.isSafeInteger(value)` including the `typeof value === 'number'` requirement.
bool isSafeInteger(const QJsonValue& value);

// ECMAScript Number::toString(x) in radix 10: shortest round-trip digits, exponent form outside
// [1e-6, 1e21), "NaN", "Infinity", "-0" printed as "0".
QString numberToString(double value);

// `String(value)` for a JSON value: strings as they are, numbers as above, booleans "true"/"false",
// null "null", undefined "undefined", objects "[object Object]", arrays their elements joined with ","
// (null and undefined elements become empty strings).
QString toString(const QJsonValue& value);

} // namespace js

} // namespace preflight
} // namespace core
} // namespace cloudly