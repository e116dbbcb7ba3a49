#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace cloudly {
namespace core {
// One saved connection to a Cloudly instance. Deliberately holds no secret: the admin password or
// machine token lives in the SecretStore under SecretStore::secretKey(profile).
struct Profile
{
    enum class AuthKind
    {
        AdminPassword,
        MachineToken
    };

    QString name;
    QUrl url; // ws, wss, http or https with a host
    AuthKind authKind = AuthKind::AdminPassword;
    QString username;                               // admin login name (unused for machine tokens)
    std::optional<QString> pinnedCertificateSha256; // 64 lower-case hex digits, no separators
    // A PEM file of CA certificates trusted (besides the system's) for this profile's connections: a
    // private CA. Empty: the system CAs only. Not a secret: a CA certificate is public.
    QString caCertificateFile;
    bool allowInsecureRemote = false; // plain ws/http to a non-loopback host needs this opt-in

    // How much care the server behind this profile needs (docs/SAFETY.md). A profile saved before these
    // fields existed loads as Stage::None, unprotected and writable.
    enum class Stage
    {
        None,
        Development,
        Staging,
        Production
    };
    Stage stage = Stage::None;
    // Every request that changes server state needs the profile's name typed (console) or
    // --confirm-profile NAME (cloudlyctl). Default for a new production profile.
    bool isProtected = false;
    // No request that changes server state is sent at all.
    bool readOnly = false;

    bool operator==(const Profile& other) const = default;

    // "adminPassword" / "machineToken": the stable spelling used in settings files and the CLI.
    static QString authKindName(AuthKind kind);
    static std::optional<AuthKind> authKindFromName(const QString& name);
    // "production", "staging", "development"; "" for Stage::None (the settings file and CLI spelling).
    static QString stageName(Stage stage);
    // Accepts those names (any case) and "none" / ""; nullopt for anything else.
    static std::optional<Stage> stageFromName(const QString& name);
    // "PRODUCTION", translated, for bands and titles; empty for Stage::None.
    static QString stageLabel(Stage stage);
    // Protection a new profile of `stage` gets unless told otherwise: on for production.
    static bool protectedByDefault(Stage stage) { return stage == Stage::Production; }

    // The SecretStore kind of the profile's credential: "password" or "token".
    static QString secretKind(AuthKind kind);
    QString secretKind() const { return secretKind(authKind); }

    // TLS-protected transport (wss or https).
    bool isEncrypted() const;
    // The host is a loopback name or address (localhost, 127.0.0.0/8, ::1).
    bool isLoopback() const;
    // Plain ws/http to a non-loopback host: only allowed with allowInsecureRemote.
    bool isInsecureRemote() const { return url.isValid() && !isEncrypted() && !isLoopback(); }

    // Accepts "AB:CD:...", "ab cd ..." or plain hex; returns 64 lower-case hex digits, or nullopt when the
    // input is not a SHA-256 fingerprint.
    static std::optional<QString> normalizeFingerprint(const QString& text);
};

// A validation problem: `field` is the Profile member name ("name", "url", ...), `message` is a
// translated sentence that starts with the field name, ready to show to the user.
struct ProfileError
{
    QString field;
    QString message;
    bool isError() const { return !field.isEmpty(); }
};

// Checks one profile on its own (everything except uniqueness, which needs the ProfileStore).
ProfileError validateProfile(const Profile& profile);

} // namespace core
} // namespace cloudly