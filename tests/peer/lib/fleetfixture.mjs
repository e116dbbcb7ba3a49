// Seed-004 demo data: backup records, BaseOS nodes and image builds, masked server settings and the answers
// of testProviderConnection. Times are relative to T0 (the fixture's `liveTimeBase`); the servers (this peer
// and core/demo) move every time key of these sections by (now - liveTimeBase) when they load the fixture, so
// ages (backup age, heartbeat age, build expiry) stay the same whenever the demo runs. See docs/CONTRACTS.md §5.
//
// Coverage check verdicts this data produces (default maximum age 24 h):
//   svc-cores3 ok, svc-coremongo uncovered (coremongo-config missing), svc-api failed, svc-shared-a stale,
//   svc-shared-b none (only a running backup); svc-worker has backup:false only (not listed).
import { createHash } from 'node:crypto';

const sha = (label) => createHash('sha256').update(label, 'utf8').digest('hex');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

// The keys whose numbers are epoch milliseconds in these sections.
export const LIVE_TIME_KEYS = ['createdAt', 'updatedAt', 'completedAt', 'restoredAt', 'checkedAt',
  'lastHeartbeatAt', 'startedAt', 'expiresAt'];

const volumeSnap = (id, at, volumeName, mountPath, originalSize, storedSize) => ({
  type: 'volume', snapshotId: id, snapshotName: `${volumeName}@${id}`, originalSize, storedSize, createdAt: at,
  volumeName, mountPath,
});

