/**
 * The 404 of every address no route matches: one small static page outside the layouts, rendered
 * once for any host, costing what a blank Next app's 404 costs. It carries both languages; a few
 * lines of script (public/not-found-language.js, a site file the CSP's 'self' allows) pick the
 * visitor's (the SYS_LANG cookie, then the browser's language) and show only that one; the title
 * is the bare 404. Without script both show.
 * The /404 page of each host (app/prerendered/...) is the translated, themed one.
 */
import type { Metadata } from 'next';
import { siteIcons } from '@/components/providers/icons';

// A title in neither language: the page's words are chosen in the browser (below).
export const metadata: Metadata = { title: '404', icons: siteIcons() };

const TEXTS = {
  'zh-CN': { text: '抱歉，您访问的页面不存在', home: '返回首页' },
  en: { text: 'Sorry, the page you visited does not exist.', home: 'Back home' },
} as const;

const ONE_LANGUAGE = `html[data-lang=en] [lang=zh-CN]{display:none}html[data-lang=zh] [lang=en]{display:none}`;

export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <head>
        <style>{ONE_LANGUAGE}</style>
      </head>
      <body style={{ margin: 0, minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f7fa', color: 'rgba(0,0,0,0.88)', fontFamily: "-apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif" }}>
        {/* Picks the visitor's language (public/not-found-language.js): a site file, allowed by the CSP's 'self'. */}
        <script src="/not-found-language.js" />
        <main style={{ textAlign: 'center', padding: 24 }}>
          <h1 style={{ fontSize: 56, fontWeight: 600, margin: '0 0 8px', color: '#1677ff' }}>404</h1>
          {(['zh-CN', 'en'] as const).map((lang) => (
            <div key={lang} lang={lang}>
              <p style={{ margin: '0 0 24px', fontSize: 16 }}>{TEXTS[lang].text}</p>
              <a href="/" style={{ color: '#1677ff', textDecoration: 'none', fontSize: 14 }}>
                {TEXTS[lang].home}
              </a>
            </div>
          ))}
        </main>
      </body>
    </html>
  );
}
