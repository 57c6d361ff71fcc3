'use client';
/**
 * /password/update: the password-strength parameter of a unit (or, for those who administer every
 * unit, of the system): minimum length and the kinds of characters required. Saved as
 * PASSWORD_STRATEGY, which the change-password modal and the server apply at the next change.
 */
import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Checkbox';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Form';
import '@/components/style/antd/InputNumber';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { UnitChoice } from '@/components/console/security/UnitChoice';
import type { PasswordStrategyView } from '@/lib/contracts/options';
import * as calls from '@/lib/client/calls.generated';

const RULES = [0, 1, 2, 3, 4] as const;

export function PasswordStrengthScreen() {
  const t = useTranslations('console.options.strength');
  const { message } = useFeedback();
  const access = useConsoleAccess();
  const [target, setTarget] = useState<'UNIT' | 'SYSTEM'>('UNIT');
  const [unitId, setUnitId] = useState<number>(access.unit.id);
  const [current, setCurrent] = useState<PasswordStrategyView | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ inputValue: number; fruit: number[] }>();
  const chosenUnit = target === 'UNIT' ? unitId : undefined;

  useEffect(() => {
    let live = true;
    callApi<PasswordStrategyView>(calls.passwordStrategy, { unitId: chosenUnit })
      .then((s) => {
        if (!live) return;
        setCurrent(s);
        form.setFieldsValue({ inputValue: s.inputValue, fruit: s.fruit });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [chosenUnit, form]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await callApi<PasswordStrategyView>(calls.savePasswordStrategy, { unitId: chosenUnit ?? null, ...values });
      setCurrent(saved);
      void message.success(t('saved'));
    } catch {
      // Shown by the fetch layer; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('title')}
      variant="borderless"
      extra={
        <Space wrap>
          {access.scopeAll && (
            <Select
              aria-label={t('target')}
              value={target}
              style={{ width: 160 }}
              onChange={setTarget}
              options={[
                { value: 'UNIT', label: t('targetUnit') },
                { value: 'SYSTEM', label: t('targetSystem') },
              ]}
            />
          )}
          {target === 'UNIT' && <UnitChoice value={unitId} onChange={setUnitId} />}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {current && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 24 }}
          items={[
            { key: 'source', label: t('source'), children: t(`sourceOf.${current.source}`) },
            { key: 'pattern', label: t('pattern'), children: current.pattern ? <Typography.Text code>{current.pattern}</Typography.Text> : t('noPattern') },
          ]}
        />
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={() => void save()}>
        <Form.Item
          name="inputValue"
          label={t('length')}
          rules={[
            { required: true, message: t('lengthRequired') },
            {
              validator: async (_r, v: unknown) => {
                if (v === null || v === undefined || v === '') return;
                if (!Number.isInteger(Number(v)) || Number(v) < 6) throw new Error(t('lengthRule'));
              },
            },
          ]}
        >
          <InputNumber aria-label={t('length')} precision={0} style={{ width: 200 }} suffix={t('characters')} />
        </Form.Item>
        <Form.Item name="fruit" label={t('complexity')} rules={[{ required: true, type: 'array', min: 1, message: t('complexityRequired') }]}>
          <Checkbox.Group options={RULES.map((r) => ({ value: r, label: t(`rule.${r}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!access.has(calls.passwordStrategy.permission)}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
