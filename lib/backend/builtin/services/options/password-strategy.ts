/**
 * The password-strength parameter (/password/update): PASSWORD_STRATEGY of a unit or of the system,
 * value = the pattern built from the chosen rules and length, remark = {"fruit":[...],"inputValue":n}.
 * The change-password modal and every password the server sets read it (password-rule-for-unit.ts).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Access } from '@/lib/backend/builtin/services/access/access';
import { writeAudit } from '@/lib/backend/builtin/services/audit/write-audit';
import { PASSWORD_STRATEGY } from '@/lib/backend/builtin/services/password/password-rule-for-unit';
import type { ConsoleInput, ConsoleOutput } from '@/lib/contracts/console';
import { passwordPattern, passwordRemark, type PasswordStrategy } from '@/lib/security/password-strategy';

const DEFAULT_STRATEGY = { fruit: [0], inputValue: 6 };

/** The strategy a (value, remark) pair describes, or null when the remark is not one or the pattern does not compile. */
export function strategyOf(value: string, remark: string): { fruit: number[]; inputValue: number } | null {
  try {
    const parsed = JSON.parse(remark) as { fruit?: unknown; inputValue?: unknown };
    const fruit = Array.isArray(parsed.fruit) ? parsed.fruit.map(Number) : [];
    const inputValue = Number(parsed.inputValue);
    if (!fruit.length || fruit.some((i) => !Number.isInteger(i) || i < 0 || i > 4) || !Number.isInteger(inputValue) || inputValue < 6) return null;
    if (value) new RegExp(value);
    return { fruit, inputValue };
  } catch {
    return null;
  }
}

export async function passwordStrategy(deps: BuiltinDeps, access: Access, input: ConsoleInput<'passwordStrategy'>): Promise<ConsoleOutput<'passwordStrategy'>> {
  const unitId = input.unitId ?? null;
  const rows = await deps.db.systemOption.findMany({ where: { code: PASSWORD_STRATEGY, OR: [{ unitId }, { unitId: null }] } });
  const own = unitId === null ? undefined : rows.find((r) => r.unitId === unitId);
  const chosen = own ?? rows.find((r) => r.unitId === null);
  const parsed = chosen && !chosen.halt ? strategyOf(chosen.value ?? '', chosen.remark ?? '') : null;
  return {
    unitId,
    ...(parsed ?? DEFAULT_STRATEGY),
    pattern: parsed ? (chosen?.value ?? '') : '',
    source: parsed ? (own ? 'UNIT' : 'SYSTEM') : 'NONE',
  };
}

export async function savePasswordStrategy(deps: BuiltinDeps, access: Access, input: ConsoleInput<'savePasswordStrategy'>): Promise<ConsoleOutput<'savePasswordStrategy'>> {
  const strategy = { fruit: [...new Set(input.fruit)].sort(), inputValue: input.inputValue } as PasswordStrategy;
  const value = passwordPattern(strategy);
  const remark = passwordRemark(strategy);
  const by = access.principal.user.code;
  await deps.db.$transaction(async (tx) => {
    // findFirst: a system row has a null unit id, which a compound unique key cannot look up.
    const before = await tx.systemOption.findFirst({ where: { unitId: input.unitId, code: PASSWORD_STRATEGY } });
    const row = before
      ? await tx.systemOption.update({ where: { id: before.id }, data: { value, remark, halt: false, updatedBy: by } })
      : await tx.systemOption.create({ data: { unitId: input.unitId, code: PASSWORD_STRATEGY, name: '密码强度', value, remark, createdBy: by, updatedBy: by } });
    await writeAudit(tx, access, { action: before ? 'UPDATE' : 'CREATE', objectType: 'SystemOption', objectId: row.id, unitId: input.unitId, before, after: row });
  });
  return passwordStrategy(deps, access, { unitId: input.unitId ?? undefined });
}
