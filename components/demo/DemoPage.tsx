'use client';
/**
 * A page of the demo application, as its menus open it inside the shell: which page and window
 * type, who is signed in (through SSO), and a small table of sample records.
 */
import { Card, Descriptions, Flex, Table, Tag, Typography, type DescriptionsProps } from 'antd';
import '@/components/style/antd/Card';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { ApartmentOutlined, BankOutlined, ClockCircleOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { useFormatter, useTranslations } from 'next-intl';
import type { PublicLoginResult, WinType } from '@/lib/contracts/auth';

export function DemoPage({ title, winType, login, loginAt }: { title: string; winType: WinType | undefined; login: PublicLoginResult; loginAt?: number }) {
  const t = useTranslations('demo');
  const format = useFormatter();
  const name = title || t('unknownPage');
  const items: DescriptionsProps['items'] = [
    { key: 'user', label: <><UserOutlined style={{ marginInlineEnd: 6 }} />{t('user')}</>, children: t('nameCode', { name: login.username, code: login.userCode }) },
    { key: 'unit', label: <><BankOutlined style={{ marginInlineEnd: 6 }} />{t('unit')}</>, children: t('nameCode', { name: login.unitName, code: login.unitCode }) },
    { key: 'dept', label: <><ApartmentOutlined style={{ marginInlineEnd: 6 }} />{t('dept')}</>, children: login.deptName || t('noDept') },
    { key: 'via', label: <><SafetyCertificateOutlined style={{ marginInlineEnd: 6 }} />{t('via')}</>, children: <Tag color="green" variant="filled">{t('viaSso')}</Tag> },
    ...(loginAt !== undefined
      ? [{ key: 'at', label: <><ClockCircleOutlined style={{ marginInlineEnd: 6 }} />{t('loginAt')}</>, children: format.dateTime(new Date(loginAt), { dateStyle: 'medium', timeStyle: 'medium' }) }]
      : []),
  ];
  const now = Date.now();
  const rows = Array.from({ length: 6 }, (_, i) => ({
    no: `D${String(1001 + i)}`,
    name: t('record', { title: name, n: i + 1 }),
    done: i % 3 !== 1,
    at: format.dateTime(new Date(now - (i + 1) * 3_600_000), { dateStyle: 'short', timeStyle: 'short' }),
  }));
  return (
    <Flex vertical gap={16} style={{ padding: 24, background: '#f5f7fa', minHeight: '100vh', boxSizing: 'border-box' }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">{t('pageIntro', { winType: winType ? t(`winTypes.${winType}`) : '—' })}</Typography.Text>
      </div>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      </Card>
      <Card size="small" title={t('records')}>
        <Table
          size="small"
          rowKey="no"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: t('colNo'), dataIndex: 'no', width: 100 },
            { title: t('colName'), dataIndex: 'name' },
            { title: t('colStatus'), dataIndex: 'done', width: 120, render: (done: boolean) => <Tag color={done ? 'green' : 'blue'}>{done ? t('statusDone') : t('statusPending')}</Tag> },
            { title: t('colTime'), dataIndex: 'at', width: 160 },
          ]}
        />
      </Card>
    </Flex>
  );
}
