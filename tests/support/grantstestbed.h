#pragma once

#include "core/demo/demoserver.h"
#include "core/grants/auditlog.h"
#include "testutil.h"

#include <QTemporaryDir>

#include <memory>

namespace cloudly {
namespace test {
// What every grants test starts from: a demo server on loopback and an audit log in a fresh directory.
struct GrantsTestBed
{
    std::unique_ptr<core::DemoServer> server;
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<core::grants::AuditLog> log;

    // False (and `error`) when the server cannot listen or the directory cannot be made.
    bool start(QString* error)
    {
        server = std::make_unique<core::DemoServer>(core::DemoOptions{});
        if (!server->listen()) {
            *error = server->errorString();
            return false;
        }
        dir = std::make_unique<QTemporaryDir>();
        if (!dir->isValid()) {
            *error = QStringLiteral("no temporary directory");
            return false;
        }
        log = std::make_unique<core::grants::AuditLog>(dir->filePath(QStringLiteral("grants-audit.jsonl")));
        return true;
    }
    void stop()
    {
        log.reset();
        dir.reset();
        server.reset();
    }
    std::unique_ptr<LoggedInConnection> login(bool admin) const { return loginTo(server->url(), admin); }
};

} // namespace test
} // namespace cloudly
