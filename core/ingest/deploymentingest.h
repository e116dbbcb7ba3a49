#pragma once

// The byte-level decoders of big replies (simdjson; the production path of getDeployments). ingest sits
// between net and api: it builds api values straight from the bytes of a reply frame.
#include "core/api/deployment.h"
#include "core/api/deploymenttable.h"
#include "core/api/lazyjson.h"
#include "core/json/scannedjson.h"

namespace cloudly {
namespace core {

// `response.deployments` as a table, straight from the reply bytes (the production path of getDeployments):
// the same rows, errors, skipped elements and messages as decodeDeploymentsJson() / decodeDeployments(), and
// every byte a row keeps is validated JSON. decodeDeploymentsJson() is this table's toList().
DeploymentTable decodeDeploymentTable(const JsonSlice& response, DecodeErrors& errors);
// The same from a scanned reply (Envelope::scan, CallResult::raw): its index of the frame is walked instead
// of indexing the bytes again (one simdjson pass per frame); without an index, as above.
DeploymentTable decodeDeploymentTable(const ScannedJson& response, DecodeErrors& errors);

// `response.deployments` (see decodeDeployments() in api/deployment.h) straight from the reply bytes (the
// production path for big replies, see core/ingest): `response` is the slice of a reply frame that holds the
// response object. Parsed with simdjson; strings that repeat (service, node, status, health, image, version)
// are shared; `raw`, `deploymentLog` and `resourceUsage.raw` stay slices of `response.source` until read;
// `sourceHash` is set. Errors, skipped elements and messages are exactly those of
// decodeDeployments(QJsonObject): an element the fast reader does not accept is decoded again by that
// decoder, and bytes that are not JSON at all are reported as
// `$: invalid JSON at offset N: ...` (offset into the response object).
QList<Deployment> decodeDeploymentsJson(const JsonSlice& response, DecodeErrors& errors);
QList<Deployment> decodeDeploymentsJson(const ScannedJson& response, DecodeErrors& errors);

} // namespace core
} // namespace cloudly
