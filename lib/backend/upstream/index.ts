/**
 * The upstream backend (BACKEND=upstream): every call is forwarded over HTTP to an existing
 * user-center service that speaks the spec's API at UPSTREAM_UC_URL.
 */
import type { Backend } from '@/lib/backend/types';
import type { Egress } from '@/lib/infra/egress';
import { createUpstreamAuth } from './auth';
import { createUpstreamClient } from './client';
import { createUpstreamConsole } from './console';
import { createUpstreamSelfService } from './self-service';
import { createUpstreamMessages } from './messages';
import { createUpstreamBrand } from './brand';
import { createUpstreamStyle } from './style';
import { createUpstreamDictionary } from './dictionary';
import { createUpstreamPms } from './pms';
import { createUpstreamSessions, unsupportedCas } from './sessions';
import { createUpstreamTranslate } from './translate';

export { BLANK_VALUE, toQuery } from './query';

export function createUpstreamBackend(options: { userCenterUrl: string; messageUrl?: string; translateUrl?: string; timeoutMs: number; egress: Egress }): Backend {
  const client = createUpstreamClient(options);
  const messageClient = createUpstreamClient({ ...options, userCenterUrl: options.messageUrl ?? options.userCenterUrl, putAsPost: false });
  // The translate base may be a service of its own (UPSTREAM_TRANSLATE_URL).
  const translateClient = options.translateUrl ? createUpstreamClient({ ...options, userCenterUrl: options.translateUrl }) : client;
  return {
    kind: 'upstream',
    auth: createUpstreamAuth(client),
    self: createUpstreamSelfService(client),
    // The upstream service checks its own permissions and units on every call forwarded with the
    // user's token (docs/decisions/040, 090).
    access: { require: async () => undefined, authorize: async () => undefined },
    sessions: createUpstreamSessions(client),
    cas: unsupportedCas,
    console: createUpstreamConsole(client),
    messages: createUpstreamMessages(messageClient, client),
    brand: createUpstreamBrand(client),
    style: createUpstreamStyle(client),
    translate: createUpstreamTranslate(translateClient),
    pms: createUpstreamPms(client),
    dictionary: createUpstreamDictionary(client),
  };
}
