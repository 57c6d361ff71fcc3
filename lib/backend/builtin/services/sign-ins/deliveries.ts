/**
 * The logout outbox's sender. Any instance may send any due row: a row is claimed with one atomic
 * update (not delivered, not abandoned, due, and unclaimed or its claim lapsed), sent through its
 * protocol's deliverer, then marked delivered, or rescheduled with backoff and the failure logged;
 * after the last attempt it is abandoned (logged as an error). A logout only writes rows and kicks
 * the sender without waiting for it (docs/decisions/107).
 */
import { randomBytes } from 'node:crypto';
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';
import type { Db } from '@/lib/db/client';
import { isEgressError } from '@/lib/infra/egress';
import { errorFields, log } from '@/lib/infra/log';
import { logoutDelivererOf } from './registry';
import { sweepEndedFamilies } from './end-sign-ins';

/** Waits before attempt 2, 3, ...: the last entry is the last attempt's wait; then abandoned. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claim holds: longer than a deliverer may take (its egress time limit). */
const CLAIM_MS = 60_000;
const BATCH = 20;
/** Poll for due retries, and sweep for ended families every so many polls. */
const POLL_MS = 2_000;
const SWEEP_EVERY = 30;

const instanceId = randomBytes(8).toString('hex');

/** A short reason for the row and the log: never a body, header or token. */
function reasonOf(e: unknown): string {
  if (isEgressError(e)) return e.reason;
  if (e instanceof Error) return e.message.slice(0, 200);
  return 'failed';
}

/** Claims and sends the due rows; returns how many were delivered. */
export async function runDueDeliveries(deps: BuiltinDeps): Promise<{ delivered: number; failed: number }> {
  const now = deps.now();
  const due = { deliveredAt: null, abandonedAt: null, nextAt: { lte: now }, OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] };
  const rows = await deps.db.logoutDelivery.findMany({ where: due, orderBy: { nextAt: 'asc' }, take: BATCH, select: { id: true } });
  let delivered = 0;
  let failed = 0;
  await Promise.all(
    rows.map(async ({ id }) => {
      const claim = await deps.db.logoutDelivery.updateMany({ where: { id, ...due }, data: { claimedBy: instanceId, claimedUntil: new Date(now.getTime() + CLAIM_MS) } });
      if (claim.count !== 1) return;
      const ok = await sendOne(deps, id);
      if (ok) delivered++;
      else failed++;
    }),
  );
  return { delivered, failed };
}

async function sendOne(deps: BuiltinDeps, id: string): Promise<boolean> {
  const row = await deps.db.logoutDelivery.findUnique({ where: { id }, include: { signIn: true } });
  if (!row) return false;
  const { signIn, ...delivery } = row;
  const attempts = delivery.attempts + 1;
  const fields = { protocol: delivery.protocol, client: signIn.clientCode, attempts };
  try {
    const deliver = logoutDelivererOf(delivery.protocol);
    if (!deliver) throw new Error('no_deliverer');
    await deliver(deps, signIn, delivery);
    await deps.db.logoutDelivery.update({ where: { id }, data: { attempts, deliveredAt: deps.now(), claimedBy: null, claimedUntil: null, lastError: null } });
    log.info('signins.logout_delivered', fields);
    return true;
  } catch (e) {
    const lastError = reasonOf(e);
    const now = deps.now();
    if (attempts >= MAX_ATTEMPTS) {
      await deps.db.logoutDelivery.update({ where: { id }, data: { attempts, lastError, abandonedAt: now, claimedBy: null, claimedUntil: null } });
      log.error('signins.logout_abandoned', { ...fields, reason: lastError });
    } else {
      const nextAt = new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]!);
      await deps.db.logoutDelivery.update({ where: { id }, data: { attempts, lastError, nextAt, claimedBy: null, claimedUntil: null } });
      log.warn('signins.logout_failed', { ...fields, reason: lastError, retryAt: nextAt.toISOString() });
    }
    return false;
  }
}

const running = new WeakMap<Db, Promise<void>>();
const again = new WeakSet<Db>();

/**
 * Sends what is due now, in the background (a logout does not wait for it). A kick during a run makes
 * the run go once more, so rows written meanwhile are not left for the next poll.
 */
export function kickLogoutDeliveries(deps: BuiltinDeps): Promise<void> {
  const current = running.get(deps.db);
  if (current) {
    again.add(deps.db);
    return current;
  }
  const run = (async () => {
    do {
      again.delete(deps.db);
      try {
        await runDueDeliveries(deps);
      } catch (e) {
        log.warn('signins.delivery_run_failed', errorFields(e));
      }
    } while (again.has(deps.db));
  })().finally(() => running.delete(deps.db));
  running.set(deps.db, run);
  return run;
}

/** For tests: resolves once the background run (if any) is over. */
export async function logoutDeliveriesSettled(deps: BuiltinDeps): Promise<void> {
  while (running.get(deps.db)) await running.get(deps.db);
}

const loops = new WeakMap<Db, NodeJS.Timeout>();

/** Every instance polls for retries that came due and sweeps for ended families (started with the backend). */
export function startLogoutDeliveryLoop(deps: BuiltinDeps): () => void {
  const existing = loops.get(deps.db);
  if (existing) return () => undefined;
  let polls = 0;
  const timer = setInterval(() => {
    polls++;
    void (async () => {
      if (polls % SWEEP_EVERY === 0) await sweepEndedFamilies(deps).catch((e) => log.warn('signins.sweep_failed', errorFields(e)));
      await kickLogoutDeliveries(deps);
    })();
  }, POLL_MS);
  timer.unref();
  loops.set(deps.db, timer);
  return () => {
    clearInterval(timer);
    loops.delete(deps.db);
  };
}
