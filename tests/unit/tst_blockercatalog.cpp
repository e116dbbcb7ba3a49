// The blocker catalog: all 29 contract codes in declaration order, each with an area, a title, an
// explanation and a remediation hint, translatable; unknown codes degrade to an "unknown" entry.
#include "core/preflight/blockercatalog.h"
#include "core/preflight/validators.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace cloudly::core::preflight;

Q_DECLARE_METATYPE(cloudly::core::preflight::BlockerArea)

namespace {

// TDeploymentPreflightBlockerCode of @serve.zone/interfaces 12.0.0, in declaration order.
const QStringList kContractCodes = {
    QStringLiteral("INVALID_REQUEST"),
    QStringLiteral("AUTHORIZATION_MISSING"),
    QStringLiteral("SOURCE_REVISION_INVALID"),
    QStringLiteral("SOURCE_WORKTREE_DIRTY"),
    QStringLiteral("VERSION_NOT_RESERVED"),
    QStringLiteral("VERSION_COLLISION"),
    QStringLiteral("NAMESPACE_NOT_RESERVED"),
    QStringLiteral("NAMESPACE_COLLISION"),
    QStringLiteral("NAMESPACE_NOT_PROVEN_BLANK"),
    QStringLiteral("CONFIGURATION_DIGEST_INVALID"),
    QStringLiteral("INTENT_DIGEST_INVALID"),
    QStringLiteral("CURRENT_REFERENCE_MUTABLE"),
    QStringLiteral("CURRENT_RUNTIME_DIGEST_MISSING"),
    QStringLiteral("OCI_INDEX_DIGEST_REQUIRED"),
    QStringLiteral("OCI_INDEX_NOT_FOUND"),
    QStringLiteral("OCI_INDEX_MEDIA_TYPE_REQUIRED"),
    QStringLiteral("OCI_PLATFORM_MISSING"),
    QStringLiteral("OCI_PLATFORM_MANIFEST_MISSING"),
    QStringLiteral("IMMUTABLE_RELEASE_TAG_REQUIRED"),
    QStringLiteral("IMMUTABLE_RELEASE_TAG_NOT_RESERVED"),
    QStringLiteral("RELEASE_EVIDENCE_MISSING"),
    QStringLiteral("RELEASE_EVIDENCE_INVALID"),
    QStringLiteral("RELEASE_NOT_AUTHORIZED"),
    QStringLiteral("GREENFIELD_EXECUTION_UNAVAILABLE"),
    QStringLiteral("ROUTE_PROMOTION_FENCE_UNAVAILABLE"),
    QStringLiteral("POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE"),
    QStringLiteral("WOULD_REPLACE_EXISTING_STATE"),
    QStringLiteral("CORESTORE_INVENTORY_UNAVAILABLE"),
    QStringLiteral("RUNTIME_ATTESTATION_MISMATCH"),
};

// Marks every text it translates for one context, so a test can see which strings go through it.
class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char* context) : m_context(context) {}
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        if (qstrcmp(context, m_context) != 0)
            return QString();
        return QStringLiteral("[de] ") + QString::fromUtf8(sourceText);
    }

private:
    const char* m_context;
};

} // namespace

class TestBlockerCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void codesMatchTheContractInOrder();
    void everyCodeIsDocumented_data();
    void everyCodeIsDocumented();
    void unknownCodes_data();
    void unknownCodes();
    void areasHaveKeysAndNames();
    void everyAreaButUnknownIsUsed();
    void validatorCodesAreCatalogued();
    void textsAreTranslatable();
};

void TestBlockerCatalog::codesMatchTheContractInOrder()
{
    QCOMPARE(catalogCodes().size(), 29);
    QCOMPARE(catalogCodes(), kContractCodes);
    QCOMPARE(QSet<QString>(catalogCodes().cbegin(), catalogCodes().cend()).size(), 29);
    // The same list object every time (a reference others may keep).
    QCOMPARE(&catalogCodes(), &catalogCodes());
}

