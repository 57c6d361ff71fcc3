'use client';
/** /apply/applyList: applications with every field, their opening steps, macros, and client secrets of applications Concierge does not host. */
import { useMemo, useState } from 'react';
import { Drawer, Tag } from 'antd';
import '@/components/style/antd/Drawer';
import '@/components/style/antd/Tag';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { FlagTag, StatusTag } from '@/components/console/StatusTag';
import { CODE_PATTERN, EXECUTORS, NAV_MODES, STATUSES } from '@/lib/contracts/console-enums';
import type { AppRow } from '@/lib/contracts/apps';
import { ClientSecretDialog } from './ClientSecretDialog';
import { screenHref } from '@/lib/console/screens';
import * as calls from '@/lib/client/calls.generated';
import type { RowOf } from '@/lib/client/call';

type Step = RowOf<typeof calls.appSteps>;

const URL_PATTERN = /^(https?:\/\/|\/)/;

const stepsDeclaration = (app: AppRow): ListPageDeclaration<Step> => ({
  ns: 'console.apps',
  rowKey: 'id',
  list: calls.appSteps,
  unpaged: true,
  columns: ({ t }) => [
    { title: t('step.order'), dataIndex: 'order', width: 70 },
    { title: t('step.name'), dataIndex: 'name' },
    { title: t('step.executor'), dataIndex: 'executor', width: 90, render: (v: string) => <Tag color={v === 'AUTO' ? 'blue' : 'default'}>{t(`executor.${v}`)}</Tag> },
    { title: t('step.url'), dataIndex: 'url', ellipsis: true },
    { title: t('col.status'), dataIndex: 'status', width: 80, render: (v: string) => <StatusTag status={v} /> },
  ],
  form: {
    titles: { create: 'step.create', update: 'step.edit' },
    width: 600,
    create: calls.saveStep,
    update: calls.saveStep,
    fields: ({ t, tl }) => [
      { name: 'order', label: t('step.order'), type: 'number', required: true, min: 1, maxValue: 99 },
      { name: 'name', label: t('step.name'), type: 'text', required: true, max: 60 },
      { name: 'executor', label: t('step.executor'), type: 'radio', options: EXECUTORS.map((e) => ({ value: e, label: t(`executor.${e}`) })), initialValue: 'MANUAL' },
      { name: 'url', label: t('step.url'), type: 'text', max: 500, patterns: [{ regex: URL_PATTERN, message: t('rule.url') }], extra: t('step.urlHint') },
      { name: 'status', label: t('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
      { name: 'remark', label: t('col.remark'), type: 'textarea', max: 500, wide: true },
    ],
    toBody: (v, mode, row) => ({ ...v, appId: app.id, ...(mode === 'update' && row ? { id: row.id } : {}) }),
  },
  remove: { call: calls.deleteStep, permission: calls.deleteStep.permission, name: (r) => r.name },
});

export function AppsScreen() {
  const t = useTranslations('console.apps');
  const [steps, setSteps] = useState<AppRow | null>(null);
  const [secret, setSecret] = useState<AppRow | null>(null);
  const declaration = useMemo<ListPageDeclaration<AppRow>>(
    () => ({
      ns: 'console.apps',
      rowKey: 'id',
      list: calls.listApps,
      actionsWidth: 260,
      search: ({ t: tt, tl }) => [
        { type: 'INPUT', code: 'code', label: tt('col.code') },
        { type: 'INPUT', code: 'descript', label: tt('col.descript') },
        { type: 'INPUT', code: 'type', label: tt('col.type') },
        { type: 'SELECT', code: 'status', label: tt('col.status'), keyName: 'value', labelName: 'label', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })) },
      ],
      columns: ({ t: tt }) => [
        { title: tt('col.code'), dataIndex: 'code', width: 100, fixed: 'left' },
        { title: tt('col.descript'), dataIndex: 'descript', width: 160 },
        { title: tt('col.type'), dataIndex: 'type', width: 90 },
        { title: tt('col.href'), dataIndex: 'href', width: 220, ellipsis: true },
        { title: tt('col.navMode'), dataIndex: 'navMode', width: 90, render: (v: string) => (v ? tt(`navMode.${v}`) : '') },
        { title: tt('col.thirdParty'), dataIndex: 'thirdParty', width: 80, render: (v: boolean) => <FlagTag value={v} /> },
        { title: tt('col.authEnabled'), dataIndex: 'authEnabled', width: 80, render: (v: boolean) => <FlagTag value={v} /> },
        { title: tt('col.mobile'), dataIndex: 'mobile', width: 70, render: (v: boolean) => <FlagTag value={v} /> },
        { title: tt('col.sso'), dataIndex: 'sso', width: 60, render: (v: boolean) => <FlagTag value={v} /> },
        { title: tt('col.steps'), dataIndex: 'steps', width: 70 },
        { title: tt('col.units'), dataIndex: 'units', width: 70 },
        { title: tt('col.status'), dataIndex: 'status', width: 70, render: (v: string) => <StatusTag status={v} /> },
      ],
      form: {
        titles: { create: 'create', update: 'edit' },
        width: 900,
        create: calls.saveApp,
        update: calls.saveApp,
        fields: ({ t: tt, tl }, mode) => [
          { name: 'code', label: tt('col.code'), type: 'text', required: true, max: 30, disabled: mode === 'update', patterns: [{ regex: CODE_PATTERN, message: tt('rule.code') }] },
          { name: 'descript', label: tt('col.descript'), type: 'text', required: true, max: 60 },
          { name: 'name', label: tt('col.name'), type: 'text', max: 60 },
          { name: 'type', label: tt('col.type'), type: 'text', max: 30 },
          { name: 'href', label: tt('col.href'), type: 'text', max: 500, patterns: [{ regex: URL_PATTERN, message: tt('rule.url') }] },
          { name: 'exitApi', label: tt('col.exitApi'), type: 'text', max: 500, patterns: [{ regex: URL_PATTERN, message: tt('rule.url') }] },
          { name: 'navMode', label: tt('col.navMode'), type: 'radio', options: NAV_MODES.map((m) => ({ value: m, label: tt(`navMode.${m}`) })), initialValue: 'TRADITIONAL' },
          { name: 'status', label: tt('col.status'), type: 'radio', options: STATUSES.map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
          { name: 'thirdParty', label: tt('col.thirdParty'), type: 'switch', initialValue: false },
          { name: 'sso', label: tt('col.sso'), type: 'switch', initialValue: false },
          { name: 'authEnabled', label: tt('col.authEnabled'), type: 'switch', initialValue: false },
          { name: 'authCode', label: tt('col.authCode'), type: 'text', max: 60 },
          { name: 'mobile', label: tt('col.mobile'), type: 'switch', initialValue: false },
          { name: 'sort', label: tt('col.sort'), type: 'number', min: 0, initialValue: 0 },
          { name: 'icon', label: tt('col.icon'), type: 'text', max: 60 },
          { name: 'iconColor', label: tt('col.iconColor'), type: 'text', max: 20 },
          { name: 'logo', label: tt('col.logo'), type: 'text', max: 500 },
          { name: 'sLogo', label: tt('col.sLogo'), type: 'text', max: 500 },
          { name: 'img', label: tt('col.img'), type: 'text', max: 500, wide: true },
          { name: 'remark', label: tt('col.remark'), type: 'textarea', max: 500, wide: true },
        ],
      },
      remove: { call: calls.deleteApp, permission: calls.deleteApp.permission, name: (r, { nc }) => nc(r.descript, r.code) },
      rowActions: ({ t: tt }) => [
        { key: 'steps', label: tt('steps'), permission: calls.appSteps.permission, run: (r) => setSteps(r) },
        { key: 'macro', label: tt('macro'), permission: calls.appSteps.permission, run: (r) => window.location.assign(screenHref('appMacros', { appId: r.id })) },
        { key: 'secret', label: tt('secret.action'), permission: calls.appSteps.permission, run: (r) => setSecret(r) },
      ],
    }),
    [],
  );
  const stepsOf = useMemo(() => (steps ? stepsDeclaration(steps) : null), [steps]);
  return (
    <>
      <ListPage declaration={declaration} />
      <Drawer open={steps !== null} width={860} title={steps ? t('stepsTitle', { name: steps.descript }) : ''} onClose={() => setSteps(null)} destroyOnHidden>
        {steps && stepsOf && <ListPage declaration={stepsOf} query={{ appId: steps.id }} title={null} />}
      </Drawer>
      {secret && <ClientSecretDialog app={secret} onClose={() => setSecret(null)} />}
    </>
  );
}
