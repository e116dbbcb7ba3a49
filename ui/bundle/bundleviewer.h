#pragma once

#include "ui/app/consoleapp.h"

#include <QCoreApplication>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace cloudly {
namespace core {
struct BundleContent;
class MemorySecretStore;
} // namespace core
namespace ui {
class ConsoleWindow;

// A support bundle shown in the console, read-only: every page reads it as it would read a server, because
// the window's client answers from the bundle (core::BundleReplySource) instead of opening a socket: nothing
// connects anywhere and nothing the bundle holds is sent. The console keeps nothing of it either: its
// settings, data home (offline cache, journal, receipts) and secrets are a temporary folder and memory,
// gone when the window closes. The window says "support bundle of PROFILE, as of TIME" in its title and in
// its status bar.
class BundleViewer
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::ui::BundleViewer)
public:
    // Reads `path` (nullptr with *error naming what is wrong when it is not a usable bundle) and points
    // `options` at the viewer's own temporary settings, data home and secrets. Call before the ConsoleApp is
    // built; the process's data home (CLOUDLY_DATA_DIR) is the temporary folder from then on.
    static std::unique_ptr<BundleViewer> open(const QString& path, ConsoleApp::Options* options,
                                              QString* error);
    ~BundleViewer();

    // Shows the bundle in `console` (built with the options from open()).
    void attach(ConsoleWindow& console);

    const core::BundleContent& bundle() const { return *m_bundle; }
    // "Support bundle of PROFILE, as of TIME" (translated).
    QString title() const;

private:
    BundleViewer() = default;
    void unpackLocalFiles();
    QString profileName() const; // the console's profile for the bundle

    QString m_path;
    QTemporaryDir m_home;
    std::shared_ptr<const core::BundleContent> m_bundle;
    std::unique_ptr<core::MemorySecretStore> m_secrets;
};

} // namespace ui
} // namespace cloudly
