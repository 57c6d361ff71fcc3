/** The sign-in registry's OIDC deliverer (back-channel logout, lib/oidc/logout.ts), loaded only when a delivery runs. */
import { registerLogoutDeliverer } from '@/lib/backend/builtin/services/sign-ins';

registerLogoutDeliverer('OIDC', async (deps, signIn, delivery) => (await import('./logout')).deliverOidcLogout(deps, signIn, delivery));
