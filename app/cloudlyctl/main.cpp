// cloudlyctl: the headless Cloudly Console for terminals and CI pipelines. Same core as the GUI.
#include "core/storage/datahomemigration.h"
#include "core/util/processmemory.h"
#include "ctlrunner.h"

#include <QCoreApplication>
#include <QLoggingCategory>

int main(int argc, char** argv)
{
    // Replies of tens of MB, replaced rather than grown: big blocks are mapped on their own, so what a
    // finished reply leaves behind does not add to the peak of the next one (core/util/processmemory.h).
    cloudly::core::applyMallocPolicy();
    // Quiet by default: only warnings reach stderr (QT_LOGGING_RULES still overrides this).
    QLoggingCategory::setFilterRules(QStringLiteral("cloudly.*.info=false\ncloudly.*.debug=false"));
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cloudlyctl"));
    QCoreApplication::setOrganizationName(QStringLiteral("serve.zone"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDLY_VERSION));
    // The data home is the console's too (not named after this binary); what older versions kept in a
    // folder of their own moves in first, and the home is made the user's only.
    cloudly::core::prepareDataHome();
    cloudly::ctl::Runner runner;
    const int early = runner.start(QCoreApplication::arguments());
    if (early >= 0)
        return early;
    return QCoreApplication::exec();
}
