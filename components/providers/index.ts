export { usePublicConfig, isSsoHost, PublicConfigProvider } from './PublicConfigProvider';
export { AppProviders } from './AppProviders';
export { brandFor, themeFor } from './theme';
