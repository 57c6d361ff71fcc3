/** A through-app's desktop-client link: the configured template with appCode, hotelCode and token filled in (URL-encoded). */
export function desktopLink(template: string, values: { appCode: string; hotelCode: string; token: string }): string {
  return template.replace(/\{(appCode|hotelCode|token)\}/g, (_m, key: keyof typeof values) => encodeURIComponent(values[key]));
}
