/** The STOMP 1.2 frame codec: heart-beats, split and joined frames, escapes, content-length, limits. */
import { describe, expect, it } from 'vitest';
import { FrameParser, serializeFrame, SharedMessage, StompProtocolError } from './stomp-frame';
import { parseServerFrame } from '@/tests/support/stomp-client';

const b = (s: string) => Buffer.from(s, 'utf8');

describe('FrameParser', () => {
  it('parses a frame and its headers', () => {
    const { frames } = new FrameParser(16384).push(b('SUBSCRIBE\nid:sub-0\ndestination:/user/queue/message\n\n\0'));
    expect(frames).toEqual([{ command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/user/queue/message' }, body: Buffer.alloc(0) }]);
  });

  it('takes CRLF line ends and heart-beat EOLs between frames', () => {
    const r = new FrameParser(16384).push(b('\n\r\nDISCONNECT\r\nreceipt:77\r\n\r\n\0\n'));
    expect(r.heartbeat).toBe(true);
    expect(r.frames.map((f) => [f.command, f.headers.receipt])).toEqual([['DISCONNECT', '77']]);
  });

  it('joins a frame split over several messages, and splits two frames in one', () => {
    const p = new FrameParser(16384);
    expect(p.push(b('SUBSCRIBE\nid:a\nde')).frames).toEqual([]);
    expect(p.push(b('stination:/x\n\n')).frames).toEqual([]);
    const r = p.push(b('\0UNSUBSCRIBE\nid:a\n\n\0'));
    expect(r.frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE']);
    expect(r.frames[0]!.headers.destination).toBe('/x');
  });

  it('reads content-length bodies, NUL octets included', () => {
    const body = Buffer.from([0x61, 0x00, 0x62]);
    const frame = Buffer.concat([b('SEND\ndestination:/x\ncontent-length:3\n\n'), body, Buffer.from([0])]);
    const { frames } = new FrameParser(16384).push(frame);
    expect(frames[0]!.body).toEqual(body);
  });

  it('unescapes headers except in CONNECT; keeps the first of a repeated header', () => {
    const p = new FrameParser(16384);
    expect(p.push(b('SUBSCRIBE\nid:a\\cb\\\\c\\nd\nid:second\n\n\0')).frames[0]!.headers.id).toBe('a:b\\c\nd');
    expect(p.push(b('CONNECT\nlogin:a\\cb\n\n\0')).frames[0]!.headers.login).toBe('a\\cb');
  });

  it.each([
    ['an unknown command', 'HELLO\n\n\0'],
    ['a header without a colon', 'SUBSCRIBE\nid\n\n\0'],
    ['an undefined escape', 'SUBSCRIBE\nid:a\\t\n\n\0'],
    ['a bad content-length', 'SEND\ncontent-length:-1\n\n\0'],
    ['a body longer than its content-length', 'SEND\ncontent-length:1\n\nab\0'],
  ])('refuses %s', (_name, text) => {
    expect(() => new FrameParser(16384).push(b(text))).toThrow(StompProtocolError);
  });

  it('refuses frames over the limit, whole or still arriving', () => {
    const big = `SEND\ndestination:/x\n\n${'x'.repeat(16384)}\0`;
    expect(() => new FrameParser(16384).push(b(big))).toThrow('frame too large');
    const p = new FrameParser(16384);
    expect(() => p.push(b(`SEND\ndestination:/x\n\n${'x'.repeat(17000)}`))).toThrow('frame too large');
    expect(() => new FrameParser(16384).push(b(`SEND\nx:${'y'.repeat(17000)}`))).toThrow('frame too large');
    expect(() => new FrameParser(16384).push(b(`SEND\ncontent-length:20000\n\n`))).toThrow('frame too large');
    // Just under the limit is fine.
    const fits = `SEND\n\n${'x'.repeat(16384 - 7)}\0`;
    expect(Buffer.byteLength(fits)).toBe(16384);
    expect(new FrameParser(16384).push(b(fits)).frames).toHaveLength(1);
  });
});

describe('serializeFrame', () => {
  it('escapes header values and adds content-length', () => {
    expect(serializeFrame('MESSAGE', { destination: '/a:b', x: 'l1\nl2\\' }, '{"t":"中"}')).toBe('MESSAGE\ndestination:/a\\cb\nx:l1\\nl2\\\\\ncontent-length:11\n\n{"t":"中"}\0');
  });

  it('leaves CONNECTED headers as they are', () => {
    expect(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' })).toBe('CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0');
  });

  it('round-trips through the parser (for the frames both sides share)', () => {
    const text = serializeFrame('SEND', { destination: '/q:1' }, 'hello');
    const { frames } = new FrameParser(16384).push(b(text));
    expect(frames[0]).toMatchObject({ command: 'SEND', headers: { destination: '/q:1', 'content-length': '5' } });
    expect(frames[0]!.body.toString()).toBe('hello');
  });
});

describe('SharedMessage', () => {
  it('is one MESSAGE frame per subscription id, alike but for the subscription header', () => {
    const body = JSON.stringify({ event: 'message', messageTitle: '电梯检修' });
    const m = new SharedMessage('/topic/unit/H001', 'abc-7', body);
    const one = m.frameFor('sub-2');
    const other = m.frameFor('a:b\\c');
    expect(one.at(-1)).toBe(0);
    const f1 = parseServerFrame(one.toString('utf8').slice(0, -1));
    const f2 = parseServerFrame(m.frameFor('a:b').toString('utf8').slice(0, -1));
    expect(f1).toMatchObject({ command: 'MESSAGE', body, headers: { destination: '/topic/unit/H001', subscription: 'sub-2', 'message-id': 'abc-7', 'content-type': 'application/json;charset=utf-8' } });
    // content-length counts bytes, not characters; header values are escaped (spec 1.2).
    expect(f1.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(other.toString('utf8')).toContain('subscription:a\\cb\\\\c\n');
    expect({ ...f2.headers, subscription: 'x' }).toEqual({ ...f1.headers, subscription: 'x' });
    expect(f2.headers.subscription).toBe('a:b');
    // Subscribers with the same id share the very same bytes.
    expect(m.frameFor('sub-2')).toBe(one);
  });
});
