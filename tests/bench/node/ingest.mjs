// The JavaScript side of the ingest benchmark (docs/PERFORMANCE.md): the same work as cloudly-bench, done
// the way a JS client does it: JSON.parse the typedrequest frame, validate the required fields and build one
// plain class instance per deployment in a Map keyed by id.
//
//   node --expose-gc ingest.mjs --frame FILE [--runs N]   in-memory: parse + build a captured reply frame
//   node --expose-gc ingest.mjs --frame FILE --bytes [--runs N]
//                                                         the same from the frame's UTF-8 bytes (a Buffer, as
//                                                         the ws library hands a message over): toString() is
//                                                         timed too
//   node --expose-gc ingest.mjs --url ws://127.0.0.1:P/ [--runs N]
//                                                         end to end: connect, login admin/demo,
//                                                         getDeployments with the identity, parse + build
//
// Prints one JSON line: {mode, runs, rows, medianMs, minMs, maxMs, timesMs, maxRssKiB}. maxRssKiB is the peak
// RSS of the whole process (getrusage), so run with --runs 1 in a fresh process to measure one ingest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL('../../peer/package.json', import.meta.url));
const WebSocket = require('ws');

const args = { runs: 5 };
for (let i = 2; i < process.argv.length; i += 1) {
  const a = process.argv[i];
  if (a === '--frame') args.frame = process.argv[++i];
  else if (a === '--url') args.url = process.argv[++i];
  else if (a === '--runs') args.runs = Number(process.argv[++i]);
  else if (a === '--bytes') args.bytes = true;
  else { process.stderr.write(`unknown argument ${a}\n`); process.exit(2); }
}
if (!args.frame === !args.url) { process.stderr.write('usage: ingest.mjs --frame FILE | --url URL [--runs N]\n'); process.exit(2); }

class ResourceUsage {
  constructor(o) {
    this.cpuUsagePercent = typeof o.cpuUsagePercent === 'number' ? o.cpuUsagePercent : undefined;
    this.memoryUsedMB = typeof o.memoryUsedMB === 'number' ? o.memoryUsedMB : undefined;
    this.lastUpdated = typeof o.lastUpdated === 'number' ? o.lastUpdated : undefined;
    this.raw = o;
  }
}

class Deployment {
  constructor(o) {
    if (typeof o !== 'object' || o === null) throw new Error('not an object');
    for (const k of ['id', 'serviceId', 'nodeId', 'status']) if (typeof o[k] !== 'string') throw new Error(`${k} missing`);
    this.id = o.id;
    this.serviceId = o.serviceId;
    this.nodeId = o.nodeId;
    this.status = o.status;
    this.containerId = typeof o.containerId === 'string' ? o.containerId : undefined;
    this.usedImageId = typeof o.usedImageId === 'string' ? o.usedImageId : undefined;
    this.version = typeof o.version === 'string' ? o.version : undefined;
    this.deployedAt = typeof o.deployedAt === 'number' ? o.deployedAt : undefined;
    this.deploymentLog = Array.isArray(o.deploymentLog) ? o.deploymentLog.filter((l) => typeof l === 'string') : [];
    this.healthStatus = typeof o.healthStatus === 'string' ? o.healthStatus : undefined;
    this.resourceUsage = typeof o.resourceUsage === 'object' && o.resourceUsage !== null ? new ResourceUsage(o.resourceUsage) : undefined;
    this.raw = o; // the server's JSON, kept as the C++ side keeps `raw`
  }
}

// Build from a parsed reply frame: returns the Map (id -> Deployment).
const build = (frame) => {
  const list = frame?.response?.deployments;
  if (!Array.isArray(list)) throw new Error(`no deployments in the reply: ${JSON.stringify(frame?.error ?? null)}`);
  const byId = new Map();
  for (const o of list) {
    try {
      const d = new Deployment(o);
      if (!byId.has(d.id)) byId.set(d.id, d);
    } catch { /* skipped, as decodeDeployments skips bad elements */ }
  }
  return byId;
};

let seq = 0;
const fetchOnce = (url) => new Promise((resolvePromise, reject) => {
  const ws = new WebSocket(url, { maxPayload: 512 * 1024 * 1024, perMessageDeflate: false });
  const pending = new Map();
  const call = (method, request) => new Promise((res, rej) => {
    const id = `js-${process.pid}-${seq += 1}`;
    pending.set(id, { res, rej });
    ws.send(JSON.stringify({ method, request, response: null, correlation: { id, phase: 'request' } }));
  });
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    const id = frame?.correlation?.id;
    const entry = pending.get(id);
    if (entry) { pending.delete(id); entry.res(frame); }
  });
  ws.on('error', reject);
  ws.on('open', async () => {
    try {
      const login = await call('adminLoginWithUsernameAndPassword', { username: 'admin', password: 'demo' });
      if (!login.response?.identity) throw new Error(`login failed: ${JSON.stringify(login.error ?? null)}`);
      const byId = build(await call('getDeployments', { identity: login.response.identity }));
      ws.close();
      resolvePromise(byId.size);
    } catch (e) { ws.close(); reject(e); }
  });
});

const times = [];
let rows = 0;
const bytes = args.frame && args.bytes ? readFileSync(args.frame) : undefined;
const text = args.frame && !args.bytes ? readFileSync(args.frame, 'utf8') : undefined;
for (let r = 0; r < args.runs; r += 1) {
  globalThis.gc?.();
  const t0 = performance.now();
  if (bytes !== undefined) rows = build(JSON.parse(bytes.toString('utf8'))).size;
  else if (text !== undefined) rows = build(JSON.parse(text)).size;
  else rows = await fetchOnce(args.url);
  times.push(performance.now() - t0);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
process.stdout.write(`${JSON.stringify({
  mode: bytes !== undefined ? 'parse-bytes' : text !== undefined ? 'parse' : 'fetch',
  runs: args.runs,
  rows,
  medianMs: median,
  minMs: sorted[0],
  maxMs: sorted[sorted.length - 1],
  timesMs: times,
  maxRssKiB: process.resourceUsage().maxRSS,
})}\n`);
