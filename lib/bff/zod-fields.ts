/** A zod refusal as the envelope's `fields` (field path -> issue codes), for 40000. */
import type { z } from 'zod';

export function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || 'input';
    (fields[name] ??= []).push(issue.code);
  }
  return fields;
}
