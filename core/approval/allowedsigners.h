#pragma once

#include "core/approval/sshkey.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cloudly {
namespace core {
namespace approval {
// One line of an OpenSSH allowed_signers file (ssh-keygen(1), "ALLOWED SIGNERS"; what git's
// gpg.ssh.allowedSignersFile points at):
//   PRINCIPALS [OPTIONS] KEYTYPE BASE64 [COMMENT]
// PRINCIPALS is a comma-separated list of patterns (`*` and `?` wildcards, `!` negates), optionally in
// double quotes. OPTIONS (comma-separated): namespaces="a,b", valid-after=TIME, valid-before=TIME, with TIME
// YYYYMMDD[Z] or YYYYMMDDHHMM[SS][Z] (Z: UTC, else local time). `cert-authority` (trusting certificates
// signed by a CA key) is refused with a message: we verify plain keys only.
struct AllowedSigner
{
    QStringList principalPatterns;
    QStringList namespaces; // empty: any namespace
    std::optional<QDateTime> validAfter;
    std::optional<QDateTime> validBefore;
    SshPublicKey key;
    int line = 0; // 1-based line in the file

    bool matchesPrincipal(const QString& principal) const;
};

// The whole file. Any line that cannot be read fails the whole file, naming the line: a trust file that
// is half understood is not trusted.
class AllowedSigners
{
public:
    static constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

    static std::optional<AllowedSigners> parse(const QByteArray& text, QString* error);
    static std::optional<AllowedSigners> load(const QString& path, QString* error);

    const QList<AllowedSigner>& entries() const { return m_entries; }

    enum class Match
    {
        Allowed,
        UnknownSigner, // no entry for this principal with this key (or not for this namespace, not yet valid)
        KeyExpired     // the only matching entries' valid-before has passed
    };
    // Whether `key` may sign for `principal` in `nameSpace` at `now`; *why says what was missing.
    Match check(const QString& principal, const SshPublicKey& key, const QString& nameSpace,
                const QDateTime& now, QString* why) const;

    Q_DECLARE_TR_FUNCTIONS(cloudly::core::approval::AllowedSigners)

private:
    QList<AllowedSigner> m_entries;
};

// OpenSSH's pattern match: `*` any run of characters, `?` exactly one; the whole string must match.
bool sshPatternMatch(const QString& text, const QString& pattern);
// OpenSSH's match_pattern_list: true when some pattern matches and no negated (`!pattern`) one does.
bool sshPatternListMatch(const QString& text, const QStringList& patterns);

} // namespace approval
} // namespace core
} // namespace cloudly
