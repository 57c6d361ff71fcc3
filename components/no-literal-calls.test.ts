/**
 * Issue 22: a screen names the call (lib/client/calls.generated.ts), never its path or its
 * permission. This scans the source of components/ and app/ (tests aside) and fails on a string
 * literal that is the path of a declared call or a permission code, printing file:line, so a
 * hand-written `{ method: 'POST', path: '/auditLog/list' }` or `has('uc:audit:list')` cannot come back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as calls from '@/lib/client/calls.generated';
import { PERMISSIONS } from '@/lib/contracts/permissions';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where screens, hooks and pages live (lib/client's hooks and caches too; the generated calls themselves aside). */
const SCANNED = ['components', 'app', 'lib/client'];
const GENERATED = path.join('lib', 'client', 'calls.generated.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A declared path as a pattern: each ":name" stands for any one segment (a template's `${...}` included). */
function pathPattern(template: string): RegExp {
  return new RegExp(`^${template.split(/:[A-Za-z_][A-Za-z0-9_]*/).map(escape).join('[^/]+')}$`);
}

/**
 * The site's own pages (app/ folders with a page or a route, outside the API): some share an address
 * with a call ('/auditLog/list', '/logs', '/login'). The prerendered pages are served at their own
 * name (app/prerendered/[host]/[locale]/login is /login: lib/routing/static-pages.ts).
 */
function pagePatterns(): RegExp[] {
  const pages = sourceFiles(path.join(ROOT, 'app'))
    .filter((f) => /[/\\](page\.tsx|route\.ts)$/.test(f) && !path.relative(ROOT, f).startsWith(`app${path.sep}api${path.sep}`))
    .map((f) =>
      path
        .relative(path.join(ROOT, 'app'), path.dirname(f))
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment)),
    )
    .map((segments) => (segments[0] === 'prerendered' ? segments.slice(3) : segments));
  return pages.map((segments) => new RegExp(`^/${segments.map((s) => (/^\[\[?\.\.\./.test(s) ? '.*' : /^\[.*\]$/.test(s) ? '[^/]+' : escape(s))).join('/')}/?$`));
}

const declaredPaths = Object.values(calls).map((c) => pathPattern(c.path));
const permissionCodes = new Set<string>([...Object.keys(PERMISSIONS), ...Object.values(calls).flatMap((c) => (c.permission ? [c.permission] : []))]);
const PERMISSION_SHAPE = /^uc:[a-z0-9-]+(:[a-z0-9-]+)+$/;
const pages = pagePatterns();

/** A literal used where a call's address goes: a `path` property, an argument of api()/callApi(), an swr key. */
function inCallPosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent)) return ['path', 'list'].includes(parent.name.getText());
  if (ts.isCallExpression(parent)) return /api$/i.test(parent.expression.getText());
  if (ts.isConditionalExpression(parent)) return inCallPosition(parent);
  return ts.isArrayLiteralExpression(parent);
}

export interface Finding {
  line: number;
  text: string;
  kind: 'path' | 'permission';
}

/** The literals of one source file that repeat a declared call's path or a permission code. */
export function literalCalls(source: string, fileName = 'file.tsx'): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const check = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    if (permissionCodes.has(text) || PERMISSION_SHAPE.test(text)) found.push({ line, text, kind: 'permission' });
    const address = text.replace(/[?#].*$/, '');
    if (address.startsWith('/') && declaredPaths.some((p) => p.test(address)) && (!pages.some((p) => p.test(address)) || inCallPosition(node))) found.push({ line, text, kind: 'path' });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) check(node, node.head.text + node.templateSpans.map((s) => `\u0000${s.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('console screens and components name calls, not paths', () => {
  it('finds a hand-written call, a permission code and a path built in a template', () => {
    const source = [
      "const list = { method: 'POST', path: '/auditLog/list' };",
      "if (has('uc:audit:list')) void api('uc', `/logo/${code}`);",
      "const swr = useSWR(['message', '/api/backstage/noticeList'], fetcher);",
    ].join('\n');
    expect(literalCalls(source).map((f) => `${f.line}:${f.kind}:${f.text}`)).toEqual([
      '1:path:/auditLog/list',
      '2:permission:uc:audit:list',
      '2:path:/logo/\u0000',
      '3:path:/api/backstage/noticeList',
    ]);
  });

  it("leaves the site's own page addresses alone where they are links", () => {
    expect(literalCalls("window.location.assign('/login'); const a = <a href=\"/logs\">x</a>;")).toEqual([]);
    expect(literalCalls("import * as calls from '@/lib/client/calls.generated'; callApi(calls.listAuditLogs, {});")).toEqual([]);
  });

  it('holds for every source file of components/, app/ and lib/client/', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => path.relative(ROOT, file) !== GENERATED);
    const findings = files.flatMap((file) =>
      literalCalls(readFileSync(file, 'utf8'), file).map((f) => `${path.relative(ROOT, file)}:${f.line}: ${f.kind} '${f.text}'`),
    );
    expect(findings, 'name the call from lib/client/calls.generated.ts (calls.x, calls.x.permission) instead').toEqual([]);
  });
});
