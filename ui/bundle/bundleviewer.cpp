#include "ui/bundle/bundleviewer.h"

#include "core/bundle/bundlereader.h"
#include "core/bundle/bundlereplysource.h"
#include "core/journal/journalentry.h"
#include "core/journal/journalstore.h"
#include "core/net/typedsocketclient.h"
#include "core/session/secretstore.h"
#include "core/util/logging.h"
#include "core/util/privatefile.h"
#include "core/util/timefmt.h"
#include "ui/app/consolewindow.h"
#include "ui/connect/sessioncontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/services/consoleservices.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QStatusBar>

namespace cloudly {
namespace ui {

std::unique_ptr<BundleViewer> BundleViewer::open(const QString& path, ConsoleApp::Options* options,
                                                 QString* error)
{
    std::optional<core::BundleContent> content = core::BundleReader::read(path, error);
    if (!content)
        return nullptr;
    std::unique_ptr<BundleViewer> viewer(new BundleViewer());
    if (!viewer->m_home.isValid()) {
        *error = tr("cannot create a temporary folder for the support bundle: %1")
                     .arg(viewer->m_home.errorString());
        return nullptr;
    }
    viewer->m_path = QFileInfo(path).absoluteFilePath();
    viewer->m_bundle = std::make_shared<const core::BundleContent>(std::move(*content));
    viewer->m_secrets = std::make_unique<core::MemorySecretStore>();
    // Everything this process would keep goes to the temporary home: nothing of the bundle reaches the
    // user's own journal, offline cache, receipts or settings.
    qputenv("CLOUDLY_DATA_DIR", QFile::encodeName(viewer->m_home.filePath(QStringLiteral("data"))));
    options->settingsPath = viewer->m_home.filePath(QStringLiteral("settings.ini"));
    options->dataDirectory = viewer->m_home.filePath(QStringLiteral("data"));
    options->secretStore = viewer->m_secrets.get();
    options->showConnectDialog = false;
    options->demo = false;
    viewer->unpackLocalFiles();
    return viewer;
}

BundleViewer::~BundleViewer() = default;

QString BundleViewer::title() const
{
    return tr("Support bundle of %1, as of %2")
        .arg(m_bundle->profile.isEmpty() ? tr("(no profile)") : m_bundle->profile,
             core::displayTime(m_bundle->asOf));
}

void BundleViewer::unpackLocalFiles()
{
    // The receipts and their approvals, where the console's receipt views read them.
    const QString receipts = m_home.filePath(QStringLiteral("data/receipts"));
    for (const core::BundleFile& f : m_bundle->files) {
        QString target;
        if (f.path.startsWith(core::bundle::receiptsFolder))
            target = receipts + QLatin1Char('/') + f.path.mid(core::bundle::receiptsFolder.size());
        else if (f.path.startsWith(core::bundle::approvalsFolder))
            target =
                receipts + QStringLiteral("/approvals/") + f.path.mid(core::bundle::approvalsFolder.size());
        if (target.isEmpty())
            continue;
        core::privatefs::makeDirectory(QFileInfo(target).absolutePath());
        QString error;
        if (!core::privatefs::writeFileAtomically(target, f.bytes, &error))
            qCWarning(lcBundle) << "support bundle: not shown:" << f.path << error;
    }
    // The journal, where the Journal page reads the profile's (the console adds what it sees of the bundle).
    const core::BundleFile* journal = m_bundle->file(core::bundle::journalFile);
    if (!journal)
        return;
    QList<core::JournalEntry> entries;
    for (const QByteArray& line : journal->bytes.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QDateTime at =
            QDateTime::fromString(o.value(QStringLiteral("at")).toString(), Qt::ISODateWithMs);
        if (o.isEmpty() || !at.isValid())
            continue;
        core::JournalEntry e;
        e.at = at.toMSecsSinceEpoch();
        e.kind = o.value(QStringLiteral("kind")).toString();
        e.objectId = o.value(QStringLiteral("objectId")).toString();
        e.serviceId = o.value(QStringLiteral("serviceId")).toString();
        e.nodeId = o.value(QStringLiteral("nodeId")).toString();
        e.field = o.value(QStringLiteral("field")).toString();
        e.before = o.value(QStringLiteral("before")).toString();
        e.after = o.value(QStringLiteral("after")).toString();
        entries << e;
    }
    if (entries.isEmpty())
        return;
    const QString folder = m_home.filePath(QStringLiteral("data/journal"));
    core::privatefs::makeDirectory(folder);
    core::JournalStore store(core::JournalStore::pathIn(folder, profileName()));
    store.append(entries);
    store.flush();
}

QString BundleViewer::profileName() const
{
    return m_bundle->profile.isEmpty() ? tr("support bundle") : m_bundle->profile;
}

void BundleViewer::attach(ConsoleWindow& console)
{
    auto source = std::make_shared<core::BundleReplySource>(m_bundle);
    console.services().client->setReplySource(source);
    const QJsonObject profile = m_bundle->about.value(QStringLiteral("profile")).toObject();
    ConnectDialog::Request request;
    request.profile.name = profileName();
    // Shown, never opened: the client answers from the bundle.
    request.profile.url = QUrl::fromLocalFile(m_path);
    request.profile.stage = core::Profile::Stage::None;
    const QString stage = profile.value(QStringLiteral("stage")).toString();
    for (const core::Profile::Stage s :
         {core::Profile::Stage::Development, core::Profile::Stage::Staging, core::Profile::Stage::Production})
        if (core::Profile::stageName(s) == stage)
            request.profile.stage = s;
    request.profile.readOnly = true; // nothing that changes a server is even handed to the bundle
    request.profile.authKind = core::Profile::AuthKind::MachineToken;
    request.secret = QStringLiteral("support-bundle");
    console.sessionController()->connectTo(request);

    MainWindow* window = console.mainWindow();
    auto* banner = new QLabel(window);
    banner->setObjectName(QStringLiteral("supportBundleBanner"));
    const QString text = title();
    banner->setText(text + QStringLiteral(" — ") + tr("read-only, nothing is sent anywhere"));
    banner->setAccessibleName(banner->text());
    QString tip =
        tr("Opened from %1. The inventory came %2.")
            .arg(m_path, m_bundle->source == core::BundleSource::Live
                             ? tr("from the server")
                             : tr("from the profile's offline copy (the server could not be reached)"));
    for (const QString& note : m_bundle->notes)
        tip += QLatin1Char('\n') + note;
    banner->setToolTip(tip);
    window->statusBar()->addPermanentWidget(banner);
    window->setWindowTitle(tr("%1 — Cloudly Console").arg(text));
    qCInfo(lcBundle) << "showing" << source->describe() << "from" << m_path;
}

} // namespace ui
} // namespace cloudly
