/** A zod refusal as the envelope's `fields` (field path -> issue codes, or a refinement's named problem), for 40000. */
import type { z } from 'zod';

export function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || 'input';
    // A refinement may name its problem (`params.problem`, e.g. 'duplicate') instead of plain 'custom'.
    const problem = issue.code === 'custom' && typeof issue.params?.problem === 'string' ? issue.params.problem : issue.code;
    (fields[name] ??= []).push(problem);
  }
  return fields;
}
