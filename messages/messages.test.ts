/** Every message key exists in both locales, and every namespace file the loader lists exists. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleNamespaces, namespaces } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/locales';

function keys(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object') return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function load(locale: string, sub = ''): Map<string, string[]> {
  const dir = path.join(__dirname, locale, sub);
  return new Map(
    fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), keys(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))]),
  );
}

describe('message files', () => {
  const [zh, en] = locales.map((l) => load(l)) as [Map<string, string[]>, Map<string, string[]>];

  it('have the same namespaces in both locales, all of them loaded', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...zh.keys()].sort()).toEqual([...namespaces].sort());
  });

  it.each([...namespaces])('%s has the same keys in zh-CN and en-US', (ns) => {
    const a = new Set(zh.get(ns));
    const b = new Set(en.get(ns));
    expect([...a].filter((k) => !b.has(k)), 'only in zh-CN').toEqual([]);
    expect([...b].filter((k) => !a.has(k)), 'only in en-US').toEqual([]);
  });

  const [zhConsole, enConsole] = locales.map((l) => load(l, 'console')) as [Map<string, string[]>, Map<string, string[]>];

  it('have the same console features in both locales, all of them loaded', () => {
    expect([...zhConsole.keys()].sort()).toEqual([...enConsole.keys()].sort());
    expect([...zhConsole.keys()].sort()).toEqual([...consoleNamespaces].sort());
  });

  it.each([...consoleNamespaces])('console/%s has the same keys in zh-CN and en-US', (ns) => {
    const a = new Set(zhConsole.get(ns));
    const b = new Set(enConsole.get(ns));
    expect([...a].filter((k) => !b.has(k)), 'only in zh-CN').toEqual([]);
    expect([...b].filter((k) => !a.has(k)), 'only in en-US').toEqual([]);
  });

  it('have no empty texts', () => {
    for (const locale of locales) {
      for (const ns of [...namespaces, ...consoleNamespaces.map((c) => `console/${c}`)]) {
        const obj = JSON.parse(fs.readFileSync(path.join(__dirname, locale, `${ns}.json`), 'utf8'));
        const empty = keys(obj).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj) === '');
        expect(empty, `${locale}/${ns}`).toEqual([]);
      }
    }
  });

  it('say zh-CN texts in Chinese: no zh-CN text is an English sentence (the spec quotes some English texts of the old product; the Chinese console shows them in Chinese, en-US keeps them)', () => {
    const english: string[] = [];
    for (const ns of [...namespaces, ...consoleNamespaces.map((c) => `console/${c}`)]) {
      const obj = JSON.parse(fs.readFileSync(path.join(__dirname, 'zh-CN', `${ns}.json`), 'utf8'));
      for (const k of keys(obj)) {
        const text = String(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj)).replace(/\{[^}]*\}/g, '');
        if (/[A-Za-z]{3,}\s+[A-Za-z]{2,}/.test(text) && !/[\u4e00-\u9fff]/.test(text)) english.push(`${ns}: ${k} = ${text}`);
      }
    }
    expect(english).toEqual([]);
  });

  it('use no full-width punctuation in en-US texts (issue 18)', () => {
    const fullWidth: string[] = [];
    for (const ns of [...namespaces, ...consoleNamespaces.map((c) => `console/${c}`)]) {
      const obj = JSON.parse(fs.readFileSync(path.join(__dirname, 'en-US', `${ns}.json`), 'utf8'));
      for (const k of keys(obj)) {
        const text = String(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj));
        if (/[（）：，、；。！？【】]/.test(text)) fullWidth.push(`${ns}: ${k} = ${text}`);
      }
    }
    expect(fullWidth).toEqual([]);
  });
});
