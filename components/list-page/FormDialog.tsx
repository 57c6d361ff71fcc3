'use client';
/**
 * A modal form over declared fields and one call: the list page's create/update form and dialogs,
 * and the forms of screens built around a list (department tree, role trees, opening steps).
 * Loads its values when it opens, turns dates into YYYY-MM-DD, keeps itself open on a refused call.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Form, Modal, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Form';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Typography';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import { callApi } from './call';
import { FormFields } from './FormFields';
import type { CallRef, FormField } from './types';

const DATE = 'YYYY-MM-DD';

export interface FormDialogProps {
  title: ReactNode;
  width?: number;
  fields: FormField[];
  call: CallRef;
  /** The values the form opens with (may ask the server). */
  load?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The body sent (default: the values). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Success toast (default list.page.saved). */
  done?: string;
  after?: (result: unknown) => void;
  onClose: (saved: boolean) => void;
  /** Something shown above the fields. */
  intro?: ReactNode;
}

export function FormDialog({ title, width, fields, call, load, toBody, done, after, onClose, intro }: FormDialogProps) {
  const tl = useTranslations('list.page');
  const { message } = useFeedback();
  const [instance] = Form.useForm<Record<string, unknown>>();
  // A name of its own: field ids become unique, so labels point at this form's controls and not at
  // the search bar's fields of the same name behind the modal.
  const formName = `dialog${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);
  const dateFields = fields.filter((f) => f.type === 'date').map((f) => f.name);

  // Loaded once when the modal opens (it is unmounted on close).
  useEffect(() => {
    let live = true;
    const run = async () => {
      const values: Record<string, unknown> = { ...((await load?.()) ?? {}) };
      for (const name of dateFields) if (typeof values[name] === 'string' && values[name]) values[name] = dayjs(values[name] as string);
      if (live) {
        instance.setFieldsValue(values);
        setReady(true);
      }
    };
    run().catch(() => live && onClose(false));
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await instance.validateFields();
    } catch {
      // The form shows what is wrong beside each field; nothing to send.
      return;
    }
    for (const name of dateFields) {
      const v = values[name];
      values[name] = v && typeof v === 'object' && 'format' in v ? (v as dayjs.Dayjs).format(DATE) : (v ?? null);
    }
    setSaving(true);
    try {
      const result = await callApi(call, toBody ? toBody(values) : values);
      void message.success(done ?? tl('saved'));
      after?.(result);
      onClose(true);
    } catch {
      // Shown by the fetch layer; the form stays open for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      width={width ?? 720}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={tl('save')}
      cancelText={tl('cancel')}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
    >
      {intro}
      {!ready && <Typography.Text type="secondary">…</Typography.Text>}
      <Form form={instance} name={formName} layout="vertical" style={{ display: ready ? undefined : 'none' }}>
        <FormFields fields={fields} form={instance} />
      </Form>
    </Modal>
  );
}
