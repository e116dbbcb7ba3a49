#include "core/session/session.h"

#include "core/util/logging.h"

#include <utility>

namespace cloudly {
namespace core {
namespace {
// What Cloudly's reference peer and the demo server answer for a missing, unknown, expired or revoked
// `request.identity.jwt` (docs/DEMO_PREFLIGHT.md §7). The error shape of a real Cloudly 12 for auth
// failures is an open question (docs/CONTRACTS.md, "Open questions"): add its text here once it is known.
const QStringList& identityRejectedTexts()
{
    static const QStringList texts = {QStringLiteral("identity missing or invalid")};
    return texts;
}

// A login that failed for these reasons says nothing about the credential: try again on the next call.
bool isTransient(CallError::Kind kind)
{
    switch (kind) {
    case CallError::Kind::NotConnected:
    case CallError::Kind::ConnectionLost:
    case CallError::Kind::Timeout:
    case CallError::Kind::Overloaded:
    case CallError::Kind::Cancelled:
        return true;
    default:
        return false;
    }
}
} // namespace

const QString& Session::loginMethod()
{
    return methods::adminLogin;
}

const QString& Session::tokenMethod()
{
    return methods::identityByToken;
}

bool Session::isIdentityRejected(const CallError& error)
{
    if (error.kind != CallError::Kind::Server)
        return false;
    // A login's own failure means the credential was refused, not an identity.
    if (error.method == loginMethod() || error.method == tokenMethod())
        return false;
    return identityRejectedTexts().contains(error.text.trimmed(), Qt::CaseInsensitive);
}

Session::Session(TypedSocketClient* client, QObject* parent) : QObject(parent), m_client(client)
{
    // Login replies echo the credentials: their frames must never be logged.
    m_client->addSensitiveMethod(loginMethod());
    m_client->addSensitiveMethod(tokenMethod());
    m_client->addSensitiveMethod(methods::setConnectionTag);
}

// Calls still waiting for a re-login are dropped silently, like the client's pending calls: their
// callbacks must not run into a half-destroyed owner.
Session::~Session() = default;

QString Session::signedOutMessage() const
{
    return m_signedOutReason.isEmpty() ? QString() : tr("signed out: %1").arg(m_signedOutReason);
}

void Session::loginWithPassword(const QString& username, const QString& password, QObject* context, Done done)
{
    m_username = username;
    m_secret = password;
    login(AuthKind::AdminPassword, false, context, std::move(done));
}

void Session::loginWithToken(const QString& token, QObject* context, Done done)
{
    m_username.clear();
    m_secret = token;
    login(AuthKind::MachineToken, false, context, std::move(done));
}

void Session::logout()
{
    ++m_epoch; // a login still in flight is answered into the void
    m_identity = Identity();
    m_secret.clear();
    m_authKind = AuthKind::None;
    m_loginInFlight = false;
    m_renewing = false;
    m_identityRejected = false;
    m_renewedUnproven = false;
    m_signedOutReason.clear();
    m_client->removeTag(QStringLiteral("identity"));
    Q_EMIT identityChanged();
    resolveWaiters(CallError::make(CallError::Kind::NotAuthenticated, {}, tr("logged out")));
}

void Session::login(AuthKind kind, bool renewal, QObject* context, Done done)
{
    if (!renewal) {
        ++m_epoch; // supersedes any login (or re-login) still in flight; its waiters wait for this one
        m_renewing = false;
        m_signedOutReason.clear();
    }
    m_loginInFlight = true;
    const bool password = kind == AuthKind::AdminPassword;
    const QString method = password ? loginMethod() : tokenMethod();
    const QJsonObject request = password ? QJsonObject{{QStringLiteral("username"), m_username},
                                                       {QStringLiteral("password"), m_secret}}
                                         : QJsonObject{{QStringLiteral("token"), m_secret}};
    qCInfo(lcSession) << (renewal ? "logging in again" : "logging in")
                      << (password ? "with username" : "with machine token")
                      << (password ? m_username : QString());
    const quint64 epoch = m_epoch;
    QPointer<QObject> ctx = context;
    const bool hadContext = context != nullptr;
    // The session's own context: the outcome must be applied even when the caller went away.
    m_client->call(method, request, this,
                   [this, kind, renewal, epoch, method, ctx, hadContext, done](const CallResult& r) {
                       CallError error = r.error;
                       if (epoch != m_epoch) {
                           qCInfo(lcSession) << "ignoring the answer to a superseded login";
                           error = CallError::make(CallError::Kind::Cancelled, method,
                                                   tr("superseded by a newer login or a logout"));
                       } else {
                           if (r.ok())
                               applyIdentity(r.response, renewal, &error);
                           if (error.isError())
                               error.method = method;
                           onLoginFinished(kind, renewal, error);
                       }
                       if (done && !(hadContext && !ctx))
                           done(error);
                   });
}

void Session::onLoginFinished(AuthKind kind, bool renewal, CallError error)
{
    m_loginInFlight = false;
    m_renewing = false;
    if (!error.isError()) {
        m_authKind = kind;
        m_identityRejected = false;
        m_renewedUnproven = renewal;
        m_signedOutReason.clear();
        resolveWaiters({});
        return;
    }
    qCWarning(lcSession) << (renewal ? "logging in again failed:" : "login failed:") << error.message();
    Q_EMIT loginFailed(error.message());
    if (!renewal) {
        resolveWaiters(CallError::make(CallError::Kind::NotAuthenticated, {},
                                       tr("logging in failed: %1").arg(error.message())));
        return;
    }
    if (isTransient(error.kind)) {
        // Nothing learned about the credential: keep it, and renew again before the next call.
        resolveWaiters(
            CallError::make(error.kind, {},
                            tr("the server no longer accepts the login, and logging in again failed: %1")
                                .arg(error.message())));
        return;
    }
    signOut(tr("logging in again failed: %1")
                .arg(error.kind == CallError::Kind::Server ? error.text : error.message()));
}

void Session::applyIdentity(const QJsonObject& response, bool renewal, CallError* error)
{
    DecodeErrors errors;
    std::optional<Identity> id =
        Identity::fromJson(response.value(QStringLiteral("identity")), QStringLiteral("$.identity"), errors);
    if (!id) {
        *error = CallError::make(CallError::Kind::Decode, {}, joinDecodeErrors(errors));
        return;
    }
    if (id->isExpired()) {
        *error = CallError::make(CallError::Kind::NotAuthenticated, {},
                                 tr("the server returned an identity that has already expired"));
        return;
    }
    const bool sameUser = m_identity.isValid() && m_identity.userId == id->userId;
    m_identity = *id;
    ++m_identitySerial;
    qCInfo(lcSession) << (renewal ? "logged in again as" : "logged in as") << m_identity.describe();
    if (m_tagConnection)
        m_client->setTag(QStringLiteral("identity"), m_identity.toJson());
    if (renewal && sameUser)
        Q_EMIT identityRenewed();
    else
        Q_EMIT identityChanged();
}

void Session::signOut(const QString& reason)
{
    m_signedOutReason = reason;
    m_identity = Identity();
    m_secret.clear();
    m_authKind = AuthKind::None;
    m_identityRejected = false;
    m_renewedUnproven = false;
    qCWarning(lcSession) << "signed out:" << reason;
    if (m_tagConnection)
        m_client->removeTag(QStringLiteral("identity"));
    const QString message = signedOutMessage();
    Q_EMIT identityChanged();
    resolveWaiters(CallError::make(CallError::Kind::NotAuthenticated, {}, message));
    Q_EMIT signedOut(message);
}

void Session::resolveWaiters(const CallError& failure)
{
    const QList<Waiter> waiters = std::exchange(m_waiters, {});
    for (const Waiter& waiter : waiters)
        waiter(failure);
}

void Session::renew(const char* why)
{
    if (m_loginInFlight)
        return; // the login in flight resolves every waiter
    m_renewing = true;
    ++m_renewals;
    qCInfo(lcSession) << why << "- logging in again with the credential held in memory";
    login(m_authKind, true, nullptr, {});
}

void Session::waitForRenewal(const PendingCall& call)
{
    m_waiters.append([this, call](const CallError& failure) {
        if (call.contextGone())
            return;
        if (!failure.isError()) {
            send(call, false); // renewed: the one retry, never another re-login
            return;
        }
        CallResult r;
        r.error = CallError::make(failure.kind, call.method, failure.text, failure.data);
        call.done(r);
    });
}

void Session::failLater(const PendingCall& call, CallError::Kind kind, const QString& text)
{
    QMetaObject::invokeMethod(
        this,
        [call, kind, text] {
            if (call.contextGone())
                return;
            CallResult r;
            r.error = CallError::make(kind, call.method, text);
            call.done(r);
        },
        Qt::QueuedConnection);
}

void Session::call(const QString& method, QJsonObject request, QObject* context,
                   TypedSocketClient::Callback done, int timeoutMs)
{
    callConfirmed(method, std::move(request), QString(), context, std::move(done), timeoutMs);
}

void Session::callConfirmed(const QString& method, QJsonObject request, const QString& confirmedName,
                            QObject* context, TypedSocketClient::Callback done, int timeoutMs)
{
    PendingCall c;
    c.method = method;
    c.request = std::move(request);
    c.context = context;
    c.hasContext = context != nullptr;
    c.done = std::move(done);
    c.timeoutMs = timeoutMs;

    const RequestCheck check =
        m_guard.check(method, confirmedName.isEmpty() ? m_standingConfirmation : confirmedName);
    if (!check.allowed()) {
        qCInfo(lcSession) << "not sending" << method << "-" << check.message;
        failLater(c, CallError::Kind::Refused, check.message);
        return;
    }
    if (!m_identity.isValid()) {
        failLater(c, CallError::Kind::NotAuthenticated,
                  m_signedOutReason.isEmpty() ? tr("log in first") : signedOutMessage());
        return;
    }
    if (m_loginInFlight) {
        waitForRenewal(c); // do not send an identity that is about to be replaced
        return;
    }
    const bool expired = m_identity.isExpired();
    if ((expired || m_identityRejected) && !m_secret.isEmpty()) {
        waitForRenewal(c);
        renew(expired ? "identity expired" : "the server refused the identity before");
        return;
    }
    if (expired) {
        failLater(c, CallError::Kind::NotAuthenticated, tr("the session expired; log in again"));
        return;
    }
    send(c, true);
}

void Session::send(const PendingCall& call, bool mayRenew)
{
    if (call.contextGone())
        return;
    if (!m_identity.isValid()) {
        failLater(call, CallError::Kind::NotAuthenticated,
                  m_signedOutReason.isEmpty() ? tr("log in first") : signedOutMessage());
        return;
    }
    QJsonObject request = call.request;
    request.insert(QStringLiteral("identity"), m_identity.toJson());
    const quint64 serial = m_identitySerial;
    const quint64 epoch = m_epoch;
    QPointer<Session> self = this;
    m_client->call(
        call.method, request, call.hasContext ? call.context.data() : nullptr,
        [self, call, mayRenew, serial, epoch](const CallResult& r) {
            Session* s = self.data();
            if (!s || epoch != s->m_epoch) {
                call.done(r);
                return;
            }
            if (r.ok()) {
                if (serial == s->m_identitySerial)
                    s->m_renewedUnproven = false;
                call.done(r);
                return;
            }
            if (!isIdentityRejected(r.error) || !s->m_identity.isValid() || s->m_secret.isEmpty()) {
                call.done(r);
                return;
            }
            if (serial == s->m_identitySerial && s->m_renewedUnproven) {
                // The identity the re-login just returned is refused as well: logging in again once
                // more would only repeat this. Sign out instead of looping.
                s->signOut(tr("the server refused the identity it had just issued (%1)").arg(r.error.text));
                CallResult out;
                out.error =
                    CallError::make(CallError::Kind::NotAuthenticated, call.method, s->signedOutMessage());
                call.done(out);
                return;
            }
            if (!mayRenew) {
                call.done(r); // already retried once
                return;
            }
            if (serial != s->m_identitySerial && !s->m_identityRejected && !s->m_loginInFlight) {
                s->send(call, false); // renewed since this call was sent: just retry
                return;
            }
            qCInfo(lcSession) << call.method << "was refused: the server no longer accepts the identity";
            s->m_identityRejected = true;
            s->waitForRenewal(call);
            s->renew("the server no longer accepts the identity");
        },
        call.timeoutMs);
}

} // namespace core
} // namespace cloudly
