#pragma once

#include "core/session/secretstore.h"
#include "ui/app/consoleapp.h"
#include "ui/connect/connectdialog.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace cloudly {
namespace test {
// What the console tests that connect for real start from (UI tests only: needs cloudly_ui): a fresh
// directory for the settings INI and the offline data, an in-memory secret store, and console options that
// poll fast and open no connect dialog.
struct ConsoleTestBed
{
    QTemporaryDir dir;
    core::MemorySecretStore secrets;

    // Call from initTestCase(): no user config or data is touched, and the application has its look.
    static void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ui::ConsoleApp::applyStyle(*qobject_cast<QApplication*>(QCoreApplication::instance()));
    }

    bool isValid() const { return dir.isValid(); }

    // Signing in as the demo server's (and the Node peer's) admin at `url`; `profileName` empty: the
    // console names the profile after the host.
    static ui::ConnectDialog::Request adminRequest(const QUrl& url, const QString& profileName = {})
    {
        ui::ConnectDialog::Request request;
        request.profile.name = profileName;
        request.profile.url = url;
        request.profile.username = QStringLiteral("admin");
        request.secret = QStringLiteral("demo");
        return request;
    }

    ui::ConsoleApp::Options options(int refreshIntervalMs = 300)
    {
        ui::ConsoleApp::Options options;
        options.showConnectDialog = false;
        options.refreshIntervalMs = refreshIntervalMs;
        options.dataDirectory = dir.filePath(QStringLiteral("data"));
        options.settingsPath = dir.filePath(QStringLiteral("settings.ini"));
        options.secretStore = &secrets;
        return options;
    }
};

} // namespace test
} // namespace cloudly
