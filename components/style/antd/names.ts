/**
 * The antd components whose styles the portal imports (components/style/antd/<Name>.ts), each with
 * the components it renders inside itself, whose styles it needs too. A name is antd's export
 * (`import { Table } from 'antd'`); antd-css.test.ts checks that every file importing a component
 * from antd imports its module.
 */
export const STYLE_DEPENDENCIES: Record<string, string[]> = {
  // Every portal page (app/(portal)/layout.tsx): the shared reset, icons, the click wave and the
  // toasts' holder (AppProviders).
  base: ['Shared', 'Icons', 'Wave', 'App'],
  Shared: [],
  Icons: [],
  Wave: [],
  // App's root class only: the portal's FeedbackProvider (components/feedback/feedback.tsx) mounts
  // the message holder; the confirmation dialog brings Modal's styles when it loads.
  App: ['message'],
  message: [],
  notification: [],
  Affix: [],
  Alert: [],
  Anchor: [],
  AutoComplete: ['Select'],
  Avatar: [],
  Badge: [],
  Breadcrumb: ['Dropdown'],
  Button: [],
  Calendar: ['DatePicker', 'Select', 'Radio'],
  // With `loading` a Card draws a Skeleton, with `tabList` Tabs: the portal uses neither.
  Card: [],
  Carousel: [],
  Cascader: ['Select', 'Empty'],
  Checkbox: [],
  Col: ['Row'],
  // A Col with breakpoint props (xs, sm, md, lg, xl, xxl): antd.css's @media blocks of the grid.
  ColResponsive: ['Row'],
  Collapse: [],
  ColorPicker: ['Popover', 'Input', 'InputNumber', 'Select', 'Slider'],
  DatePicker: ['Button'],
  Descriptions: [],
  Divider: [],
  Drawer: ['Button'],
  Dropdown: ['Menu', 'Button'],
  Empty: [],
  Flex: [],
  FloatButton: ['Badge', 'Tooltip'],
  Form: ['Row'],
  Image: [],
  // Input.Search is a Space.Compact of an input and a Button.
  Input: ['Button', 'Space'],
  InputNumber: [],
  Layout: [],
  List: ['Spin', 'Pagination', 'Empty', 'Row'],
  Mentions: ['Spin'],
  Menu: ['Tooltip'],
  Modal: ['Button'],
  // The size changer is a Select (the quick jumper's input is not used).
  Pagination: ['Select'],
  Popconfirm: ['Popover', 'Button'],
  Popover: [],
  Progress: [],
  QRCode: ['Spin'],
  Radio: [],
  Rate: ['Tooltip'],
  Result: [],
  Row: [],
  Segmented: [],
  Select: ['Empty'],
  Skeleton: [],
  Slider: ['Tooltip'],
  Space: [],
  Spin: [],
  Splitter: [],
  Statistic: ['Skeleton'],
  Steps: ['Progress'],
  Switch: [],
  // Pagination, row selection (checkboxes, radios), the empty state, loading, sorter tips; column
  // filters (a Dropdown with a Tree or Input) are not used by the portal.
  // Row selection by checkbox; the one radio-selection table (the unit change dialog) imports Radio itself.
  Table: ['Pagination', 'Checkbox', 'Empty', 'Spin', 'Tooltip'],
  Tabs: ['Dropdown', 'Button'],
  Tag: [],
  TimePicker: ['DatePicker'],
  Timeline: [],
  Tooltip: [],
  Tour: ['Button', 'Popover'],
  Transfer: ['Checkbox', 'Input', 'Empty', 'Button', 'Pagination'],
  Tree: [],
  TreeSelect: ['Select', 'Empty', 'Tree'],
  Typography: ['Tooltip', 'Input'],
  Upload: ['Progress', 'Button', 'Tooltip'],
  Watermark: [],
};

/** Components whose styles antd registers under another name. */
export const STYLE_NAMES: Record<string, string> = {
  Row: 'Grid',
  Col: 'Grid',
  ColResponsive: 'GridResponsive',
  TimePicker: 'DatePicker',
  message: 'Message',
  notification: 'Notification',
};

/** antd exports that are no component with styles of their own (providers, helpers). */
export const NO_STYLES = new Set(['ConfigProvider', 'theme', 'version', 'Grid', 'unstableSetRender']);

/**
 * The antd components a source file imports for rendering (type-only imports and App, whose styles
 * every page has, left out).
 */
export function antdComponentsOf(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/^import\s+(type\s+)?\{([^}]+)\}\s+from\s+'antd';/gm)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const t = part.trim();
      if (!t || t.startsWith('type ')) continue;
      const name = t.split(/\s+as\s+/)[0]!.trim();
      if (name in STYLE_DEPENDENCIES && name !== 'App') names.add(name);
    }
  }
  return [...names].sort();
}
