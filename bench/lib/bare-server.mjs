// The baseline: a bare node:http server answering a fixed JSON body, nothing else.
import { createServer } from 'node:http';
import fs from 'node:fs';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
