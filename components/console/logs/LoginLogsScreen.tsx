'use client';
/** /login-log/admin-login-log (every unit) and /login-log/login-log (the units under the caller's), with Excel export. */
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Tag, Tooltip } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Tooltip';
import { DownloadOutlined } from '@ant-design/icons';
import { ListPage } from '@/components/list-page/ListPage';
import { callApi } from '@/components/list-page/call';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { downloadBase64 } from '@/components/console/download';
import type { LoginLogRow } from '@/lib/contracts/logs';
import * as calls from '@/lib/client/calls.generated';
import type { CallRef } from '@/components/list-page/types';

const STATES = ['SUCCESS', 'FAILURE', 'LOCKED'] as const;
const COLORS: Record<string, string> = { SUCCESS: 'green', FAILURE: 'red', LOCKED: 'orange' };

function ExportButton({ call, filters, label }: { call: CallRef; filters: Record<string, unknown>; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''));
        callApi<{ fileName: string; base64: string }>(call, set)
          .then((f) => downloadBase64(f.fileName, f.base64))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

/** Reasons the sign-in writes (services/auth); others show as written. */
const REASONS = new Set([
  'UNKNOWN_ACCOUNT',
  'UNKNOWN_ACCOUNT_LOCKED',
  'BAD_PASSWORD',
  'BAD_PASSWORD_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_ATTEMPTS_LOCKED',
  'LOCKED',
  'LOCKED_DURING_LOGIN',
  'DISABLED',
  'EXPIRED',
  'UNIT_DISABLED',
  'APP_NOT_OPENED',
  'IP',
  'TIME',
  'MOBILE_CODE',
  'MOBILE_CODE_REQUIRED',
  'RATE_LIMITED_ACCOUNT',
  'RATE_LIMITED_IP',
]);
const METHODS = new Set(['PASSWORD', 'SSO', 'PMS', 'TICKET', 'TOKEN', 'UNIT_SWITCH']);

export function LoginLogsScreen({ scope }: { scope: 'all' | 'unit' }) {
  const t = useTranslations('console.logs.login');
  const declaration = useMemo<ListPageDeclaration<LoginLogRow>>(
    () => ({
      ns: 'console.logs.login',
      rowKey: 'id',
      list: scope === 'all' ? calls.listLoginLogs : calls.listUnitLoginLogs,
      search: ({ t }) => [
        { type: 'TIME_AREA', code: 'at', label: t('col.at') },
        { type: 'SELECT', code: 'result', label: t('col.result'), keyName: 'value', labelName: 'label', options: STATES.map((v) => ({ value: v, label: t(`result.${v}`) })) },
        { type: 'INPUT', code: 'unitCode', label: t('col.unitCode') },
        { type: 'INPUT', code: 'userCode', label: t('col.userCode') },
        { type: 'INPUT', code: 'ip', label: t('col.ip') },
      ],
      columns: ({ t }) => [
        { title: t('col.at'), dataIndex: 'at', width: 170 },
        { title: t('col.unitCode'), dataIndex: 'unitCode', width: 100 },
        { title: t('col.unitName'), dataIndex: 'unitName', width: 160 },
        { title: t('col.userCode'), dataIndex: 'userCode', width: 120 },
        { title: t('col.userName'), dataIndex: 'userName', width: 100 },
        { title: t('col.result'), dataIndex: 'result', width: 90, render: (v: string) => <Tag color={COLORS[v]}>{v in COLORS ? t(`result.${v}`) : v}</Tag> },
        { title: t('col.reason'), dataIndex: 'reason', width: 200, render: (v: string) => (REASONS.has(v) ? t(`reason.${v}`) : v) },
        { title: t('col.appCode'), dataIndex: 'appCode', width: 90 },
        { title: t('col.method'), dataIndex: 'method', width: 100, render: (v: string) => (METHODS.has(v) ? t(`method.${v}`) : v) },
        { title: t('col.ip'), dataIndex: 'ip', width: 130 },
        { title: t('col.location'), dataIndex: 'location', width: 130 },
        {
          title: t('col.userAgent'),
          dataIndex: 'userAgent',
          width: 200,
          ellipsis: { showTitle: false },
          render: (v: string) => (
            <Tooltip title={v} placement="topLeft">
              {v}
            </Tooltip>
          ),
        },
      ],
      toolbar: ({ t, filters }) => <ExportButton call={scope === 'all' ? calls.exportLoginLogs : calls.exportUnitLoginLogs} filters={filters} label={t('export')} />,
    }),
    [scope],
  );
  return <ListPage declaration={declaration} title={scope === 'all' ? t('title') : t('unitTitle')} />;
}
