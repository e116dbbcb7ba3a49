#include "core/rules/secretkey.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <string_view>

namespace cloudly {
namespace core {
namespace {
bool isSeparator(QChar c)
{
    return c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.') || c == QLatin1Char(' ');
}

// The key's words, lower case: split at separators and where a lower-case letter or digit is followed by
// an upper-case one ("dbPass" -> db, pass), or an upper-case run by a capitalised word ("DBPass" -> db,
// pass).
QStringList words(const QString& key)
{
    QStringList out;
    QString word;
    const auto flush = [&] {
        if (!word.isEmpty())
            out << word.toCaseFolded();
        word.clear();
    };
    for (qsizetype i = 0; i < key.size(); ++i) {
        const QChar c = key.at(i);
        if (isSeparator(c) || !c.isLetterOrNumber()) {
            flush();
            continue;
        }
        if (c.isUpper() && !word.isEmpty()) {
            const QChar previous = key.at(i - 1);
            const bool nextLower = i + 1 < key.size() && key.at(i + 1).isLower();
            if (!previous.isUpper() || nextLower)
                flush();
        }
        word += c;
    }
    flush();
    return out;
}
} // namespace

bool isSecretKey(const QString& key)
{
    QString folded;
    folded.reserve(key.size());
    for (const QChar c : key)
        if (!isSeparator(c))
            folded += c.toCaseFolded();
    static const QRegularExpression re(
        QStringLiteral("password|passwd|passphrase|secret(?!bundleids?$)|token|credential|privatekey|apikey|"
                       "accesskey|jwt|connectionstring"));
    if (re.match(folded).hasMatch())
        return true;
    const QStringList parts = words(key);
    return std::any_of(parts.cbegin(), parts.cend(), [](const QString& w) {
        return w == QLatin1String("pass") || w == QLatin1String("pwd") || w == QLatin1String("dsn") ||
               w == QLatin1String("auth") || w == QLatin1String("psk");
    });
}

bool isSecretKeyUtf8(QByteArrayView key)
{
    // Every key the rule names contains one of these, once lower-cased and without separators.
    static constexpr std::string_view kNeedles[] = {
        "pass",      "pwd", "secret", "token", "credential",       "privatekey", "apikey",
        "accesskey", "jwt", "dsn",    "auth",  "connectionstring", "psk"};
    char folded[64];
    qsizetype n = 0;
    if (key.size() > static_cast<qsizetype>(sizeof folded))
        return isSecretKey(QString::fromUtf8(key));
    for (qsizetype k = 0; k < key.size(); ++k) {
        const char c = key.at(k);
        if (static_cast<unsigned char>(c) >= 0x80) // beyond ASCII: case folding is the expression's job
            return isSecretKey(QString::fromUtf8(key));
        if (c == '_' || c == '-' || c == '.' || c == ' ')
            continue;
        folded[n++] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    const std::string_view text(folded, static_cast<size_t>(n));
    for (const std::string_view needle : kNeedles)
        if (text.find(needle) != std::string_view::npos)
            return isSecretKey(QString::fromUtf8(key));
    return false;
}

namespace {
const QRegularExpression& userInfoPattern()
{
    // scheme://userinfo@ — the user info ends at the first '/', '?', '#', space or quote after the scheme.
    static const QRegularExpression re(QStringLiteral("([A-Za-z][A-Za-z0-9+.-]*://)[^/?#\\s\"'@]+@"));
    return re;
}
} // namespace

bool hasUrlUserInfo(const QString& text)
{
    return text.contains(QLatin1String("://")) && text.contains(QLatin1Char('@')) &&
           userInfoPattern().match(text).hasMatch();
}

QString withoutUrlUserInfo(const QString& text)
{
    QString out = text;
    out.replace(userInfoPattern(), QStringLiteral("\\1"));
    return out;
}

bool containsPrivateKey(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"));
    return text.contains(QLatin1String("PRIVATE KEY")) && re.match(text).hasMatch();
}

bool mayHoldSecretValue(QByteArrayView bytes)
{
    return (bytes.contains("://") && bytes.contains('@')) || bytes.contains("PRIVATE KEY");
}

namespace redaction {
QString child(const QString& path, const QString& key)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_$][A-Za-z0-9_$]*$"));
    if (identifier.match(key).hasMatch())
        return path + QLatin1Char('.') + key;
    QString quoted = key;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return path + QLatin1String("[\"") + quoted + QLatin1String("\"]");
}

QString element(const QString& path, qsizetype index)
{
    return path + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}
} // namespace redaction

namespace {
void note(RedactionLog* log, const QString& path, const QString& rule)
{
    if (log)
        log->append(Redaction{path, rule});
}

// A string value: nullopt when it is to be dropped (a private key), else the string as kept.
std::optional<QJsonValue> scrubString(const QJsonValue& value, RedactionLog* log, const QString& path)
{
    const QString text = value.toString();
    if (containsPrivateKey(text)) {
        note(log, path, redaction::privateKey);
        return std::nullopt;
    }
    if (hasUrlUserInfo(text)) {
        note(log, path, redaction::urlUserInfo);
        return QJsonValue(withoutUrlUserInfo(text));
    }
    return value;
}

QJsonValue scrubValue(const QJsonValue& value, SecretKeyRule isSecret, const std::optional<QJsonValue>& mask,
                      RedactionLog* log, const QString& path);

QJsonObject scrubObject(const QJsonObject& object, SecretKeyRule isSecret,
                        const std::optional<QJsonValue>& mask, RedactionLog* log, const QString& path)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString childPath = log ? redaction::child(path, it.key()) : QString();
        if (isSecret(it.key())) {
            note(log, childPath, redaction::secretKey);
            if (mask)
                out.insert(it.key(), *mask);
            continue;
        }
        if (it.value().isString()) {
            const std::optional<QJsonValue> kept = scrubString(it.value(), log, childPath);
            if (kept)
                out.insert(it.key(), *kept);
            else if (mask)
                out.insert(it.key(), *mask);
            continue;
        }
        out.insert(it.key(), scrubValue(it.value(), isSecret, mask, log, childPath));
    }
    return out;
}

QJsonValue scrubValue(const QJsonValue& value, SecretKeyRule isSecret, const std::optional<QJsonValue>& mask,
                      RedactionLog* log, const QString& path)
{
    if (value.isObject())
        return scrubObject(value.toObject(), isSecret, mask, log, path);
    if (value.isArray()) {
        QJsonArray out;
        const QJsonArray in = value.toArray();
        for (qsizetype i = 0; i < in.size(); ++i)
            out.append(
                scrubValue(in.at(i), isSecret, mask, log, log ? redaction::element(path, i) : QString()));
        return out;
    }
    if (value.isString()) // in an array or alone: a dropped private key leaves the mask or ""
        return scrubString(value, log, path).value_or(mask.value_or(QJsonValue(QString())));
    return value;
}
} // namespace

QJsonObject scrubSecrets(const QJsonObject& object, SecretKeyRule isSecret,
                         const std::optional<QJsonValue>& mask, RedactionLog* log, const QString& path)
{
    return scrubObject(object, isSecret, mask, log, path);
}

QJsonValue scrubSecrets(const QJsonValue& value, SecretKeyRule isSecret,
                        const std::optional<QJsonValue>& mask, RedactionLog* log, const QString& path)
{
    return scrubValue(value, isSecret, mask, log, path);
}

} // namespace core
} // namespace cloudly
