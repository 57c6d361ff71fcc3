import { describe, expect, it } from 'vitest';
import { iconDefinition, iconDefinitions } from './icons';

describe('icons named by data', () => {
  it('resolves the name forms an application or a menu may use', () => {
    for (const name of ['team', 'TeamOutlined', 'team-outlined', 'Team']) expect(iconDefinition(name)?.name).toBe('team');
    expect(iconDefinition('shopping-cart')?.name).toBe('shopping-cart');
    expect(iconDefinition('NoSuchIconAnywhere')).toBeUndefined();
  });

  it('sends a page the definitions it names, an unknown name as null so the browser does not look it up', () => {
    const defs = iconDefinitions(['TeamOutlined', 'NoSuchIcon', '', null, undefined, 'TeamOutlined']);
    expect(Object.keys(defs).sort()).toEqual(['NoSuchIcon', 'TeamOutlined']);
    expect(defs.NoSuchIcon).toBeNull();
    expect(defs.TeamOutlined?.icon).toMatchObject({ tag: 'svg' });
  });
});
