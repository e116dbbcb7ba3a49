// cloudlyctl: the headless Cloudly Console for terminals and CI pipelines. Same core as the GUI.
#include "ctlrunner.h"

#include <QCoreApplication>
#include <QLoggingCategory>

int main(int argc, char** argv)
{
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
