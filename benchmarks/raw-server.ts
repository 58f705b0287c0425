/**
 * Baseline: a bare node:http server answering with fixed bytes captured from the shop, so the
 * shop's figures can be read as a fraction of "the fastest this machine serves these bytes".
 * Usage: node benchmarks/raw-server.ts <port> <fixtures.json>   (plain JS-compatible TypeScript, run via tsx)
 * fixtures.json: { "<path?query>": { "type": "<content-type>", "encoding": "<content-encoding>", "body": "<base64>" } }
 * (the bytes as the shop sent them to a browser, compressed; the encoding header goes with them).
 * Prints `ready <port>`; stops on SIGTERM/SIGINT or when stdin closes.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const fixturesFile = process.argv[3];
if (!Number.isInteger(port) || !fixturesFile) {
  console.error('usage: raw-server.ts <port> <fixtures.json>');
  process.exit(2);
}

const raw = JSON.parse(readFileSync(fixturesFile, 'utf8')) as Record<
  string,
  { type: string; encoding?: string; body: string }
>;
const routes = new Map<string, { headers: Record<string, string | number>; body: Buffer }>();
for (const [url, { type, encoding, body }] of Object.entries(raw)) {
  const bytes = Buffer.from(body, 'base64');
  const headers: Record<string, string | number> = { 'content-type': type, 'content-length': bytes.length };
  if (encoding && encoding !== 'identity') headers['content-encoding'] = encoding;
  routes.set(url, { headers, body: bytes });
}

const server = createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404, { 'content-length': 0 });
    res.end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
server.keepAliveTimeout = 5000;
server.on('error', (error) => {
  console.error(`listen failed: ${error.message}`);
  process.exit(3);
});
server.listen(port, '127.0.0.1', () => console.log(`ready ${port} routes=${routes.size}`));

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
