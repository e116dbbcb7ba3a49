#include "core/links/viewlink.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QUrl>

namespace cloudly {
namespace core {
namespace {
constexpr qsizetype kMaxPageKeyLength = 64;
constexpr qsizetype kMaxValueLength = 4096;

// The messages' translation context.
struct ViewLinkText
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::ViewLink)
};

int hexValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= u'a' && u <= u'f')
        return u - u'a' + 10;
    if (u >= u'A' && u <= u'F')
        return u - u'A' + 10;
    return -1;
}

bool hasControl(const QString& text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator)
            return true;
    }
    return false;
}

// Percent-decodes `part` (which starts at `offset` in the link, for messages) as UTF-8. `plusIsSpace`: in
// the query, '+' stands for a space (as browsers write forms). Empty optional: `error` says why.
std::optional<QString> decodePart(const QString& part, qsizetype offset, bool plusIsSpace,
                                  const QString& what, QString* error)
{
    QByteArray bytes;
    bytes.reserve(part.size());
    for (qsizetype i = 0; i < part.size(); ++i) {
        const QChar c = part.at(i);
        if (c == QLatin1Char('%')) {
            const int high = i + 1 < part.size() ? hexValue(part.at(i + 1)) : -1;
            const int low = i + 2 < part.size() ? hexValue(part.at(i + 2)) : -1;
            if (high < 0 || low < 0) {
                *error = ViewLinkText::tr("%1: “%” at position %2 is not followed by two hexadecimal digits")
                             .arg(what)
                             .arg(offset + i + 1);
                return std::nullopt;
            }
            bytes.append(static_cast<char>(high * 16 + low));
            i += 2;
        } else if (plusIsSpace && c == QLatin1Char('+')) {
            bytes.append(' ');
        } else if (c.isSurrogate()) {
            // A pair (or a lone half, which toUtf8 turns into a replacement and the check below refuses).
            const qsizetype length = c.isHighSurrogate() && i + 1 < part.size() ? 2 : 1;
            const QString piece = part.mid(i, length);
            if (length == 1 || !part.at(i + 1).isLowSurrogate()) {
                *error =
                    ViewLinkText::tr("%1: broken character at position %2").arg(what).arg(offset + i + 1);
                return std::nullopt;
            }
            bytes.append(piece.toUtf8());
            ++i;
        } else {
            bytes.append(QString(c).toUtf8());
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        *error = ViewLinkText::tr("%1 is not valid UTF-8 once decoded").arg(what);
        return std::nullopt;
    }
    if (hasControl(text)) {
        *error = ViewLinkText::tr("%1 contains a control character").arg(what);
        return std::nullopt;
    }
    if (text.size() > kMaxValueLength) {
        *error = ViewLinkText::tr("%1 is longer than %2 characters").arg(what).arg(kMaxValueLength);
        return std::nullopt;
    }
    return text;
}

ViewLinkParse failure(const QString& error)
{
    ViewLinkParse result;
    result.error = error;
    return result;
}

QString encode(const QString& value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}
} // namespace

QString viewLinkScheme()
{
    return QStringLiteral("cloudly");
}

bool looksLikeViewLink(const QString& argument)
{
    return argument.trimmed().startsWith(viewLinkScheme() + QLatin1Char(':'), Qt::CaseInsensitive);
}

bool isPageKey(const QString& page)
{
    if (page.isEmpty() || page.size() > kMaxPageKeyLength)
        return false;
    for (qsizetype i = 0; i < page.size(); ++i) {
        const char16_t c = page.at(i).unicode();
        const bool letter = c >= u'a' && c <= u'z';
        const bool other = (c >= u'0' && c <= u'9') || c == u'-';
        if (!letter && (i == 0 || !other))
            return false;
    }
    return true;
}

