// ComposerWidget: loading, files and release evidence (the form itself is in composerwidget.cpp).
#include "core/preflight/digest.h"
#include "core/preflight/receiptexport.h"
#include "ui/preflight/composerwidget.h"
#include "ui/preflight/corestoreresourceseditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace cloudly {
namespace ui {
namespace {

std::optional<QJsonValue> readJsonFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = ComposerWidget::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = ComposerWidget::tr("%1 is not valid JSON (at byte %2: %3).")
                     .arg(path)
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    return doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
}

const QStringList kKnownKeys = {
    QStringLiteral("requestId"),         QStringLiteral("serviceId"),
    QStringLiteral("sourceRevision"),    QStringLiteral("sourceDirty"),
    QStringLiteral("version"),           QStringLiteral("intentDigest"),
    QStringLiteral("proposedNamespace"), QStringLiteral("proposedCorestoreResources"),
    QStringLiteral("ociIndexDigest"),    QStringLiteral("releaseTag"),
    QStringLiteral("releaseEvidence"),   QStringLiteral("greenfield"),
    QStringLiteral("identity"),
};

} // namespace

void ComposerWidget::loadRequest(const QJsonObject& r, QStringList* warnings)
{
    QStringList notes;
    m_loading = true;
    const auto setText = [&](QLineEdit* edit, const char* key) {
        const QJsonValue v = r.value(QLatin1String(key));
        if (!v.isString() && !v.isUndefined())
            notes << tr("“%1” is not a string and was left empty.").arg(QLatin1String(key));
        edit->setText(v.toString());
    };
    setText(m_requestId, "requestId");
    setText(m_revision, "sourceRevision");
    setText(m_version, "version");
    setText(m_intentDigest, "intentDigest");
    setText(m_namespace, "proposedNamespace");
    setText(m_ociIndexDigest, "ociIndexDigest");
    setText(m_releaseTag, "releaseTag");
    const QJsonValue dirty = r.value(QStringLiteral("sourceDirty"));
    if (!dirty.isBool())
        notes << tr("“sourceDirty” is not true or false; the checkbox was left unticked.");
    m_dirty->setChecked(dirty.toBool(false));
    const QJsonValue resources = r.value(QStringLiteral("proposedCorestoreResources"));
    if (!resources.isArray() && !resources.isUndefined())
        notes << tr("“proposedCorestoreResources” is not a list and was left out.");
    m_resources->setResources(resources.toArray(), &notes);
    m_evidence = r.value(QStringLiteral("releaseEvidence"));
    if (r.value(QStringLiteral("greenfield")) != QJsonValue(true) && r.contains(QStringLiteral("greenfield")))
        notes << tr(
            "“greenfield” was not true; this console only asks greenfield preflights and sends true.");
    for (auto it = r.constBegin(); it != r.constEnd(); ++it)
        if (!kKnownKeys.contains(it.key()))
            notes << tr("Unknown field “%1” was left out.").arg(it.key());
    if (r.contains(QStringLiteral("identity")))
        notes << tr("The file's “identity” was ignored; the signed-in identity is used.");
    const QJsonValue serviceId = r.value(QStringLiteral("serviceId"));
    if (!serviceId.isString() && !serviceId.isUndefined())
        notes << tr("“serviceId” is not a string.");
    m_loading = false;
    if (serviceId.toString().isEmpty())
        m_service->setCurrentIndex(0);
    else
        selectService(serviceId.toString());
    revalidate();
    if (warnings)
        *warnings << notes;
}

bool ComposerWidget::importRequestFile(const QString& path, QString* error, QStringList* warnings)
{
    const std::optional<QJsonValue> json = readJsonFile(path, error);
    if (!json)
        return false;
    if (!json->isObject()) {
        *error = tr("%1 does not contain a request object.").arg(path);
        return false;
    }
    loadRequest(json->toObject(), warnings);
    return true;
}

bool ComposerWidget::exportRequestFile(const QString& path, QString* error) const
{
    return core::preflight::writeFileAtomically(
        path, QJsonDocument(request()).toJson(QJsonDocument::Indented), error);
}

