// The JavaScript counterpart of `cloudlyctl --format json tasks [--filter status:failed]` for the whole-process
// comparison (tests/bench/run-cli-benchmarks.sh): a `ws` client doing the same work as the CLI — connect, log
// in as admin, ask for the tasks, JSON.parse every reply, keep the tasks that match, and print them with
// JSON.stringify in the CLI's layout ("[", one task per line, "]"). Like the CLI, it asks for the services,
// clusters and images (the names) only when something reads them: --names (a filter on a name, a table).
//
//   node cli-tasks.mjs --url ws://127.0.0.1:P/ [--failed] [--names]
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../peer/package.json', import.meta.url));
const WebSocket = require('ws');

const args = { failed: false, names: false };
for (let i = 2; i < process.argv.length; i += 1) {
  const a = process.argv[i];
  if (a === '--url') args.url = process.argv[++i];
  else if (a === '--failed') args.failed = true;
  else if (a === '--names') args.names = true;
  else { process.stderr.write(`unknown argument ${a}\n`); process.exit(2); }
}
if (!args.url) { process.stderr.write('usage: cli-tasks.mjs --url URL [--failed] [--names]\n'); process.exit(2); }

let seq = 0;
const ws = new WebSocket(args.url, { maxPayload: 512 * 1024 * 1024, perMessageDeflate: false });
const pending = new Map();
const call = (method, request) => new Promise((res, rej) => {
  const id = `js-${process.pid}-${seq += 1}`;
  pending.set(id, { res, rej, method });
  ws.send(JSON.stringify({ method, request, response: null, correlation: { id, phase: 'request' } }));
});
ws.on('message', (data) => {
  const frame = JSON.parse(data.toString());
  const entry = pending.get(frame?.correlation?.id);
  if (!entry) return;
  pending.delete(frame.correlation.id);
  if (frame.error) entry.rej(new Error(`${entry.method}: ${frame.error.text}`));
  else entry.res(frame.response);
});
ws.on('error', (e) => { process.stderr.write(`${e.message}\n`); process.exit(1); });
ws.on('open', async () => {
  try {
    const login = await call('adminLoginWithUsernameAndPassword', { username: 'admin', password: 'demo' });
    const identity = login?.identity;
    if (!identity) throw new Error('login failed');
    const names = args.names ? [call('getServices', { identity }), call('getClusters', { identity }),
      call('getAllImages', { identity })] : [];
    const [tasks, services, clusters, images] = await Promise.all([call('getDeployments', { identity }), ...names]);
    const lists = [['deployments', tasks?.deployments]];
    if (args.names)
      lists.push(['services', services?.services], ['clusters', clusters?.clusters], ['images', images?.images]);
    for (const [name, list] of lists)
      if (!Array.isArray(list)) throw new Error(`the reply has no ${name} list`);
    const chosen = args.failed ? tasks.deployments.filter((d) => d?.status === 'failed') : tasks.deployments;
    const out = chosen.length ? `[\n${chosen.map((d) => JSON.stringify(d)).join(',\n')}\n]\n` : '[\n]\n';
    ws.close();
    process.stdout.write(out);
  } catch (e) {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  }
});
