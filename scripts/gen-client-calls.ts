/**
 * Writes lib/client/calls.generated.ts: one constant per call the browser makes (every console
 * call of lib/contracts/console.ts and every BFF endpoint of lib/bff/endpoints a browser may call),
 * with its base, method, path and permission as data and its input and output types taken from the
 * contract by `import type`. The browser names a call, never its path; renaming a path in a
 * contract changes every caller, and calls.generated.test.ts fails until this is run again
 * (`npm run gen:client`). The generated file imports no zod at run time (issue 20).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint } from '@/lib/bff/endpoint';
import { consoleCalls } from '@/lib/contracts/console';
import { sortableColumns } from '@/lib/contracts/envelope';
import * as brand from '@/lib/bff/endpoints/brand';
import * as dictionary from '@/lib/bff/endpoints/dictionary';
import * as login from '@/lib/bff/endpoints/login';
import * as messages from '@/lib/bff/endpoints/messages';
import * as pms from '@/lib/bff/endpoints/pms';
import * as selfService from '@/lib/bff/endpoints/self-service';
import * as sessions from '@/lib/bff/endpoints/sessions';
import * as sso from '@/lib/bff/endpoints/sso';
import * as translate from '@/lib/bff/endpoints/translate';

export const GENERATED_PATH = 'lib/client/calls.generated.ts';

/** The endpoint modules of lib/bff/endpoints/index.ts other than the console, by the name the generated file imports them under. */
const ENDPOINT_MODULES: { alias: string; from: string; mod: Record<string, unknown> }[] = [
  { alias: 'loginEndpoints', from: '@/lib/bff/endpoints/login', mod: login },
  { alias: 'ssoEndpoints', from: '@/lib/bff/endpoints/sso', mod: sso },
  { alias: 'selfServiceEndpoints', from: '@/lib/bff/endpoints/self-service', mod: selfService },
  { alias: 'sessionEndpoints', from: '@/lib/bff/endpoints/sessions', mod: sessions },
  { alias: 'messageEndpoints', from: '@/lib/bff/endpoints/messages', mod: messages },
  { alias: 'brandEndpoints', from: '@/lib/bff/endpoints/brand', mod: brand },
  { alias: 'translateEndpoints', from: '@/lib/bff/endpoints/translate', mod: translate },
  { alias: 'pmsEndpoints', from: '@/lib/bff/endpoints/pms', mod: pms },
  { alias: 'dictionaryEndpoints', from: '@/lib/bff/endpoints/dictionary', mod: dictionary },
];

function isEndpoint(v: unknown): v is Endpoint {
  return typeof v === 'object' && v !== null && 'base' in v && 'handler' in v && 'path' in v;
}

/** Endpoints a browser may call: the default callers of a public or session call include it. */
function browserCalls(e: Endpoint): boolean {
  return e.callers === undefined || e.callers.includes('browser');
}

/** Words an export may not be named (the calls are exported one constant each). */
const RESERVED = new Set(['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'implements', 'interface', 'package', 'private', 'protected', 'public', 'await']);

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function renderClientCalls(): string {
  const names = new Set<string>();
  const entries: string[] = [];
  const add = (name: string, data: { base: string; method: string; path: string; permission: string | null; sortable?: string[] }, type: string) => {
    if (names.has(name)) throw new Error(`Two declared calls are named ${name}: rename one export so the browser's calls stay one per name`);
    if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) || RESERVED.has(name)) throw new Error(`A declared call's name is not a usable export name: ${name}`);
    names.add(name);
    const permission = data.permission === null ? 'null' : quote(data.permission);
    // A list's sortable columns (its input's sortField, docs/decisions/104) travel as data too.
    const sortable = data.sortable?.length ? `, sortable: [${data.sortable.map(quote).join(', ')}]` : '';
    entries.push(`export const ${name} = { base: ${quote(data.base)}, method: ${quote(data.method)}, path: ${quote(data.path)}, permission: ${permission}${sortable} } as ${type};`);
  };

  for (const [name, call] of Object.entries(consoleCalls)) {
    const permission = call.permission === null ? 'null' : quote(call.permission);
    add(name, { base: 'uc', method: call.method, path: call.path, permission: call.permission, sortable: sortableColumns(call.input) }, `ConsoleClientCall<ConsoleCalls[${quote(name)}], ${permission}>`);
  }
  const imports: string[] = [];
  for (const { alias, from, mod } of ENDPOINT_MODULES) {
    const found = Object.entries(mod)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]) && browserCalls(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b));
    if (found.length === 0) continue;
    imports.push(`import type * as ${alias} from '${from}';`);
    for (const [name, e] of found) {
      const permission = e.permission ?? null;
      const type = `EndpointClientCall<typeof ${alias}.${name}, ${permission === null ? 'null' : quote(permission)}>`;
      add(name, { base: e.base, method: e.method, path: e.path, permission }, type);
    }
  }

  return [
    '// Generated by scripts/gen-client-calls.ts (`npm run gen:client`) from lib/contracts/console.ts and lib/bff/endpoints: do not edit.',
    '/**',
    ' * Every call the browser makes, one constant each, by its declaration\'s name: base, method, path and',
    ' * permission as data; input and output types from the contract (type imports only: no zod in a page\'s',
    ' * bundle). Import it as a namespace (`import * as calls`): a page\'s bundle keeps the calls it names.',
    ' */',
    "import type { ConsoleCalls } from '@/lib/contracts/console';",
    ...imports,
    "import type { ConsoleClientCall, EndpointClientCall } from './call';",
    '',
    ...entries,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = path.resolve(import.meta.dirname, '..', GENERATED_PATH);
  writeFileSync(target, renderClientCalls());
  console.log(`wrote ${GENERATED_PATH}`);
}
