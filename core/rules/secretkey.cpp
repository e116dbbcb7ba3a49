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
               w == QLatin1String("auth");
    });
}

bool isSecretKeyUtf8(QByteArrayView key)
{
    // Every key the rule names contains one of these, once lower-cased and without separators.
    static constexpr std::string_view kNeedles[] = {"pass",       "pwd",        "secret", "token",
                                                    "credential", "privatekey", "apikey", "accesskey",
                                                    "jwt",        "dsn",        "auth",   "connectionstring"};
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

QJsonObject scrubSecrets(const QJsonObject& object, SecretKeyRule isSecret,
                         const std::optional<QJsonValue>& mask)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (isSecret(it.key())) {
            if (mask)
                out.insert(it.key(), *mask);
            continue;
        }
        out.insert(it.key(), scrubSecrets(it.value(), isSecret, mask));
    }
    return out;
}

QJsonValue scrubSecrets(const QJsonValue& value, SecretKeyRule isSecret,
                        const std::optional<QJsonValue>& mask)
{
    if (value.isObject())
        return scrubSecrets(value.toObject(), isSecret, mask);
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& v : value.toArray())
            out.append(scrubSecrets(v, isSecret, mask));
        return out;
    }
    return value;
}

} // namespace core
} // namespace cloudly
