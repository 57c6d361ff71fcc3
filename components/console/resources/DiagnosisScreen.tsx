'use client';
/** /apply/verification: user resource diagnosis — why a user does or does not see a menu, condition by condition. */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Result, Select, Space, Tag } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/List';
import '@/components/style/antd/Result';
import '@/components/style/antd/Select';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tag';
import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { loadApps, type AppBrief } from '@/components/console/pickers';
import { callApi } from '@/components/list-page/call';
import type { Diagnosis } from '@/lib/contracts/resources';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

export function DiagnosisScreen() {
  const nc = useNameCode();
  const t = useTranslations('console.resources');
  const tl = useTranslations('list.page');
  const access = useConsoleAccess();
  const [form] = Form.useForm<{ unitCode: string; userCode: string; appCode: string; resource: string }>();
  const [apps, setApps] = useState<AppBrief[]>([]);
  const [result, setResult] = useState<Diagnosis | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadApps().then(setApps, () => undefined);
  }, []);
  const run = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      setResult(await callApi<Diagnosis>(calls.diagnosis, values));
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };
  const req = (label: string) => [{ required: true, whitespace: true, message: tl('required', { field: label }) }];
  return (
    <Card title={t('diagnosis.title')} variant="borderless">
      <Form form={form} layout="inline" initialValues={{ unitCode: access.unit.code, appCode: 'UC' }} onFinish={() => void run()} style={{ rowGap: 12 }}>
        <Form.Item name="unitCode" label={t('diagnosis.unitCode')} rules={req(t('diagnosis.unitCode'))}>
          <Input style={{ width: 140 }} maxLength={30} />
        </Form.Item>
        <Form.Item name="userCode" label={t('diagnosis.userCode')} rules={req(t('diagnosis.userCode'))}>
          <Input style={{ width: 140 }} maxLength={30} />
        </Form.Item>
        <Form.Item name="appCode" label={t('col.app')} rules={req(t('col.app'))}>
          <Select style={{ width: 200 }} options={apps.map((a) => ({ value: a.code, label: nc(a.descript || a.name, a.code) }))} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="resource" label={t('diagnosis.resource')} rules={req(t('diagnosis.resource'))}>
          <Input style={{ width: 200 }} maxLength={60} placeholder={t('diagnosis.resourceHint')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('diagnosis.run')}
        </Button>
      </Form>
      {result && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 24 }}>
          <Result status={result.visible ? 'success' : 'warning'} title={result.visible ? t('diagnosis.visible') : t('diagnosis.hidden')} style={{ padding: 16 }} />
          <List
            header={<b>{t('diagnosis.checks')}</b>}
            bordered
            dataSource={result.checks}
            renderItem={(c) => (
              <List.Item>
                <Space>
                  {c.ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}
                  <span>{t.has(`diagnosis.check.${c.key}`) ? t(`diagnosis.check.${c.key}`) : c.key}</span>
                  <span style={{ color: '#888' }}>{c.detail}</span>
                </Space>
              </List.Item>
            )}
          />
          {result.grants.length > 0 ? (
            <List
              header={<b>{t('diagnosis.grants')}</b>}
              bordered
              dataSource={result.grants}
              renderItem={(g) => (
                <List.Item>
                  <Tag color="blue">{t(`diagnosis.via.${g.via}`)}</Tag> {g.detail}
                </List.Item>
              )}
            />
          ) : (
            <Alert type="info" showIcon title={t('diagnosis.noGrant')} />
          )}
        </Space>
      )}
    </Card>
  );
}
