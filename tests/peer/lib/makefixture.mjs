// Builds the demo fixture (resources/fixtures/demo.json) and the two preflight request samples
// (resources/fixtures/preflight-go.json, preflight-nogo.json). The JSON files are the canonical,
// committed artifacts; this script only exists to regenerate them consistently.
//
//   node tests/peer/lib/makefixture.mjs            # writes the three files
//   node tests/peer/lib/makefixture.mjs --check    # exits 1 when the committed files differ
//
// Everything is deterministic: digests are sha256 of a label, timestamps are fixed.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBackups, makeBaseOsNodes, makeBaseOsImageBuilds, settings, providerTests } from './fleetfixture.mjs';

export const sha256Hex = (label) => createHash('sha256').update(label, 'utf8').digest('hex');
export const digestOf = (label) => `sha256:${sha256Hex(label)}`;
const sha1Hex = (label) => createHash('sha1').update(label, 'utf8').digest('hex');

export const T0 = 1767225600000; // 2026-01-01T00:00:00Z
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const pad2 = (n) => String(n).padStart(2, '0');
const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');

export const MT = {
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
};
export const ALL_CAPABILITIES = [
  'deployment:preflight',
  'deployment:create-greenfield',
  'deployment:promote-route',
  'deployment:rollback-route',
];

// ---------------------------------------------------------------- users
const users = [
  { id: 'u-admin', data: { type: 'human', role: 'admin', username: 'admin', password: 'demo' } },
  {
    id: 'mu-ci-web',
    data: {
      type: 'machine', role: 'api', username: 'ci-web',
      tokens: [{ token: 'demo-machine-token', expiresAt: 4102444800000, assignedRoles: ['api'] }],
      serviceDeploymentGrants: [{ serviceId: 'svc-web', capabilities: [...ALL_CAPABILITIES] }],
    },
  },
  {
    id: 'mu-ci-partial',
    data: {
      type: 'machine', role: 'api', username: 'ci-partial',
      tokens: [{ token: 'demo-partial-token', expiresAt: 4102444800000, assignedRoles: ['api'] }],
      serviceDeploymentGrants: [{ serviceId: 'svc-api', capabilities: ['deployment:preflight'] }],
    },
  },
  {
    id: 'mu-none',
    data: {
      type: 'machine', role: 'api', username: 'ci-none',
      tokens: [{ token: 'demo-none-token', expiresAt: 4102444800000, assignedRoles: ['api'] }],
      serviceDeploymentGrants: [],
    },
  },
  {
    id: 'mu-cluster-prod',
    data: {
      type: 'machine', role: 'cluster', username: 'cluster-prod',
      tokens: [{ token: 'demo-cluster-token', expiresAt: 4102444800000, assignedRoles: ['cluster'] }],
    },
  },
  {
    id: 'mu-expired',
    data: {
      type: 'machine', role: 'api', username: 'ci-expired',
      tokens: [{ token: 'demo-expired-token', expiresAt: 1000000000000, assignedRoles: ['api'] }],
    },
  },
];

