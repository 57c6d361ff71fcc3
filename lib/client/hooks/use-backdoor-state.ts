'use client';
/** The session's backdoor state (GET /login/backdoorState), asked only when `enabled`; one request for all callers. */
import useSWR from 'swr';
import type { z } from 'zod';
import { swrFetcher } from '@/lib/client/api';
import { swrKey } from '@/lib/client/call';
import * as calls from '@/lib/client/calls.generated';
import type { backdoorStateSchema } from '@/lib/contracts/auth';

export type BackdoorState = z.infer<typeof backdoorStateSchema>;

export function useBackdoorState(enabled: boolean): BackdoorState | undefined {
  const { data } = useSWR<BackdoorState>(enabled ? swrKey(calls.backdoorState) : null, swrFetcher, { revalidateOnFocus: false });
  return data;
}
