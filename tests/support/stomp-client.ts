/**
 * A bare STOMP 1.2 client over `ws` for tests and benchmarks: sends exactly the frames it is told,
 * records what the server sends, and waits for frames or the close. No reconnects, no library
 * behaviour between the test and the wire.
 */
import WebSocket from 'ws';

export interface ReceivedFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface TestStompOptions {
  /** Headers of the WebSocket upgrade request (Host, Cookie, Origin). */
  headers?: Record<string, string>;
  /** Headers of the CONNECT frame (besides accept-version and heart-beat). */
  connect?: Record<string, string>;
  heartBeat?: string;
  /** Send CONNECT and wait for CONNECTED or ERROR (default true). */
  handshake?: boolean;
  /** The local address to connect from (any 127.x.y.z on Linux): a client address of its own. */
  localAddress?: string;
}

export function parseServerFrame(text: string): ReceivedFrame {
  const split = text.indexOf('\n\n');
  const head = text.slice(0, split).split('\n');
  const command = head.shift() ?? '';
  const headers: Record<string, string> = {};
  for (const line of head) {
    const i = line.indexOf(':');
    const name = line.slice(0, i);
    if (!(name in headers)) headers[name] = line.slice(i + 1).replace(/\\c/g, ':').replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\\\/g, '\\');
  }
  return { command, headers, body: text.slice(split + 2), at: performance.now() };
}

export class TestStomp {
  readonly frames: ReceivedFrame[] = [];
  heartbeats = 0;
  readonly closed: Promise<{ code: number }>;
  private waiters: (() => void)[] = [];
  private receipt = 0;
  private buffer = '';
  /** Called for every MESSAGE frame as it arrives (benchmarks). */
  onMessage?: (frame: ReceivedFrame) => void;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.buffer += data.toString();
      let end: number;
      while ((end = this.buffer.indexOf('\0')) !== -1) {
        const text = this.buffer.slice(0, end).replace(/^(\r?\n)+/, (m) => {
          this.heartbeats += m.split('\n').length - 1;
          return '';
        });
        this.buffer = this.buffer.slice(end + 1);
        const frame = parseServerFrame(text);
        this.frames.push(frame);
        if (frame.command === 'MESSAGE') this.onMessage?.(frame);
      }
      if (/^(\r?\n)+$/.test(this.buffer)) {
        this.heartbeats += this.buffer.split('\n').length - 1;
        this.buffer = '';
      }
      this.wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => {
      this.wake();
      resolve({ code });
    }));
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(text: string | Buffer): void {
    this.ws.send(text);
  }

  frame(command: string, headers: Record<string, string> = {}, body = ''): void {
    const lines = Object.entries(headers).map(([k, v]) => `${k}:${v}`);
    this.send(`${command}\n${lines.join('\n')}${lines.length ? '\n' : ''}\n${body}\0`);
  }

  /** The first frame (from `from` on) matching `match`; rejects after `timeoutMs`. */
  async next(match: (f: ReceivedFrame) => boolean, timeoutMs = 3000, from = 0): Promise<ReceivedFrame> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (!this.isOpen && this.ws.readyState !== WebSocket.CONNECTING) throw new Error(`closed before the frame came; got ${this.frames.map((f) => f.command).join(',')}`);
      const left = end - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for a frame; got ${this.frames.map((f) => `${f.command}${f.headers.message ? `(${f.headers.message})` : ''}`).join(',')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Subscribes and waits for the server's RECEIPT (or its ERROR). */
  async subscribe(destination: string, id = `sub-${this.receipt + 1}`): Promise<ReceivedFrame> {
    const receipt = `r-${++this.receipt}`;
    const from = this.frames.length;
    this.frame('SUBSCRIBE', { id, destination, ack: 'auto', receipt });
    return this.next((f) => (f.command === 'RECEIPT' && f.headers['receipt-id'] === receipt) || f.command === 'ERROR', 3000, from);
  }

  messages(destination?: string): { event: string; [k: string]: unknown }[] {
    return this.frames.filter((f) => f.command === 'MESSAGE' && (!destination || f.headers.destination === destination)).map((f) => JSON.parse(f.body) as { event: string });
  }

  close(): void {
    this.ws.terminate();
  }
}

export async function openStomp(url: string, options: TestStompOptions = {}): Promise<{ client: TestStomp; answer?: ReceivedFrame }> {
  const ws = new WebSocket(url, { headers: options.headers, perMessageDeflate: false, localAddress: options.localAddress });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client = new TestStomp(ws);
  if (options.handshake === false) return { client };
  client.frame('CONNECT', { 'accept-version': '1.2', host: '/', 'heart-beat': options.heartBeat ?? '0,0', ...options.connect });
  const answer = await client.next((f) => f.command === 'CONNECTED' || f.command === 'ERROR');
  return { client, answer };
}
