'use client';
/**
 * A small rich-text editor for message bodies: a contentEditable area with bold, italic, lists and
 * links. It writes HTML into a form field (value/onChange, as antd's Form.Item passes them); the
 * server sanitises whatever arrives (lib/inmail/sanitize-html.ts), so this only has to be convenient.
 * document.execCommand is deprecated but is still what every browser implements for editable areas,
 * and a package for this is not in the dependencies.
 */
import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tooltip';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'createLink';

const BUTTONS: { command: Command; icon: React.ReactNode; label: string }[] = [
  { command: 'bold', icon: <BoldOutlined />, label: 'bold' },
  { command: 'italic', icon: <ItalicOutlined />, label: 'italic' },
  { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: 'bulletList' },
  { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: 'numberedList' },
  { command: 'createLink', icon: <LinkOutlined />, label: 'link' },
];

export function RichTextEditor({ id, value, onChange, label }: { id?: string; value?: string; onChange?: (html: string) => void; label: string }) {
  const t = useTranslations('console.notices.editor');
  const area = useRef<HTMLDivElement>(null);

  // Only outside changes (a form reset, a loaded value) are written in: rewriting on every
  // keystroke would move the caret to the start.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  const changed = () => onChange?.(area.current?.innerHTML ?? '');

  const run = (command: Command) => {
    area.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(t('linkPrompt'), 'https://');
      // Only web addresses: the sanitiser drops other schemes anyway, this says so earlier.
      if (!url || !/^https?:\/\//i.test(url)) return;
      document.execCommand('createLink', false, url);
    } else document.execCommand(command);
    changed();
  };

  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <Space size={2} style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)', width: '100%', boxSizing: 'border-box' }} role="toolbar" aria-label={t('toolbar')}>
        {BUTTONS.map((b) => (
          <Tooltip key={b.command} title={t(b.label)}>
            {/* mousedown would take the selection out of the area before the command runs */}
            <Button size="small" type="text" icon={b.icon} aria-label={t(b.label)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(b.command)} />
          </Tooltip>
        ))}
      </Space>
      <div
        id={id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        style={{ minHeight: 140, maxHeight: 320, overflowY: 'auto', padding: '8px 11px', outline: 'none' }}
      />
    </div>
  );
}
