#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace cloudly {
namespace ui {
class ConsoleWindow;

// The console's support bundle commands: Connection ▸ Open support bundle… (a new, read-only console
// window on the bundle: `cloudly-console --open-bundle FILE` as its own process, so the window open now
// keeps its connection) and Help ▸ Create support bundle… (the current profile's inventory from the server
// when connected, else its offline copy; receipts, approvals, the journal of the last 7 days).
void installBundleActions(ConsoleWindow& console);

// What creating a bundle did, for the message shown afterwards.
struct BundleCreation
{
    bool ok = false;
    QString message; // translated, one paragraph: what was written or why nothing was
};
// Makes the bundle of `console`'s current profile at `path` and calls `done` (when connected, after the
// lists were fetched; otherwise at once).
void createSupportBundle(ConsoleWindow& console, const QString& path,
                         std::function<void(const BundleCreation&)> done);

} // namespace ui
} // namespace cloudly
