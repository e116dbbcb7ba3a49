#include "session/session.h"

#include "util/logging.h"

namespace cloudly {
namespace core {
const QString& Session::loginMethod()
{
    static const QString m = QStringLiteral("adminLoginWithUsernameAndPassword");
    return m;
}

const QString& Session::tokenMethod()
{
    static const QString m = QStringLiteral("getIdentityByToken");
    return m;
}

Session::Session(TypedSocketClient* client, QObject* parent) : QObject(parent), m_client(client)
{
    // Login replies echo the credentials: their frames must never be logged.
    m_client->addSensitiveMethod(loginMethod());
    m_client->addSensitiveMethod(tokenMethod());
    m_client->addSensitiveMethod(QStringLiteral("__typedsocket_setTag"));
}

void Session::loginWithPassword(const QString& username, const QString& password, QObject* context, Done done)
{
    m_username = username;
    m_secret = password;
    login(AuthKind::AdminPassword, context, std::move(done));
}

void Session::loginWithToken(const QString& token, QObject* context, Done done)
{
    m_username.clear();
    m_secret = token;
    login(AuthKind::MachineToken, context, std::move(done));
}

void Session::logout()
{
    m_identity = Identity();
    m_secret.clear();
    m_authKind = AuthKind::None;
    m_client->removeTag(QStringLiteral("identity"));
    Q_EMIT identityChanged();
}

void Session::login(AuthKind kind, QObject* context, Done done)
{
    const bool password = kind == AuthKind::AdminPassword;
    const QJsonObject request = password ? QJsonObject{{QStringLiteral("username"), m_username},
                                                       {QStringLiteral("password"), m_secret}}
                                         : QJsonObject{{QStringLiteral("token"), m_secret}};
    qCInfo(lcSession) << "logging in" << (password ? "with username" : "with machine token")
                      << (password ? m_username : QString());
    m_client->call(password ? loginMethod() : tokenMethod(), request, context,
                   [this, kind, done](const CallResult& r) {
                       CallError error = r.error;
                       if (r.ok())
                           applyIdentity(r.response, &error);
                       if (error.isError()) {
                           qCWarning(lcSession) << "login failed:" << error.message();
                           Q_EMIT loginFailed(error.message());
                       } else {
                           m_authKind = kind;
                       }
                       if (done)
                           done(error);
                   });
}

void Session::applyIdentity(const QJsonObject& response, CallError* error)
{
    DecodeErrors errors;
    std::optional<Identity> id =
        Identity::fromJson(response.value(QStringLiteral("identity")), QStringLiteral("$.identity"), errors);
    if (!id) {
        *error = CallError::make(CallError::Kind::Decode, loginMethod(), joinDecodeErrors(errors));
        return;
    }
    if (id->isExpired()) {
        *error = CallError::make(CallError::Kind::NotAuthenticated, loginMethod(),
                                 tr("the server returned an identity that has already expired"));
        return;
    }
    m_identity = *id;
    qCInfo(lcSession) << "logged in as" << m_identity.describe();
    if (m_tagConnection)
        m_client->setTag(QStringLiteral("identity"), m_identity.toJson());
    Q_EMIT identityChanged();
}

void Session::call(const QString& method, QJsonObject request, QObject* context,
                   TypedSocketClient::Callback done, int timeoutMs)
{
    if (m_identity.isValid() && m_identity.isExpired() && !m_secret.isEmpty()) {
        qCInfo(lcSession) << "identity expired; logging in again before" << method;
        QPointer<QObject> ctx = context;
        const bool hadContext = context != nullptr;
        login(m_authKind, this,
              [this, method, request, ctx, hadContext, done, timeoutMs](const CallError& error) {
                  if (hadContext && !ctx)
                      return;
                  if (error.isError()) {
                      CallResult r;
                      r.error = CallError::make(
                          CallError::Kind::NotAuthenticated, method,
                          tr("the session expired and logging in again failed: %1").arg(error.message()));
                      done(r);
                      return;
                  }
                  call(method, request, ctx, done, timeoutMs);
              });
        return;
    }
    if (!m_identity.isValid() || m_identity.isExpired()) {
        const QString text =
            m_identity.isValid() ? tr("the session expired; log in again") : tr("log in first");
        QPointer<QObject> ctx = context;
        const bool hadContext = context != nullptr;
        QMetaObject::invokeMethod(
            this,
            [ctx, hadContext, done, method, text] {
                if (hadContext && !ctx)
                    return;
                CallResult r;
                r.error = CallError::make(CallError::Kind::NotAuthenticated, method, text);
                done(r);
            },
            Qt::QueuedConnection);
        return;
    }
    request.insert(QStringLiteral("identity"), m_identity.toJson());
    m_client->call(method, request, context, std::move(done), timeoutMs);
}

} // namespace core
} // namespace cloudly