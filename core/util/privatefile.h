#pragma once

#include <QByteArray>
#include <QFileDevice>
#include <QString>

// The one rule for what we write to disk: every file we create is readable and writable by its owner only
// (0600) and every folder we create is the owner's only (0700), whatever the umask. Existing files and
// folders are tightened to the same when they are opened. Symbolic links are never followed for a change
// of mode, and nothing owned by another user is touched.
namespace cloudly {
namespace core {
namespace privatefs {
inline constexpr QFileDevice::Permissions kFilePermissions = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

// Creates `path` and each missing folder above it with mode 0700; an existing `path` is made 0700 (the
// folders above it that existed already are left as they are). False (and *error) when it cannot.
bool makeDirectory(const QString& path, QString* error = nullptr);
// Creates an empty file with mode 0600 when `path` does not exist (its folder must exist); an existing file
// is made 0600. For files a library opens itself (SQLite), which then keeps that mode.
bool makeFile(const QString& path, QString* error = nullptr);
// chmod 0600 (file) or 0700 (folder) when `path` exists, is no symbolic link and belongs to this user.
void tighten(const QString& path);
// tighten() on `root` and on everything below it (links are not followed).
void tightenTree(const QString& root);
// Writes `bytes` to `path` through a temporary file that is 0600 before the first byte, renamed over the
// target only when everything was written (QSaveFile): a reader sees the old file or the whole new one.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error = nullptr);

} // namespace privatefs
} // namespace core
} // namespace cloudly
