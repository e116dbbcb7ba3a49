#include "logcapture.h"

#include <QMutex>
#include <QMutexLocker>

namespace cloudly::test {
namespace {
Q_LOGGING_CATEGORY(lcTestCanary, "cloudly.test.canary")

QMutex s_mutex;
QStringList s_lines;
QtMessageHandler s_previousHandler = nullptr;
QLoggingCategory::CategoryFilter s_previousFilter = nullptr;

void handler(QtMsgType, const QMessageLogContext&, const QString& message)
{
    QMutexLocker lock(&s_mutex);
    s_lines << message;
}

void filter(QLoggingCategory* category)
{
    if (s_previousFilter != nullptr)
        s_previousFilter(category); // the rules (environment included) first
    if (qstrncmp(category->categoryName(), "cloudly.", 8) == 0)
        category->setEnabled(QtDebugMsg, true);
}
} // namespace

LogCapture::LogCapture()
{
    {
        QMutexLocker lock(&s_mutex);
        s_lines.clear();
    }
    s_previousHandler = qInstallMessageHandler(&handler);
    s_previousFilter = QLoggingCategory::installFilter(&filter);
}

LogCapture::~LogCapture()
{
    QLoggingCategory::installFilter(s_previousFilter); // re-applies the rules to every category
    qInstallMessageHandler(s_previousHandler);
}

QString LogCapture::all()
{
    return lines().join(QLatin1Char('\n'));
}

QStringList LogCapture::lines()
{
    QMutexLocker lock(&s_mutex);
    return s_lines;
}

void LogCapture::plant(const QString& text)
{
    qCDebug(lcTestCanary).noquote() << text;
}

} // namespace cloudly::test
