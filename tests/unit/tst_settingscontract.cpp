// Server settings (ICloudlySettingsMasked, key -> string or absent) and testProviderConnection's answer:
// values kept exactly as sent (also unknown keys), bad types with their paths, the ten providers.

#include "core/api/cloudlysettings.h"

#include <QTest>

#include "jsontestutil.h"

using namespace cloudly::core;
using namespace cloudly::test;

namespace {
const char* kSettings = R"({"settings": {"hetznerToken": "****a1b2", "cloudflareToken": "****9z8y",
  "corebuildWorkerUrl": "https:\/\/build.example", "digitalOceanToken": "****0000", "futureSetting": "x"},
  "futureResponseKey": 1})";
} // namespace

class TestSettingsContract : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsMaskedValuesAsSent()
    {
        DecodeErrors errors;
        const QJsonObject sent = parse(kSettings);
        const std::optional<SettingsResponse> r = SettingsResponse::fromJson(sent, errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        QCOMPARE(r->settings.values.value(QStringLiteral("hetznerToken")), QStringLiteral("****a1b2"));
        QVERIFY(r->settings.isConfigured(QStringLiteral("cloudflareToken")));
        QVERIFY(!r->settings.isConfigured(QStringLiteral("baseosJoinToken"))); // absent
        QCOMPARE(r->settings.values.value(QStringLiteral("futureSetting")), QStringLiteral("x"));
        QCOMPARE(r->toJson(), sent);
        QCOMPARE(r->settings.keysOfProvider(QStringLiteral("digitalocean")),
                 QStringList{QStringLiteral("digitalOceanToken")});
        QCOMPARE(r->settings.keysOfProvider(QStringLiteral("aws")), QStringList());
    }

    void emptySettingsObjectIsFine()
    {
        DecodeErrors errors;
        const std::optional<SettingsResponse> r =
            SettingsResponse::fromJson(parse(R"({"settings": {}})"), errors);
        QVERIFY2(r, qPrintable(errorList(errors)));
        QVERIFY(r->settings.values.isEmpty());
    }

    void badTypesNameTheirPaths_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("path");
        QTest::newRow("value number") << R"({"settings": {"hetznerToken": 5}})"
                                      << "$.settings.hetznerToken";
        QTest::newRow("value null") << R"({"settings": {"awsAccessKey": null}})"
                                    << "$.settings.awsAccessKey";
        QTest::newRow("value object") << R"({"settings": {"x": {}}})"
                                      << "$.settings.x";
        QTest::newRow("settings missing") << R"({})"
                                          << "$.settings";
        QTest::newRow("settings array") << R"({"settings": []})"
                                        << "$.settings";
    }

    void badTypesNameTheirPaths()
    {
        QFETCH(QString, json);
        QFETCH(QString, path);
        DecodeErrors errors;
        QVERIFY(!SettingsResponse::fromJson(parse(json.toUtf8().constData()), errors));
        QVERIFY(!errors.isEmpty());
        QCOMPARE(errors.first().path, path);
    }

    void providers()
    {
        QCOMPARE(allSettingsProviders().size(), 10);
        QCOMPARE(
            allSettingsProviders().join(QLatin1Char(',')),
            QStringLiteral("hetzner,cloudflare,aws,digitalocean,azure,google,vultr,linode,ovh,scaleway"));
        QVERIFY(isSettingsProvider(QStringLiteral("ovh")));
        QVERIFY(!isSettingsProvider(QStringLiteral("Hetzner"))); // the wire value is lower-case
        QVERIFY(!isSettingsProvider(QStringLiteral("ionos")));
    }

    void providerConnectionResult_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<bool>("decodes");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("path");
        QTest::newRow("valid") << R"({"success": true, "message": "ok", "connectionValid": true})" << true
                               << true << "";
        QTest::newRow("invalid") << R"({"success": true, "message": "401", "connectionValid": false})" << true
                                 << false << "";
        QTest::newRow("test failed")
            << R"({"success": false, "message": "no token", "connectionValid": true})" << true << false << "";
        QTest::newRow("valid as string") << R"({"success": true, "message": "", "connectionValid": "yes"})"
                                         << false << false << "$.connectionValid";
        QTest::newRow("message missing")
            << R"({"success": true, "connectionValid": true})" << false << false << "$.message";
    }

    void providerConnectionResult()
    {
        QFETCH(QString, json);
        QFETCH(bool, decodes);
        QFETCH(bool, valid);
        QFETCH(QString, path);
        DecodeErrors errors;
        const QJsonObject sent = parse(json.toUtf8().constData());
        const std::optional<ProviderConnectionResult> r = ProviderConnectionResult::fromJson(sent, errors);
        QCOMPARE(r.has_value(), decodes);
        if (!decodes) {
            QCOMPARE(errors.first().path, path);
            return;
        }
        QCOMPARE(r->isValid(), valid);
        QCOMPARE(r->toJson(), sent);
    }
};

QTEST_GUILESS_MAIN(TestSettingsContract)
#include "tst_settingscontract.moc"
