// Cloudly Console reference peer: typedsocket-4 wire protocol (TypedRouter from @api.global/typedrequest 3.3.0
// served over WebSocket by @push.rocks/smartserve 2.0.3) plus fixture-backed Cloudly methods.
// Protocol: docs/PROTOCOL.md. Data + preflight engine: docs/DEMO_PREFLIGHT.md.
//
//   node server.mjs [--port N] [--fixture PATH] [--services N [--tasks M]] [--identity-ttl MS] [--without-fleet]
//
// --without-fleet (or CLOUDLY_PEER_WITHOUT_FLEET=1): a Cloudly without the seed-004 methods (getBackups,
// getBaseOsNodes, getBaseOsImageBuilds, getSettings, testProviderConnection): they answer "no available method".
//
// Binds 127.0.0.1 only. Prints exactly one line "LISTENING <port>" on stdout when ready; everything
// else goes to stderr. Passwords, tokens and JWTs are never logged.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { TypedRouter, TypedHandler, TypedResponseError, TypedTarget, TypedRequest } from '@api.global/typedrequest';
import { SmartServe } from '@push.rocks/smartserve';
import { evaluatePreflight, PreflightServiceNotFound, CAPABILITIES, isRecord } from './lib/preflight.mjs';
import { generateInventory } from './lib/generate.mjs';
import { shiftTimes } from './lib/fleetfixture.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

// ------------------------------------------------------------------ logging (stderr only, redacted)
const secrets = new Set(); // exact strings that must never appear in a log line
const redact = (text) => {
  let out = text.replace(/peer\.[0-9a-f]{32}/g, '<redacted>');
  for (const s of secrets) {
    // long secrets anywhere; short ones (e.g. the demo password) only as JSON strings, so paths stay readable
    const needle = s.length >= 8 ? s : JSON.stringify(s);
    if (out.includes(needle)) out = out.split(needle).join('<redacted>');
  }
  return out;
};
const writeLog = (...args) => { process.stderr.write(`${redact(format(...args))}\n`); };
// Libraries log with console.*: keep stdout clean for the LISTENING line and redact everything.
for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
  console[level] = (...args) => {
    if (args[0] === 'TypedRouter message handling error:') { writeLog('[peer] dropped an unparsable frame'); return; }
    writeLog(...args);
  };
}
const log = (...args) => writeLog('[peer]', ...args);

// ------------------------------------------------------------------ arguments
const usage = () => {
  process.stderr.write('usage: node server.mjs [--port N] [--fixture PATH] [--services N [--tasks M]] [--identity-ttl MS] [--without-fleet] [--tasks-of-unknown-service-empty]\n');
  process.exit(2);
};
const args = { port: Number(process.env.PORT || 0), fixture: resolve(HERE, '../../resources/fixtures/demo.json'), identityTtl: 24 * 3600 * 1000, withoutFleet: process.env.CLOUDLY_PEER_WITHOUT_FLEET === '1' };
for (let i = 2; i < process.argv.length; i += 1) {
  const a = process.argv[i];
  const next = () => { if (i + 1 >= process.argv.length) usage(); i += 1; return process.argv[i]; };
  const num = () => { const v = Number(next()); if (!Number.isInteger(v) || v < 0) usage(); return v; };
  if (a === '--port') args.port = num();
  else if (a === '--fixture') args.fixture = resolve(next());
  else if (a === '--services') args.services = num();
  else if (a === '--tasks') args.tasks = num();
  else if (a === '--identity-ttl') args.identityTtl = num();
  else if (a === '--without-fleet') args.withoutFleet = true;
  // A Cloudly whose getDeploymentsByService is a query by serviceId: an unknown service has no tasks (an
  // empty list), not an error.
  else if (a === '--tasks-of-unknown-service-empty') args.unknownServiceEmpty = true;
  else if (a === '--help' || a === '-h') usage();
  else { process.stderr.write(`unknown argument ${a}\n`); usage(); }
}
if (args.tasks !== undefined && args.services === undefined) usage();

