/**
 * Tests' egress clients: the production policy (nothing blocked is allowed) plus exactly the local
 * servers a test starts, each by address and port, as an operator would list them in EGRESS_ALLOW.
 */
import { createEgress, parseAllowList, type Egress } from '@/lib/infra/egress';

export function egressAllowing(...urls: string[]): Egress {
  return createEgress({ allow: parseAllowList(urls.map((u) => new URL(u).host).join(',')) });
}
