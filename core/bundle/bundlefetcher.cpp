#include "core/bundle/bundlefetcher.h"

#include "core/bundle/bundleformat.h"
#include "core/session/session.h"

#include <QJsonDocument>

#include <memory>

namespace cloudly {
namespace core {

BundleFetcher::BundleFetcher(Session* session, MethodNames names, QObject* parent)
    : QObject(parent), m_session(session), m_names(std::move(names))
{}

void BundleFetcher::fetch(Done done)
{
    struct State
    {
        Result result;
        int pending = 0;
        Done done;
    };
    auto state = std::make_shared<State>();
    state->done = std::move(done);
    const QStringList methods = bundle::inventoryMethods();
    state->pending = static_cast<int>(methods.size());
    // The big lists arrive as bytes (no QJsonObject of 100k tasks), exactly as sent.
    m_session->client()->addRawReplyMethod(methods::getDeployments);
    m_session->client()->addRawReplyMethod(methods::getServices);
    for (const QString& method : methods) {
        const QString sent = m_names(method);
        if (sent != method)
            m_session->client()->addRawReplyMethod(sent);
        m_session->call(sent, {}, this, [state, method, sent](const CallResult& r) {
            if (r.ok()) {
                state->result.replies.insert(
                    method, r.raw.isNull() ? QJsonDocument(r.response).toJson(QJsonDocument::Compact)
                                           : r.raw.bytes.view().toByteArray());
            } else if (r.error.kind == CallError::Kind::NoMethod) {
                state->result.notes
                    << QStringLiteral("%1: the server does not offer it (asked for %2)").arg(method, sent);
            } else {
                ++state->result.failures;
                state->result.connectionLost = state->result.connectionLost ||
                                               r.error.kind == CallError::Kind::ConnectionLost ||
                                               r.error.kind == CallError::Kind::NotConnected;
                state->result.notes << QStringLiteral("%1: %2").arg(method, r.error.message());
            }
            if (--state->pending == 0)
                state->done(state->result);
        });
    }
}

} // namespace core
} // namespace cloudly
