/**
 * The 404 of every address no route matches: one small static page outside the layouts, in both
 * languages (it is rendered once, for any host), costing what a blank Next app's 404 costs.
 * The /404 page of each host (app/prerendered/...) is the translated, themed one.
 */
import type { Metadata } from 'next';
import { siteIcons } from '@/components/providers/icons';

export const metadata: Metadata = { title: '404 - 页面不存在 / Page not found', icons: siteIcons() };

export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body style={{ margin: 0, minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f7fa', color: 'rgba(0,0,0,0.88)', fontFamily: "-apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif" }}>
        <main style={{ textAlign: 'center', padding: 24 }}>
          <h1 style={{ fontSize: 56, fontWeight: 600, margin: '0 0 8px', color: '#1677ff' }}>404</h1>
          <p style={{ margin: '0 0 4px', fontSize: 16 }}>抱歉，您访问的页面不存在</p>
          <p lang="en" style={{ margin: '0 0 24px', fontSize: 14, color: 'rgba(0,0,0,0.45)' }}>
            Sorry, the page you visited does not exist.
          </p>
          <a href="/" style={{ color: '#1677ff', textDecoration: 'none', fontSize: 14 }}>
            返回首页 / Back home
          </a>
        </main>
      </body>
    </html>
  );
}
