/**
 * Running an automatic opening step (docs/decisions/045-application-opening.md): an absolute
 * http(s) URL is called through the egress client (decision 091: public or allow-listed addresses
 * only, 10 s, no redirects) with a JSON POST describing the unit and the step; 2xx without an
 * envelope refusal is success. A relative URL names a built-in step of this server (the seeded
 * ones); an unknown relative URL fails. The task's log keeps the status and a short reason, never
 * the answer's text (it could be anything the address holds).
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import { ensureRootDepartment } from '@/lib/backend/builtin/services/departments/dept-tree';
import { isEgressError } from '@/lib/infra/egress';

export interface StepContext {
  unit: { id: number; uuid: string; code: string; name: string };
  app: { id: number; code: string };
  step: { id: number; order: number; name: string; url: string | null };
  taskId: number;
  actor: string;
}

/**
 * A built-in step's result, kept in the task log as a message key and its values (`§key {json}`):
 * the log is read in the reader's language (taskLogs). Other answers (HTTP status, egress reasons)
 * are codes and stay as they are.
 */
export function stepMessage(key: string, values: Record<string, string | number> = {}): string {
  return `${STEP_MESSAGE_MARK}${key} ${JSON.stringify(values)}`;
}
export const STEP_MESSAGE_MARK = '§';

export interface StepAnswer {
  ok: boolean;
  /** What came of it (`HTTP 200`, `HTTP 500`, `HTTP 200 (result 40000)`, `blocked_address`...), kept in the task's log. */
  message: string;
}

const TIMEOUT_MS = 10_000;
/** Only an envelope's result code is read from the answer. */
const ANSWER_MAX_BYTES = 64 * 1024;
/** Built-in steps are this server's own code: their error text is ours and safe to keep. */
const BUILTIN_MESSAGE_MAX = 500;

type BuiltinStep = (deps: BuiltinDeps, c: StepContext) => Promise<StepAnswer>;

/** The seeded applications' automatic steps, done inside this server. */
const BUILTIN: Record<string, BuiltinStep> = {
  '/api/uc/open/init-admin': async (deps, c) => {
    const admins = await deps.db.user.count({ where: { unitId: c.unit.id, type: 'UNIT_ADMIN' } });
    return { ok: true, message: stepMessage('admins', { n: admins }) };
  },
  '/api/uc/open/sync-org': async (deps, c) => {
    const root = await ensureRootDepartment(deps, c.unit.id, c.actor);
    const depts = await deps.db.department.count({ where: { unitId: c.unit.id } });
    return { ok: true, message: stepMessage('departments', { n: depts, root: root.code }) };
  },
  '/api/uc/open/enable-sso': async () => ({ ok: true, message: stepMessage('ssoEnabled') }),
  '/api/uc/open/advert': async () => ({ ok: true, message: stepMessage('advertPublished') }),
  '/api/demo/open/init': async (deps, c) => {
    const menus = await deps.db.resource.count({ where: { appId: c.app.id, kind: 'MENU' } });
    return { ok: true, message: stepMessage('demoReady', { n: menus }) };
  },
  '/api/crm/open/member': async () => ({ ok: true, message: stepMessage('memberOpened') }),
  '/api/report/open/publish': async () => ({ ok: true, message: stepMessage('reportsPublished') }),
  '/api/uc/pms/saveMappings': async (deps, c) => {
    const mapped = await deps.db.pmsUserMapping.count({ where: { unitId: c.unit.id } });
    return { ok: true, message: stepMessage('pmsMapped', { n: mapped }) };
  },
};

/** An envelope's non-zero result, as a number only (its msg is the answer's text). */
function refusalIn(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'result' in json) {
      const { result } = json as { result: unknown };
      if (result !== 0 && result !== '0') return `result ${typeof result === 'number' && Number.isInteger(result) ? result : 'not 0'}`;
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
      return { ok: false, message: e instanceof Error ? e.message.slice(0, BUILTIN_MESSAGE_MAX) : 'failed' };
    }
  }
  try {
    const res = await deps.egress.fetch(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ unitId: c.unit.id, unitUuid: c.unit.uuid, unitCode: c.unit.code, unitName: c.unit.name, appCode: c.app.code, stepOrder: c.step.order, stepName: c.step.name, taskId: c.taskId }),
      },
      { purpose: 'opening-step', timeoutMs: TIMEOUT_MS, maxBytes: ANSWER_MAX_BYTES, maxRedirects: 0 },
    );
    const message = `HTTP ${res.status}`;
    if (res.status < 200 || res.status >= 300) return { ok: false, message };
    const refused = refusalIn(res.text());
    return refused ? { ok: false, message: `${message} (${refused})` } : { ok: true, message };
  } catch (e) {
    // The reason code only (blocked_address, timeout, refused, too_large...).
    return { ok: false, message: isEgressError(e) ? e.reason : 'network' };
  }
}