// ------------------------------------------------------------------ fixture state
const loadFixture = () => {
  const base = JSON.parse(readFileSync(args.fixture, 'utf8'));
  // Seed-004 sections keep their ages: every time key moves by (now - liveTimeBase).
  if (typeof base.liveTimeBase === 'number') {
    const shift = Date.now() - base.liveTimeBase;
    for (const key of ['backups', 'baseosNodes', 'baseosImageBuilds']) shiftTimes(base[key], shift);
  }
  return args.services === undefined ? base : generateInventory(base, args.services, args.tasks ?? args.services);
};
const pristine = loadFixture();
let state = structuredClone(pristine);
for (const u of pristine.users ?? []) {
  if (u.data?.password) secrets.add(u.data.password);
  for (const t of u.data?.tokens ?? []) if (t.token) secrets.add(t.token);
}
const issued = new Map(); // jwt -> { userId, expiresAt }
const received = []; // { method, request, envelopeKeys }
const allNodes = () => (state.clusters ?? []).flatMap((c) => c.data?.nodes ?? []);

// ------------------------------------------------------------------ router
const router = new TypedRouter();
const add = (method, fn) => router.addTypedHandler(new TypedHandler(method, fn));
const fail = (text, data) => { throw new TypedResponseError(text, data); };
const peers = new Map(); // peer.id -> live peer
const rawSockets = new Map(); // peer.id -> ws.WebSocket
let lastOpenedPeer = null;
const livePeer = (tools) => {
  const id = tools?.localData?.peer?.id;
  const p = id ? peers.get(id) : undefined;
  if (!p) fail('no peer in localData');
  return p;
};
const TAG_PREFIX = '__typedsocket_tag__';

const issueIdentity = (user) => {
  const jwt = `peer.${randomBytes(16).toString('hex')}`;
  const expiresAt = Date.now() + args.identityTtl;
  issued.set(jwt, { userId: user.id, expiresAt });
  return { name: user.data.username ?? user.id, userId: user.id, type: user.data.type, role: user.data.role, expiresAt, jwt };
};
const callerOf = (req) => {
  const jwt = req?.identity?.jwt;
  const entry = typeof jwt === 'string' ? issued.get(jwt) : undefined;
  if (!entry || entry.expiresAt <= Date.now()) fail('identity missing or invalid');
  return (state.users ?? []).find((u) => u.id === entry.userId) ?? null;
};
const authed = (method, fn) => add(method, async (req, tools) => fn(req ?? {}, callerOf(req), tools));

// ---- protocol test methods (tsref)
add('__typedsocket_setTag', async (req, tools) => {
  const p = livePeer(tools); p.tags.add(req.name); p.data.set(TAG_PREFIX + req.name, req.payload); return { success: true };
});
add('__typedsocket_removeTag', async (req, tools) => {
  const p = livePeer(tools); p.tags.delete(req.name); p.data.delete(TAG_PREFIX + req.name); return { success: true };
});
add('listTags', async (req, tools) => {
  const p = livePeer(tools);
  return { tags: [...p.tags].map((t) => ({ name: t, payload: p.data.get(TAG_PREFIX + t) })) };
});
add('sleep', async (req) => {
  const ms = Math.max(0, Number(req?.ms) || 0);
  await new Promise((r) => setTimeout(r, ms));
  return { slept: ms };
});
add('failPlain', async () => { throw new Error('boom (failPlain)'); });
add('neverAnswer', () => new Promise(() => {}));
add('bigPayload', async (req) => {
  const bytes = Number(req?.bytes);
  if (!Number.isInteger(bytes) || bytes < 0 || bytes > 256 * 1024 * 1024) fail('bytes must be an integer in [0, 268435456]');
  return { bytes, data: 'x'.repeat(bytes) };
});
const pushTo = (peer, method, payload) => {
  const target = new TypedTarget({
    typedRouterRef: router,
    postMethodWithTypedRouter: async (envelope) => { peer.send(JSON.stringify(envelope)); },
  });
  return new TypedRequest(target, method).fire(payload);
};
add('triggerPush', async (req, tools) => {
  const p = livePeer(tools);
  try {
    const answer = await pushTo(p, req?.method || 'pushClusterConfig', req?.payload ?? { configData: { hello: 'from peer' } });
    return { clientAnswered: answer };
  } catch (e) {
    if (e instanceof TypedResponseError) return { clientError: e.errorText };
    throw e;
  }
});
add('__peer_received', async (req) => {
  const list = received.filter((r) => r.method === req?.method);
  return { requests: list.map((r) => r.request), envelopeKeys: list.map((r) => r.envelopeKeys) };
});
add('__peer_reset', async () => {
  received.length = 0;
  state = structuredClone(pristine);
  return { reset: true };
});
add('__peer_patchDeployment', async (req) => {
  // Test hook: a task changes on the server side (a rollout progressing or failing), e.g.
  // { id: 'd-corelog-lab-1', patch: { status: 'running', healthStatus: 'healthy' } }.
  const d = (state.deployments ?? []).find((x) => x.id === req?.id);
  if (!d) fail('deployment not found', { id: req?.id ?? null });
  Object.assign(d, req?.patch ?? {});
  return { deployment: d };
});
add('__peer_expireIdentities', async () => {
  for (const v of issued.values()) v.expiresAt = 0;
  return { expired: issued.size };
});

