#pragma once

#include "core/bundle/bundleformat.h"
#include "core/net/replysource.h"

#include <QCoreApplication>
#include <QHash>

#include <memory>

namespace cloudly {
namespace core {
struct Envelope;

// Answers a TypedSocketClient's calls from a support bundle, as the server it was made from would have:
// - the login calls with an identity of the bundle (no password or token is checked: nothing is sent
//   anywhere, and a bundle holds no secret to protect), and the connection tags with {};
// - each list the bundle holds with its reply's bytes as kept (getServices, getDeployments, ...), and the
//   lookups the console and cloudlyctl make from them (getServiceById, getDeploymentsByService,
//   getDeploymentsByNode, getDeploymentById, getClusterById, getImage, getBackups of one service);
// - a list the bundle does not hold, and every other read (getSettings, getUsers, getImagePlatforms), with
//   the server's "no available method" answer, so each page says the feature is not there;
// - every call that would change something or ask the server to work (preflight, grants, provider
//   tests) with an error saying a support bundle is read-only.
class BundleReplySource : public ReplySource
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::BundleReplySource)
public:
    explicit BundleReplySource(std::shared_ptr<const BundleContent> bundle);

    QByteArray answer(const QByteArray& requestFrame) override;
    QString describe() const override;

    const BundleContent& bundle() const { return *m_bundle; }
    // "support bundle of PROFILE, as of TIME" (translated; the time as the console shows times).
    static QString describe(const BundleContent& bundle);
    // How many calls were answered (tests).
    int answered() const { return m_answered; }

private:
    QByteArray listReply(const Envelope& env, const QString& method) const;
    QByteArray filtered(const Envelope& env, const QString& method, const QString& listKey,
                        const QString& field, const QString& requestKey) const;
    QByteArray byId(const Envelope& env, const QString& method, const QString& listKey,
                    const QString& requestKey, const QString& resultKey, const QString& notFound) const;

    std::shared_ptr<const BundleContent> m_bundle;
    QHash<QString, QByteArray> m_replies; // default method name -> response bytes
    int m_answered = 0;
};

} // namespace core
} // namespace cloudly
