/**
 * One antd icon drawn from its abstract definition (@ant-design/icons-svg): the same glyphs as
 * @ant-design/icons without its runtime (context, colour helpers), for pages that load no antd.
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

/** SVG attribute names (fill-rule) as React spells them (fillRule). */
function props(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), v]));
}

function render(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...props(node.attrs) }, node.children?.map((child, i) => render(child, i)));
}

export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden className={className} style={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}>
      {createElement('svg', { ...props(root.attrs), width: '1em', height: '1em', fill: 'currentColor' }, root.children?.map((child, i) => render(child, i)))}
    </span>
  );
}
