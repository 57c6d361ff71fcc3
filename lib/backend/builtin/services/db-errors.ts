/** Recognising the database's refusals that have a business meaning (a code taken meanwhile, a row still referenced). */

/** A unique constraint refused the write (Prisma P2002), e.g. two administrators creating the same code at once. */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'P2002';
}

/** A foreign key refused a delete (Prisma P2003 / P2014). */
export function isReferenced(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === 'P2003' || code === 'P2014';
}
