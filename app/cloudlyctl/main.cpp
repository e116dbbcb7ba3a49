// cloudlyctl: the headless Cloudly Console for terminals and CI pipelines. Same core as the GUI.
#include "ctlrunner.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int main(int argc, char** argv)
{
#if defined(__GLIBC__)
    // A run lives for one listing of up to tens of MB: buffers of 256 KiB or more (socket reads, replies,
    // their parsed forms) are mapped and unmapped on their own instead of staying in the heap after they
    // are freed, so what a finished reply leaves behind does not add to the peak of the next one
    // (docs/PERFORMANCE.md, whole cloudlyctl process).
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024);
#endif
    // Quiet by default: only warnings reach stderr (QT_LOGGING_RULES still overrides this).
    QLoggingCategory::setFilterRules(QStringLiteral("cloudly.*.info=false\ncloudly.*.debug=false"));
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cloudlyctl"));
    QCoreApplication::setOrganizationName(QStringLiteral("serve.zone"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDLY_VERSION));
    cloudly::ctl::Runner runner;
    const int early = runner.start(QCoreApplication::arguments());
    if (early >= 0)
        return early;
    return QCoreApplication::exec();
}