export const makeBackups = (T0) => [
  {
    id: 'bk-cores3-0002', serviceId: 'svc-cores3', serviceName: 'cores3', clusterId: 'c-prod',
    status: 'replicated', trigger: 'scheduled', requestedBy: 'scheduler',
    createdAt: T0 - 3 * HOUR, updatedAt: T0 - 3 * HOUR + 9 * MIN, completedAt: T0 - 3 * HOUR + 6 * MIN,
    snapshots: [volumeSnap('snap-cores3-0002', T0 - 3 * HOUR, 'cores3-data', '/data', 53687091200, 21474836480)],
    replication: {
      targetType: 's3', targetPath: 's3://backup-eu-central/cores3', manifestPath: 'cores3/bk-cores3-0002/manifest.json',
      manifestSha256: sha('manifest:bk-cores3-0002'), objectCount: 412, totalSize: 21474836480,
      completedAt: T0 - 3 * HOUR + 9 * MIN,
    },
    tags: { tier: 'gold' },
  },
  {
    id: 'bk-cores3-0001', serviceId: 'svc-cores3', serviceName: 'cores3', clusterId: 'c-prod',
    status: 'restored', trigger: 'manual', requestedBy: 'admin',
    createdAt: T0 - 8 * DAY, updatedAt: T0 - 2 * DAY, completedAt: T0 - 8 * DAY + 7 * MIN,
    snapshots: [volumeSnap('snap-cores3-0001', T0 - 8 * DAY, 'cores3-data', '/data', 51539607552, 20401094656)],
    restoreHistory: [
      { restoredAt: T0 - 5 * DAY, status: 'failed', errorText: 'target volume busy (3 open handles)' },
      { restoredAt: T0 - 2 * DAY, status: 'restored' },
    ],
  },
  {
    id: 'bk-coremongo-0001', serviceId: 'svc-coremongo', serviceName: 'coremongo', clusterId: 'c-prod',
    status: 'ready', trigger: 'scheduled', requestedBy: 'scheduler',
    createdAt: T0 - 5 * HOUR, updatedAt: T0 - 5 * HOUR + 4 * MIN, completedAt: T0 - 5 * HOUR + 4 * MIN,
    snapshots: [
      volumeSnap('snap-coremongo-0001', T0 - 5 * HOUR, 'coremongo-db', '/data/db', 10737418240, 3221225472),
      { type: 'database', snapshotId: 'snap-coremongo-db-0001', originalSize: 2147483648, storedSize: 805306368,
        createdAt: T0 - 5 * HOUR, resourceName: 'platform-db', databaseName: 'platform' },
    ],
  },
  {
    id: 'bk-api-0002', serviceId: 'svc-api', serviceName: 'api', clusterId: 'c-prod',
    status: 'failed', trigger: 'scheduled', requestedBy: 'scheduler',
    createdAt: T0 - 1 * HOUR, updatedAt: T0 - 1 * HOUR + 2 * MIN,
    errorText: 'corestore snapshot of api-uploads timed out after 120 s', snapshots: [],
  },
  {
    id: 'bk-api-0001', serviceId: 'svc-api', serviceName: 'api', clusterId: 'c-prod',
    status: 'ready', trigger: 'manual', requestedBy: 'admin',
    createdAt: T0 - 30 * HOUR, updatedAt: T0 - 30 * HOUR + 3 * MIN, completedAt: T0 - 30 * HOUR + 3 * MIN,
    snapshots: [volumeSnap('snap-api-0001', T0 - 30 * HOUR, 'api-uploads', '/var/lib/api/uploads', 4294967296, 1610612736)],
  },
  {
    id: 'bk-shared-a-0001', serviceId: 'svc-shared-a', serviceName: 'shared-a', clusterId: 'c-prod',
    status: 'replicated', trigger: 'scheduled', requestedBy: 'scheduler',
    createdAt: T0 - 3 * DAY, updatedAt: T0 - 3 * DAY + 20 * MIN, completedAt: T0 - 3 * DAY + 12 * MIN,
    snapshots: [volumeSnap('snap-shared-media-0001', T0 - 3 * DAY, 'shared-media', '/srv/media', 107374182400, 96636764160)],
    replication: {
      targetType: 'smb', targetPath: '\\\\nas01\\backups\\media', manifestPath: 'media/bk-shared-a-0001/manifest.json',
      manifestSha256: sha('manifest:bk-shared-a-0001'), objectCount: 18234, totalSize: 96636764160,
      completedAt: T0 - 3 * DAY + 20 * MIN,
    },
  },
  {
    id: 'bk-shared-b-0001', serviceId: 'svc-shared-b', serviceName: 'shared-b', clusterId: 'c-prod',
    status: 'running', trigger: 'manual', requestedBy: 'ops@demo.serve.zone',
    createdAt: T0 - 10 * MIN, updatedAt: T0 - 1 * MIN, snapshots: [],
  },
  {
    id: 'bk-web-0001', serviceId: 'svc-web', serviceName: 'web', clusterId: 'c-prod',
    status: 'ready', trigger: 'scheduled', requestedBy: 'scheduler',
    createdAt: T0 - 2 * HOUR, updatedAt: T0 - 2 * HOUR + 90_000, completedAt: T0 - 2 * HOUR + 90_000,
    snapshots: [
      { type: 'database', snapshotId: 'snap-web-db-0001', originalSize: 536870912, storedSize: 134217728,
        createdAt: T0 - 2 * HOUR, resourceName: 'web-db', databaseName: 'web' },
      { type: 'objectstorage', snapshotId: 'snap-web-assets-0001', originalSize: 1073741824, storedSize: 1073741824,
        createdAt: T0 - 2 * HOUR, resourceName: 'web-assets', bucketName: 'web-assets', tags: { cdn: 'true' } },
    ],
  },
];

const node = (T0, id, { level = 'host-os', connection = 'connected', supervisor = true, heartbeatAgo, device, state,
  desired, extra = {} }) => ({
  id,
  data: {
    runtimeInfo: {
      runtime: 'baseos', runtimeLevel: level, nodeId: id, cloudlyUrl: 'wss://cloudly.demo.serve.zone',
      cloudlyConnectionStatus: connection, supervisorAvailable: supervisor,
      ...(supervisor ? { supervisorAddress: 'http://127.0.0.1:48484' } : {}),
      ...(device ? { deviceState: device } : {}), ...(state ? { stateStatus: state } : {}),
      checkedAt: T0 - heartbeatAgo,
    },
    ...(desired ? { desiredState: desired } : {}),
    createdAt: T0 - 40 * DAY, updatedAt: T0 - heartbeatAgo, lastHeartbeatAt: T0 - heartbeatAgo,
    ...extra,
  },
});

