/**
 * A declared call as the browser knows it (lib/client/calls.generated.ts holds one per declaration):
 * its base, method, path and permission as plain data, and its input and output types read from
 * the contract's zod schemas with `import type` only, so no page bundle pulls zod in (issue 20).
 * `callApi` makes one: ":name" path parameters from the values, the rest as query (GET, DELETE)
 * or body.
 */
import type { z } from 'zod';
import type { ConsoleCall } from '@/lib/contracts/console-call';
import type { Permission } from '@/lib/contracts/permissions';
import { fillPath } from '@/lib/contracts/path-params';
import { api, type Base } from './api';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ClientCall<I = unknown, O = unknown, P extends string | null = Permission | null> {
  readonly base: Base;
  readonly method: CallMethod;
  /** The spec's path below the base, ":name" filled from the values. */
  readonly path: string;
  /** What the server checks (null: any signed-in user, or a public call); the UI hides what it would refuse. */
  readonly permission: P;
  /** A list's columns the server sorts by (its contract's sortedPageQuery); a header click asks for one. */
  readonly sortable?: readonly string[];
  /** Types only, never set: what the call takes and answers. */
  readonly types?: { input: I; output: O };
}

/** What a console call takes from the browser: its input schema's input side (ids may be digits, defaults may be left out). */
export type ConsoleRequest<C> = C extends ConsoleCall<infer I, z.ZodType> ? z.input<I> : never;

/**
 * What the browser receives: the output schema's output side. The BFF parses every answer with the
 * call's output schema (masks and all) before sending it, so this is the parsed shape, not the
 * service's return type (CallOutput, the input side).
 */
export type ConsoleResponse<C> = C extends ConsoleCall<z.ZodType, infer O> ? z.output<O> : never;

/** A console call's client form (lib/contracts/console.ts); P is its permission's literal type, so `calls.x.permission` is one Permission. */
export type ConsoleClientCall<C, P extends Permission | null> = ClientCall<ConsoleRequest<C>, ConsoleResponse<C>, P>;

/** A BFF endpoint's client form (lib/bff/endpoints): the same reading of its schemas. */
export type EndpointClientCall<E, P extends string | null> = E extends { input: infer I extends z.ZodType; output: infer O extends z.ZodType } ? ClientCall<z.input<I>, z.output<O>, P> : never;

export type InputOf<C> = C extends ClientCall<infer I, unknown, string | null> ? I : never;
export type OutputOf<C> = C extends ClientCall<unknown, infer O, string | null> ? O : never;
/** A row of a list call's answer: an element of its page's `datas`, or of the array it answers. */
export type RowOf<C> = OutputOf<C> extends { datas: (infer R)[] } ? R : OutputOf<C> extends (infer R)[] ? R : never;

/** The request a call makes with these values: its path filled, the rest as query (GET, DELETE) or body. */
export function requestOf(call: { method: CallMethod; path: string }, values: Record<string, unknown> = {}): { method: CallMethod; path: string; query?: Record<string, unknown>; body?: Record<string, unknown> } {
  const { path, rest } = fillPath(call.path, values);
  return call.method === 'GET' || call.method === 'DELETE' ? { method: call.method, path, query: rest } : { method: call.method, path, body: rest };
}

export interface CallOptions {
  /** Do not toast the envelope's message (the caller shows its own). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** Makes a declared call; its answer is typed by the contract's output schema. */
export function callApi<C extends ClientCall<unknown, unknown, string | null>>(call: C, values?: InputOf<C>, options: CallOptions = {}): Promise<OutputOf<C>> {
  const { method, path, query, body } = requestOf(call, (values ?? {}) as Record<string, unknown>);
  return api<OutputOf<C>>(call.base, path, { method, query, body, ...options });
}

/** An swr key for a GET call: [base, filled path, query] (swrFetcher in lib/client/api.ts). */
export function swrKey(call: { base: Base; path: string }, values: Record<string, unknown> = {}): [Base, string, Record<string, unknown>] {
  const { path, rest } = fillPath(call.path, values);
  return [call.base, path, rest];
}