void TestBlockerCatalog::everyCodeIsDocumented_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<BlockerArea>("area");
    const QList<std::pair<const char*, BlockerArea>> expected = {
        {"INVALID_REQUEST", BlockerArea::Request},
        {"AUTHORIZATION_MISSING", BlockerArea::Authorization},
        {"SOURCE_REVISION_INVALID", BlockerArea::Source},
        {"SOURCE_WORKTREE_DIRTY", BlockerArea::Source},
        {"VERSION_NOT_RESERVED", BlockerArea::Source},
        {"VERSION_COLLISION", BlockerArea::Source},
        {"NAMESPACE_NOT_RESERVED", BlockerArea::Namespace},
        {"NAMESPACE_COLLISION", BlockerArea::Namespace},
        {"NAMESPACE_NOT_PROVEN_BLANK", BlockerArea::Namespace},
        {"CONFIGURATION_DIGEST_INVALID", BlockerArea::Source},
        {"INTENT_DIGEST_INVALID", BlockerArea::Source},
        {"CURRENT_REFERENCE_MUTABLE", BlockerArea::Image},
        {"CURRENT_RUNTIME_DIGEST_MISSING", BlockerArea::Runtime},
        {"OCI_INDEX_DIGEST_REQUIRED", BlockerArea::Image},
        {"OCI_INDEX_NOT_FOUND", BlockerArea::Image},
        {"OCI_INDEX_MEDIA_TYPE_REQUIRED", BlockerArea::Image},
        {"OCI_PLATFORM_MISSING", BlockerArea::Image},
        {"OCI_PLATFORM_MANIFEST_MISSING", BlockerArea::Image},
        {"IMMUTABLE_RELEASE_TAG_REQUIRED", BlockerArea::Image},
        {"IMMUTABLE_RELEASE_TAG_NOT_RESERVED", BlockerArea::Image},
        {"RELEASE_EVIDENCE_MISSING", BlockerArea::Evidence},
        {"RELEASE_EVIDENCE_INVALID", BlockerArea::Evidence},
        {"RELEASE_NOT_AUTHORIZED", BlockerArea::Evidence},
        {"GREENFIELD_EXECUTION_UNAVAILABLE", BlockerArea::Execution},
        {"ROUTE_PROMOTION_FENCE_UNAVAILABLE", BlockerArea::Execution},
        {"POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE", BlockerArea::Execution},
        {"WOULD_REPLACE_EXISTING_STATE", BlockerArea::Namespace},
        {"CORESTORE_INVENTORY_UNAVAILABLE", BlockerArea::Namespace},
        {"RUNTIME_ATTESTATION_MISMATCH", BlockerArea::Runtime},
    };
    QCOMPARE(expected.size(), kContractCodes.size());
    for (const auto& [code, area] : expected)
        QTest::newRow(code) << QString::fromLatin1(code) << area;
}

void TestBlockerCatalog::everyCodeIsDocumented()
{
    QFETCH(QString, code);
    QFETCH(BlockerArea, area);
    QVERIFY(isKnownBlockerCode(code));
    const BlockerInfo info = blockerInfo(code);
    QCOMPARE(info.code, code);
    QVERIFY(info.known);
    QCOMPARE(info.area, area);
    QVERIFY(!areaKey(info.area).isEmpty());
    QVERIFY(!areaDisplayName(info.area).isEmpty());
    QVERIFY(!info.title.trimmed().isEmpty());
    QVERIFY2(info.explanation.size() >= 40, qPrintable(info.explanation));
    QVERIFY2(info.remediation.size() >= 20, qPrintable(info.remediation));
    QVERIFY(info.explanation != info.remediation);
    QVERIFY(info.title != info.explanation);
    QVERIFY(!info.title.contains(code)); // a human title, not the code again
}

void TestBlockerCatalog::unknownCodes_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("empty") << QString();
    QTest::newRow("future code") << QStringLiteral("QUANTUM_FLUX_UNSTABLE");
    QTest::newRow("lower-case known code") << QStringLiteral("invalid_request");
    QTest::newRow("padded known code") << QStringLiteral(" INVALID_REQUEST");
    QTest::newRow("client reason code") << QStringLiteral("CLIENT_SCHEMA_VERSION");
    QTest::newRow("format placeholders") << QStringLiteral("%1 %2 %n");
}