bool ComposerWidget::importEvidenceFile(const QString& path, QString* error)
{
    const std::optional<QJsonValue> json = readJsonFile(path, error);
    if (!json)
        return false;
    m_evidence = *json;
    revalidate();
    return true;
}

void ComposerWidget::clearEvidence()
{
    m_evidence = QJsonValue(QJsonValue::Undefined);
    revalidate();
}

bool ComposerWidget::computeIntentDigestFromFile(const QString& path, QString* error)
{
    const std::optional<QString> digest = core::preflight::sha256OfFile(path, error);
    if (!digest)
        return false;
    m_intentDigest->setText(*digest);
    return true;
}

void ComposerWidget::updateEvidenceSummary()
{
    m_clearEvidence->setEnabled(!m_evidence.isUndefined());
    if (m_evidence.isUndefined()) {
        m_evidenceSummary->setText(tr("None imported."));
        return;
    }
    if (!m_evidence.isObject()) {
        m_evidenceSummary->setText(tr("⚠ Not a JSON object: Cloudly will reject it."));
        return;
    }
    const QJsonObject e = m_evidence.toObject();
    QStringList kinds;
    for (const QJsonValue& a : e.value(QStringLiteral("attestations")).toArray())
        kinds << a.toObject().value(QStringLiteral("kind")).toString(QStringLiteral("?"));
    QString text = tr("%n attestation(s)", nullptr, int(kinds.size()));
    if (!kinds.isEmpty())
        text += QStringLiteral(" (%1)").arg(kinds.join(QStringLiteral(", ")));
    text += e.value(QStringLiteral("releaseAuthorized")) == QJsonValue(true) ? tr(", release authorized")
                                                                             : tr(", release NOT authorized");
    text += tr(", for %1 @ %2")
                .arg(e.value(QStringLiteral("version")).toString(),
                     e.value(QStringLiteral("sourceRevision")).toString().left(12));
    // Binding to what is being asked (the configuration digest is Cloudly's: only it can check that one).
    const QJsonValue index = m_ociIndexDigest->text().isEmpty() ? QJsonValue(QJsonValue::Undefined)
                                                                : QJsonValue(m_ociIndexDigest->text());
    const QList<core::preflight::Blocker> problems =
        core::preflight::validateReleaseEvidence(m_evidence, m_revision->text(), m_version->text(),
                                                 e.value(QStringLiteral("configurationDigest")), index);
    if (problems.isEmpty())
        text += tr(". ✓ Bound to this revision, version and index digest.");
    else
        text += tr(". ⚠ %1").arg(problems.first().message) +
                (problems.size() > 1 ? tr(" (+%1 more)").arg(problems.size() - 1) : QString());
    m_evidenceSummary->setText(text);
}

void ComposerWidget::onImportRequest()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import preflight request"), QString(),
                                                      tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    QStringList warnings;
    if (!importRequestFile(path, &error, &warnings))
        QMessageBox::warning(this, tr("Import failed"), error);
    else if (!warnings.isEmpty())
        QMessageBox::information(this, tr("Request imported with changes"), warnings.join(QLatin1Char('\n')));
}

void ComposerWidget::onExportRequest()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export preflight request"),
                                     QStringLiteral("preflight-request-%1-%2.json")
                                         .arg(m_service->currentData().toString(), m_version->text()),
                                     tr("JSON files (*.json)"));
    QString error;
    if (!path.isEmpty() && !exportRequestFile(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

void ComposerWidget::onComputeIntent()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compute the intent digest of a file"));
    QString error;
    if (!path.isEmpty() && !computeIntentDigestFromFile(path, &error))
        QMessageBox::warning(this, tr("Cannot compute the digest"), error);
}

void ComposerWidget::onImportEvidence()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import release evidence"), QString(),
                                                      tr("JSON files (*.json);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !importEvidenceFile(path, &error))
        QMessageBox::warning(this, tr("Import failed"), error);
}

} // namespace ui
} // namespace cloudly