// Deployment preflight engine of the demo servers (spec: docs/DEMO_PREFLIGHT.md).
// Pure functions: evaluatePreflight() never mutates the fixture or the request.

export const CAPABILITIES = [
  'deployment:preflight',
  'deployment:create-greenfield',
  'deployment:promote-route',
  'deployment:rollback-route',
];
export const EVIDENCE_KINDS = ['provenance', 'sbom', 'signature', 'vulnerability-policy', 'release-authorization'];
export const INDEX_MEDIA_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
];

const fullGitRevisionRegex = /^[a-f0-9]{40}$/;
const namespaceRegex = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const semanticVersionRegex = /^(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
const sha256Regex = /^sha256:[a-f0-9]{64}$/;

export const isRecord = (v) => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
export const isSha256Digest = (v) => typeof v === 'string' && sha256Regex.test(v);
const isBoundedId = (v) => typeof v === 'string' && v.trim() !== '' && v.length <= 200;
const isDnsLabel = (v) => typeof v === 'string' && namespaceRegex.test(v);
const isSemver = (v) => typeof v === 'string' && v.length <= 100 && semanticVersionRegex.test(v);
const hasOwn = (obj, key) => isRecord(obj) && typeof key === 'string' && Object.prototype.hasOwnProperty.call(obj, key);
const b = (code, message) => ({ code, message });

// ---- rule 1: port of @serve.zone/interfaces 12.0.0 validateDeploymentPreflightRequest
export const validateDeploymentPreflightRequest = (req) => {
  if (!isRecord(req)) return [b('INVALID_REQUEST', 'Deployment preflight request must be an object.')];
  const out = [];
  if (!isBoundedId(req.requestId)) out.push(b('INVALID_REQUEST', 'A bounded request identifier is required.'));
  if (!isBoundedId(req.serviceId)) out.push(b('INVALID_REQUEST', 'A bounded service identifier is required.'));
  if (typeof req.sourceRevision !== 'string' || !fullGitRevisionRegex.test(req.sourceRevision)) {
    out.push(b('SOURCE_REVISION_INVALID', 'Source revision must be a full lower-case Git commit SHA.'));
  }
  if (typeof req.sourceDirty !== 'boolean') out.push(b('INVALID_REQUEST', 'Source worktree state must be reported.'));
  else if (req.sourceDirty) out.push(b('SOURCE_WORKTREE_DIRTY', 'The source worktree contains uncommitted changes.'));
  if (!isSemver(req.version)) out.push(b('VERSION_NOT_RESERVED', 'A canonical semantic release version is required.'));
  if (!isDnsLabel(req.proposedNamespace)) out.push(b('NAMESPACE_NOT_RESERVED', 'The proposed namespace is missing or malformed.'));
  if (!isSha256Digest(req.intentDigest)) {
    out.push(b('INTENT_DIGEST_INVALID', 'Deployment intent digest must be a canonical sha256 digest.'));
  }
  const resources = Array.isArray(req.proposedCorestoreResources) ? req.proposedCorestoreResources : [];
  if (!Array.isArray(req.proposedCorestoreResources) || resources.length > 8 || resources.some((r) => !isRecord(r)
    || (r.capability !== 'database' && r.capability !== 'objectstorage') || !isDnsLabel(r.resourceName))) {
    out.push(b('INVALID_REQUEST', 'Proposed Corestore resources are malformed.'));
  }
  const keys = resources.filter(isRecord).map((r) => `${String(r.capability)}:${String(r.resourceName)}`);
  if (new Set(keys).size !== keys.length) out.push(b('INVALID_REQUEST', 'Proposed Corestore resources must be unique.'));
  if (req.ociIndexDigest !== undefined && !isSha256Digest(req.ociIndexDigest)) {
    out.push(b('OCI_INDEX_DIGEST_REQUIRED', 'OCI index digest must be a canonical sha256 digest.'));
  }
  if (req.greenfield !== true) out.push(b('WOULD_REPLACE_EXISTING_STATE', 'Only greenfield deployment preflight is supported.'));
  return out;
};

// ---- port of validateDeploymentReleaseEvidence (strict === semantics of JS on JSON values)
export const validateDeploymentReleaseEvidence = ({ evidence, sourceRevision, version, configurationDigest, ociIndexDigest }) => {
  if (!isRecord(evidence)) return [b('RELEASE_EVIDENCE_INVALID', 'Release evidence must be an object.')];
  const out = [];
  if (evidence.releaseAuthorized !== true) out.push(b('RELEASE_NOT_AUTHORIZED', 'Release authorization evidence is explicitly false.'));
  if (evidence.sourceRevision !== sourceRevision || evidence.version !== version
    || evidence.configurationDigest !== configurationDigest || evidence.ociIndexDigest !== ociIndexDigest) {
    out.push(b('RELEASE_EVIDENCE_INVALID', 'Release evidence is not bound to the requested deployment fence.'));
  }
  const seen = new Set();
  const attestations = Array.isArray(evidence.attestations) ? evidence.attestations : [];
  if (!Array.isArray(evidence.attestations)) out.push(b('RELEASE_EVIDENCE_INVALID', 'Release attestations must be an array.'));
  for (const a of attestations) {
    if (!isRecord(a)) { out.push(b('RELEASE_EVIDENCE_INVALID', 'Release attestation must be an object.')); continue; }
    if (typeof a.kind !== 'string' || !EVIDENCE_KINDS.includes(a.kind)) {
      out.push(b('RELEASE_EVIDENCE_INVALID', 'Release attestation kind is invalid.'));
      continue;
    }
    seen.add(a.kind);
    if (a.subjectDigest !== ociIndexDigest || !isSha256Digest(a.statementDigest)
      || typeof a.verifier !== 'string' || !a.verifier.trim()
      || typeof a.verifiedAt !== 'number' || !Number.isSafeInteger(a.verifiedAt) || a.verifiedAt < 1) {
      out.push(b('RELEASE_EVIDENCE_INVALID', `Invalid ${a.kind} evidence.`));
    }
  }
  for (const kind of EVIDENCE_KINDS) if (!seen.has(kind)) out.push(b('RELEASE_EVIDENCE_MISSING', `Missing ${kind} evidence.`));
  return out;
};

// Preflight state used when a known service has no entry in fixture.preflight.services.
export const defaultServiceState = (fixture, serviceId) => {
  const nodes = new Map();
  for (const c of fixture.clusters ?? []) for (const n of c.data?.nodes ?? []) nodes.set(n.id, n);
  const platforms = new Set();
  for (const d of fixture.deployments ?? []) {
    if (d.serviceId !== serviceId) continue;
    const n = nodes.get(d.nodeId);
    if (n) platforms.add(`${n.data.os ?? 'linux'}/${n.data.architecture ?? 'amd64'}`);
  }
  return {
    workspaceIdentity: '', registryHost: '', registryRepository: '', deployOnPush: false,
    configurationDigest: null, inventoryComplete: false, targetPlatforms: [...platforms].sort(),
    releasedVersions: [], currentImage: { mutableReference: false, platforms: [] }, runtimeTasks: [],
    runtimeAttestation: { requiredReplicaCount: 0, observedReplicaCount: 0, healthyReplicaCount: 0, verifiedReplicaCount: 0, consistentDigest: true },
    platformBindings: [], corestoreResources: [],
  };
};

const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

export class PreflightServiceNotFound extends Error {
  constructor(serviceId) { super('service not found'); this.serviceId = serviceId; }
}

/**
 * @param fixture  the demo data set (users, services, ociIndexes, preflight, ...)
 * @param req      the request object (request fields at top level; `identity` ignored here)
 * @param caller   the caller's IUser record (or null) — grants are read from it, never from the payload
 * @param now      ms epoch for generatedAt
 * @returns IDeploymentPreflightReport; throws PreflightServiceNotFound for a well-formed unknown serviceId
 */
export const evaluatePreflight = (fixture, req, caller, now = Date.now()) => {
  const blockers = validateDeploymentPreflightRequest(req); // rule 1
  if (!isRecord(req)) throw new PreflightServiceNotFound(null); // unreachable via the peer (identity check first)
  const codes1 = new Set(blockers.map((x) => x.code));
  const serviceIdOk = isBoundedId(req.serviceId);
  const service = serviceIdOk ? (fixture.services ?? []).find((s) => s.id === req.serviceId) : undefined;
  if (serviceIdOk && !service) throw new PreflightServiceNotFound(req.serviceId); // rule 2
  const serviceId = typeof req.serviceId === 'string' ? req.serviceId : '';
  const state = service
    ? (fixture.preflight?.services?.[serviceId] ?? defaultServiceState(fixture, serviceId))
    : defaultServiceState({}, serviceId);

  // rule 3: authorization (computed also when the serviceId is malformed)
  const isAdmin = caller?.data?.role === 'admin';
  const grant = (caller?.data?.serviceDeploymentGrants ?? []).find((g) => g.serviceId === serviceId);
  const authorizationChecks = CAPABILITIES.map((capability) => ({
    capability, granted: isAdmin || Boolean(grant?.capabilities?.includes(capability)),
  }));
  for (const check of authorizationChecks.slice(0, 2)) {
    if (!check.granted) blockers.push(b('AUTHORIZATION_MISSING', `Missing ${check.capability} capability for ${serviceId}.`));
  }

  // request-derived report fields
  const digestOk = isSha256Digest(req.ociIndexDigest);
  const index = digestOk ? (fixture.ociIndexes ?? []).find((i) => i.digest === req.ociIndexDigest) : undefined;
  const releaseTagPresent = typeof req.releaseTag === 'string' && req.releaseTag.trim() !== '';
  const tagReserved = Boolean(index && releaseTagPresent && (index.releaseTags ?? []).includes(req.releaseTag));
  const nsOk = isDnsLabel(req.proposedNamespace);
  const owner = nsOk && hasOwn(fixture.preflight?.ownedNamespaces, req.proposedNamespace)
    ? fixture.preflight.ownedNamespaces[req.proposedNamespace] : undefined;
  const unproven = nsOk && (fixture.preflight?.unprovenNamespaces ?? []).includes(req.proposedNamespace);
  const namespaceReserved = nsOk && owner === undefined;
  const namespaceBlank = !nsOk || unproven ? 'unknown' : owner !== undefined ? false : true;
  const replacesOwn = owner !== undefined && owner === serviceId;
  const wouldReplaceExistingState = replacesOwn || req.greenfield !== true ? true : !nsOk ? 'unknown' : false;
  const released = Array.isArray(state.releasedVersions) && typeof req.version === 'string' && state.releasedVersions.includes(req.version);
  const versionReserved = isSemver(req.version) && !released;

  if (service) {
    // rule 4
    if (state.configurationDigest === null || state.configurationDigest === undefined) {
      blockers.push(b('CONFIGURATION_DIGEST_INVALID', `Cloudly cannot compute a configuration digest for ${serviceId}.`));
    }
    // rule 5
    const cur = state.currentImage ?? { mutableReference: false, platforms: [] };
    if (cur.mutableReference === true) {
      blockers.push(b('CURRENT_REFERENCE_MUTABLE', `Current image reference ${cur.imageReference ?? cur.tag ?? '(none)'} is mutable.`));
    }
    // rule 6
    for (const t of state.runtimeTasks ?? []) {
      if (t.status === 'running' && !t.reportedDigest) {
        blockers.push(b('CURRENT_RUNTIME_DIGEST_MISSING', `Running task ${t.deploymentId} on ${t.nodeName ?? '(unknown node)'} reports no image digest.`));
      }
    }
    // rule 7
    if (req.ociIndexDigest === undefined) {
      if (!codes1.has('OCI_INDEX_DIGEST_REQUIRED')) blockers.push(b('OCI_INDEX_DIGEST_REQUIRED', 'An OCI index digest is required.'));
    } else if (digestOk && !index) {
      blockers.push(b('OCI_INDEX_NOT_FOUND', `OCI index ${req.ociIndexDigest} was not found in ${state.registryHost}/${state.registryRepository}.`));
    } else if (index) {
      if (!INDEX_MEDIA_TYPES.includes(index.mediaType)) {
        blockers.push(b('OCI_INDEX_MEDIA_TYPE_REQUIRED', `Requested image has media type ${index.mediaType ?? '(none)'}; an OCI image index or Docker manifest list is required.`));
      } else {
        const platforms = index.platforms ?? [];
        for (const p of state.targetPlatforms ?? []) {
          const [os, architecture] = p.split('/');
          if (!platforms.some((x) => x.os === os && x.architecture === architecture && x.runnable === true)) {
            blockers.push(b('OCI_PLATFORM_MISSING', `OCI index has no runnable ${p} platform required by the target nodes.`));
          }
        }
        for (const x of platforms) {
          if (x.runnable === true && x.manifestPresent !== true) {
            blockers.push(b('OCI_PLATFORM_MANIFEST_MISSING', `Manifest for platform ${x.os}/${x.architecture} is missing from the OCI index.`));
          }
        }
      }
    }
    // rule 8
    if (!releaseTagPresent) {
      blockers.push(b('IMMUTABLE_RELEASE_TAG_REQUIRED', 'An immutable release tag is required.'));
    } else if (index && !tagReserved) {
      blockers.push(b('IMMUTABLE_RELEASE_TAG_NOT_RESERVED', `Release tag ${req.releaseTag} is not reserved for the requested OCI index.`));
    }
    // rule 9
    if (req.releaseEvidence === undefined) {
      blockers.push(b('RELEASE_EVIDENCE_MISSING', 'Release evidence is required.'));
    } else {
      blockers.push(...validateDeploymentReleaseEvidence({
        evidence: req.releaseEvidence, sourceRevision: req.sourceRevision, version: req.version,
        configurationDigest: state.configurationDigest, ociIndexDigest: req.ociIndexDigest,
      }));
    }
    // rule 10
    if (released) blockers.push(b('VERSION_COLLISION', `Version ${req.version} is already released for ${serviceId}.`));
    // rule 11
    if (owner !== undefined && owner !== serviceId) {
      blockers.push(b('NAMESPACE_COLLISION', `Namespace ${req.proposedNamespace} is owned by ${owner}.`));
    } else if (unproven) {
      blockers.push(b('NAMESPACE_NOT_PROVEN_BLANK', `Namespace ${req.proposedNamespace} cannot be proven blank.`));
    }
    // rule 12
    if (replacesOwn && !codes1.has('WOULD_REPLACE_EXISTING_STATE')) {
      blockers.push(b('WOULD_REPLACE_EXISTING_STATE', `Namespace ${req.proposedNamespace} already holds state of ${serviceId}.`));
    }
    // rule 13
    if (state.inventoryComplete !== true) {
      blockers.push(b('CORESTORE_INVENTORY_UNAVAILABLE', `Corestore inventory for ${serviceId} is incomplete.`));
    }
    // rule 14
    const caps = fixture.preflight?.capabilities ?? {};
    if (caps.greenfieldExecution !== true) blockers.push(b('GREENFIELD_EXECUTION_UNAVAILABLE', 'Greenfield execution is not available on this Cloudly.'));
    if (caps.routePromotionFence !== true) blockers.push(b('ROUTE_PROMOTION_FENCE_UNAVAILABLE', 'Route promotion fencing is not available on this Cloudly.'));
    if (caps.postDeploymentVerification !== true) blockers.push(b('POST_DEPLOYMENT_VERIFICATION_UNAVAILABLE', 'Post-deployment verification is not available on this Cloudly.'));
    // rule 15
    const att = state.runtimeAttestation ?? {};
    const mismatched = (state.runtimeTasks ?? []).filter((t) => t.verificationStatus === 'mismatched').length;
    if (att.consistentDigest === false || mismatched > 0 || (att.verifiedReplicaCount ?? 0) < (att.requiredReplicaCount ?? 0)) {
      blockers.push(b('RUNTIME_ATTESTATION_MISMATCH',
        `Runtime attestation mismatch for ${serviceId}: ${att.verifiedReplicaCount ?? 0} of ${att.requiredReplicaCount ?? 0} required replicas verified, `
        + `${mismatched} mismatched, digests ${att.consistentDigest === false ? 'inconsistent' : 'consistent'}.`));
    }
  }

  const proposedResources = (Array.isArray(req.proposedCorestoreResources) ? req.proposedCorestoreResources : [])
    .filter((r) => isRecord(r) && (r.capability === 'database' || r.capability === 'objectstorage') && isDnsLabel(r.resourceName))
    .map((r) => ({ capability: r.capability, resourceName: r.resourceName }));

  return {
    schemaVersion: 2,
    decision: blockers.length === 0 ? 'GO' : 'NO-GO',
    mutationPerformed: false,
    generatedAt: now,
    service: {
      serviceId,
      serviceName: service?.data?.name ?? '',
      workspaceIdentity: state.workspaceIdentity ?? '',
      registryHost: state.registryHost ?? '',
      registryRepository: state.registryRepository ?? '',
      deployOnPush: state.deployOnPush === true,
    },
    source: {
      revision: typeof req.sourceRevision === 'string' ? req.sourceRevision : '',
      dirty: req.sourceDirty !== false,
      version: typeof req.version === 'string' ? req.version : '',
      intentDigest: typeof req.intentDigest === 'string' ? req.intentDigest : '',
      configurationDigest: typeof state.configurationDigest === 'string' ? state.configurationDigest : '',
    },
    currentImage: clone(state.currentImage ?? { mutableReference: false, platforms: [] }),
    requestedImage: {
      ...(digestOk ? { digest: req.ociIndexDigest } : {}),
      ...(typeof req.releaseTag === 'string' ? { releaseTag: req.releaseTag } : {}),
      tagReserved,
      ...(index?.mediaType ? { mediaType: index.mediaType } : {}),
      platforms: clone(index?.platforms ?? []),
    },
    runtimeTasks: clone(state.runtimeTasks ?? []),
    runtimeAttestation: clone(state.runtimeAttestation),
    platformBindings: clone(state.platformBindings ?? []),
    corestoreResources: clone(state.corestoreResources ?? []),
    proposed: {
      namespace: typeof req.proposedNamespace === 'string' ? req.proposedNamespace : '',
      corestoreResources: proposedResources,
      namespaceReserved,
      inventoryComplete: state.inventoryComplete === true,
      namespaceBlank,
      versionReserved,
      wouldReplaceExistingState,
    },
    authorizationChecks,
    compatibilityBlockers: blockers,
  };
};
