#pragma once

#include <QByteArray>
#include <QList>

namespace cloudly {
namespace core {
class DemoCollection;

// Changing data for measurements (cloudly-demo-server --churn-percent): each reply after the first changes
// `percent` % of the deployments from the previous reply, in place and without changing the array's length:
// a `running` task becomes `stopped` and back (same length), any other has its `deployedAt` moved one second
// back. Which ones is decided by a fixed seed, so two servers started alike serve the same sequence. After
// `replies` changed replies (0: no limit) the array stays as it is: the data then sits unchanged again.
class DemoChurn
{
public:
    DemoChurn(const DemoCollection& deployments, double percent, int replies);

    // The array to serve for the next getDeployments reply.
    QByteArray next();
    int changedReplies() const { return m_changedReplies; }
    // Whether the last changed reply has been served (never with no limit).
    bool isDone() const { return m_limit > 0 && m_changedReplies >= m_limit; }

private:
    void change(qsizetype item);

    QByteArray m_array;
    struct Item
    {
        qsizetype offset = 0;
        qsizetype length = 0;
    };
    QList<Item> m_items;
    qsizetype m_perReply = 0;
    int m_limit = 0;
    int m_served = 0;
    int m_changedReplies = 0;
    quint64 m_state = 0x9E3779B97F4A7C15ULL;
};

} // namespace core
} // namespace cloudly
