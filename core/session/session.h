#pragma once

#include "api/identity.h"
#include "net/typedsocketclient.h"

#include <QObject>

namespace cloudly {
namespace core {
// The logged-in identity for one connection. Holds the identity (and the credential used to obtain it)
// in memory only, adds `request.identity` to every authenticated call, and logs in again transparently
// when `expiresAt` has passed.
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

    TypedSocketClient* client() const { return m_client; }

    void loginWithPassword(const QString& username, const QString& password, QObject* context, Done done);
    void loginWithToken(const QString& token, QObject* context, Done done);
    void logout();

    bool isAuthenticated() const { return m_identity.isValid(); }
    const Identity& identity() const { return m_identity; }
    AuthKind authKind() const { return m_authKind; }

    // Tag the connection with the identity after login (as the official client's tagConnection does).
    void setTagConnection(bool on) { m_tagConnection = on; }

    // An authenticated call: `request` gets `identity` added. Fails with NotAuthenticated without an
    // identity; renews an expired identity first when a credential is held.
    void call(const QString& method, QJsonObject request, QObject* context, TypedSocketClient::Callback done,
              int timeoutMs = -1);

    static const QString& loginMethod();
    static const QString& tokenMethod();

Q_SIGNALS:
    void identityChanged();
    void loginFailed(const QString& message);

private:
    void login(AuthKind kind, QObject* context, Done done);
    void applyIdentity(const QJsonObject& response, CallError* error);

    TypedSocketClient* m_client;
    Identity m_identity;
    AuthKind m_authKind = AuthKind::None;
    QString m_username;
    QString m_secret; // password or machine token, in memory only
    bool m_tagConnection = true;
};

} // namespace core
} // namespace cloudly