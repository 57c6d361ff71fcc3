/** The domain-list calls' services (lib/contracts/domains.ts). */
import type { ConsoleHandlers } from '@/lib/backend/builtin/console-handlers';
import type { domainCalls } from '@/lib/contracts/domains';
import { checkDomain, listDomains, saveDomain, updateDomain } from './domains';

export const domainHandlers: ConsoleHandlers<typeof domainCalls> = { listDomains, saveDomain, updateDomain, checkDomain };
