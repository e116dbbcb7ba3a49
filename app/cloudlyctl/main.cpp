// cloudlyctl: the headless Cloudly Console for terminals and CI pipelines. Same core as the GUI.
#include "ctlrunner.h"

#include <QCoreApplication>

int main(int argc, char** argv)
{
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