// ---- fault switches (one-shot, act on the calling connection; see README)
add('sendUnknownIdResponse', async (req, tools) => {
  const p = livePeer(tools);
  const id = `peer-unknown-${randomBytes(6).toString('hex')}`;
  p.send(JSON.stringify({ method: req?.method || 'getServices', request: {}, response: { stray: true }, correlation: { id, phase: 'response' }, localData: null }));
  return { sentStrayId: id };
});
add('sendDuplicateResponse', async () => ({ duplicated: true })); // second copy is sent by the front door
add('sendInvalidUtf8', async (req, tools) => {
  const ws = rawSockets.get(livePeer(tools).id);
  if (!ws) fail('raw socket unavailable');
  ws.send(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), { binary: false }); // {"<invalid>"} as a TEXT frame
  return { sent: true };
});
add('pauseSocket', async (req, tools) => {
  // Half-open link: stop reading this connection's socket for `ms` (no pongs, no replies), then resume.
  const ws = rawSockets.get(livePeer(tools).id);
  if (!ws?._socket) fail('raw socket unavailable');
  const ms = Math.min(60000, Math.max(0, Number(req?.ms ?? 1000) || 0));
  setTimeout(() => {
    try { ws._socket.pause(); } catch { /* closed */ }
    setTimeout(() => { try { ws._socket.resume(); } catch { /* closed */ } }, ms);
  }, 20);
  return { pausing: ms };
});
add('pushFlood', async (req, tools) => {
  const p = livePeer(tools);
  const count = Number(req?.count ?? 100);
  const timeoutMs = Number(req?.timeoutMs ?? 10000);
  if (!Number.isInteger(count) || count < 0 || count > 100000) fail('count must be an integer in [0, 100000]');
  const method = req?.method || 'pushClusterConfig';
  let answered = 0; let errors = 0;
  const all = Promise.all(Array.from({ length: count }, (_, i) => pushTo(p, method, { configData: { seq: i }, services: [] })
    .then(() => { answered += 1; }, () => { errors += 1; })));
  let timedOut = false;
  await Promise.race([all, new Promise((r) => setTimeout(() => { timedOut = true; r(); }, timeoutMs))]);
  return { sent: count, answered, errors, timedOut };
});
add('closeWithCode', async (req) => {
  const code = Number(req?.code ?? 1000);
  const valid = code === 1006 || [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014].includes(code)
    || (code >= 3000 && code <= 4999);
  if (!Number.isInteger(code) || !valid) fail('invalid close code', { code: req?.code ?? null });
  return { closing: code }; // the front door closes after the response is on the wire
});

// ---- Cloudly: login
add('adminLoginWithUsernameAndPassword', async (req) => {
  const user = (state.users ?? []).find((u) => typeof req?.username === 'string' && u.data?.username === req.username
    && typeof u.data?.password === 'string' && u.data.password === req?.password);
  if (!user) fail('login failed', { reason: 'bad credentials' });
  return { identity: issueIdentity(user) };
});
add('getIdentityByToken', async (req) => {
  let found = null;
  for (const u of state.users ?? []) {
    for (const t of u.data?.tokens ?? []) if (typeof req?.token === 'string' && t.token === req.token) found = { u, t };
  }
  if (!found) fail('invalid token');
  if (!(found.t.expiresAt > Date.now())) fail('token expired');
  return { identity: issueIdentity(found.u) };
});

