/** The sign-in registry and logout fan-out (docs/decisions/107). */
export { registerLogoutDeliverer, logoutDelivererOf, SIGN_IN_PROTOCOLS, type SignInProtocol, type LogoutDeliverer } from './registry';
export { recordSignIn, type SignInRecord } from './record-sign-in';
export { endSignIns, endSignInsAfterRevocation, sweepEndedFamilies, type SignInsOf } from './end-sign-ins';
export { runDueDeliveries, kickLogoutDeliveries, logoutDeliveriesSettled, startLogoutDeliveryLoop, RETRY_DELAYS_MS, MAX_ATTEMPTS } from './deliveries';
export { registerFrontchannelUrl, frontchannelLogoutUrls, type FrontchannelUrl } from './frontchannel';
