/**
 * A browser and a system named from a User-Agent header, for "My sessions": the common engines in
 * the order their tokens overlap (Edge and Opera say Chrome, Chrome says Safari), WeChat's and
 * DingTalk's in-app browsers first. Only a name and a major version: nothing else of the header is shown.
 */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/DingTalk\/(\d+)/, 'DingTalk'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:HeadlessChrome|Chromium|Chrome)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/(?:iPhone|iPad|iPod)/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  const text = (ua ?? '').slice(0, 400);
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(text);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? '';
  return { browser, os };
}
