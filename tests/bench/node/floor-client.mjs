// The floor the console's first load and idle cost are compared with (tests/bench/run-idle-benchmark.sh): a
// `ws` client that does nothing a console must do with the data. It connects, logs in as admin, sends the
// console's four list requests (tasks, services, clusters, images) and throws every reply away unread (a
// reply is recognised by its correlation id, found without parsing the frame), then sends the same four
// every poll interval, like the console at its default poll. It prints one JSON line when the first full
// poll is in, {"first_poll_ms": N} (from process start, as the console's --measure-startup does), and keeps
// polling until it is killed; the script reads its CPU from /proc like the console's.
//
//   node floor-client.mjs --url ws://127.0.0.1:P/ [--poll-ms 5000]
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL('../../peer/package.json', import.meta.url));
const WebSocket = require('ws');

const args = { pollMs: 5000 };
for (let i = 2; i < process.argv.length; i += 1) {
  const a = process.argv[i];
  if (a === '--url') args.url = process.argv[++i];
  else if (a === '--poll-ms') args.pollMs = Number(process.argv[++i]);
  else { process.stderr.write(`unknown argument ${a}\n`); process.exit(2); }
}
if (!args.url || !(args.pollMs > 0)) {
  process.stderr.write('usage: floor-client.mjs --url URL [--poll-ms MS]\n');
  process.exit(2);
}

const lists = ['getDeployments', 'getServices', 'getClusters', 'getAllImages'];
let seq = 0;
const pending = new Map();
const ws = new WebSocket(args.url, { maxPayload: 512 * 1024 * 1024, perMessageDeflate: false });

// The correlation id without JSON.parse: our ids are "floor-<n>" and appear once in an envelope.
const idOf = (data) => {
  const text = data.toString('latin1', 0, Math.min(data.length, 4096));
  let m = /"id"\s*:\s*"(floor-\d+)"/.exec(text);
  if (!m && data.length > 4096) m = /"id"\s*:\s*"(floor-\d+)"/.exec(data.toString('latin1', data.length - 4096));
  return m ? m[1] : null;
};
const send = (method, request) => new Promise((resolve, reject) => {
  const id = `floor-${seq += 1}`;
  pending.set(id, { resolve, reject });
  ws.send(JSON.stringify({ method, request, response: null, correlation: { id, phase: 'request' } }));
});
ws.on('message', (data) => {
  const id = idOf(data);
  const entry = id && pending.get(id);
  if (!entry) return;
  pending.delete(id);
  entry.resolve(data);
});
ws.on('error', (e) => { process.stderr.write(`${e.message}\n`); process.exit(1); });
ws.on('close', () => { process.stderr.write('the server closed the connection\n'); process.exit(1); });
ws.on('open', async () => {
  try {
    // The login reply is small and the identity is needed: it is the one reply that is read.
    const login = JSON.parse((await send('adminLoginWithUsernameAndPassword',
      { username: 'admin', password: 'demo' })).toString());
    const identity = login?.response?.identity;
    if (!identity) throw new Error('login failed');
    const poll = () => Promise.all(lists.map((method) => send(method, { identity })));
    await poll();
    process.stdout.write(`${JSON.stringify({ first_poll_ms: Number(performance.now().toFixed(1)) })}\n`);
    const again = async () => { await poll(); setTimeout(again, args.pollMs); };
    setTimeout(again, args.pollMs);
  } catch (e) {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
});
