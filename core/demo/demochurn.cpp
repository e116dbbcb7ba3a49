#include "core/demo/demochurn.h"

#include "core/demo/demodata.h"

#include <QByteArrayView>

#include <algorithm>
#include <cmath>

namespace cloudly {
namespace core {
namespace {
constexpr QByteArrayView kRunning = "\"status\":\"running\"";
constexpr QByteArrayView kStopped = "\"status\":\"stopped\"";
constexpr QByteArrayView kDeployedAt = "\"deployedAt\":";
} // namespace

DemoChurn::DemoChurn(const DemoCollection& deployments, double percent, int replies)
    : m_array(deployments.serializedArray()), m_limit(std::max(0, replies))
{
    m_items.reserve(deployments.size());
    m_ids = deployments.ids();
    m_changedAt.fill(0, deployments.size());
    for (int i = 0; i < deployments.size(); ++i) {
        const QByteArrayView json = deployments.jsonAt(i);
        m_items.append(
            {static_cast<qsizetype>(json.data() - deployments.serializedArray().constData()), json.size()});
    }
    const double share = std::clamp(percent, 0.0, 100.0) / 100.0;
    m_perReply = static_cast<qsizetype>(std::llround(share * static_cast<double>(m_items.size())));
    if (percent > 0 && m_perReply == 0 && !m_items.isEmpty())
        m_perReply = 1;
    // Resting items must leave enough to pick from: (rest + 1) replies' worth fit into the items.
    if (m_perReply > 0)
        m_rest = static_cast<int>(
            std::clamp<qsizetype>(m_items.size() / m_perReply - 1, 0, static_cast<qsizetype>(kRestReplies)));
}

qsizetype DemoChurn::pick()
{
    // splitmix64: a fixed sequence of items.
    m_state += 0x9E3779B97F4A7C15ULL;
    quint64 z = m_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    auto item = static_cast<qsizetype>(z % static_cast<quint64>(m_items.size()));
    // An item changed in this reply or in the last m_rest ones rests: the next one that does not. Fewer
    // than all items rest (see the constructor), so this ends.
    const int reply = m_changedReplies + 1;
    while (m_changedAt.at(item) > 0 && reply - m_changedAt.at(item) <= m_rest)
        item = (item + 1) % m_items.size();
    m_changedAt[item] = reply;
    return item;
}

void DemoChurn::resumeAfter(int changedReplies)
{
    if (m_served == 0)
        next();
    while (m_changedReplies < changedReplies && !isDone() && m_perReply > 0)
        next();
    m_lastChanges.clear();
}

QByteArray DemoChurn::next()
{
    const bool first = m_served++ == 0;
    m_lastChanges.clear();
    if (first || isDone() || m_perReply == 0)
        return m_array;
    for (qsizetype n = 0; n < m_perReply; ++n)
        change(pick());
    ++m_changedReplies;
    return m_array;
}

void DemoChurn::change(qsizetype item)
{
    const Item& it = m_items.at(item);
    char* json = m_array.data() + it.offset; // detaches from a reply still being sent
    const QByteArrayView view(json, it.length);
    const QString& id = m_ids.at(item);
    qsizetype at = view.indexOf(kRunning);
    if (at >= 0) {
        std::copy(kStopped.begin(), kStopped.end(), json + at);
        m_lastChanges.append({id, "status", "\"running\"", "\"stopped\""});
        return;
    }
    at = view.indexOf(kStopped);
    if (at >= 0) {
        std::copy(kRunning.begin(), kRunning.end(), json + at);
        m_lastChanges.append({id, "status", "\"stopped\"", "\"running\""});
        return;
    }
    at = view.indexOf(kDeployedAt);
    if (at < 0)
        return;
    // The number's last digit before the thousands: one second earlier, the same number of digits.
    const qsizetype begin = at + kDeployedAt.size();
    qsizetype end = begin;
    while (end < it.length && json[end] >= '0' && json[end] <= '9')
        ++end;
    const QByteArray before(json + begin, end - begin);
    qsizetype digit = end - 4; // the seconds' last digit (milliseconds are the last three)
    while (digit >= begin) {
        if (json[digit] > '0') {
            --json[digit];
            m_lastChanges.append({id, "deployedAt", before, QByteArray(json + begin, end - begin)});
            return;
        }
        json[digit] = '9';
        --digit;
    }
}

} // namespace core
} // namespace cloudly
