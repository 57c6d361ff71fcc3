/** Ends this host's session on the server; a failure is ignored (portal.md section 4: logout ignores failure). */
import { callApi } from '@/lib/client/call';
import * as calls from '@/lib/client/calls.generated';

const LOGOUT_TIMEOUT_MS = 8_000;

export async function endServerSession(): Promise<void> {
  try {
    await callApi(calls.logout, {}, { quiet: true, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // The local state is cleared anyway.
  }
}

/** How long the signing-out page waits for the applications' front-channel logout frames. */
const FRONTCHANNEL_WAIT_MS = 2_000;

/**
 * Loads /logout/frontchannel in a hidden frame: it holds one frame per application of the ended
 * sign-in that asked for front-channel logout (docs/decisions/107); its load event waits for theirs.
 * Resolves at once when the logout left no hint, else when they loaded, or after two seconds.
 */
export function runFrontchannelLogout(): Promise<void> {
  // The logout call leaves a hint when there is anything to load (lib/bff/frontchannel.ts); usually there is not.
  if (!document.cookie.split(/;\s*/).some((c) => c.startsWith('concierge_fc_hint=1'))) return Promise.resolve();
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.src = '/logout/frontchannel';
    frame.title = 'logout';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    const done = () => {
      window.clearTimeout(timer);
      resolve();
    };
    const timer = window.setTimeout(done, FRONTCHANNEL_WAIT_MS);
    frame.addEventListener('load', done, { once: true });
    document.body.appendChild(frame);
  });
}
