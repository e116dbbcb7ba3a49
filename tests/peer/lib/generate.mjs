// Deterministic synthetic inventory for load tests: `server.mjs --services N --tasks M`.
// Keeps users, clusters/nodes, images, ociIndexes and preflight.capabilities of the base fixture and
// replaces services, deployments and the per-service preflight state. Same N and M → same output.
import { createHash } from 'node:crypto';

const hex = (label) => createHash('sha256').update(label, 'utf8').digest('hex');
const digestOf = (label) => `sha256:${hex(label)}`;
const T0 = 1767225600000;

const WORDS = ['billing', 'catalog', 'checkout', 'search', 'auth', 'media', 'mailer', 'reports', 'ledger', 'gateway',
  'inventory', 'pricing', 'profile', 'notify', 'render', 'export', 'import', 'audit', 'metrics', 'scheduler'];
const KINDS = ['api', 'web', 'worker', 'cron', 'sync'];
// status / health mix, indexed by j % 20
const MIX = [
  ['running', 'healthy'], ['running', 'healthy'], ['running', 'healthy'], ['running', 'healthy'],
  ['running', 'healthy'], ['running', 'healthy'], ['running', 'healthy'], ['running', 'healthy'],
  ['running', 'healthy'], ['running', 'healthy'], ['running', 'healthy'], ['running', 'healthy'],
  ['running', 'unhealthy'], ['running', 'unknown'], ['running', null], ['starting', 'unknown'],
  ['scheduled', null], ['stopping', 'unknown'], ['stopped', null], ['failed', 'unhealthy'],
];

const pad = (n, w) => String(n).padStart(w, '0');

