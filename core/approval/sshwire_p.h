#pragma once

#include <QByteArray>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// A reader for the SSH wire encoding (RFC 4251 §5): uint32 big-endian, `string` (uint32 length + bytes).
// Every read is bounds-checked; after a failed read ok() is false and every later read fails too.
class SshWireReader
{
public:
    explicit SshWireReader(const QByteArray& data) : m_data(data) {}

    std::optional<quint32> uint32();
    std::optional<QByteArray> string();
    // `count` raw bytes (the SSHSIG magic preamble).
    std::optional<QByteArray> raw(qsizetype count);

    bool atEnd() const { return m_ok && m_pos == m_data.size(); }
    bool ok() const { return m_ok; }

private:
    const QByteArray m_data;
    qsizetype m_pos = 0;
    bool m_ok = true;
};

// The SSH wire encoding of `string`.
QByteArray sshString(const QByteArray& bytes);

} // namespace approval
} // namespace core
} // namespace cloudly
