/** Every BFF endpoint, by base. Adding a call means adding it to a feature file and listing it here. */
import type { ApiBase, Endpoint } from '@/lib/bff/endpoint';
import * as brand from './brand';
import * as dictionary from './dictionary';
import * as login from './login';
import * as messages from './messages';
import * as pms from './pms';
import * as selfService from './self-service';
import * as sessions from './sessions';
import * as sso from './sso';
import { consoleEndpointList } from './console';
import * as translate from './translate';

function endpointsOf(mod: Record<string, unknown>): Endpoint[] {
  return Object.values(mod).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'base' in v && 'handler' in v && 'path' in v,
  );
}

export const allEndpoints: Endpoint[] = [...[login, sso, selfService, sessions, messages, brand, translate, pms, dictionary].flatMap(endpointsOf), ...consoleEndpointList];

export function endpointsFor(base: ApiBase): Endpoint[] {
  return allEndpoints.filter((e) => e.base === base);
}
