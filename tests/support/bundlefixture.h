#pragma once

#include "core/api/methods.h"
#include "core/bundle/bundlecollector.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cloudly {
namespace test {
// Support bundle inputs made of the demo fixture's lists, as the demo server would have answered them (the
// server settings and users are never asked for). `fixture` empty: resources/fixtures/demo.json.
inline core::BundleInputs demoBundleInputs(QJsonObject fixture = {})
{
    if (fixture.isEmpty()) {
        QFile f(QStringLiteral(":/fixtures/demo.json"));
        if (f.open(QIODevice::ReadOnly))
            fixture = QJsonDocument::fromJson(f.readAll()).object();
    }
    const auto reply = [](const QString& key, const QJsonValue& list) {
        return QJsonDocument(QJsonObject{{key, list}}).toJson(QJsonDocument::Compact);
    };
    core::BundleInputs in;
    in.profile = QStringLiteral("demo-prod");
    in.server = QUrl(QStringLiteral("wss://ops:pw@cloudly.example.com"));
    in.stage = core::Profile::Stage::Production;
    in.isProtected = true;
    in.source = core::BundleSource::Live;
    in.asOf = QDateTime::currentDateTimeUtc();
    in.replies.insert(core::methods::getServices,
                      reply(QStringLiteral("services"), fixture.value(QStringLiteral("services"))));
    in.replies.insert(core::methods::getDeployments,
                      reply(QStringLiteral("deployments"), fixture.value(QStringLiteral("deployments"))));
    in.replies.insert(core::methods::getClusters,
                      reply(QStringLiteral("clusters"), fixture.value(QStringLiteral("clusters"))));
    in.replies.insert(core::methods::getAllImages,
                      reply(QStringLiteral("images"), fixture.value(QStringLiteral("images"))));
    in.replies.insert(core::methods::getBackups,
                      reply(QStringLiteral("backups"), fixture.value(QStringLiteral("backups"))));
    in.replies.insert(core::methods::getBaseOsNodes,
                      reply(QStringLiteral("nodes"), fixture.value(QStringLiteral("baseosNodes"))));
    in.replies.insert(core::methods::getBaseOsImageBuilds,
                      reply(QStringLiteral("builds"), fixture.value(QStringLiteral("baseosImageBuilds"))));
    in.consoleName = QStringLiteral("tests");
    in.consoleVersion = QStringLiteral("0.0-test");
    return in;
}

} // namespace test
} // namespace cloudly