export const makeBaseOsNodes = (T0) => [
  node(T0, 'bos-edge-01', {
    heartbeatAgo: 40_000,
    device: { api_port: 48484, ip_address: '10.20.0.11', mac_address: '02:42:ac:14:00:0b', commit: 'rel-2026.10',
      status: 'Idle', os_version: 'balenaOS 5.3.10', supervisor_version: '16.4.6', update_pending: false,
      update_downloaded: true, update_failed: true, download_progress: null },
    state: { status: 'success', appState: 'applied', overallDownloadProgress: null, release: 'rel-2026.10',
      containers: [{ serviceName: 'edge-agent', status: 'Running' }], images: [] },
    desired: { release: 'rel-2026.11', updatedAt: T0 - 6 * HOUR },
  }),
  node(T0, 'bos-edge-02', {
    connection: 'failed', supervisor: false, heartbeatAgo: 3 * HOUR,
    device: { ip_address: '10.20.0.12', os_version: 'balenaOS 5.3.10', supervisor_version: '16.4.6', status: 'Idle' },
    desired: { release: 'rel-2026.11', updatedAt: T0 - 6 * HOUR },
  }),
  node(T0, 'bos-edge-03', {
    heartbeatAgo: 25_000, level: 'target-state',
    device: { api_port: 48484, ip_address: '10.20.0.13', commit: 'rel-2026.10', status: 'Downloading',
      os_version: 'balenaOS 5.3.10', supervisor_version: '16.4.6', update_pending: true, update_downloaded: false,
      update_failed: false, download_progress: 47, vendor_temperature_c: 61 },
    state: { status: 'success', appState: 'downloading', overallDownloadProgress: 47, release: 'rel-2026.10',
      containers: [], images: [{ name: 'edge-agent:2026.11', downloadProgress: 47 }] },
    desired: { release: 'rel-2026.11', updatedAt: T0 - 6 * HOUR },
  }),
  node(T0, 'bos-lab-01', {
    level: 'app-layer', heartbeatAgo: 90_000,
    device: { api_port: 48484, ip_address: '192.168.50.21', commit: 'rel-2026.11', status: 'Idle',
      os_version: 'balenaOS 5.4.1', supervisor_version: '16.5.0', update_pending: false, update_downloaded: false,
      update_failed: false, download_progress: null },
    state: { status: 'success', appState: 'applied', release: 'rel-2026.11', containers: [], images: [] },
    desired: { release: 'rel-2026.11', updatedAt: T0 - 6 * HOUR },
    // Never shown or kept by the console (dropped while decoding).
    extra: { nodeToken: 'demo-node-credential-not-real' },
  }),
];

const build = (T0, id, data) => ({
  id,
  data: { cloudlyUrl: 'wss://cloudly.demo.serve.zone', logs: [], ...data },
});

