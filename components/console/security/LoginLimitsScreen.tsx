'use client';
/**
 * /login-limit/login-limit-list: a unit's login limits. LOCKOUT rows set the failures allowed and
 * the lock time of the sign-in's lock-out; ALLOW and DENY rows are time, weekday and address windows.
 */
import { useMemo } from 'react';
import { Tag, type FormInstance } from 'antd';
import '@/components/style/antd/Tag';
import { ListPage } from '@/components/list-page/ListPage';
import { perFormatter } from '@/lib/i18n/pairs';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { loadUnitTree, searchUnitRecords } from '@/components/console/pickers';
import { UnitDependentSelect } from '@/components/console/UnitDependentSelect';
import type { LoginLimitRow } from '@/lib/contracts/login-security';
import { searchUnitUsers } from './user-options';
import * as calls from '@/lib/client/calls.generated';

const TYPES = ['LOCKOUT', 'ALLOW', 'DENY'] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Stable: the select reloads its options when this function changes. */
const unitUsersOf = perFormatter((nc) => (unitId: number) => searchUnitUsers(nc, unitId, ''));

export function LoginLimitsScreen() {
  const declaration = useMemo<ListPageDeclaration<LoginLimitRow>>(
    () => ({
      ns: 'console.security.limits',
      rowKey: 'id',
      list: calls.listLoginLimits,
      search: ({ t, nc }) => [
        { type: 'REMOTE_SELECT', code: 'unitId', label: t('col.unit'), keyName: 'id', labelName: 'label', fetch: (k) => searchUnitRecords(nc, k) },
        { type: 'SELECT', code: 'type', label: t('col.type'), keyName: 'value', labelName: 'label', options: TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })) },
        { type: 'INPUT', code: 'userCode', label: t('col.user') },
      ],
      columns: ({ t, tl, nc, punct }) => [
        { title: t('col.unit'), dataIndex: 'unitName', width: 180, render: (v: string, r) => nc(v, r.unitCode) },
        { title: t('col.type'), dataIndex: 'type', width: 110, render: (v: string) => <Tag color={v === 'DENY' ? 'red' : v === 'LOCKOUT' ? 'orange' : 'blue'}>{t(`type.${v}`)}</Tag> },
        { title: t('col.user'), dataIndex: 'userCode', width: 140, render: (v: string, r) => (v ? nc(r.userName, v) : t('allUsers')) },
        {
          title: t('col.rule'),
          key: 'rule',
          width: 300,
          render: (_v: unknown, r) =>
            r.type === 'LOCKOUT'
              ? t('lockoutRule', {
                  failures: r.maxFailures ?? 0,
                  lock: r.lockMinutes ? t('lockFor', { minutes: r.lockMinutes }) : t('lockUntilUnlocked'),
                  window: r.windowMinutes ?? '-',
                }) + (r.captchaFailures ? t('captchaRule', { failures: r.captchaFailures }) : '')
              : [
                  r.startTime || r.endTime ? `${r.startTime || '00:00'}-${r.endTime || '23:59'}` : '',
                  r.weekdays ? r.weekdays.split(',').map((d) => t(`weekday.${d}`)).join(punct.list) : '',
                  r.ipRanges ? r.ipRanges.split('\n').join(punct.list) : '',
                ]
                  .filter(Boolean)
                  .join(punct.clause),
        },
        { title: t('col.validity'), key: 'validity', width: 200, render: (_v: unknown, r) => (r.validFrom || r.validTo ? `${r.validFrom || '…'} ~ ${r.validTo || '…'}` : t('always')) },
        { title: t('col.enabled'), dataIndex: 'enabled', width: 80, render: (v: boolean) => (v ? <Tag color="green">{tl('enabled')}</Tag> : <Tag>{tl('disabled')}</Tag>) },
        { title: t('col.remark'), dataIndex: 'remark', width: 180 },
        { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 170 },
      ],
      form: {
        titles: { create: 'create', update: 'edit' },
        width: 760,
        create: calls.createLoginLimit,
        update: calls.updateLoginLimit,
        fields: ({ t, nc }) => [
          { name: 'unitId', label: t('col.unit'), type: 'treeSelect', required: true, load: () => loadUnitTree(nc) },
          { name: 'type', label: t('col.type'), type: 'radio', required: true, options: TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })), initialValue: 'LOCKOUT', extra: t('typeHelp') },
          {
            name: 'userId',
            label: t('col.user'),
            type: 'custom',
            placeholder: t('allUsers'),
            extra: t('userHelp'),
            render: (form: FormInstance) => <UnitDependentSelect form={form} load={unitUsersOf(nc)} placeholder={t('allUsers')} />,
          },
          { name: 'maxFailures', label: t('col.maxFailures'), type: 'number', min: 1, maxValue: 99, extra: t('lockoutOnly') },
          { name: 'lockMinutes', label: t('col.lockMinutes'), type: 'number', min: 0, maxValue: 43_200, extra: t('lockMinutesHelp') },
          { name: 'windowMinutes', label: t('col.windowMinutes'), type: 'number', min: 1, maxValue: 1440, extra: t('windowHelp') },
          { name: 'captchaFailures', label: t('col.captchaFailures'), type: 'number', min: 1, maxValue: 98, extra: t('captchaHelp') },
          { name: 'startTime', label: t('col.startTime'), type: 'text', max: 5, placeholder: 'HH:mm', patterns: [{ regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('timeRule') }], extra: t('windowOnly') },
          { name: 'endTime', label: t('col.endTime'), type: 'text', max: 5, placeholder: 'HH:mm', patterns: [{ regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('timeRule') }], extra: t('windowOnly') },
          { name: 'weekdays', label: t('col.weekdays'), type: 'multiSelect', options: WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) })), extra: t('windowOnly') },
          { name: 'validFrom', label: t('col.validFrom'), type: 'date' },
          { name: 'validTo', label: t('col.validTo'), type: 'date' },
          { name: 'enabled', label: t('col.enabled'), type: 'switch', initialValue: true },
          { name: 'ipRanges', label: t('col.ipRanges'), type: 'textarea', wide: true, extra: t('ipHelp') },
          { name: 'remark', label: t('col.remark'), type: 'textarea', max: 200, wide: true },
        ],
        toValues: (row) => ({
          ...row,
          userId: row.userId ?? undefined,
          weekdays: row.weekdays ? row.weekdays.split(',').map(Number) : [],
        }),
        toBody: (values, mode, row) => ({ ...values, enabled: values.enabled ?? true, userId: values.userId ?? null, ...(mode === 'update' && row ? { id: row.id } : {}) }),
      },
      remove: { call: calls.deleteLoginLimit, permission: calls.deleteLoginLimit.permission, name: (r) => `${r.unitName} ${r.type}` },
      actionsWidth: 140,
    }),
    [],
  );
  return <ListPage declaration={declaration} />;
}