void TestBlockerCatalog::unknownCodes()
{
    QFETCH(QString, code);
    QVERIFY(!isKnownBlockerCode(code));
    const BlockerInfo info = blockerInfo(code);
    QCOMPARE(info.code, code);
    QVERIFY(!info.known);
    QCOMPARE(info.area, BlockerArea::Unknown);
    QCOMPARE(areaKey(info.area), QStringLiteral("unknown"));
    QVERIFY(!info.title.isEmpty());
    QVERIFY(!info.explanation.isEmpty());
    QVERIFY(!info.remediation.isEmpty());
    if (!code.isEmpty())
        QVERIFY2(info.title.contains(code), qPrintable(info.title));
    QVERIFY(info.explanation.contains(QStringLiteral("does not know")));
}

void TestBlockerCatalog::areasHaveKeysAndNames()
{
    QCOMPARE(allBlockerAreas().size(), 9);
    QCOMPARE(allBlockerAreas().last(), BlockerArea::Unknown);
    QStringList keys;
    QSet<QString> names;
    for (const BlockerArea area : allBlockerAreas()) {
        keys << areaKey(area);
        names.insert(areaDisplayName(area));
    }
    QCOMPARE(keys, (QStringList{QStringLiteral("request"), QStringLiteral("source"), QStringLiteral("image"),
                                QStringLiteral("evidence"), QStringLiteral("namespace"),
                                QStringLiteral("runtime"), QStringLiteral("authorization"),
                                QStringLiteral("execution"), QStringLiteral("unknown")}));
    QCOMPARE(names.size(), 9);
    QVERIFY(!names.contains(QString()));
    QCOMPARE(areaDisplayName(BlockerArea::Image), QStringLiteral("Image / OCI"));
    QCOMPARE(areaDisplayName(BlockerArea::Namespace), QStringLiteral("Namespace / state"));
}

void TestBlockerCatalog::everyAreaButUnknownIsUsed()
{
    QList<BlockerArea> used;
    for (const QString& code : catalogCodes())
        used << blockerInfo(code).area;
    for (const BlockerArea area : allBlockerAreas())
        QCOMPARE(used.contains(area), area != BlockerArea::Unknown);
}

void TestBlockerCatalog::validatorCodesAreCatalogued()
{
    // Every code the two client-side validators can produce is a catalogued code.
    QList<Blocker> produced = validateRequest(
        QJsonObject{{QStringLiteral("sourceDirty"), true}, {QStringLiteral("ociIndexDigest"), QJsonValue()}});
    produced << validateRequest(QJsonValue());
    produced << validateReleaseEvidence(QJsonObject{{QStringLiteral("attestations"), QJsonArray{1}}},
                                        QJsonValue(), QJsonValue(), QJsonValue(), QJsonValue());
    QSet<QString> codes;
    for (const Blocker& blocker : produced)
        codes.insert(blocker.code);
    QCOMPARE(codes.size(), 11);
    for (const QString& code : codes)
        QVERIFY2(isKnownBlockerCode(code), qPrintable(code));
}

void TestBlockerCatalog::textsAreTranslatable()
{
    MarkingTranslator translator("cloudly::core::preflight::BlockerCatalog");
    QVERIFY(QCoreApplication::installTranslator(&translator));
    for (const QString& code : catalogCodes()) {
        const BlockerInfo info = blockerInfo(code);
        QVERIFY2(info.title.startsWith(QStringLiteral("[de] ")), qPrintable(code));
        QVERIFY2(info.explanation.startsWith(QStringLiteral("[de] ")), qPrintable(code));
        QVERIFY2(info.remediation.startsWith(QStringLiteral("[de] ")), qPrintable(code));
    }
    const BlockerInfo unknown = blockerInfo(QStringLiteral("NEW_CODE"));
    QVERIFY(unknown.title.startsWith(QStringLiteral("[de] ")));
    QVERIFY(unknown.title.contains(QStringLiteral("NEW_CODE")));
    QVERIFY(unknown.explanation.startsWith(QStringLiteral("[de] ")));
    QVERIFY(unknown.remediation.startsWith(QStringLiteral("[de] ")));
    for (const BlockerArea area : allBlockerAreas())
        QVERIFY(areaDisplayName(area).startsWith(QStringLiteral("[de] ")));
    // Machine keys are never translated.
    QCOMPARE(areaKey(BlockerArea::Image), QStringLiteral("image"));
    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QVERIFY(!blockerInfo(catalogCodes().first()).title.startsWith(QStringLiteral("[de] ")));
}

QTEST_GUILESS_MAIN(TestBlockerCatalog)
#include "tst_blockercatalog.moc"
