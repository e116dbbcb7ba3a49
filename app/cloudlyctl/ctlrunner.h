#pragma once

#include "ctlcontext.h"

#include <QObject>

#include <memory>

namespace cloudly {
namespace core {
class DemoServer;
class TypedSocketClient;
} // namespace core
} // namespace cloudly
namespace cloudly {
namespace ctl {
// Parses the command line, connects and logs in (when the command needs it), runs one command and
// exits with its code.
class Runner : public QObject
{
    Q_OBJECT
public:
    Runner();
    ~Runner() override;
    // Returns an exit code when done synchronously (help, usage errors), or -1 when the event loop must run.
    int start(const QStringList& arguments);

private:
    void connectAndRun();
    void openConnection();
    void openBundle();
    void unreachable(const QString& reason);
    void login();
    void finish(int code);
    QString helpText() const;

    QList<Command> m_commands;
    const Command* m_command = nullptr;
    Context m_context;
    core::TypedSocketClient* m_client = nullptr;
    core::Session* m_session = nullptr;
    core::DemoServer* m_demo = nullptr;
    bool m_finished = false;
    bool m_unreachableHandled = false;
};

} // namespace ctl
} // namespace cloudly