export const makeBaseOsImageBuilds = (T0) => [
  build(T0, 'bld-0004', {
    status: 'ready', architecture: 'arm64', imageKind: 'balena-raw', sourceImagePreset: 'balena-generic-aarch64',
    balenaOsVersion: '5.4.1', hostname: 'edge-04', wifiSsid: 'shopfloor',
    artifact: { bucketName: 'baseos-images', key: 'builds/bld-0004/edge-04.img.zst', filename: 'edge-04.img.zst',
      contentType: 'application/zstd', size: 734003200, sha256: sha('artifact:bld-0004'), createdAt: T0 - 2 * HOUR },
    logs: ['fetching balena-generic-aarch64 5.4.1', 'injecting config.json (cloudly url, hostname, wifi)',
      'compressing image', 'uploaded edge-04.img.zst'],
    createdAt: T0 - 2 * HOUR - 12 * MIN, updatedAt: T0 - 2 * HOUR, startedAt: T0 - 2 * HOUR - 11 * MIN,
    completedAt: T0 - 2 * HOUR, expiresAt: T0 + 5 * DAY,
  }),
  build(T0, 'bld-0003', {
    status: 'ready', architecture: 'amd64', imageKind: 'ubuntu-iso', ubuntuVersion: '24.04', hostname: 'gw-01',
    artifact: { bucketName: 'baseos-images', key: 'builds/bld-0003/gw-01.iso', filename: 'gw-01.iso',
      contentType: 'application/x-iso9660-image', size: 2831155200, sha256: sha('artifact:bld-0003'),
      createdAt: T0 - 9 * DAY },
    logs: ['fetching ubuntu 24.04 server iso', 'writing autoinstall seed', 'uploaded gw-01.iso'],
    createdAt: T0 - 9 * DAY - 20 * MIN, updatedAt: T0 - 9 * DAY, startedAt: T0 - 9 * DAY - 19 * MIN,
    completedAt: T0 - 9 * DAY, expiresAt: T0 - 2 * DAY,
  }),
  build(T0, 'bld-0002', {
    status: 'failed', architecture: 'rpi', imageKind: 'balena-raw', sourceImagePreset: 'balena-raspberrypi4-64',
    balenaOsVersion: '5.9.99', hostname: 'kiosk-01',
    errorText: 'source image download failed: HTTP 404 for balena-raspberrypi4-64 5.9.99',
    logs: ['fetching balena-raspberrypi4-64 5.9.99', 'ERROR: HTTP 404 Not Found'],
    createdAt: T0 - 1 * DAY, updatedAt: T0 - 1 * DAY + 40_000, startedAt: T0 - 1 * DAY + 5_000,
    completedAt: T0 - 1 * DAY + 40_000,
  }),
  build(T0, 'bld-0005', {
    status: 'building', architecture: 'amd64', imageKind: 'balena-raw', sourceImagePreset: 'balena-generic-amd64',
    balenaOsVersion: '5.4.1', hostname: 'edge-05', logs: ['fetching balena-generic-amd64 5.4.1'],
    createdAt: T0 - 5 * MIN, updatedAt: T0 - 1 * MIN, startedAt: T0 - 4 * MIN,
  }),
];

// Masked as the server masks secrets: to their last 4 characters.
export const settings = {
  hetznerToken: '****3f9a',
  cloudflareToken: '****c21d',
  awsAccessKey: '****KX7Q',
  baseosJoinToken: '****8e1b',
  corebuildWorkerUrl: 'https://corebuild.demo.serve.zone',
  corebuildWorkerToken: '****0d44',
};

const notConfigured = (name) => ({ success: false, message: `no ${name} credentials configured`, connectionValid: false });
export const providerTests = {
  hetzner: { success: true, message: 'Hetzner Cloud API reachable; token valid (project demo)', connectionValid: true },
  cloudflare: { success: true, message: 'Cloudflare API reachable; token valid (3 zones)', connectionValid: true },
  aws: { success: true, message: 'AWS rejected the access key (InvalidClientTokenId)', connectionValid: false },
  digitalocean: notConfigured('DigitalOcean'),
  azure: notConfigured('Azure'),
  google: notConfigured('Google Cloud'),
  vultr: notConfigured('Vultr'),
  linode: notConfigured('Linode'),
  ovh: notConfigured('OVH'),
  scaleway: notConfigured('Scaleway'),
};

// Moves every LIVE_TIME_KEYS number in `value` by `shift` ms (in place).
export const shiftTimes = (value, shift) => {
  if (Array.isArray(value)) { for (const v of value) shiftTimes(v, shift); return value; }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (LIVE_TIME_KEYS.includes(k) && typeof v === 'number') value[k] = v + shift;
      else shiftTimes(v, shift);
    }
  }
  return value;
};
