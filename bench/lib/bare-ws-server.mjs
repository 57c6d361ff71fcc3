// The baseline of bench/stomp.ts: a bare `ws` server that broadcasts every POST /publish body to
// every connected WebSocket, nothing else (no protocol, no authentication, no subscriptions).
// GET /metrics answers its memory after a full collection (run it with --expose-gc).
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/publish') for (const c of wss.clients) c.send(body);
    if (req.url === '/metrics') {
      globalThis.gc?.();
      const m = process.memoryUsage();
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ rssBytes: m.rss, heapUsedBytes: m.heapUsed, externalBytes: m.external, collected: typeof globalThis.gc === 'function' }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ result: 0, clients: wss.clients.size }));
  });
});
server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)));
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
