/**
 * XML of a workbook part as events, chunk by chunk (saxes), with element names stripped of their
 * prefix (generators write `x:row` as well as `row`). A handler may throw to stop the read there.
 * A DOCTYPE is refused: parts never have one, and entity declarations are a way to expand.
 */
import { SaxesParser } from 'saxes';
import { UnreadableFileError } from './limits';

export type Attributes = Record<string, string>;

export interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by local name, whatever its prefix (`r:id`, `ns1:id`). */
export function attribute(attributes: Attributes, local: string): string | undefined {
  if (local in attributes) return attributes[local];
  for (const [name, value] of Object.entries(attributes)) if (localName(name) === local) return value;
  return undefined;
}

export async function parseXml(chunks: AsyncIterable<string>, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw new UnreadableFileError('DOCTYPE in a workbook part');
  });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', text);
    parser.on('cdata', text);
  }
  let first = true;
  for await (let chunk of chunks) {
    if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    if (chunk) first = false;
    parser.write(chunk);
  }
  parser.close();
}
