/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): an incremental parser
 * for what clients send over a WebSocket and a serialiser for what the server sends. The parser
 * throws StompProtocolError on anything malformed or over the size limit; the caller answers with
 * an ERROR frame and closes that one connection.
 */

export interface StompFrame {
  command: string;
  /** Header names are case-sensitive; a repeated header keeps its first value (spec 1.2). */
  headers: Record<string, string>;
  body: Buffer;
}

export const CLIENT_COMMANDS = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);

export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** CONNECT and CONNECTED frames carry headers unescaped, for 1.0 compatibility. */
const UNESCAPED = new Set(['CONNECT', 'CONNECTED']);

function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/g, (_m, c: string) => {
    if (c === 'n') return '\n';
    if (c === 'r') return '\r';
    if (c === 'c') return ':';
    if (c === '\\') return '\\';
    // Undefined escape sequences are a fatal protocol error (spec 1.2, Value Encoding).
    throw new StompProtocolError('invalid header escape');
  });
}

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) => (c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c'));
}

/** Index of the blank line ending the headers, and where the body starts; undefined when incomplete. */
function headerEnd(buf: Buffer): { end: number; bodyStart: number } | undefined {
  for (let i = buf.indexOf(LF); i !== -1; i = buf.indexOf(LF, i + 1)) {
    if (buf[i + 1] === LF) return { end: i, bodyStart: i + 2 };
    if (buf[i + 1] === CR && buf[i + 2] === LF) return { end: i, bodyStart: i + 3 };
    if (i + 2 >= buf.length) return undefined;
  }
  return undefined;
}

/** What an idle parser holds: one empty buffer for every connection. */
const EMPTY = Buffer.alloc(0);

export class FrameParser {
  /** Bytes of a frame not complete yet; EMPTY between frames, so an idle connection keeps no chunk of what it last received alive. */
  private buf: Buffer = EMPTY;

  constructor(private readonly maxFrameBytes: number) {}

  /**
   * Adds received bytes; returns complete frames, and whether any heart-beat (a bare EOL) came.
   * Throws StompProtocolError for malformed input or a frame over the limit.
   */
  push(chunk: Buffer): { frames: StompFrame[]; heartbeat: boolean } {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const frames: StompFrame[] = [];
    let heartbeat = false;
    for (;;) {
      // EOLs between frames are heart-beats.
      let skip = 0;
      while (skip < this.buf.length && (this.buf[skip] === LF || (this.buf[skip] === CR && this.buf[skip + 1] === LF))) {
        skip += this.buf[skip] === CR ? 2 : 1;
        heartbeat = true;
      }
      if (skip) this.buf = this.buf.subarray(skip);
      if (this.buf.length === 0 || (this.buf.length === 1 && this.buf[0] === CR)) break;
      const frame = this.next();
      if (!frame) break;
      frames.push(frame);
    }
    // A view into the last chunk keeps the whole chunk (or the pool it was cut from) in memory:
    // nothing is held between frames, and the rest of a partial frame is held in bytes of its own.
    if (this.buf.length === 0) this.buf = EMPTY;
    else if (this.buf.byteLength !== this.buf.buffer.byteLength) this.buf = Buffer.from(new Uint8Array(this.buf).buffer);
    return { frames, heartbeat };
  }

  private next(): StompFrame | undefined {
    const found = headerEnd(this.buf);
    if (!found) {
      if (this.buf.length > this.maxFrameBytes) throw new StompProtocolError('frame too large');
      return undefined;
    }
    if (found.bodyStart > this.maxFrameBytes) throw new StompProtocolError('frame too large');
    // The header block ends before the blank line's EOL; a CR of the last header's CRLF is not part of it.
    const blockEnd = this.buf[found.end - 1] === CR ? found.end - 1 : found.end;
    const lines = this.buf.subarray(0, blockEnd).toString('utf8').split(/\r?\n/);
    const command = lines.shift() ?? '';
    if (!CLIENT_COMMANDS.has(command)) throw new StompProtocolError('unknown command');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('malformed header');
      const raw = [line.slice(0, colon), line.slice(colon + 1)] as const;
      const [name, value] = UNESCAPED.has(command) ? raw : [unescapeHeader(raw[0]), unescapeHeader(raw[1])];
      if (!(name in headers)) headers[name] = value;
    }
    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new StompProtocolError('malformed content-length');
      bodyEnd = found.bodyStart + Number(declared);
      if (bodyEnd + 1 > this.maxFrameBytes) throw new StompProtocolError('frame too large');
      if (this.buf.length < bodyEnd + 1) return undefined;
      if (this.buf[bodyEnd] !== NUL) throw new StompProtocolError('frame not terminated');
    } else {
      bodyEnd = this.buf.indexOf(NUL, found.bodyStart);
      if (bodyEnd === -1) {
        if (this.buf.length > this.maxFrameBytes) throw new StompProtocolError('frame too large');
        return undefined;
      }
      if (bodyEnd + 1 > this.maxFrameBytes) throw new StompProtocolError('frame too large');
    }
    const body = Buffer.from(this.buf.subarray(found.bodyStart, bodyEnd));
    this.buf = this.buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/**
 * One MESSAGE frame of a publication, encoded once for all its subscribers. STOMP 1.2 puts the
 * subscriber's own subscription id in every MESSAGE frame, so the frame is the shared bytes before
 * that header, the id, and the shared bytes after it; frames are kept per distinct id (clients
 * number their subscriptions alike: stompjs's sub-0, sub-1, ...), and a subscriber whose id was
 * seen already gets the very same buffer (ws sends a server's frames unmasked: it never writes
 * into them). The message-id is the publication's: the same message, whoever receives it.
 */
export class SharedMessage {
  private readonly head: Buffer;
  private readonly tail: Buffer;
  private readonly frames = new Map<string, Buffer>();

  constructor(destination: string, messageId: string, body: string) {
    this.head = Buffer.from(
      `MESSAGE\ndestination:${escapeHeader(destination)}\nmessage-id:${escapeHeader(messageId)}\ncontent-type:application/json;charset=utf-8\ncontent-length:${Buffer.byteLength(body, 'utf8')}\nsubscription:`,
    );
    this.tail = Buffer.from(`\n\n${body}\0`);
  }

  /** The frame for one subscription id, as the bytes of a WebSocket text message. */
  frameFor(subscriptionId: string): Buffer {
    let frame = this.frames.get(subscriptionId);
    if (!frame) {
      frame = Buffer.concat([this.head, Buffer.from(escapeHeader(subscriptionId)), this.tail]);
      this.frames.set(subscriptionId, frame);
    }
    return frame;
  }
}

/** A server frame as text (WebSocket text message). Adds content-length when there is a body. */
export function serializeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const escape = UNESCAPED.has(command) ? (s: string) => s : escapeHeader;
  let out = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) out += `${escape(name)}:${escape(value)}\n`;
  if (body) out += `content-length:${Buffer.byteLength(body, 'utf8')}\n`;
  return `${out}\n${body}\0`;
}
