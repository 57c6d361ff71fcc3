/**
 * Receipts the recipient's browser has loaded (a list, the ticker, a pop-up, a detail) count as
 * received in the publisher's sent list (lib/contracts/notices.ts). Only rows not yet marked are
 * written, so repeated loads cost one indexed no-op update.
 */
import type { BuiltinDeps } from '@/lib/backend/builtin/deps';

export async function markReceived(deps: BuiltinDeps, receipts: readonly { id: number; notified: boolean }[]): Promise<void> {
  const ids = receipts.filter((r) => !r.notified).map((r) => r.id);
  if (ids.length) await deps.db.messageRecipient.updateMany({ where: { id: { in: ids }, notified: false }, data: { notified: true, notifiedAt: deps.now() } });
}
