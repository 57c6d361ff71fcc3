/** The browser's calls are generated from the contracts: a path, method or permission changed in a contract without `npm run gen:client` fails here. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderClientCalls } from '../../scripts/gen-client-calls';
import { consoleCalls } from '@/lib/contracts/console';
import { sortableColumns } from '@/lib/contracts/envelope';
import * as calls from '@/lib/client/calls.generated';

describe('lib/client/calls.generated.ts', () => {
  it('is what the generator writes from the contracts today', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', GENERATED_PATH), 'utf8');
    expect(committed, 'run `npm run gen:client` and commit the result').toBe(renderClientCalls());
  });

  it('holds every console call with its declared method, path and permission, and a list’s sortable columns', () => {
    for (const [name, call] of Object.entries(consoleCalls)) {
      const sortable = sortableColumns(call.input);
      expect(calls[name as keyof typeof calls], name).toEqual({ base: 'uc', method: call.method, path: call.path, permission: call.permission, ...(sortable.length ? { sortable } : {}) });
    }
  });

  it('imports nothing at run time but types', () => {
    const text = readFileSync(path.resolve(import.meta.dirname, '../../lib/client/calls.generated.ts'), 'utf8');
    const imports = text.split('\n').filter((line) => line.startsWith('import '));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
