import { describe, expect, it } from 'vitest';
import { foreignKeyViolation, isRecordNotFound } from './errors';

/** The shapes measured on Prisma 7.10 with the better-sqlite3 and pg adapters (P2003 with the adapter's cause). */
const adapterError = (cause: Record<string, unknown>) => ({ code: 'P2003', meta: { modelName: 'Role', driverAdapterError: { name: 'DriverAdapterError', cause } } });
const SQLITE = adapterError({ originalCode: 'SQLITE_CONSTRAINT_FOREIGNKEY', kind: 'ForeignKeyConstraintViolation', constraint: { foreignKey: {} } });
const POSTGRES = adapterError({ originalCode: '23503', kind: 'ForeignKeyConstraintViolation', constraint: { index: 'Role_unitId_fkey' } });

describe('foreignKeyViolation', () => {
  it.each([
    ['P2003 from SQLite (no column named)', SQLITE, {}],
    ['P2003 from PostgreSQL (the constraint names the column)', POSTGRES, { field: 'unitId' }],
    ['P2003 with the adapter naming fields', adapterError({ kind: 'ForeignKeyConstraintViolation', constraint: { fields: ['appId'] } }), { field: 'appId' }],
    ['P2003 without an adapter (field_name)', { code: 'P2003', meta: { field_name: 'Department_unitId_fkey (index)' } }, { field: 'unitId' }],
    ['the adapter error itself', { name: 'DriverAdapterError', cause: { kind: 'ForeignKeyConstraintViolation', constraint: { index: 'UnitOption_unitId_fkey' } } }, { field: 'unitId' }],
    ['better-sqlite3 raw', { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }, {}],
    ['pg raw', { code: '23503', constraint: 'PmsUserMapping_unitId_fkey' }, { field: 'unitId' }],
  ])('%s', (_label, error, expected) => {
    expect(foreignKeyViolation(error)).toEqual(expected);
  });

  it.each([
    ['a unique violation', { code: 'P2002' }],
    ['another adapter error', { name: 'DriverAdapterError', cause: { kind: 'UniqueConstraintViolation' } }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is not %s', (_label, error) => {
    expect(foreignKeyViolation(error)).toBeUndefined();
  });
});

describe('isRecordNotFound', () => {
  it('is P2025 only', () => {
    expect(isRecordNotFound({ code: 'P2025' })).toBe(true);
    expect(isRecordNotFound({ code: 'P2003' })).toBe(false);
    expect(isRecordNotFound(null)).toBe(false);
  });
});
