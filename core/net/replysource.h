#pragma once

#include <QByteArray>
#include <QString>

namespace cloudly {
namespace core {
// What answers a TypedSocketClient's calls instead of a server (TypedSocketClient::setReplySource): a
// support bundle read from a file. No socket is opened; every request frame the client would send is
// handed to answer(), and the frame it returns is read exactly like one from a server, so every caller
// (sessions, pollers, cloudlyctl's listings) sees the same replies, bytes included.
class ReplySource
{
public:
    virtual ~ReplySource() = default;
    // The frame a server would send in answer to `requestFrame` (one typedrequest envelope); empty: none.
    virtual QByteArray answer(const QByteArray& requestFrame) = 0;
    // What the client reads instead of a server, for messages ("support bundle of prod-eu, as of …").
    virtual QString describe() const = 0;
};

} // namespace core
} // namespace cloudly