export const generateInventory = (base, serviceCount, taskCount) => {
  const N = Math.max(0, Math.floor(serviceCount));
  const M = N === 0 ? 0 : Math.max(0, Math.floor(taskCount));
  const nodes = [];
  for (const c of base.clusters ?? []) for (const n of c.data?.nodes ?? []) nodes.push(n);
  if (M > 0 && nodes.length === 0) throw new Error('fixture has no nodes to place deployments on');
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const wSvc = Math.max(4, String(N).length);
  const wDep = Math.max(6, String(M).length);

  const services = [];
  for (let i = 0; i < N; i += 1) {
    const word = WORDS[i % WORDS.length];
    const kind = KINDS[Math.floor(i / WORDS.length) % KINDS.length];
    const gen = Math.floor(i / (WORDS.length * KINDS.length));
    const name = gen === 0 ? `${word}-${kind}` : `${word}-${kind}-${gen}`;
    const id = `svc-gen-${pad(i + 1, wSvc)}`;
    const minor = i % 10;
    services.push({
      id,
      data: {
        name,
        description: `Generated ${kind} service ${name}.`,
        imageId: 'img-webapp',
        imageVersion: `1.${minor}.${i % 3}`,
        environment: { NODE_ENV: 'production', SERVICE_NAME: name },
        secretBundleId: `sb-${id}`,
        serviceCategory: 'workload',
        deploymentStrategy: i % 4 === 0 ? 'custom' : 'limited-replicas',
        ...(i % 4 === 0 ? {} : { maxReplicas: 1 + (i % 5) }),
        scaleFactor: 1 + (i % 5),
        balancingStrategy: i % 3 === 0 ? 'least-connections' : 'round-robin',
        ports: { web: 3000 + (i % 1000) },
        ...(i % 6 === 0 ? { volumes: [{ mountPath: '/data', driver: 'corestore' }] } : {}),
        ...(i % 2 === 0 ? { resources: { memorySizeLimitMB: 128 * (1 + (i % 8)) } } : {}),
        domains: kind === 'web' || kind === 'api' ? [{ name: `${name}.gen.demo.serve.zone`, port: 443, protocol: 'https' }] : [],
        deploymentIds: [],
      },
    });
  }

  const deployments = [];
  const bySvc = new Map(services.map((s) => [s.id, []]));
  for (let j = 0; j < M; j += 1) {
    const s = services[j % N];
    const replica = Math.floor(j / N);
    const node = nodes[(j * 5 + replica * 3) % nodes.length];
    const [status, health] = MIX[j % MIX.length];
    const id = `d-gen-${pad(j + 1, wDep)}`;
    const deployedAt = T0 - (M - j) * 1000;
    const log = [`${new Date(deployedAt).toISOString()} scheduled ${s.data.name} on ${node.data.name ?? node.id}`];
    if (status === 'failed') log.push(`${new Date(deployedAt + 5000).toISOString()} ERROR container exited with code 1`);
    const d = {
      id, serviceId: s.id, nodeId: node.id,
      ...(status === 'scheduled' ? {} : { containerId: hex(`container:${id}`) }),
      usedImageId: s.data.imageId, version: s.data.imageVersion, deployedAt, deploymentLog: log, status,
      ...(health ? { healthStatus: health } : {}),
      ...(status === 'running' && j % 3 !== 0 ? {
        resourceUsage: { cpuUsagePercent: (j * 7) % 100, memoryUsedMB: 64 + ((j * 13) % 900), lastUpdated: T0 - 30000 },
      } : {}),
    };
    deployments.push(d);
    s.data.deploymentIds.push(id);
    bySvc.get(s.id).push(d);
  }

  const preflightServices = {};
  for (const s of services) {
    const deps = bySvc.get(s.id);
    const version = s.data.imageVersion;
    const digest = digestOf(`current:${s.id}:${version}`);
    const host = 'registry.demo.serve.zone';
    const repo = `gen/${s.data.name}`;
    const platforms = [...new Set(deps.map((d) => {
      const n = nodeById.get(d.nodeId);
      return `${n.data.os ?? 'linux'}/${n.data.architecture ?? 'amd64'}`;
    }))].sort();
    const ref = `${host}/${repo}:${version}@${digest}`;
    const runtimeTasks = deps.map((d) => {
      const running = d.status === 'running';
      const pending = d.status === 'scheduled' || d.status === 'starting';
      return {
        deploymentId: d.id, nodeName: nodeById.get(d.nodeId).data.name ?? d.nodeId, status: d.status,
        ...(d.healthStatus ? { healthStatus: d.healthStatus } : {}),
        imageReference: ref,
        ...(running ? { reportedDigest: digest } : {}),
        verificationStatus: running ? 'verified' : pending ? 'pending' : 'not-required',
      };
    });
    preflightServices[s.id] = {
      workspaceIdentity: 'demo-workspace', registryHost: host, registryRepository: repo, deployOnPush: false,
      configurationDigest: digestOf(`config:${s.id}`),
      inventoryComplete: true,
      targetPlatforms: platforms,
      releasedVersions: [version],
      currentImage: deps.length === 0 ? { mutableReference: false, platforms: [] } : {
        tag: version, digest, imageReference: ref, mutableReference: false,
        mediaType: 'application/vnd.oci.image.index.v1+json',
        platforms: platforms.map((p) => {
          const [os, architecture] = p.split('/');
          return { os, architecture, digest: digestOf(`current:${s.id}:${version}/${p}`), mediaType: 'application/vnd.oci.image.manifest.v1+json', runnable: true, manifestPresent: true };
        }),
      },
      runtimeTasks,
      runtimeAttestation: {
        requiredReplicaCount: deps.filter((d) => d.status !== 'stopped' && d.status !== 'failed').length,
        observedReplicaCount: deps.filter((d) => d.status === 'running').length,
        healthyReplicaCount: deps.filter((d) => d.status === 'running' && d.healthStatus === 'healthy').length,
        verifiedReplicaCount: runtimeTasks.filter((t) => t.verificationStatus === 'verified').length,
        consistentDigest: true,
      },
      platformBindings: [],
      corestoreResources: [],
    };
  }

  return {
    ...base,
    services,
    deployments,
    preflight: {
      capabilities: { ...(base.preflight?.capabilities ?? {}) },
      ownedNamespaces: {},
      unprovenNamespaces: [],
      services: preflightServices,
    },
  };
};
