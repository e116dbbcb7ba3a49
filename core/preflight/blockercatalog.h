#pragma once

#include <QString>
#include <QStringList>

namespace cloudly {
namespace core {
namespace preflight {
// The part of a deployment a blocker is about; used to group blockers for a release manager.
enum class BlockerArea
{
    Request,       // the preflight request itself is malformed
    Source,        // source revision, worktree, version, intent/configuration digests
    Image,         // OCI index, platforms, immutable release tag, current image reference
    Evidence,      // release evidence and authorization attestations
    Namespace,     // target namespace and existing state (collisions, inventory, replacement)
    Runtime,       // running tasks and their attested digests
    Authorization, // the caller's service-scoped deployment capabilities
    Execution,     // server-side capabilities needed to execute a greenfield deployment
    Unknown,       // a code this console does not know
};

// Everything the console shows for one blocker code. Texts are translated at lookup time.
struct BlockerInfo
{
    QString code;
    bool known = false;
    BlockerArea area = BlockerArea::Unknown;
    QString title;       // short label, e.g. "Source worktree is dirty"
    QString explanation; // why it matters to a release manager
    QString remediation; // what makes the blocker go away
};

// The 29 TDeploymentPreflightBlockerCode values of @serve.zone/interfaces 12.0.0, in declaration order.
const QStringList& catalogCodes();
bool isKnownBlockerCode(const QString& code);

// Never fails: an unknown code yields `known == false`, area Unknown and texts that say so.
BlockerInfo blockerInfo(const QString& code);

// Stable, untranslated identifier for machine output ("request", "source", "image", "evidence",
// "namespace", "runtime", "authorization", "execution", "unknown").
QString areaKey(BlockerArea area);
// Translated display name ("Request", "Source", "Image / OCI", "Evidence", "Namespace / state", ...).
QString areaDisplayName(BlockerArea area);
// All areas in display order, Unknown last.
const QList<BlockerArea>& allBlockerAreas();

} // namespace preflight
} // namespace core
} // namespace cloudly