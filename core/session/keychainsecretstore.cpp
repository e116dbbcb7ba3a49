#include "core/session/keychainsecretstore.h"

#include "core/util/logging.h"

#include <QCoreApplication>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <memory>

namespace cloudly {
namespace core {
namespace {

const char* errorName(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::NoError:
        return "NoError";
    case QKeychain::EntryNotFound:
        return "EntryNotFound";
    case QKeychain::CouldNotDeleteEntry:
        return "CouldNotDeleteEntry";
    case QKeychain::AccessDeniedByUser:
        return "AccessDeniedByUser";
    case QKeychain::AccessDenied:
        return "AccessDenied";
    case QKeychain::NoBackendAvailable:
        return "NoBackendAvailable";
    case QKeychain::NotImplemented:
        return "NotImplemented";
    case QKeychain::OtherError:
        return "OtherError";
    }
    return "unknown";
}

// One sentence for people. QtKeychain's errorString() never contains the secret itself.
QString describeError(const QKeychain::Job& job)
{
    const QString detail = job.errorString().trimmed();
    QString message;
    switch (job.error()) {
    case QKeychain::NoError:
        return {};
    case QKeychain::EntryNotFound:
        message = QCoreApplication::translate("KeychainSecretStore", "the keychain has no such entry");
        break;
    case QKeychain::CouldNotDeleteEntry:
        message =
            QCoreApplication::translate("KeychainSecretStore", "the keychain entry could not be deleted");
        break;
    case QKeychain::AccessDeniedByUser:
        message = QCoreApplication::translate("KeychainSecretStore",
                                              "access to the keychain was denied by the user");
        break;
    case QKeychain::AccessDenied:
        message = QCoreApplication::translate("KeychainSecretStore",
                                              "access to the keychain was denied (is it locked?)");
        break;
    case QKeychain::NoBackendAvailable:
        message = QCoreApplication::translate("KeychainSecretStore", "no system keychain is available");
        break;
    case QKeychain::NotImplemented:
        message = QCoreApplication::translate("KeychainSecretStore",
                                              "the system keychain is not supported on this platform");
        break;
    case QKeychain::OtherError:
        message = QCoreApplication::translate("KeychainSecretStore", "the system keychain failed");
        break;
    }
    if (detail.contains(QLatin1String("/org/freedesktop/secrets/collection/"))) {
        message = QCoreApplication::translate(
            "KeychainSecretStore", "the keyring has no unlocked default collection (is it locked?)");
    } else if (detail.contains(QLatin1String("org.freedesktop.secrets")) ||
               detail.contains(QLatin1String("ServiceUnknown"))) {
        message = QCoreApplication::translate("KeychainSecretStore",
                                              "no Secret Service provider (such as gnome-keyring or KWallet) "
                                              "is running in this D-Bus session");
    } else if (detail.contains(QLatin1String("D-Bus"), Qt::CaseInsensitive) ||
               detail.contains(QLatin1String("Could not connect"), Qt::CaseInsensitive)) {
        message = QCoreApplication::translate(
            "KeychainSecretStore", "the system keychain cannot be reached (no D-Bus session bus?)");
    }
    if (!detail.isEmpty())
        message += QStringLiteral(" (") + detail + QLatin1Char(')');
    return message;
}

// Shared by the job's finished handler and the timeout: whichever comes first completes the operation.
struct Pending
{
    bool done = false;
};

template <typename JobType, typename OnFinished, typename OnTimeout>
void runJob(KeychainSecretStore* store, JobType* job, std::chrono::milliseconds timeout,
            OnFinished onFinished, OnTimeout onTimeout)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never QtKeychain's plaintext QSettings store
    auto pending = std::make_shared<Pending>();
    // The store is the context: if it is destroyed first, the running job finishes and deletes itself
    // without calling back. The job must never be deleted early: QtKeychain keeps raw pointers to it.
    QObject::connect(job, &QKeychain::Job::finished, store, [pending, onFinished](QKeychain::Job* finished) {
        if (pending->done)
            return;
        pending->done = true;
        onFinished(*static_cast<JobType*>(finished));
    });
    if (timeout.count() > 0) {
        QTimer::singleShot(timeout, store, [pending, onTimeout, timeout] {
            if (pending->done)
                return;
            pending->done = true;
            onTimeout(QCoreApplication::translate("KeychainSecretStore",
                                                  "the system keychain did not answer within %1 seconds")
                          .arg(static_cast<double>(timeout.count()) / 1000.0));
        });
    }
    job->start();
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QObject* parent) : KeychainSecretStore(defaultService(), parent) {}

KeychainSecretStore::KeychainSecretStore(const QString& service, QObject* parent)
    : SecretStore(parent), m_service(service)
{}

KeychainSecretStore::~KeychainSecretStore() = default;

QString KeychainSecretStore::statusText() const
{
    return QCoreApplication::translate("KeychainSecretStore", "Secrets are stored in the system keychain.");
}

void KeychainSecretStore::doRead(const QString& key, ReadCallback callback)
{
    auto* job = new QKeychain::ReadPasswordJob(m_service);
    job->setKey(key);
    runJob(
        this, job, m_timeout,
        [key, callback](const QKeychain::ReadPasswordJob& finished) {
            if (finished.error() == QKeychain::NoError) {
                qCDebug(lcSecrets) << "read secret" << key << "from the keychain";
                callback(finished.textData(), QString());
            } else if (finished.error() == QKeychain::EntryNotFound) {
                qCDebug(lcSecrets) << "no secret" << key << "in the keychain";
                callback(std::nullopt, QString());
            } else {
                qCWarning(lcSecrets) << "reading" << key
                                     << "from the keychain failed:" << errorName(finished.error())
                                     << finished.errorString();
                callback(std::nullopt, describeError(finished));
            }
        },
        [key, callback](const QString& error) {
            qCWarning(lcSecrets) << "reading" << key << "from the keychain timed out";
            callback(std::nullopt, error);
        });
}

void KeychainSecretStore::doWrite(const QString& key, const QString& value, WriteCallback callback)
{
    auto* job = new QKeychain::WritePasswordJob(m_service);
    job->setKey(key);
    job->setTextData(value);
    runJob(
        this, job, m_timeout,
        [key, callback](const QKeychain::WritePasswordJob& finished) {
            if (finished.error() == QKeychain::NoError) {
                qCDebug(lcSecrets) << "stored secret" << key << "in the keychain";
                callback(true, QString());
            } else {
                qCWarning(lcSecrets) << "storing" << key
                                     << "in the keychain failed:" << errorName(finished.error())
                                     << finished.errorString();
                callback(false, describeError(finished));
            }
        },
        [key, callback](const QString& error) {
            qCWarning(lcSecrets) << "storing" << key << "in the keychain timed out";
            callback(false, error);
        });
}

void KeychainSecretStore::doDelete(const QString& key, WriteCallback callback)
{
    auto* job = new QKeychain::DeletePasswordJob(m_service);
    job->setKey(key);
    runJob(
        this, job, m_timeout,
        [key, callback](const QKeychain::DeletePasswordJob& finished) {
            if (finished.error() == QKeychain::NoError || finished.error() == QKeychain::EntryNotFound) {
                qCDebug(lcSecrets) << "deleted secret" << key << "from the keychain";
                callback(true, QString());
            } else {
                qCWarning(lcSecrets) << "deleting" << key
                                     << "from the keychain failed:" << errorName(finished.error())
                                     << finished.errorString();
                callback(false, describeError(finished));
            }
        },
        [key, callback](const QString& error) {
            qCWarning(lcSecrets) << "deleting" << key << "from the keychain timed out";
            callback(false, error);
        });
}

} // namespace core
} // namespace cloudly