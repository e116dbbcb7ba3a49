#include "sshwire_p.h"

namespace cloudly {
namespace core {
namespace approval {

std::optional<QByteArray> SshWireReader::raw(qsizetype count)
{
    if (!m_ok || count < 0 || m_data.size() - m_pos < count) {
        m_ok = false;
        return std::nullopt;
    }
    const QByteArray out = m_data.mid(m_pos, count);
    m_pos += count;
    return out;
}

std::optional<quint32> SshWireReader::uint32()
{
    const std::optional<QByteArray> bytes = raw(4);
    if (!bytes)
        return std::nullopt;
    const auto b = [&bytes](int i) { return static_cast<quint32>(static_cast<quint8>(bytes->at(i))); };
    return (b(0) << 24) | (b(1) << 16) | (b(2) << 8) | b(3);
}

std::optional<QByteArray> SshWireReader::string()
{
    const std::optional<quint32> length = uint32();
    if (!length)
        return std::nullopt;
    if (*length > static_cast<quint32>(m_data.size() - m_pos)) {
        m_ok = false;
        return std::nullopt;
    }
    return raw(static_cast<qsizetype>(*length));
}

QByteArray sshString(const QByteArray& bytes)
{
    const auto n = static_cast<quint32>(bytes.size());
    QByteArray out;
    out.reserve(bytes.size() + 4);
    out.append(static_cast<char>((n >> 24) & 0xff));
    out.append(static_cast<char>((n >> 16) & 0xff));
    out.append(static_cast<char>((n >> 8) & 0xff));
    out.append(static_cast<char>(n & 0xff));
    out.append(bytes);
    return out;
}

} // namespace approval
} // namespace core
} // namespace cloudly
