'use client';
/**
 * The translation editor (portal.md sections 2 and 5): a draggable window over the application's
 * texts. Filters: object group, only untranslated, a text filter applied with 检索; the locale
 * select is locked while edits are pending. A cell is edited by double-click (placeholder 双击输入);
 * an edited cell shows a red star and 撤销. 保存 sends the edits in one batch (保存成功, or
 * 没有修改任何内容 when there are none); 关闭 with edits pending warns 有未保存的内容！.
 * After a save every open shell pulls the change and renames its menus.
 */
import { useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Checkbox, Flex, Input, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Checkbox';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Input';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Table';
import '@/components/style/antd/Typography';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { announceTranslationsSaved } from '@/lib/client/translations';
import { locales, type Locale } from '@/lib/i18n/locales';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { applyFilters, mergeRows, type EditorRow } from './editor-rows';
import * as calls from '@/lib/client/calls.generated';

interface KvTranslates {
  translatesDTOs: { group: string; code: string; value: string; page: string }[];
  lastPullDate: string;
}

/** The editor's table height (portal.md section 2). */
export const EDITOR_TABLE_HEIGHT = 521;
const SOURCE: Locale = 'zh-CN';

function fetchLocale([, appCode, lang]: [string, string, Locale]) {
  return callApi(calls.kvTranslates, { appCode, lang });
}

function EditableCell({ row, value, changed, onChange, onUndo, placeholder, undoLabel }: {
  row: EditorRow;
  value: string;
  changed: boolean;
  onChange: (code: string, value: string) => void;
  onUndo: (code: string) => void;
  placeholder: string;
  undoLabel: string;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  if (editing) {
    return (
      <Input
        autoFocus
        size="small"
        value={draft}
        maxLength={500}
        aria-label={row.code}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          onChange(row.code, draft);
          setEditing(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            onChange(row.code, draft);
            setEditing(false);
          } else if (e.key === 'Escape') {
            setEditing(false);
          }
        }}
      />
    );
  }
  return (
    <Flex align="center" gap={6} style={{ minHeight: 24 }}>
      {changed ? (
        <span style={{ color: 'var(--ant-color-error, #ff4d4f)', fontWeight: 700 }} aria-label="*">
          *
        </span>
      ) : null}
      <div
        role="button"
        tabIndex={0}
        title={placeholder}
        data-code={row.code}
        onDoubleClick={() => {
          setDraft(value);
          setEditing(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'F2') {
            setDraft(value);
            setEditing(true);
          }
        }}
        style={{ flex: 1, minWidth: 0, cursor: 'text', color: value ? undefined : 'rgba(0,0,0,0.3)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {value || placeholder}
      </div>
      {changed ? (
        <Button size="small" type="link" onClick={() => onUndo(row.code)} style={{ paddingInline: 0 }}>
          {undoLabel}
        </Button>
      ) : null}
    </Flex>
  );
}

export function TranslationEditor({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('shell.translate');
  const { message, modal } = useFeedback();
  const config = usePublicConfig();
  const appCode = config.appCode;
  const [lang, setLang] = useState<Locale>('en-US');
  const [group, setGroup] = useState<string | undefined>();
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const [changes, setChanges] = useState<Map<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const swrOptions = { revalidateOnFocus: false } as const;
  const source = useSWR(open ? ['kv', appCode, SOURCE] : null, fetchLocale, swrOptions);
  const target = useSWR(open ? ['kv', appCode, lang] : null, fetchLocale, swrOptions);
  const rows = useMemo(() => mergeRows(source.data?.translatesDTOs ?? [], lang === SOURCE ? source.data?.translatesDTOs ?? [] : target.data?.translatesDTOs ?? []), [source.data, target.data, lang]);
  const groups = useMemo(() => [...new Set(rows.map((r) => r.group).filter(Boolean))].sort(), [rows]);
  const shown = useMemo(() => applyFilters(rows, { group, untranslatedOnly, text: applied }, changes), [rows, group, untranslatedOnly, applied, changes]);
  const dirty = changes.size > 0;

  const change = (code: string, value: string) => {
    const original = rows.find((r) => r.code === code)?.value ?? '';
    setChanges((m) => {
      const next = new Map(m);
      if (value === original) next.delete(code);
      else next.set(code, value);
      return next;
    });
  };
  const undo = (code: string) =>
    setChanges((m) => {
      const next = new Map(m);
      next.delete(code);
      return next;
    });

  async function save() {
    if (!dirty) {
      void message.info(t('nothingChanged'));
      return;
    }
    setSaving(true);
    try {
      const data = [...changes].map(([key, value]) => ({ key, value, page: rows.find((r) => r.code === key)?.page ?? '' }));
      await callApi(calls.saveTranslationBatch, { appCode, lang, data });
      void message.success(t('saved'));
      setChanges(new Map());
      await Promise.all([target.mutate(), lang === SOURCE ? source.mutate() : undefined]);
      announceTranslationsSaved(appCode, lang);
    } catch {
      // The fetch layer showed why; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  }

  function close() {
    if (!dirty) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('unsaved'),
      okText: t('closeAnyway'),
      cancelText: t('keepEditing'),
      okButtonProps: { danger: true },
      onOk: () => {
        setChanges(new Map());
        onClose();
      },
    });
  }

  const onDragStart = (e: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onDragMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setOffset({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y });
  };

  const columns: TableColumnsType<EditorRow> = [
    { title: t('colGroup'), dataIndex: 'group', width: 110, ellipsis: true },
    { title: t('colCode'), dataIndex: 'code', width: 190, ellipsis: true },
    { title: t('colChinese'), dataIndex: 'chinese', width: 200, ellipsis: true },
    {
      title: t('colValue', { locale: t(`locales.${lang}`) }),
      key: 'value',
      render: (_, row) => (
        <EditableCell
          row={row}
          value={changes.get(row.code) ?? row.value}
          changed={changes.has(row.code)}
          onChange={change}
          onUndo={undo}
          placeholder={t('doubleClick')}
          undoLabel={t('undo')}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      width={960}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      title={
        <div onPointerDown={onDragStart} onPointerMove={onDragMove} onPointerUp={() => (drag.current = null)} style={{ cursor: 'move', userSelect: 'none' }}>
          {t('title')}
        </div>
      }
      modalRender={(node) => <div style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>{node}</div>}
      footer={
        <Space>
          <Button onClick={close}>{t('close')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('group')}
          aria-label={t('group')}
          value={group}
          onChange={setGroup}
          style={{ width: 150 }}
          options={groups.map((g) => ({ value: g, label: g }))}
        />
        <Input
          placeholder={t('text')}
          aria-label={t('text')}
          value={text}
          allowClear
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => setApplied(text.trim())}
          style={{ width: 200 }}
        />
        <Button type="primary" onClick={() => setApplied(text.trim())}>
          {t('search')}
        </Button>
        <Checkbox checked={untranslatedOnly} onChange={(e) => setUntranslatedOnly(e.target.checked)}>
          {t('untranslatedOnly')}
        </Checkbox>
        <span style={{ flex: 1 }} />
        <Typography.Text type="secondary">{t('locale')}</Typography.Text>
        <Select
          aria-label={t('locale')}
          value={lang}
          onChange={setLang}
          disabled={dirty}
          style={{ width: 130 }}
          options={locales.map((l) => ({ value: l, label: t(`locales.${l}`) }))}
        />
      </Flex>
      <Table<EditorRow>
        rowKey="code"
        size="small"
        virtual
        columns={columns}
        dataSource={shown}
        loading={source.isLoading || target.isLoading}
        pagination={false}
        scroll={{ y: EDITOR_TABLE_HEIGHT, x: 860 }}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('summary', { shown: shown.length, total: rows.length, changed: changes.size })}
      </Typography.Text>
    </Modal>
  );
}
