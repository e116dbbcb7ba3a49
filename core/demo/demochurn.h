#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace cloudly {
namespace core {
class DemoCollection;

// Changing data for measurements (cloudly-demo-server --churn-percent): each reply after the first changes
// `percent` % of the deployments from the previous reply, in place and without changing the array's length:
// a `running` task becomes `stopped` and back (same length), any other has its `deployedAt` moved one second
// back. Which ones is decided by a fixed seed, so two servers started alike serve the same sequence. After
// `replies` changed replies (0: no limit) the array stays as it is: the data then sits unchanged again.
// A deployment changed in one reply is left alone for the next kRestReplies replies (as far as the share
// allows), so a client that missed a reply or two (a dropped connection) still sees every change once
// instead of a change and its undoing folded into nothing.
class DemoChurn
{
public:
    static constexpr int kRestReplies = 5;

    // One change of the last reply: the deployment's id, the field ("status" or "deployedAt") and its
    // values before and after (JSON text of the value: `"running"`, `1790000000000`).
    struct Change
    {
        QString id;
        QByteArray field;
        QByteArray before;
        QByteArray after;
    };

    DemoChurn(const DemoCollection& deployments, double percent, int replies);

    // The array to serve for the next getDeployments reply.
    QByteArray next();
    // What the last next() changed (empty when it changed nothing).
    const QList<Change>& lastChanges() const { return m_lastChanges; }
    // Moves on to where a server that had served `changedReplies` changed replies stands (a restarted
    // server resuming its data): the same array and the same sequence from there on.
    void resumeAfter(int changedReplies);
    int changedReplies() const { return m_changedReplies; }
    // Whether the last changed reply has been served (never with no limit).
    bool isDone() const { return m_limit > 0 && m_changedReplies >= m_limit; }

private:
    void change(qsizetype item);
    qsizetype pick();

    QByteArray m_array;
    struct Item
    {
        qsizetype offset = 0;
        qsizetype length = 0;
    };
    QList<Item> m_items;
    QList<QString> m_ids;
    QList<int> m_changedAt; // per item: the changed reply that last changed it (0: never)
    QList<Change> m_lastChanges;
    int m_rest = 0;
    qsizetype m_perReply = 0;
    int m_limit = 0;
    int m_served = 0;
    int m_changedReplies = 0;
    quint64 m_state = 0x9E3779B97F4A7C15ULL;
};

} // namespace core
} // namespace cloudly
