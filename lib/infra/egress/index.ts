/** The one client for outgoing requests to addresses from data or configuration (decision 091). */
export { createEgress, type Egress, type EgressInit, type EgressLimits, type EgressPurpose, type EgressResponse } from './client';
export { EgressError, httpReason, isEgressError, type EgressReason } from './egress-error';
export { parseAllowList, describeEntry, type AllowEntry } from './allow-list';
export { resolveAllowed, type EgressPolicy, type ResolvedAddress, type Resolver } from './policy';
export { egressPolicyFromEnv } from './from-env';
export { egressFetchFunction } from './as-fetch';
