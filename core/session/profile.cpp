#include "core/session/profile.h"

#include "core/net/tlstrust.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>

namespace cloudly {
namespace core {
namespace {

constexpr int MaxNameLength = 100;

} // namespace

QString Profile::authKindName(AuthKind kind)
{
    switch (kind) {
    case AuthKind::AdminPassword:
        return QStringLiteral("adminPassword");
    case AuthKind::MachineToken:
        return QStringLiteral("machineToken");
    }
    return {};
}

std::optional<Profile::AuthKind> Profile::authKindFromName(const QString& name)
{
    if (name.compare(QLatin1String("adminPassword"), Qt::CaseInsensitive) == 0)
        return AuthKind::AdminPassword;
    if (name.compare(QLatin1String("machineToken"), Qt::CaseInsensitive) == 0)
        return AuthKind::MachineToken;
    return std::nullopt;
}

QString Profile::stageName(Stage stage)
{
    switch (stage) {
    case Stage::None:
        return {};
    case Stage::Development:
        return QStringLiteral("development");
    case Stage::Staging:
        return QStringLiteral("staging");
    case Stage::Production:
        return QStringLiteral("production");
    }
    return {};
}

std::optional<Profile::Stage> Profile::stageFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n.isEmpty() || n == QLatin1String("none"))
        return Stage::None;
    for (const Stage s : {Stage::Development, Stage::Staging, Stage::Production})
        if (n == stageName(s))
            return s;
    return std::nullopt;
}

QString Profile::stageLabel(Stage stage)
{
    switch (stage) {
    case Stage::None:
        return {};
    case Stage::Development:
        return QCoreApplication::translate("Profile", "DEVELOPMENT");
    case Stage::Staging:
        return QCoreApplication::translate("Profile", "STAGING");
    case Stage::Production:
        return QCoreApplication::translate("Profile", "PRODUCTION");
    }
    return {};
}

QString Profile::secretKind(AuthKind kind)
{
    return kind == AuthKind::MachineToken ? QStringLiteral("token") : QStringLiteral("password");
}

bool Profile::isEncrypted() const
{
    const QString scheme = url.scheme().toLower();
    return scheme == QLatin1String("wss") || scheme == QLatin1String("https");
}

bool Profile::isLoopback() const
{
    const QString host = url.host().toLower();
    if (host == QLatin1String("localhost") || host.endsWith(QLatin1String(".localhost")))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<QString> Profile::normalizeFingerprint(const QString& text)
{
    return tlstrust::normalizeSha256(text);
}

ProfileError validateProfile(const Profile& profile)
{
    const auto fail = [](const char* field, QString message) {
        return ProfileError{QString::fromLatin1(field), std::move(message)};
    };

    // name: also used in settings keys and secret keys ("profile/<name>/password").
    const QString& name = profile.name;
    if (name.trimmed().isEmpty())
        return fail("name", QCoreApplication::translate("Profile", "name: must not be empty"));
    if (name != name.trimmed())
        return fail("name",
                    QCoreApplication::translate("Profile", "name: must not start or end with spaces"));
    if (name.size() > MaxNameLength)
        return fail("name", QCoreApplication::translate("Profile", "name: must be at most %1 characters long")
                                .arg(MaxNameLength));
    for (const QChar c : name) {
        if (c == QLatin1Char('/') || c == QLatin1Char('\\'))
            return fail("name", QCoreApplication::translate("Profile", "name: must not contain '/' or '\\'"));
        if (c.category() == QChar::Other_Control)
            return fail("name",
                        QCoreApplication::translate("Profile", "name: must not contain control characters"));
    }

    // url
    const QUrl& url = profile.url;
    if (url.isEmpty())
        return fail("url", QCoreApplication::translate("Profile", "url: must not be empty"));
    if (!url.isValid())
        return fail(
            "url",
            QCoreApplication::translate("Profile", "url: is not a valid URL (%1)").arg(url.errorString()));
    const QString scheme = url.scheme().toLower();
    if (scheme != QLatin1String("ws") && scheme != QLatin1String("wss") && scheme != QLatin1String("http") &&
        scheme != QLatin1String("https")) {
        return fail("url",
                    scheme.isEmpty()
                        ? QCoreApplication::translate(
                              "Profile",
                              "url: needs a scheme (ws, wss, http or https), e.g. wss://cloudly.example.com")
                        : QCoreApplication::translate("Profile",
                                                      "url: scheme must be ws, wss, http or https, not '%1'")
                              .arg(url.scheme()));
    }
    if (url.host().isEmpty())
        return fail("url", QCoreApplication::translate("Profile",
                                                       "url: needs a host, e.g. wss://cloudly.example.com"));
    if (!url.userInfo().isEmpty())
        return fail(
            "url",
            QCoreApplication::translate(
                "Profile", "url: must not contain a user name or password; use the profile's login fields"));
    if (profile.isInsecureRemote() && !profile.allowInsecureRemote) {
        return fail(
            "allowInsecureRemote",
            QCoreApplication::translate(
                "Profile",
                "allowInsecureRemote: %1 sends credentials unencrypted to a remote host; use wss/https "
                "or explicitly allow insecure connections for this profile")
                .arg(url.scheme().toLower() + QStringLiteral("://") + url.host()));
    }

    // username
    if (profile.authKind == Profile::AuthKind::AdminPassword && profile.username.trimmed().isEmpty())
        return fail("username",
                    QCoreApplication::translate("Profile", "username: is required for admin password login"));

    // pinnedCertificateSha256
    if (profile.pinnedCertificateSha256) {
        const QString& pin = *profile.pinnedCertificateSha256;
        static const QRegularExpression sha256(QStringLiteral("^[0-9a-f]{64}$"));
        if (!sha256.match(pin).hasMatch()) {
            return fail(
                "pinnedCertificateSha256",
                QCoreApplication::translate(
                    "Profile",
                    "pinnedCertificateSha256: must be a SHA-256 fingerprint of 64 lower-case hex digits "
                    "(got %1 characters)")
                    .arg(pin.size()));
        }
    }

    // caCertificateFile
    if (!profile.caCertificateFile.isEmpty()) {
        QString error;
        if (tlstrust::loadCaFile(profile.caCertificateFile, &error).isEmpty())
            return fail("caCertificateFile", QStringLiteral("caCertificateFile: ") + error);
    }
    return {};
}

} // namespace core
} // namespace cloudly