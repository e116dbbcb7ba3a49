#pragma once

#include "core/api/identity.h"
#include "core/net/typedsocketclient.h"
#include "core/session/requestguard.h"

#include <QObject>

namespace cloudly {
namespace core {
// The logged-in identity for one connection. Holds the identity (and the credential used to obtain it)
// in memory only and adds `request.identity` to every authenticated call.
//
// Renewal: when the identity's `expiresAt` has passed, or when the server answers a call with its
// "identity no longer accepted" error (isIdentityRejected(): e.g. after a server restart forgot the
// JWTs it issued), the session logs in again ONCE with the credential it holds and then sends the
// call (again). Every call that needs the renewal while it runs — failed at the same moment or made
// meanwhile — waits for that one login; each call is retried at most once. When logging in again is
// refused (wrong password, revoked token, or the fresh identity is rejected at once) the session
// signs out: the identity and credential are dropped, signedOut() is emitted and every later call
// fails at once with "signed out: …" until the next explicit login. When the re-login only failed
// for transport reasons (connection lost, timeout) the waiting calls fail with that error and the
// next call tries the re-login once more.
class Session : public QObject
{
    Q_OBJECT
public:
    enum class AuthKind
    {
        None,
        AdminPassword,
        MachineToken
    };

    using Done = std::function<void(const CallError& error)>;

    explicit Session(TypedSocketClient* client, QObject* parent = nullptr);
    ~Session() override;

    TypedSocketClient* client() const { return m_client; }

    void loginWithPassword(const QString& username, const QString& password, QObject* context, Done done);
    void loginWithToken(const QString& token, QObject* context, Done done);
    void logout();

    bool isAuthenticated() const { return m_identity.isValid(); }
    const Identity& identity() const { return m_identity; }
    AuthKind authKind() const { return m_authKind; }

    // True while an automatic re-login is in flight (calls made meanwhile wait for it).
    bool isRenewing() const { return m_renewing; }
    // Why the session signed itself out ("logging in again failed: login failed"); empty while logged
    // in, after logout() and after a new explicit login.
    QString signedOutReason() const { return m_signedOutReason; }
    // "signed out: <reason>" (translated), empty when signedOutReason() is.
    QString signedOutMessage() const;
    // Automatic re-logins started so far (diagnostics and tests).
    int renewalCount() const { return m_renewals; }

    // Tag the connection with the identity after login (as the official client's tagConnection does).
    void setTagConnection(bool on) { m_tagConnection = on; }

    // An authenticated call: `request` gets `identity` added. Fails with NotAuthenticated without an
    // identity; renews an expired or rejected identity first (see above) when a credential is held.
    //
    // Every call passes the session's RequestGuard first: a request that changes server state on a
    // read-only profile, or on a protected profile without the profile's name confirmed, fails with
    // CallError::Kind::Refused and is not sent.
    void call(const QString& method, QJsonObject request, QObject* context, TypedSocketClient::Callback done,
              int timeoutMs = -1);
    // The same with `confirmedName` (the profile name the user typed) for a protected profile's write.
    void callConfirmed(const QString& method, QJsonObject request, const QString& confirmedName,
                       QObject* context, TypedSocketClient::Callback done, int timeoutMs = -1);

    // The profile's safety rules (default: none, everything is sent).
    void setGuard(RequestGuard guard)
    {
        m_guard = std::move(guard);
        Q_EMIT guardChanged();
    }
    const RequestGuard& guard() const { return m_guard; }
    // A confirmation that holds for every call of this session (cloudlyctl's --confirm-profile NAME).
    void setStandingConfirmation(const QString& name) { m_standingConfirmation = name; }

    // True only for the server's answer to an identity it does not accept (unknown, expired or revoked
    // JWT: error text "identity missing or invalid" from Cloudly's reference peer and the demo server).
    // Every other error — other server errors, timeouts, lost connections, login failures — is false.
    static bool isIdentityRejected(const CallError& error);

    static const QString& loginMethod();
    static const QString& tokenMethod();

Q_SIGNALS:
    void identityChanged();
    // Another profile's safety rules apply (setGuard()).
    void guardChanged();
    // An automatic re-login obtained a new identity for the same user (identity() has the new JWT).
    void identityRenewed();
    void loginFailed(const QString& message);
    // The session ended on its own: logging in again failed. `message` is signedOutMessage().
    void signedOut(const QString& message);

private:
    struct PendingCall
    {
        QString method;
        QJsonObject request; // without identity
        QPointer<QObject> context;
        bool hasContext = false;
        TypedSocketClient::Callback done;
        int timeoutMs = -1;
        bool contextGone() const { return hasContext && !context; }
    };
    using Waiter = std::function<void(const CallError& failure)>; // failure.kind None: renewed

    void login(AuthKind kind, bool renewal, QObject* context, Done done);
    void onLoginFinished(AuthKind kind, bool renewal, CallError error);
    void applyIdentity(const QJsonObject& response, bool renewal, CallError* error);
    void send(const PendingCall& call, bool mayRenew);
    void waitForRenewal(const PendingCall& call);
    void renew(const char* why);
    void signOut(const QString& reason);
    void resolveWaiters(const CallError& failure);
    void failLater(const PendingCall& call, CallError::Kind kind, const QString& text);

    TypedSocketClient* m_client;
    RequestGuard m_guard;
    QString m_standingConfirmation;
    Identity m_identity;
    AuthKind m_authKind = AuthKind::None;
    QString m_username;
    QString m_secret; // password or machine token, in memory only
    bool m_tagConnection = true;

    quint64 m_epoch = 0;          // bumped by every explicit login and logout: older login replies are stale
    quint64 m_identitySerial = 0; // bumped whenever a new identity is applied
    bool m_loginInFlight = false; // a login of the current epoch is waiting for its reply
    bool m_renewing = false;      // ... and it is an automatic re-login
    bool m_identityRejected = false; // the server refused the current identity: renew before the next call
    bool m_renewedUnproven = false;  // renewed, but no call has been accepted with the new identity yet
    QList<Waiter> m_waiters;
    QString m_signedOutReason;
    int m_renewals = 0;
};

} // namespace core
} // namespace cloudly
