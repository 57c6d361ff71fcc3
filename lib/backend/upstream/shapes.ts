/**
 * retVal schemas for the upstream calls whose answer the spec does not spell out: each accepts our
 * contract's shape with missing or null fields filled, then checks the result against the
 * contract so the BFF only ever sees exact shapes.
 */
import { z } from 'zod';
import { jwtTokenResultSchema, loginUnitSchema, unitSchema, availableResultSchema, type LoginUnit, type Unit } from '@/lib/contracts/auth';
import { domainInfoSchema, sendMobileCodeResultSchema, systemOptionSchema } from '@/lib/contracts/self-service';
import { flag, int, looseFlag, looseInt, looseText, text } from './lenient';

export const upstreamUnitSchema = z.object({
  id: looseInt,
  uuid: looseText,
  code: looseText,
  name: looseText,
  logo: looseText,
  type: looseText,
  theme: looseText,
});

export function toUnit(u: z.infer<typeof upstreamUnitSchema>): Unit {
  return {
    id: int(u.id),
    uuid: text(u.uuid),
    code: text(u.code),
    name: text(u.name),
    logo: text(u.logo),
    type: text(u.type),
    theme: text(u.theme),
  };
}

/** Organisation by code: a unit must at least have its code; null means "no such unit". */
export const orgRetVal = upstreamUnitSchema
  .extend({ code: z.union([z.string().min(1), z.number()]) })
  .transform(toUnit)
  .pipe(unitSchema)
  .nullable()
  .optional()
  .transform((u) => u ?? null);

const upstreamLoginUnitSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^-?\d+$/)]),
  code: z.union([z.string().min(1), z.number()]),
  name: looseText,
  type: looseText,
  home: looseFlag,
  current: looseFlag,
});

function toLoginUnit(u: z.infer<typeof upstreamLoginUnitSchema>): LoginUnit {
  return { id: Number(u.id), code: String(u.code), name: text(u.name), type: text(u.type), home: flag(u.home), current: flag(u.current) };
}

export const loginUnitRetVal = upstreamLoginUnitSchema.transform(toLoginUnit).pipe(loginUnitSchema);
/** A null list is an empty list. */
export const loginUnitsRetVal = z
  .array(loginUnitRetVal)
  .nullish()
  .transform((l) => l ?? []);

/** Unit parameter; the spec shows only value and remark, so the rest is filled. null: not set. */
export function systemOptionRetVal(requestedCode: string) {
  return z
    .object({ code: looseText, value: looseText, remark: looseText, halt: looseFlag })
    .transform((o) => ({ code: text(o.code, requestedCode), value: text(o.value), remark: text(o.remark), halt: flag(o.halt) }))
    .pipe(systemOptionSchema)
    .nullish()
    .transform((o) => o ?? null);
}

/** Domain by URL: the spec shows a title and front properties. null: the host is not registered. */
export const domainRetVal = z
  .object({
    title: looseText,
    logoUrl: looseText,
    backgroundUrl: looseText,
    copyRight: looseText,
    loginPage: looseText,
    frontProps: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  })
  .transform((d) => ({
    title: text(d.title),
    logoUrl: text(d.logoUrl),
    backgroundUrl: text(d.backgroundUrl),
    copyRight: text(d.copyRight),
    loginPage: text(d.loginPage),
    frontProps: Object.fromEntries(Object.entries(d.frontProps ?? {}).map(([k, v]) => [k, String(v)])),
  }))
  .pipe(domainInfoSchema)
  .nullish()
  .transform((d) => d ?? null);

/** "returns jwtToken": accepted as the bare string or as {jwtToken}. */
export const jwtTokenRetVal = z.union([
  z
    .string()
    .min(1)
    .transform((jwtToken) => ({ jwtToken })),
  jwtTokenResultSchema,
]);

/**
 * Availability: result 0 already means available, so a bare true/null answer is read as 'T' (and
 * false as 'F'); an object must match the contract. 53012/54002 arrive as non-zero results.
 */
export function availableRetVal(appCode: string) {
  return z.union([
    availableResultSchema,
    z
      .boolean()
      .nullish()
      .transform((b) => ({ appCode, available: flag(b ?? true) })),
  ]);
}

/** The mobile code call may answer with just the masked number; the button counts down 60 s. */
export const mobileCodeRetVal = z.union([
  sendMobileCodeResultSchema,
  looseText.transform((m) => ({ mobile: text(m), seconds: 60 })),
]);