// ---------------------------------------------------------------- nodes / clusters
const metrics = (cpu, memUsed, memAvail, diskUsed, diskAvail, containers, ts) => ({
  cpuUsagePercent: cpu, memoryUsedMB: memUsed, memoryAvailableMB: memAvail,
  diskUsedGB: diskUsed, diskAvailableGB: diskAvail, containerCount: containers, timestamp: ts,
});
const opsKey = { keyName: 'ops-laptop', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDemoOpsLaptopPublicKeyOnly0000000000000 ops@demo' };
const ciKey = { keyName: 'ci-runner', key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDemoCiRunnerPublicKeyOnly00000000000000 ci@demo' };

const node = (id, clusterId, name, extra) => ({
  id,
  data: {
    clusterId,
    ...extra.pre,
    nodeType: extra.nodeType,
    status: extra.status,
    role: extra.role,
    joinedAt: extra.joinedAt,
    lastHealthCheck: extra.lastHealthCheck,
    ...(extra.metrics ? { metrics: extra.metrics } : {}),
    ...(extra.swarmNodeId ? { swarmNodeId: extra.swarmNodeId } : {}),
    sshKeys: extra.sshKeys ?? [],
    requiredDebianPackages: extra.requiredDebianPackages ?? [],
    name,
    os: 'linux',
    architecture: clusterId === 'c-edge' ? 'arm64' : 'amd64',
  },
});

const nodesProd = [
  node('n-prod-1', 'c-prod', 'prod-1', {
    pre: { baremetalId: 'bm-hetzner-ax41-01' }, nodeType: 'baremetal', status: 'online', role: 'master',
    joinedAt: T0 - 120 * DAY, lastHealthCheck: T0 - 30 * 1000,
    metrics: metrics(37.5, 18432, 47104, 212.4, 1575.6, 11, T0 - 30 * 1000),
    swarmNodeId: 'swarm-p1q8w3e6r0t2y4u7i9o1', sshKeys: [opsKey], requiredDebianPackages: ['docker-ce', 'nftables', 'wireguard-tools'],
  }),
  node('n-prod-2', 'c-prod', 'prod-2', {
    nodeType: 'vm', status: 'online', role: 'worker',
    joinedAt: T0 - 90 * DAY, lastHealthCheck: T0 - 45 * 1000,
    metrics: metrics(61.25, 6144, 2048, 48.0, 112.0, 8, T0 - 45 * 1000),
    swarmNodeId: 'swarm-p2a5s8d1f4g7h0j3k6l9', requiredDebianPackages: ['docker-ce'],
  }),
  node('n-prod-3', 'c-prod', 'prod-3', {
    nodeType: 'vm', status: 'offline', role: 'worker',
    joinedAt: T0 - 60 * DAY, lastHealthCheck: T0 - 6 * HOUR,
    swarmNodeId: 'swarm-p3z2x5c8v1b4n7m0q3w6',
  }),
];
const nodesEdge = [
  node('n-edge-1', 'c-edge', 'edge-1', {
    nodeType: 'container', status: 'online', role: 'master',
    joinedAt: T0 - 45 * DAY, lastHealthCheck: T0 - 20 * 1000,
    metrics: metrics(12.0, 1536, 2560, 9.5, 22.5, 6, T0 - 20 * 1000),
    swarmNodeId: 'swarm-e1r4t7y0u3i6o9p2a5s8', sshKeys: [opsKey],
  }),
  node('n-edge-2', 'c-edge', 'edge-2', {
    nodeType: 'vm', status: 'maintenance', role: 'worker',
    joinedAt: T0 - 44 * DAY, lastHealthCheck: T0 - 2 * HOUR,
    metrics: metrics(0.5, 512, 3584, 7.25, 24.75, 0, T0 - 2 * HOUR),
    requiredDebianPackages: ['docker-ce', 'qemu-guest-agent'],
  }),
];
const nodesLab = [
  node('n-lab-1', 'c-lab', 'lab-1', {
    nodeType: 'container', status: 'online', role: 'worker',
    joinedAt: T0 - 10 * DAY, lastHealthCheck: T0 - 60 * 1000,
    metrics: metrics(4.75, 768, 3328, 3.0, 57.0, 7, T0 - 60 * 1000),
  }),
  node('n-lab-2', 'c-lab', 'lab-2', {
    nodeType: 'vm', status: 'initializing', role: 'worker',
    joinedAt: T0 - 5 * MIN, lastHealthCheck: T0 - 5 * MIN,
    requiredDebianPackages: ['docker-ce', 'nftables'],
  }),
];

const clusters = [
  {
    id: 'c-prod',
    data: {
      name: 'production', userId: 'mu-cluster-prod', cloudlyUrl: 'https://cloudly.demo.serve.zone', setupMode: 'hetzner',
      nodes: nodesProd,
      acmeInfo: { serverAddress: 'https://acme-v02.api.letsencrypt.org/directory', serverSecret: 'demo-acme-secret-c-prod-MUST-NOT-BE-SHOWN' },
      sshKeys: [opsKey, ciKey],
    },
  },
  {
    id: 'c-edge',
    data: {
      name: 'edge', userId: 'mu-ci-partial', setupMode: 'manual',
      nodes: nodesEdge,
      acmeInfo: { serverAddress: 'https://acme-staging-v02.api.letsencrypt.org/directory', serverSecret: 'demo-acme-secret-c-edge-MUST-NOT-BE-SHOWN' },
      sshKeys: [opsKey],
    },
  },
  {
    id: 'c-lab',
    data: {
      name: 'lab', userId: 'mu-none',
      nodes: nodesLab,
      acmeInfo: { serverAddress: 'https://acme-staging-v02.api.letsencrypt.org/directory', serverSecret: 'demo-acme-secret-c-lab-MUST-NOT-BE-SHOWN' },
      sshKeys: [],
    },
  },
];
const allNodes = [...nodesProd, ...nodesEdge, ...nodesLab];
const nodeById = new Map(allNodes.map((n) => [n.id, n]));

// ---------------------------------------------------------------- images (legacy)
const images = [
  {
    id: 'img-webapp',
    data: {
      name: 'webapp', description: 'Internally stored workload image (legacy image store).',
      location: { internal: true, externalRegistryId: '', externalImageTag: '' },
      versions: [
        { versionString: '1.2.0', size: 48234496, createdAt: T0 - 40 * DAY },
        { versionString: '1.3.0', size: 49807360, createdAt: T0 - 12 * DAY },
        { versionString: '1.3.1', storagePath: 'images/img-webapp/1.3.1.tar', size: 49811456, createdAt: T0 - 2 * DAY },
      ],
    },
  },
  {
    id: 'img-servezone-core',
    data: {
      name: 'servezone-core', description: 'serve.zone platform images pulled from an external registry.',
      location: { internal: false, externalRegistryId: 'reg-foss-global', externalImageTag: 'code.foss.global/serve.zone/coreflow:1.1.0' },
      versions: [],
    },
  },
  {
    id: 'img-scratch',
    data: {
      name: 'scratch', description: 'Placeholder image without any stored version.',
      location: { internal: true, externalRegistryId: '', externalImageTag: '' },
      versions: [],
    },
  },
];

// ---------------------------------------------------------------- OCI indexes
const plat = (label, os, architecture, mediaType, runnable = true, manifestPresent = true) => ({
  os, architecture, digest: digestOf(`${label}/${os}/${architecture}`), mediaType, runnable, manifestPresent,
});
const ociIndexes = [
  {
    label: 'idx-good', digest: digestOf('idx-good'), mediaType: MT.ociIndex,
    platforms: [
      plat('idx-good', 'linux', 'amd64', MT.ociManifest),
      plat('idx-good', 'linux', 'arm64', MT.ociManifest),
      plat('idx-good', 'unknown', 'unknown', MT.ociManifest, false, true),
    ],
    releaseTags: ['1.4.0'],
  },
  {
    label: 'idx-missing-manifest', digest: digestOf('idx-missing-manifest'), mediaType: MT.ociIndex,
    platforms: [
      plat('idx-missing-manifest', 'linux', 'amd64', MT.ociManifest),
      plat('idx-missing-manifest', 'linux', 'arm64', MT.ociManifest, true, false),
    ],
    releaseTags: ['1.4.0', '1.4.0-rc.1'],
  },
  {
    label: 'idx-amd64-only', digest: digestOf('idx-amd64-only'), mediaType: MT.ociIndex,
    platforms: [plat('idx-amd64-only', 'linux', 'amd64', MT.ociManifest)],
    releaseTags: ['1.4.0', '1.4.0-amd64'],
  },
  {
    label: 'img-single', digest: digestOf('img-single'), mediaType: MT.ociManifest,
    platforms: [plat('img-single', 'linux', 'amd64', MT.ociManifest)],
    releaseTags: ['1.4.0'],
  },
  {
    label: 'idx-docker-list', digest: digestOf('idx-docker-list'), mediaType: MT.dockerList,
    platforms: [
      plat('idx-docker-list', 'linux', 'amd64', MT.dockerManifest),
      plat('idx-docker-list', 'linux', 'arm64', MT.dockerManifest),
    ],
    releaseTags: ['1.4.0', '2.2.0'],
  },
];

// ---------------------------------------------------------------- services
const svc = (id, data) => ({ id, data });
const coreBase = (id, name, description, port, env) => svc(id, {
  name, description, imageId: 'img-servezone-core', imageVersion: '1.1.0',
  environment: env, secretBundleId: `sb-${id}`,
  serviceCategory: 'base', deploymentStrategy: 'all-nodes', scaleFactor: 1, balancingStrategy: 'round-robin',
  ports: { web: port }, resources: { memorySizeLimitMB: 256 }, domains: [], deploymentIds: [],
});
const services = [
  coreBase('svc-coreflow', 'coreflow', 'Node agent: reconciles services on every node.', 3000, { LOG_LEVEL: 'info' }),
  coreBase('svc-coretraffic', 'coretraffic', 'Edge router on every node.', 8080, { LOG_LEVEL: 'warn', HTTP_PORT: '80', HTTPS_PORT: '443' }),
  coreBase('svc-corelog', 'corelog', 'Log shipper on every node.', 3100, { LOG_LEVEL: 'info', RETENTION_DAYS: '14' }),
  svc('svc-cores3', {
    name: 'cores3', description: 'S3-compatible object storage.', imageId: 'img-servezone-core', imageVersion: '1.1.0',
    environment: { STORAGE_CLASS: 'standard' }, secretBundleId: 'sb-svc-cores3',
    serviceCategory: 'distributed', deploymentStrategy: 'limited-replicas', maxReplicas: 3, antiAffinity: true,
    scaleFactor: 3, balancingStrategy: 'round-robin', ports: { web: 9000 },
    volumes: [{ name: 'cores3-data', mountPath: '/data', driver: 'corestore' }],
    resources: { cpuLimit: 1, memorySizeLimitMB: 1024 }, domains: [{ name: 's3.demo.serve.zone', protocol: 'https' }], deploymentIds: [],
  }),
  svc('svc-coremongo', {
    name: 'coremongo', description: 'MongoDB replica set for platform data.', imageId: 'img-servezone-core', imageVersion: '1.1.0',
    environment: { MONGO_REPLSET: 'rs0' }, secretBundleId: 'sb-svc-coremongo',
    serviceCategory: 'distributed', deploymentStrategy: 'limited-replicas', maxReplicas: 3,
    scaleFactor: 3, balancingStrategy: 'round-robin', ports: { web: 27017 },
    volumes: [
      { name: 'coremongo-db', mountPath: '/data/db', driver: 'corestore', options: { replication: '3', fsType: 'xfs' } },
      { name: 'coremongo-config', mountPath: '/data/configdb' },
    ],
    resources: { cpuReservation: 0.5, memorySizeReservationMB: 512 }, domains: [], deploymentIds: [],
  }),
  svc('svc-web', {
    name: 'web', description: 'Public website (the GO preflight example).', imageId: 'img-webapp', imageVersion: '1.3.0',
    environment: { NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: 'https://www.demo.serve.zone' }, secretBundleId: 'sb-svc-web',
    serviceCategory: 'workload', deploymentStrategy: 'custom', scaleFactor: 3, balancingStrategy: 'round-robin',
    ports: { web: 3000, custom: { 'metrics.demo.serve.zone': '9100' } },
    resources: { cpuLimit: 1, memorySizeLimitMB: 512 },
    domains: [
      { name: 'www.demo.serve.zone', port: 443, protocol: 'https' },
      { name: 'demo.serve.zone', port: 80, protocol: 'http' },
    ],
    deploymentIds: [],
  }),
  svc('svc-api', {
    name: 'api', description: 'Public REST API (the NO-GO preflight example).', imageId: 'img-webapp', imageVersion: '2.1.0',
    environment: { NODE_ENV: 'production', DB_NAME: 'api', FEATURE_FLAGS: 'search,export' }, secretBundleId: 'sb-svc-api',
    serviceCategory: 'workload', deploymentStrategy: 'limited-replicas', maxReplicas: 3, scaleFactor: 3,
    balancingStrategy: 'least-connections', ports: { web: 8080 },
    volumes: [{ name: 'api-uploads', mountPath: '/var/lib/api/uploads' }],
    resources: {
      cpuLimit: 2, cpuReservation: 0.5, memorySizeLimitMB: 1024, memorySizeReservationMB: 256,
      volumeMounts: [{ hostFsPath: '/var/lib/api/cache', containerFsPath: '/cache' }],
    },
    domains: [{ name: 'api.demo.serve.zone', port: 443, protocol: 'https' }],
    deploymentIds: [],
  }),
  svc('svc-worker', {
    name: 'worker', description: 'Background job worker.', imageId: 'img-webapp', imageVersion: '0.9.1',
    environment: { QUEUE: 'jobs', CONCURRENCY: '4' }, secretBundleId: 'sb-svc-worker',
    serviceCategory: 'workload', deploymentStrategy: 'limited-replicas', maxReplicas: 2, scaleFactor: 2,
    balancingStrategy: 'round-robin', ports: { web: 3001 },
    volumes: [{ name: 'worker-templates', mountPath: '/templates', driver: 'local', readOnly: true, backup: false }],
    resources: { memorySizeLimitMB: 768 }, domains: [], deploymentIds: [],
  }),
  svc('svc-shared-a', {
    name: 'shared-a', description: 'Media uploader (shares the media volume).', imageId: 'img-webapp', imageVersion: '1.0.0',
    environment: { MEDIA_DIR: '/srv/media' }, secretBundleId: 'sb-svc-shared-a',
    serviceCategory: 'workload', deploymentStrategy: 'limited-replicas', maxReplicas: 1, scaleFactor: 1,
    balancingStrategy: 'round-robin', ports: { web: 3002 },
    volumes: [{ source: 'shared-media', mountPath: '/srv/media' }],
    resources: { memorySizeLimitMB: 256 }, domains: [{ name: 'upload.demo.serve.zone' }], deploymentIds: [],
  }),
  svc('svc-shared-b', {
    name: 'shared-b', description: 'Media thumbnailer (shares the media volume).', imageId: 'img-webapp', imageVersion: '1.0.0',
    environment: { MEDIA_DIR: '/media' }, secretBundleId: 'sb-svc-shared-b',
    serviceCategory: 'workload', deploymentStrategy: 'limited-replicas', maxReplicas: 1, scaleFactor: 1,
    balancingStrategy: 'round-robin', ports: { web: 3003 },
    volumes: [{ source: 'shared-media', mountPath: '/media', readOnly: true }],
    resources: { cpuLimit: 0.5 }, domains: [], deploymentIds: [],
  }),
  svc('svc-ssh-gw', {
    name: 'ssh-gw', description: 'SSH bastion gateway.', imageId: 'img-webapp', imageVersion: '3.0.2',
    environment: { SSH_PORT: '2222', ALLOW_TCP_FORWARDING: 'no' }, secretBundleId: 'sb-svc-ssh-gw',
    additionalSecretBundleIds: ['sb-ssh-host-keys', 'sb-shared-ca'],
    serviceCategory: 'workload', deploymentStrategy: 'limited-replicas', maxReplicas: 1, scaleFactor: 1,
    balancingStrategy: 'round-robin', ports: { web: 2222 },
    resources: { memorySizeLimitMB: 128 },
    domains: [{ name: 'ssh.demo.serve.zone', port: 2222, protocol: 'ssh' }], deploymentIds: [],
  }),
  svc('svc-legacy', {
    name: 'legacy', description: 'Retired service without runtime state.', imageId: 'img-scratch', imageVersion: '0.1.0',
    environment: {}, secretBundleId: 'sb-svc-legacy',
    serviceCategory: 'workload', deploymentStrategy: 'custom', scaleFactor: 1,
    balancingStrategy: 'round-robin', ports: { web: 80 }, domains: [], deploymentIds: [],
  }),
];
const serviceById = new Map(services.map((s) => [s.id, s]));

// ---------------------------------------------------------------- deployments
// [serviceId, nodeId, status, healthStatus|null, withUsage]
const ONLINE = ['n-prod-1', 'n-prod-2', 'n-edge-1', 'n-lab-1'];
const plan = [];
for (const s of ['svc-coreflow', 'svc-coretraffic', 'svc-corelog']) {
  for (const n of ONLINE) plan.push([s, n, 'running', 'healthy', true]);
}
const patch = (sid, nid, status, health, usage) => {
  const row = plan.find((r) => r[0] === sid && r[1] === nid);
  row[2] = status; row[3] = health; row[4] = usage;
};
patch('svc-coretraffic', 'n-edge-1', 'running', 'unhealthy', true);
patch('svc-corelog', 'n-lab-1', 'starting', 'unknown', false);
patch('svc-coreflow', 'n-lab-1', 'running', null, false);
plan.push(
  ['svc-cores3', 'n-prod-1', 'running', 'healthy', true],
  ['svc-cores3', 'n-prod-2', 'running', 'healthy', true],
  ['svc-cores3', 'n-edge-1', 'running', 'healthy', false],
  ['svc-coremongo', 'n-prod-1', 'running', 'healthy', true],
  ['svc-coremongo', 'n-prod-3', 'stopped', null, false],
  ['svc-web', 'n-prod-1', 'running', 'healthy', true],
  ['svc-web', 'n-prod-2', 'running', 'healthy', true],
  ['svc-web', 'n-edge-1', 'running', 'healthy', true],
  ['svc-api', 'n-prod-1', 'running', 'healthy', true],
  ['svc-api', 'n-prod-2', 'running', 'unknown', true],
  ['svc-api', 'n-lab-1', 'scheduled', null, false],
  ['svc-worker', 'n-prod-2', 'running', 'unhealthy', true],
  ['svc-worker', 'n-lab-1', 'running', 'healthy', true],
  ['svc-worker', 'n-prod-3', 'failed', 'unhealthy', false],
  ['svc-shared-a', 'n-prod-1', 'running', 'healthy', true],
  ['svc-shared-b', 'n-prod-1', 'stopping', 'unknown', false],
  ['svc-ssh-gw', 'n-edge-1', 'running', 'healthy', false],
);

const shortNode = (nid) => nid.replace(/^n-/, '');
const shortSvc = (sid) => sid.replace(/^svc-/, '');
const deployments = plan.map(([sid, nid, status, health, usage], i) => {
  const s = serviceById.get(sid);
  const n = nodeById.get(nid);
  const id = `d-${shortSvc(sid)}-${shortNode(nid)}`;
  const deployedAt = T0 - (plan.length - i) * 37 * MIN;
  const at = (k) => iso(deployedAt + k * 1000);
  const log = [`${at(0)} scheduled ${s.data.name}@${s.data.imageVersion} on ${n.data.name}`];
  if (status !== 'scheduled') log.push(`${at(4)} pulling image ${s.data.imageId}:${s.data.imageVersion}`);
  if (['starting', 'running', 'stopping', 'stopped'].includes(status)) log.push(`${at(19)} container created`);
  if (['running', 'stopping', 'stopped'].includes(status)) log.push(`${at(21)} container started`);
  if (status === 'stopping') log.push(`${iso(T0 - 2 * MIN)} stop requested by scheduler (drain)`);
  if (status === 'stopped') log.push(`${iso(T0 - 6 * HOUR)} node ${n.data.name} went offline, container stopped`);
  if (status === 'failed') {
    log.push(`${at(23)} ERROR container exited with code 137 (OOMKilled)`);
    log.push(`${at(95)} ERROR restart limit reached (3/3), giving up`);
  }
  const d = {
    id, serviceId: sid, nodeId: nid,
    ...(status === 'scheduled' ? {} : { containerId: sha256Hex(`container:${id}`) }),
    usedImageId: s.data.imageId, version: s.data.imageVersion, deployedAt, deploymentLog: log, status,
    ...(health ? { healthStatus: health } : {}),
    ...(usage ? {
      resourceUsage: {
        cpuUsagePercent: Number(((parseInt(sha256Hex(`cpu:${id}`).slice(0, 4), 16) % 800) / 10).toFixed(1)),
        memoryUsedMB: 32 + (parseInt(sha256Hex(`mem:${id}`).slice(0, 4), 16) % 480),
        lastUpdated: T0 - 30 * 1000,
      },
    } : {}),
  };
  s.data.deploymentIds.push(id);
  return d;
});

// ---------------------------------------------------------------- preflight state
const registry = (sid) => {
  const core = serviceById.get(sid).data.serviceCategory !== 'workload';
  return core
    ? { workspaceIdentity: 'serve.zone/platform', registryHost: 'code.foss.global', registryRepository: `serve.zone/${shortSvc(sid)}`, deployOnPush: false }
    : { workspaceIdentity: 'demo-workspace', registryHost: 'registry.demo.serve.zone', registryRepository: `demo/${shortSvc(sid)}`, deployOnPush: sid === 'svc-web' || sid === 'svc-api' };
};
const releasedVersionsOf = {
  'svc-web': ['1.2.0', '1.3.0'],
  'svc-api': ['2.0.0', '2.1.0'],
  'svc-worker': ['0.9.0', '0.9.1'],
  'svc-legacy': ['0.1.0'],
};
const bindingsOf = {
  'svc-web': [{ capability: 'database', desiredState: 'enabled', status: 'ready' }, { capability: 'objectstorage', desiredState: 'enabled', status: 'ready' }],
  'svc-api': [{ capability: 'database', desiredState: 'enabled', status: 'provisioning' }, { capability: 'objectstorage', desiredState: 'disabled', status: 'disabled' }],
  'svc-worker': [{ capability: 'database', desiredState: 'enabled', status: 'degraded' }, { capability: 'objectstorage', desiredState: 'enabled', status: 'failed' }],
  'svc-legacy': [{ capability: 'database', desiredState: 'enabled', status: 'requested' }],
  'svc-shared-a': [{ capability: 'objectstorage', desiredState: 'enabled', status: 'ready' }],
};
const resourcesOf = {
  'svc-web': [{ capability: 'database', provider: 'corestore', resourceName: 'web-1-3-0-db' }, { capability: 'objectstorage', provider: 'corestore', resourceName: 'web-1-3-0-assets' }],
  'svc-api': [{ capability: 'database', provider: 'corestore', resourceName: 'api-2-0-0-db' }],
  'svc-worker': [{ capability: 'database', provider: 'corestore', resourceName: 'worker-0-9-1-db' }, { capability: 'objectstorage', provider: 'corestore', resourceName: 'worker-0-9-1-out' }],
  'svc-shared-a': [{ capability: 'objectstorage', provider: 'corestore', resourceName: 'shared-media' }],
};

const platformKey = (n) => `${n.data.os}/${n.data.architecture}`;
const preflightServices = {};
for (const s of services) {
  const sid = s.id;
  const reg = registry(sid);
  const deps = deployments.filter((d) => d.serviceId === sid);
  const targetPlatforms = [...new Set(deps.map((d) => platformKey(nodeById.get(d.nodeId))))].sort();
  const version = s.data.imageVersion;
  const currentDigest = digestOf(`current:${sid}:${version}`);
  let currentImage;
  if (sid === 'svc-api') {
    currentImage = { tag: 'latest', imageReference: `${reg.registryHost}/${reg.registryRepository}:latest`, mutableReference: true, platforms: [] };
  } else if (deps.length === 0) {
    currentImage = { mutableReference: false, platforms: [] };
  } else {
    currentImage = {
      tag: version, digest: currentDigest,
      imageReference: `${reg.registryHost}/${reg.registryRepository}:${version}@${currentDigest}`,
      mutableReference: false, mediaType: MT.ociIndex,
      platforms: targetPlatforms.map((p) => {
        const [os, architecture] = p.split('/');
        return { os, architecture, digest: digestOf(`current:${sid}:${version}/${p}`), mediaType: MT.ociManifest, runnable: true, manifestPresent: true };
      }),
    };
  }
  const observedDigest = sid === 'svc-api' ? digestOf('current:svc-api:latest-resolved') : currentDigest;
  const runtimeTasks = deps.map((d) => {
    const n = nodeById.get(d.nodeId);
    const t = {
      deploymentId: d.id, nodeName: n.data.name, status: d.status,
      ...(d.healthStatus ? { healthStatus: d.healthStatus } : {}),
      imageReference: currentImage.imageReference ?? `${reg.registryHost}/${reg.registryRepository}:${version}`,
    };
    if (d.status === 'running') {
      t.reportedDigest = observedDigest;
      t.verificationStatus = 'verified';
    } else if (d.status === 'scheduled' || d.status === 'starting') {
      t.verificationStatus = 'pending';
    } else {
      t.verificationStatus = 'not-required';
    }
    if (d.id === 'd-api-prod-2') { delete t.reportedDigest; t.verificationStatus = 'missing'; }
    if (d.id === 'd-worker-prod-2') { t.reportedDigest = digestOf('stale:svc-worker:0.9.0'); t.verificationStatus = 'mismatched'; }
    return t;
  });
  const reported = runtimeTasks.filter((t) => t.status === 'running' && t.reportedDigest).map((t) => t.reportedDigest);
  const runtimeAttestation = {
    requiredReplicaCount: deps.filter((d) => !['stopped', 'failed'].includes(d.status)).length,
    observedReplicaCount: deps.filter((d) => d.status === 'running').length,
    healthyReplicaCount: deps.filter((d) => d.status === 'running' && d.healthStatus === 'healthy').length,
    verifiedReplicaCount: runtimeTasks.filter((t) => t.verificationStatus === 'verified').length,
    consistentDigest: new Set(reported).size <= 1 && !runtimeTasks.some((t) => t.verificationStatus === 'mismatched'),
  };
  preflightServices[sid] = {
    ...reg,
    configurationDigest: sid === 'svc-legacy' ? null : digestOf(`config:${sid}`),
    inventoryComplete: sid !== 'svc-worker',
    targetPlatforms,
    releasedVersions: releasedVersionsOf[sid] ?? [version],
    currentImage,
    runtimeTasks,
    runtimeAttestation,
    platformBindings: bindingsOf[sid] ?? [],
    corestoreResources: resourcesOf[sid] ?? [],
  };
}

const preflight = {
  capabilities: { greenfieldExecution: true, routePromotionFence: true, postDeploymentVerification: true },
  ownedNamespaces: {
    'web-1-2-0': 'svc-web',
    'web-1-3-0': 'svc-web',
    'api-2-0-0': 'svc-api',
    'api-2-1-0': 'svc-api',
    'worker-0-9-1': 'svc-worker',
  },
  unprovenNamespaces: ['web-scratch', 'api-scratch'],
  services: preflightServices,
};

// ---------------------------------------------------------------- greenfield operations (not served by any method yet)
const OP_STATES = ['reserved', 'provisioning', 'deploying', 'verifying', 'ready-for-promotion', 'promoting', 'promoted', 'rolling-back', 'rolled-back', 'failed'];
const greenfieldOperations = OP_STATES.map((opState, i) => {
  const version = `2.0.${i}`;
  const ns = `web-2-0-${i}`;
  const revision = sha1Hex(`demo:svc-web:${version}`);
  return {
    id: `gop-${pad2(i + 1)}-${opState}`,
    data: {
      idempotencyKey: `demo-greenfield-${pad2(i + 1)}`,
      requestDigest: digestOf(`request:svc-web:${version}`),
      fence: {
        sourceServiceId: 'svc-web', sourceRevision: revision, version,
        ociIndexDigest: digestOf('idx-good'), configurationDigest: digestOf('config:svc-web'), targetNamespace: ns,
      },
      ...(opState === 'reserved' ? {} : { candidateServiceId: `svc-web-${ns}` }),
      state: opState,
      ...(['promoting', 'promoted', 'rolling-back', 'rolled-back'].includes(opState) ? { routeGeneration: 7 + i } : {}),
      createdAt: T0 - (10 - i) * HOUR,
      updatedAt: T0 - (10 - i) * HOUR + 15 * MIN,
      ...(opState === 'failed' ? { failureCode: 'POST_DEPLOYMENT_VERIFICATION_FAILED' } : {}),
    },
  };
});

export const demoFixture = {
  $comment: 'Cloudly Console demo fixture. Deterministic; regenerate with tests/peer/lib/makefixture.mjs. Shapes: docs/DEMO_PREFLIGHT.md.',
  users, clusters, services, deployments, images, ociIndexes, preflight, greenfieldOperations,
  // Seed 004 (fleetfixture.mjs): times move with the clock, see liveTimeBase.
  liveTimeBase: T0,
  backups: makeBackups(T0),
  baseosNodes: makeBaseOsNodes(T0),
  baseosImageBuilds: makeBaseOsImageBuilds(T0),
  settings,
  providerTests,
};

// ---------------------------------------------------------------- preflight request samples
const evidenceFor = ({ sourceRevision, version, configurationDigest, ociIndexDigest, label }) => ({
  sourceRevision, version, configurationDigest, ociIndexDigest, releaseAuthorized: true,
  attestations: ['provenance', 'sbom', 'signature', 'vulnerability-policy', 'release-authorization'].map((kind, i) => ({
    kind,
    statementDigest: digestOf(`statement:${label}:${kind}`),
    subjectDigest: ociIndexDigest,
    verifier: kind === 'release-authorization' ? 'release-board@demo.serve.zone' : 'demo-verifier@demo.serve.zone',
    verifiedAt: T0 - 3 * HOUR + i * MIN,
  })),
});

const goRevision = sha1Hex('demo:svc-web:1.4.0');
export const preflightGo = {
  requestId: 'demo-preflight-go-0001',
  serviceId: 'svc-web',
  sourceRevision: goRevision,
  sourceDirty: false,
  version: '1.4.0',
  intentDigest: digestOf('intent:svc-web:1.4.0'),
  proposedNamespace: 'web-1-4-0',
  proposedCorestoreResources: [
    { capability: 'database', resourceName: 'web-db' },
    { capability: 'objectstorage', resourceName: 'web-assets' },
  ],
  ociIndexDigest: digestOf('idx-good'),
  releaseTag: '1.4.0',
  releaseEvidence: evidenceFor({
    sourceRevision: goRevision, version: '1.4.0', configurationDigest: digestOf('config:svc-web'),
    ociIndexDigest: digestOf('idx-good'), label: 'svc-web:1.4.0',
  }),
  greenfield: true,
};

const nogoRevision = sha1Hex('demo:svc-api:2.2.0');
export const preflightNogo = {
  requestId: 'demo-preflight-nogo-0001',
  serviceId: 'svc-api',
  sourceRevision: nogoRevision,
  sourceDirty: false,
  version: '2.2.0',
  intentDigest: digestOf('intent:svc-api:2.2.0'),
  proposedNamespace: 'api-2-2-0',
  proposedCorestoreResources: [{ capability: 'database', resourceName: 'api-db' }],
  ociIndexDigest: digestOf('idx-docker-list'),
  releaseTag: '2.2.0',
  releaseEvidence: evidenceFor({
    sourceRevision: nogoRevision, version: '2.2.0', configurationDigest: digestOf('config:svc-api'),
    ociIndexDigest: digestOf('idx-docker-list'), label: 'svc-api:2.2.0',
  }),
  greenfield: true,
};

// ---------------------------------------------------------------- main
const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const outputs = [
    ['resources/fixtures/demo.json', demoFixture],
    ['resources/fixtures/preflight-go.json', preflightGo],
    ['resources/fixtures/preflight-nogo.json', preflightNogo],
  ];
  let differs = false;
  for (const [rel, value] of outputs) {
    const file = resolve(root, rel);
    const text = `${JSON.stringify(value, null, 2)}\n`;
    if (process.argv.includes('--check')) {
      let old = '';
      try { old = readFileSync(file, 'utf8'); } catch { /* missing */ }
      if (old !== text) { differs = true; process.stderr.write(`differs: ${rel}\n`); }
    } else {
      writeFileSync(file, text);
      process.stderr.write(`wrote ${rel}\n`);
    }
  }
  process.exit(differs ? 1 : 0);
}
