/**
 * Running an automatic opening step (docs/decisions/045-application-opening.md): an absolute
 * http(s) URL is called with a JSON POST describing the unit and the step (10 s, no redirects);
 * 2xx without an envelope refusal is success. A relative URL names a built-in step of this server
 * (the seeded ones); an unknown relative URL fails. The answer is recorded either way.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { ensureRootDepartment } from '@/lib/backend/builtin/services/departments/dept-tree';

export interface StepContext {
  unit: { id: number; uuid: string; code: string; name: string };
  app: { id: number; code: string };
  step: { id: number; order: number; name: string; url: string | null };
  taskId: number;
  actor: string;
}

export interface StepAnswer {
  ok: boolean;
  /** What the step answered (status and the start of the body), kept in the task's log. */
  message: string;
}

const TIMEOUT_MS = 10_000;
const ANSWER_MAX = 500;

type BuiltinStep = (deps: BuiltinDeps, c: StepContext) => Promise<StepAnswer>;

/** The seeded applications' automatic steps, done inside this server. */
const BUILTIN: Record<string, BuiltinStep> = {
  '/api/uc/open/init-admin': async (deps, c) => {
    const admins = await deps.db.user.count({ where: { unitId: c.unit.id, type: 'UNIT_ADMIN' } });
    return { ok: true, message: `unit administrators: ${admins}` };
  },
  '/api/uc/open/sync-org': async (deps, c) => {
    const root = await ensureRootDepartment(deps, c.unit.id, c.actor);
    const depts = await deps.db.department.count({ where: { unitId: c.unit.id } });
    return { ok: true, message: `departments: ${depts} (root ${root.code})` };
  },
  '/api/uc/open/enable-sso': async () => ({ ok: true, message: 'single sign-on enabled' }),
  '/api/uc/open/advert': async () => ({ ok: true, message: 'advert published' }),
  '/api/demo/open/init': async (deps, c) => {
    const menus = await deps.db.resource.count({ where: { appId: c.app.id, kind: 'MENU' } });
    return { ok: true, message: `demo data ready, menus: ${menus}` };
  },
  '/api/crm/open/member': async () => ({ ok: true, message: 'member programme opened' }),
  '/api/report/open/publish': async () => ({ ok: true, message: 'reports published' }),
  '/api/uc/pms/saveMappings': async (deps, c) => {
    const mapped = await deps.db.pmsUserMapping.count({ where: { unitId: c.unit.id } });
    return { ok: true, message: `PMS accounts mapped: ${mapped}` };
  },
};

/** Test seam: the HTTP calls of automatic steps go through this fetch. */
export const stepFetch: { fn: typeof fetch } = { fn: (...args) => fetch(...args) };

function refusalIn(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'result' in json) {
      const { result, msg } = json as { result: unknown; msg?: unknown };
      if (result !== 0 && result !== '0') return `result ${String(result)}${msg ? `: ${String(msg)}` : ''}`;
    }
  } catch {
    // Not JSON: the status decides.
  }
  return null;
}

export async function runStep(deps: BuiltinDeps, c: StepContext): Promise<StepAnswer> {
  const url = (c.step.url ?? '').trim();
  if (!url) return { ok: false, message: 'no address' };
  if (url.startsWith('/')) {
    const builtin = BUILTIN[url.split('?')[0]!];
    if (!builtin) return { ok: false, message: `no built-in step at ${url}` };
    try {
      return await builtin(deps, c);
    } catch (e) {
      return { ok: false, message: e instanceof Error ? e.message.slice(0, ANSWER_MAX) : 'failed' };
    }
  }
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, message: 'invalid address' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { ok: false, message: 'only http and https addresses are called' };
  try {
    const res = await stepFetch.fn(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ unitId: c.unit.id, unitUuid: c.unit.uuid, unitCode: c.unit.code, unitName: c.unit.name, appCode: c.app.code, stepOrder: c.step.order, stepName: c.step.name, taskId: c.taskId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    const body = (await res.text()).slice(0, 4000);
    const message = `HTTP ${res.status}${body ? `: ${body.slice(0, ANSWER_MAX)}` : ''}`;
    if (res.status < 200 || res.status >= 300) return { ok: false, message };
    const refused = refusalIn(body);
    return refused ? { ok: false, message: `${message} (${refused})` } : { ok: true, message };
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    return { ok: false, message: timedOut ? `no answer within ${TIMEOUT_MS / 1000} s` : `unreachable: ${e instanceof Error ? e.message : 'error'}`.slice(0, ANSWER_MAX) };
  }
}