// ---- Cloudly: inventory
const findService = (id) => (state.services ?? []).find((s) => s.id === id);
const findNode = (id) => allNodes().find((n) => n.id === id);
authed('getServices', async () => ({ services: state.services ?? [] }));
authed('getServiceById', async (req) => {
  const s = findService(req.serviceId);
  if (!s) fail('service not found', { serviceId: req.serviceId ?? null });
  return { service: s };
});
authed('getDeployments', async () => ({ deployments: state.deployments ?? [] }));
authed('getDeploymentById', async (req) => {
  const d = (state.deployments ?? []).find((x) => x.id === req.deploymentId);
  if (!d) fail('deployment not found', { deploymentId: req.deploymentId ?? null });
  return { deployment: d };
});
authed('getDeploymentsByService', async (req) => {
  if (!findService(req.serviceId) && !args.unknownServiceEmpty) fail('service not found', { serviceId: req.serviceId ?? null });
  return { deployments: (state.deployments ?? []).filter((d) => d.serviceId === req.serviceId) };
});
const byNode = async (req) => {
  if (!findNode(req.nodeId)) fail('node not found', { nodeId: req.nodeId ?? null });
  return { deployments: (state.deployments ?? []).filter((d) => d.nodeId === req.nodeId) };
};
authed('getDeploymentsByNode', byNode);
authed('getNodeDeployments', byNode);
authed('getNodeConfig', async (req) => {
  const n = findNode(req.nodeId);
  if (!n) fail('node not found', { nodeId: req.nodeId ?? null });
  return { configData: n };
});
authed('getClusters', async () => ({ clusters: state.clusters ?? [] }));
authed('getClusterById', async (req) => {
  const c = (state.clusters ?? []).find((x) => x.id === req.clusterId);
  if (!c) fail('cluster not found', { clusterId: req.clusterId ?? null });
  return { cluster: c };
});
authed('getNodesByCluster', async (req) => {
  const c = (state.clusters ?? []).find((x) => x.id === req.clusterId);
  if (!c) fail('cluster not found', { clusterId: req.clusterId ?? null });
  return { nodes: c.data?.nodes ?? [] };
});
authed('getAllImages', async () => ({ images: state.images ?? [] }));
authed('getImage', async (req) => {
  const i = (state.images ?? []).find((x) => x.id === req.imageId);
  if (!i) fail('image not found', { imageId: req.imageId ?? null });
  return { image: i };
});

// ---- Cloudly: backups, BaseOS fleet, settings (seed 004; backup/baseos method names are the console's
// documented assumptions, see core/api/methods.h). Read-only: nothing here mutates.
const PROVIDERS = ['hetzner', 'cloudflare', 'aws', 'digitalocean', 'azure', 'google', 'vultr', 'linode', 'ovh', 'scaleway'];
const requireAdmin = (caller) => { if (caller?.data?.role !== 'admin') fail('admin role required'); };
if (!args.withoutFleet) {
  authed('getBackups', async (req) => {
    const all = state.backups ?? [];
    if (req.serviceId === undefined) return { backups: all };
    if (!findService(req.serviceId)) fail('service not found', { serviceId: req.serviceId ?? null });
    return { backups: all.filter((b) => b.serviceId === req.serviceId) };
  });
  authed('getBaseOsNodes', async () => ({ nodes: state.baseosNodes ?? [] }));
  authed('getBaseOsImageBuilds', async () => ({ builds: state.baseosImageBuilds ?? [] }));
  authed('getSettings', async (req, caller) => { requireAdmin(caller); return { settings: state.settings ?? {} }; });
  authed('testProviderConnection', async (req, caller) => {
    requireAdmin(caller);
    if (!PROVIDERS.includes(req.provider)) fail('unknown provider', { provider: req.provider ?? null });
    return (state.providerTests ?? {})[req.provider]
      ?? { success: false, message: `no ${req.provider} credentials configured`, connectionValid: false };
  });
}

// ---- Cloudly: preflight + grants
authed('getDeploymentPreflight', async (req, caller) => {
  try {
    return { report: evaluatePreflight(state, req, caller, Date.now()) };
  } catch (e) {
    if (e instanceof PreflightServiceNotFound) fail('service not found', { serviceId: e.serviceId });
    throw e;
  }
});
authed('configureServiceDeploymentMachineUser', async (req, caller) => {
  if (caller?.data?.role !== 'admin') fail('admin role required');
  const user = (state.users ?? []).find((u) => u.id === req.userId);
  if (!user) fail('user not found', { userId: req.userId ?? null });
  if (!findService(req.serviceId)) fail('service not found', { serviceId: req.serviceId ?? null });
  if (!Array.isArray(req.capabilities)) fail('unknown capability', { capability: null });
  for (const c of req.capabilities) if (!CAPABILITIES.includes(c)) fail('unknown capability', { capability: c ?? null });
  const capabilities = CAPABILITIES.filter((c) => req.capabilities.includes(c));
  const grants = (user.data.serviceDeploymentGrants ?? []).filter((g) => g.serviceId !== req.serviceId);
  if (capabilities.length > 0) grants.push({ serviceId: req.serviceId, capabilities });
  user.data.serviceDeploymentGrants = grants;
  log(`grant ${user.id} / ${req.serviceId} -> [${capabilities.join(', ')}]`);
  return { userId: user.id, serviceId: req.serviceId, capabilities, tokenRolesNormalized: true };
});

