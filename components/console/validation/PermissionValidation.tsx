'use client';
/**
 * /validationShuxiang (a form, menu or button) and /validationReport (a report): given a user and a
 * form or report, whether it is allowed and why, condition by condition (the user resource
 * diagnosis). Other applications link here with the fields in the query; all given, it runs at once.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Space, Tag, Typography } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/List';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import type { Diagnosis } from '@/lib/contracts/resources';
import * as calls from '@/lib/client/calls.generated';
import { usePunctuation } from '@/lib/client/hooks/use-name-code';

type Values = { unitCode: string; userCode: string; appCode: string; resource: string };
const CHECKS = ['unitExists', 'unitEnabled', 'userExists', 'userEnabled', 'userUnlocked', 'userNotExpired', 'appExists', 'appEnabled', 'appOpened', 'resourceExists', 'resourceEnabled', 'parentsEnabled', 'granted'];

export function PermissionValidation({ kind, initial }: { kind: 'form' | 'report'; initial: Partial<Values> }) {
  const punct = usePunctuation();
  const t = useTranslations('console.validation');
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<{ values: Values; diagnosis: Diagnosis } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (values: Values) => {
    setBusy(true);
    try {
      setResult({ values, diagnosis: await callApi<Diagnosis>(calls.diagnosis, values) });
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const values = { appCode: kind === 'report' ? 'UC' : '', ...initial } as Values;
    form.setFieldsValue(values);
    if (values.unitCode && values.userCode && values.appCode && values.resource) void run(values);
    // Once, with the query the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const required = (field: string) => [{ required: true, whitespace: true, message: t('required', { field }) }];
  return (
    <Card title={t(`${kind}.title`)} variant="borderless">
      <Typography.Paragraph type="secondary">{t(`${kind}.intro`)}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(v) => void run(v)} style={{ rowGap: 12 }}>
        <Form.Item name="unitCode" label={t('unitCode')} rules={required(t('unitCode'))}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="userCode" label={t('userCode')} rules={required(t('userCode'))}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="appCode" label={t('appCode')} rules={required(t('appCode'))}>
          <Input allowClear style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="resource" label={t(`${kind}.resource`)} rules={required(t(`${kind}.resource`))}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('check')}
        </Button>
      </Form>
      {result && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 24 }}>
          <Alert
            type={result.diagnosis.visible ? 'success' : 'error'}
            showIcon
            title={t(result.diagnosis.visible ? 'allowed' : 'refused', { user: result.values.userCode, resource: result.values.resource })}
            description={
              result.diagnosis.visible
                ? result.diagnosis.grants.map((g) => `${t(`via.${g.via}`)}${g.detail ? `${punct.colon}${g.detail}` : ''}`).join(punct.clause)
                : result.diagnosis.checks
                    .filter((c) => !c.ok)
                    .map((c) => (CHECKS.includes(c.key) ? t(`checks.${c.key}`) : c.key))
                    .join(punct.clause)
            }
          />
          <List
            size="small"
            bordered
            dataSource={result.diagnosis.checks}
            renderItem={(c) => (
              <List.Item>
                <Space>
                  {c.ok ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : <CloseCircleFilled style={{ color: '#ff4d4f' }} />}
                  {CHECKS.includes(c.key) ? t(`checks.${c.key}`) : c.key}
                  {c.detail && <Tag>{c.detail}</Tag>}
                </Space>
              </List.Item>
            )}
          />
        </Space>
      )}
    </Card>
  );
}
