'use client';
/**
 * An icon named by data (an application's or a menu's `icon`), drawn from its definition
 * (components/apps/icons.ts). The page's server part resolves the names it shows and passes their
 * definitions to IconDefsProvider, so the first paint needs no icon table in the browser; a name
 * it did not resolve loads the table on demand, showing the fallback until then.
 */
import { createContext, createElement, useContext, useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

const EMPTY: Record<string, IconDefinition | null> = {};
const IconDefs = createContext(EMPTY);

export function IconDefsProvider({ value, children }: { value: Record<string, IconDefinition | null>; children: ReactNode }) {
  const outer = useContext(IconDefs);
  return <IconDefs.Provider value={outer === EMPTY ? value : { ...outer, ...value }}>{children}</IconDefs.Provider>;
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, ...(node.children ?? []).map((c, i) => draw(c, i)));
}

function Svg({ def, style, className }: { def: IconDefinition; style?: CSSProperties; className?: string }) {
  // Outlined and filled icons are plain trees; two-tone ones (a function of colours) are not in the set.
  const tree = typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon;
  return (
    <span role="img" aria-label={def.name} className={`anticon anticon-${def.name}${className ? ` ${className}` : ''}`} style={style}>
      {createElement(tree.tag, { ...tree.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true }, ...(tree.children ?? []).map((c, i) => draw(c, i)))}
    </span>
  );
}

export function NamedIcon({ name, fallback: Fallback, style, className }: { name?: string | null; fallback: ComponentType<{ style?: CSSProperties; className?: string }>; style?: CSSProperties; className?: string }) {
  const defs = useContext(IconDefs);
  // null: the server looked the name up and does not know it.
  const resolved = !!name && name in defs;
  const known = name ? defs[name] : undefined;
  const [loaded, setLoaded] = useState<IconDefinition | null | undefined>(undefined);
  useEffect(() => {
    if (!name || resolved) return;
    let live = true;
    void import('./icons').then((m) => {
      if (live) setLoaded(m.iconDefinition(name) ?? null);
    });
    return () => {
      live = false;
    };
  }, [name, resolved]);
  const def = known ?? loaded;
  return def ? <Svg def={def} style={style} className={className} /> : <Fallback style={style} className={className} />;
}