// ------------------------------------------------------------------ front door
// SmartServe only calls typedRouter.routeAndAddResponse(obj); this wrapper records requests, implements the
// wire-level fault switches and drops malformed frames without logging their content.
const redactRequest = (request) => {
  let copy;
  try { copy = structuredClone(request); } catch { copy = null; }
  if (isRecord(copy) && isRecord(copy.identity) && 'jwt' in copy.identity) copy.identity.jwt = '<redacted>';
  return copy;
};
const frontDoor = {
  async routeAndAddResponse(obj) {
    const peer = obj?.localData?.peer;
    if (!isRecord(obj)) { log('dropped a non-object frame'); return null; }
    if (obj.method !== '##VirtualStream##' && !isRecord(obj.correlation)) {
      log(`dropped a frame without correlation (method ${JSON.stringify(String(obj.method)).slice(0, 80)})`);
      return null;
    }
    const isRequest = obj.correlation?.phase === 'request';
    if (isRequest) {
      const envelopeKeys = Object.keys(obj).filter((k) => k !== 'localData' || Object.keys(obj.localData ?? {}).some((x) => x !== 'peer'));
      received.push({ method: obj.method, request: redactRequest(obj.request), envelopeKeys });
      if (received.length > 10000) received.splice(0, received.length - 10000);
      log(`<- ${String(obj.method).slice(0, 80)} #${String(obj.correlation?.id).slice(0, 40)}`);
    }
    const response = await router.routeAndAddResponse(obj);
    if (isRequest && response && peer) {
      const live = peers.get(peer.id);
      if (obj.method === 'sendDuplicateResponse' && !response.error && live) {
        const text = JSON.stringify(response);
        setTimeout(() => { try { live.send(text); } catch { /* closed */ } }, 5);
      }
      if (obj.method === 'closeWithCode' && !response.error && live) {
        const code = response.response.closing;
        setTimeout(() => {
          try {
            if (code === 1006) live.terminate();
            else live.close(code, typeof obj.request?.reason === 'string' ? obj.request.reason.slice(0, 100) : 'closeWithCode');
          } catch (e) { log('close failed:', e.message); }
        }, 20);
      }
    }
    return response;
  },
};

// ------------------------------------------------------------------ server
const server = new SmartServe({
  port: args.port,
  hostname: '127.0.0.1',
  websocket: {
    typedRouter: frontDoor,
    onConnectionOpen: (peer) => { peers.set(peer.id, peer); lastOpenedPeer = peer; log('open', peer.id, JSON.stringify(peer.url)); },
    onConnectionClose: (peer) => { peers.delete(peer.id); rawSockets.delete(peer.id); log('close', peer.id); },
  },
});
await server.start();
// Map SmartServe peers to raw ws sockets (needed for sendInvalidUtf8). SmartServe's own 'connection' listener
// registers the peer synchronously, so ours (added later) sees that peer as lastOpenedPeer.
const wss = server.adapter?.wss;
if (wss) {
  wss.on('connection', (ws) => {
    if (lastOpenedPeer) { rawSockets.set(lastOpenedPeer.id, ws); lastOpenedPeer = null; }
  });
} else {
  log('warning: raw WebSocket server not reachable; sendInvalidUtf8 disabled');
}
const address = server.adapter?.server?.address?.();
const port = typeof address === 'object' && address ? address.port : args.port;
log(`fixture ${args.fixture}${args.services !== undefined ? ` (generated: ${args.services} services, ${args.tasks ?? args.services} tasks)` : ''}; `
  + `${(state.services ?? []).length} services, ${(state.deployments ?? []).length} deployments`);
process.stdout.write(`LISTENING ${port}\n`);

const shutdown = async (signal) => {
  log(`${signal}: shutting down`);
  try { await server.stop(); } catch { /* ignore */ }
  process.exit(0);
};
process.on('SIGTERM', () => { shutdown('SIGTERM'); });
process.on('SIGINT', () => { shutdown('SIGINT'); });
