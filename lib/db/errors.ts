/**
 * Recognising a foreign-key refusal in the forms it reaches code in: Prisma's P2003 (with the
 * driver adapter's cause in `meta`), the adapter's own DriverAdapterError, and the drivers' raw
 * errors (better-sqlite3's SQLITE_CONSTRAINT_FOREIGNKEY, pg's 23503). Pure: no Prisma import.
 */

export interface ForeignKeyViolation {
  /** The referencing column when the database names it (PostgreSQL does, SQLite does not). */
  field?: string;
}

type Loose = Record<string, unknown> | undefined;
const obj = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : undefined);

/** PostgreSQL names Prisma's constraints `<Model>_<column>_fkey`; the column is the field. */
function fieldOfConstraint(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const m = /^[A-Za-z0-9]+_([A-Za-z0-9]+)_fkey(?: \(index\))?$/.exec(name.trim());
  return m?.[1];
}

function fromAdapterCause(cause: Loose): ForeignKeyViolation | undefined {
  if (cause?.kind !== 'ForeignKeyConstraintViolation') return undefined;
  const constraint = obj(cause.constraint);
  const fields = constraint?.fields;
  const field = Array.isArray(fields) && typeof fields[0] === 'string' ? fields[0] : fieldOfConstraint(constraint?.index);
  return field ? { field } : {};
}

/** The violation, or undefined when `e` is not a foreign-key refusal. */
export function foreignKeyViolation(e: unknown): ForeignKeyViolation | undefined {
  const error = obj(e);
  if (!error) return undefined;
  if (error.code === 'P2003') {
    const meta = obj(error.meta);
    const fromAdapter = fromAdapterCause(obj(obj(meta?.driverAdapterError)?.cause));
    if (fromAdapter) return fromAdapter;
    // Prisma without a driver adapter: meta.field_name is the column or the constraint.
    const named = meta?.field_name;
    const field = fieldOfConstraint(named) ?? (typeof named === 'string' && /^[A-Za-z0-9]+$/.test(named) ? named : undefined);
    return field ? { field } : {};
  }
  if (error.name === 'DriverAdapterError') return fromAdapterCause(obj(error.cause));
  if (error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return {};
  // pg's DatabaseError: SQLSTATE 23503 with the constraint's name.
  if (error.code === '23503') {
    const field = fieldOfConstraint(error.constraint);
    return field ? { field } : {};
  }
  return undefined;
}

/**
 * A row the query required was not there (Prisma P2025: `findUniqueOrThrow`, an update or delete
 * of a missing row): what the input named does not exist.
 */
export function isRecordNotFound(e: unknown): boolean {
  return obj(e)?.code === 'P2025';
}
