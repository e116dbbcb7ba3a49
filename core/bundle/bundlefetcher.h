#pragma once

#include "core/api/methods.h"

#include <QMap>
#include <QObject>
#include <QStringList>

#include <functional>

namespace cloudly {
namespace core {
class Session;

// Fetches the lists a support bundle holds (bundle::inventoryMethods()) from the server behind `session`,
// each reply's `response` as the bytes it arrived in. A method the server does not offer, or that fails, is
// left out with a note saying so; the bundle is made from the rest.
class BundleFetcher : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        QMap<QString, QByteArray> replies; // default method name -> response bytes
        QStringList notes;
        int failures = 0; // calls that failed for another reason than "not offered"
        bool connectionLost = false;
    };
    using Done = std::function<void(const Result&)>;

    // `names`: the profile's method names (the default ones unless renamed).
    BundleFetcher(Session* session, MethodNames names, QObject* parent = nullptr);
    void fetch(Done done);

private:
    Session* m_session;
    MethodNames m_names;
};

} // namespace core
} // namespace cloudly