ViewLinkParse parseViewLink(const QString& input)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return failure(ViewLinkText::tr("the link is empty"));
    if (text.size() > kMaxViewLinkLength)
        return failure(ViewLinkText::tr("the link is longer than %1 characters").arg(kMaxViewLinkLength));
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return failure(ViewLinkText::tr(
                               "the link contains a space or control character at position %1 (write a space "
                               "as %20)")
                               .arg(i + 1));
    }
    const QString prefix = viewLinkScheme() + QStringLiteral("://");
    if (!text.startsWith(prefix, Qt::CaseInsensitive)) {
        const qsizetype colon = text.indexOf(QLatin1Char(':'));
        if (text.startsWith(viewLinkScheme() + QLatin1Char(':'), Qt::CaseInsensitive))
            return failure(
                ViewLinkText::tr("the link must start with “cloudly://” (the two slashes are missing)"));
        if (colon > 0)
            return failure(ViewLinkText::tr("not a console link: it starts with “%1”, not “cloudly://”")
                               .arg(text.left(colon + 1)));
        return failure(ViewLinkText::tr("not a console link: it does not start with “cloudly://”"));
    }
    const qsizetype start = prefix.size();
    const qsizetype hash = text.indexOf(QLatin1Char('#'), start);
    if (hash >= 0)
        return failure(
            ViewLinkText::tr("the link has a fragment (“#” at position %1); console links have none")
                .arg(hash + 1));
    const qsizetype question = text.indexOf(QLatin1Char('?'), start);
    const QString beforeQuery = question < 0 ? text.mid(start) : text.mid(start, question - start);
    const qsizetype slash = beforeQuery.indexOf(QLatin1Char('/'));
    const QString rawProfile = slash < 0 ? beforeQuery : beforeQuery.left(slash);
    QString error;

    ViewLink link;
    if (rawProfile.isEmpty())
        return failure(ViewLinkText::tr("the link names no profile (expected cloudly://PROFILE/PAGE)"));
    const std::optional<QString> profile =
        decodePart(rawProfile, start, false, ViewLinkText::tr("the profile"), &error);
    if (!profile)
        return failure(error);
    if (profile->trimmed().isEmpty())
        return failure(ViewLinkText::tr("the link names no profile (expected cloudly://PROFILE/PAGE)"));
    link.profile = *profile;

    if (slash < 0)
        return failure(ViewLinkText::tr("the link names no page (expected cloudly://PROFILE/PAGE)"));
    const QString rawPath = beforeQuery.mid(slash + 1);
    const qsizetype pathStart = start + slash + 1;
    const qsizetype extra = rawPath.indexOf(QLatin1Char('/'));
    const QString rawPage = extra < 0 ? rawPath : rawPath.left(extra);
    if (rawPage.isEmpty())
        return failure(ViewLinkText::tr("the link names no page (expected cloudly://PROFILE/PAGE)"));
    const std::optional<QString> page =
        decodePart(rawPage, pathStart, false, ViewLinkText::tr("the page"), &error);
    if (!page)
        return failure(error);
    if (!isPageKey(*page))
        return failure(
            ViewLinkText::tr("“%1” is not a page name (lower-case letters, digits and “-”)").arg(*page));
    if (extra >= 0 && extra + 1 < rawPath.size())
        return failure(
            ViewLinkText::tr("unexpected path after the page “%1”: “%2”").arg(*page, rawPath.mid(extra)));
    link.page = *page;

    if (question >= 0) {
        const QString query = text.mid(question + 1);
        bool haveFilter = false;
        bool haveSelect = false;
        qsizetype offset = question + 1;
        const QStringList parameters = query.isEmpty() ? QStringList() : query.split(QLatin1Char('&'));
        for (const QString& parameter : parameters) {
            const qsizetype at = offset;
            offset += parameter.size() + 1;
            if (parameter.isEmpty())
                return failure(
                    ViewLinkText::tr("empty parameter at position %1 (two “&” in a row?)").arg(at + 1));
            const qsizetype equals = parameter.indexOf(QLatin1Char('='));
            const QString name = equals < 0 ? parameter : parameter.left(equals);
            if (name != QLatin1String("filter") && name != QLatin1String("select")) {
                const QString shown = name.size() > 40 ? name.left(40) + QStringLiteral("…") : name;
                return failure(
                    ViewLinkText::tr("unknown parameter “%1” (a link can only carry “filter” and “select”)")
                        .arg(shown));
            }
            if (equals < 0)
                return failure(ViewLinkText::tr("parameter “%1” has no value (write %1=…)").arg(name));
            bool& seen = name == QLatin1String("filter") ? haveFilter : haveSelect;
            if (seen)
                return failure(ViewLinkText::tr("parameter “%1” is given twice").arg(name));
            seen = true;
            const std::optional<QString> value =
                decodePart(parameter.mid(equals + 1), at + equals + 1, true,
                           ViewLinkText::tr("parameter “%1”").arg(name), &error);
            if (!value)
                return failure(error);
            (name == QLatin1String("filter") ? link.filter : link.select) = *value;
        }
    }
    ViewLinkParse result;
    result.link = link;
    return result;
}

QString formatViewLink(const ViewLink& link)
{
    QString text = viewLinkScheme() + QStringLiteral("://") + encode(link.profile) + QLatin1Char('/') +
                   encode(link.page);
    QStringList parameters;
    if (!link.filter.isEmpty())
        parameters.append(QStringLiteral("filter=") + encode(link.filter));
    if (!link.select.isEmpty())
        parameters.append(QStringLiteral("select=") + encode(link.select));
    if (!parameters.isEmpty())
        text += QLatin1Char('?') + parameters.join(QLatin1Char('&'));
    return text;
}

} // namespace core
} // namespace cloudly
