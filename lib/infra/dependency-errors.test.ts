import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dependencyFailure } from '@/lib/bff/bff-errors';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { unavailableDependency } from './dependency-errors';

/** Prisma's error around a driver adapter's, as a PostgreSQL outage produced it (faults/postgres-outage). */
const prismaAdapterError = (cause: Record<string, unknown>) =>
  Object.assign(new Error('Invalid `prisma.user.findMany()` invocation'), { name: 'PrismaClientKnownRequestError', code: 'P2010', meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });

describe('unavailableDependency', () => {
  it.each([
    ['connection refused (adapter)', prismaAdapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['connection cut (adapter)', prismaAdapterError({ kind: 'ConnectionClosed' })],
    ['query with no answer (pg query_timeout)', new Error('Query read timeout')],
    ['no connection within the timeout (pg)', new Error('Connection terminated due to connection timeout')],
    ['pool timeout (Prisma)', Object.assign(new Error('Timed out fetching a new connection'), { code: 'P2024' })],
    ['server shutting down (SQLSTATE 57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a socket error wrapped as a cause', new Error('outer', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
  ])('the database: %s', (_label, e) => {
    expect(unavailableDependency(e)).toBe('database');
  });

  it.each([
    ['retries spent', Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' })],
    ['command timed out', new Error('Command timed out')],
    ['connection closed', new Error('Connection is closed.')],
  ])('Redis: %s', (_label, e) => {
    expect(unavailableDependency(e)).toBe('redis');
  });

  it('the disk: SQLite refusing a write to a read-only database (a real better-sqlite3 error)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-errors-'));
    const file = path.join(dir, 'x.db');
    new Database(file).exec('CREATE TABLE t (v INTEGER)');
    const readOnly = new Database(file, { readonly: true });
    let error: unknown;
    try {
      readOnly.exec('INSERT INTO t VALUES (1)');
    } catch (e) {
      error = e;
    } finally {
      readOnly.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(unavailableDependency(error)).toBe('disk');
  });

  it('the disk: SQLite out of room (a real SQLITE_FULL: the page limit stands in for a full disk)', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (v TEXT)');
    const pages = (db.pragma('page_count', { simple: true }) as number) + 1;
    db.pragma(`max_page_count = ${pages}`);
    let error: unknown;
    try {
      for (let i = 0; i < 100; i++) db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(4000));
    } catch (e) {
      error = e;
    } finally {
      db.close();
    }
    expect((error as { code?: string }).code).toBe('SQLITE_FULL');
    expect(unavailableDependency(error)).toBe('disk');
  });

  it.each([
    ['a unique violation', Object.assign(new Error('Unique constraint failed'), { code: 'P2002' })],
    ['a missing row', Object.assign(new Error('Record not found'), { code: 'P2025' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('not a dependency: %s', (_label, e) => {
    expect(unavailableDependency(e)).toBeUndefined();
  });
});

describe('dependencyFailure (what a BFF call answers 50300 and does not count as a failed sign-in)', () => {
  it('a refusal is never one, even when it wraps a dependency error', () => {
    expect(dependencyFailure(new AppError(ErrorCode.BAD_CREDENTIALS, { cause: new Error('Command timed out') }))).toBeUndefined();
  });
  it('a 5xx wrapping a dependency error is one; so is 50300 itself', () => {
    expect(dependencyFailure(new AppError(ErrorCode.INTERNAL, { cause: new Error('Query read timeout') }))).toBe('database');
    expect(dependencyFailure(new AppError(ErrorCode.SERVICE_UNAVAILABLE))).toBe('database');
  });
  it('an upstream failure keeps its 50200 even when its cause is a socket error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' });
    expect(dependencyFailure(new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, { cause: refused }))).toBeUndefined();
  });
  it('an unknown failure is not one (it stays 50000 and counts)', () => {
    expect(dependencyFailure(new Error('boom'))).toBeUndefined();
  });
});
