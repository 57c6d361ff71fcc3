'use client';
/**
 * A unit's own pages: /unit/unit-app-list (its applications: open directly or through the steps,
 * isAdmin and isAgentAdmin, validity), /unit/unit-app-step-list (its opening progress),
 * /unit/unit-params (its parameters and profile) and /unit/unit-box (its figures). Admin mode
 * chooses the unit; normal mode shows the caller's own.
 */
import { useEffect, useMemo, useState } from 'react';
import { Card, Col, Descriptions, Row, Spin, Statistic, Table, Tag, Typography } from 'antd';
import '@/components/style/antd/Card';
import '@/components/style/antd/Col';
import '@/components/style/antd/ColResponsive';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Row';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Statistic';
import '@/components/style/antd/Table';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import { FormDialog } from '@/components/list-page/FormDialog';
import type { ListPageDeclaration } from '@/components/list-page/types';
import { callApi } from '@/components/list-page/call';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { UnitPicker } from '@/components/console/UnitPicker';
import { FlagTag, StatusTag } from '@/components/console/StatusTag';
import { loadAppOptions } from '@/components/console/pickers';
import { OpenTasksScreen } from '@/components/console/apps/OpeningScreens';
import { OptionValueCell, SecretValueInput } from '@/components/console/options/SecretValue';
import type { UnitApp, UnitBox, UnitOption, UnitRow } from '@/lib/contracts/units';
import { screenHref } from '@/lib/console/screens';
import * as calls from '@/lib/client/calls.generated';
import { useNameCode } from '@/lib/client/hooks/use-name-code';

function useUnit(requested?: number): [number, (id: number) => void, boolean] {
  const access = useConsoleAccess();
  const [unitId, setUnitId] = useState(access.adminMode && requested ? requested : access.unit.id);
  return [unitId, setUnitId, access.adminMode];
}

export function UnitAppsScreen({ unitId: requested }: { unitId?: number }) {
  const [unitId, setUnitId, admin] = useUnit(requested);
  const declaration = useMemo<ListPageDeclaration<UnitApp>>(
    () => ({
      ns: 'console.unitPages',
      rowKey: 'appId',
      list: calls.unitApps,
      unpaged: true,
      columns: ({ t, nc }) => [
        { title: t('app.app'), dataIndex: 'appName', render: (v: string, r) => nc(v, r.appCode) },
        { title: t('app.status'), dataIndex: 'status', width: 100, render: (v: string) => (v === 'OPENING' ? <Tag color="blue">{t('app.opening')}</Tag> : <StatusTag status={v} />) },
        { title: t('app.isAdmin'), dataIndex: 'isAdmin', width: 90, render: (v: boolean) => <FlagTag value={v} /> },
        { title: t('app.isAgentAdmin'), dataIndex: 'isAgentAdmin', width: 100, render: (v: boolean) => <FlagTag value={v} /> },
        { title: t('app.expiresAt'), dataIndex: 'expiresAt', width: 120 },
        { title: t('app.openedAt'), dataIndex: 'openedAt', width: 170 },
        { title: t('app.openedBy'), dataIndex: 'openedBy', width: 90 },
      ],
      form: {
        titles: { create: 'app.create', update: 'app.edit' },
        width: 560,
        create: calls.saveUnitApp,
        update: calls.saveUnitApp,
        fields: ({ t, tl, nc }, mode) => [
          { name: 'appId', label: t('app.app'), type: 'select', required: true, load: () => loadAppOptions(nc), disabled: mode === 'update' },
          { name: 'status', label: t('app.status'), type: 'radio', options: ['ENABLED', 'DISABLED'].map((v) => ({ value: v, label: tl(v === 'ENABLED' ? 'enabled' : 'disabled') })), initialValue: 'ENABLED' },
          { name: 'isAdmin', label: t('app.isAdmin'), type: 'switch', initialValue: false, extra: t('app.isAdminHint') },
          { name: 'isAgentAdmin', label: t('app.isAgentAdmin'), type: 'switch', initialValue: false },
          { name: 'expiresAt', label: t('app.expiresAt'), type: 'date' },
        ],
        toValues: (row) => ({ ...row, status: row.status === 'OPENING' ? 'ENABLED' : row.status, expiresAt: row.expiresAt || undefined }),
        toBody: (v) => ({ ...v, id: unitId }),
      },
      dialogs: {
        open: {
          title: 'app.openTitle',
          width: 480,
          call: calls.openApp,
          fields: ({ t, nc }) => [{ name: 'appId', label: t('app.app'), type: 'select', required: true, load: () => loadAppOptions(nc) }],
          toValues: () => ({}),
          toBody: (v) => ({ ...v, unitId }),
          done: 'app.opened',
        },
      },
      remove: { call: { ...calls.removeUnitApp, params: (r) => ({ id: unitId, appId: r.appId }) }, permission: calls.saveUnitApp.permission, name: (r) => r.appName },
      rowActions: ({ t }) => [{ key: 'steps', label: t('app.steps'), permission: calls.openings.permission, run: (r) => window.location.assign(screenHref('unitSteps', { unitId, appId: r.appId })) }],
      toolbar: (h) => (h.has(calls.saveUnitApp.permission) ? <Typography.Link onClick={() => h.openDialog('open')}>{h.t('app.open')}</Typography.Link> : null),
    }),
    [unitId],
  );
  const t = useTranslations('console.unitPages');
  return (
    <>
      {admin && <UnitPicker value={unitId} onChange={setUnitId} />}
      <ListPage declaration={declaration} query={{ id: unitId }} title={t('app.title')} />
    </>
  );
}

export function UnitStepsScreen({ unitId: requested, appId }: { unitId?: number; appId?: number }) {
  const t = useTranslations('console.unitPages');
  const [unitId, setUnitId, admin] = useUnit(requested);
  return (
    <>
      {admin && <UnitPicker value={unitId} onChange={setUnitId} />}
      <OpenTasksScreen key={unitId} unitId={unitId} appId={appId} title={t('steps.title')} />
    </>
  );
}

export function UnitParamsScreen({ unitId: requested }: { unitId?: number }) {
  const nc = useNameCode();
  const t = useTranslations('console.unitPages');
  const [unitId, setUnitId, admin] = useUnit(requested);
  const [profile, setProfile] = useState<UnitRow | null>(null);
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    callApi<UnitBox>(calls.unitBox, { unitId }).then((b) => setProfile(b.unit), () => setProfile(null));
  }, [unitId, version]);
  const declaration = useMemo<ListPageDeclaration<UnitOption>>(
    () => ({
      ns: 'console.unitPages',
      rowKey: 'code',
      list: calls.unitOptions,
      unpaged: true,
      columns: ({ t: tt }) => [
        { title: tt('param.code'), dataIndex: 'code', width: 200 },
        { title: tt('param.name'), dataIndex: 'name', width: 180 },
        { title: tt('param.value'), dataIndex: 'value', ellipsis: true, render: (v: string) => <OptionValueCell value={v} /> },
        { title: tt('param.source'), dataIndex: 'source', width: 100, render: (v: string) => <Tag color={v === 'UNIT' ? 'blue' : 'default'}>{tt(`param.${v}`)}</Tag> },
        { title: tt('param.halt'), dataIndex: 'halt', width: 80, render: (v: boolean) => <FlagTag value={v} /> },
        { title: tt('param.remark'), dataIndex: 'remark', ellipsis: true },
      ],
      form: {
        titles: { create: 'param.create', update: 'param.edit' },
        width: 600,
        create: calls.saveUnitOption,
        update: calls.saveUnitOption,
        fields: ({ t: tt }, mode) => [
          { name: 'code', label: tt('param.code'), type: 'text', required: true, max: 60, disabled: mode === 'update', patterns: [{ regex: /^[A-Za-z0-9_.-]+$/, message: tt('param.codeRule') }] },
          { name: 'name', label: tt('param.name'), type: 'text', max: 60 },
          // Secrets come as the marker: shown as "Set" with "Replace", kept when sent back (docs/decisions/092).
          { name: 'value', label: tt('param.value'), type: 'custom', max: 2000, wide: true, render: (form) => <SecretValueInput form={form} /> },
          { name: 'halt', label: tt('param.halt'), type: 'switch', initialValue: false },
          { name: 'remark', label: tt('param.remark'), type: 'textarea', max: 2000, wide: true },
        ],
        toBody: (v, _m, row) => ({ ...v, code: v.code ?? row?.code, value: v.value ?? '', unitId }),
      },
    }),
    [unitId],
  );
  return (
    <>
      {admin && <UnitPicker value={unitId} onChange={setUnitId} />}
      <Card
        size="small"
        variant="borderless"
        style={{ marginBottom: 16 }}
        title={t('profile.title')}
        extra={profile && <Typography.Link onClick={() => setEditing(true)}>{t('profile.edit')}</Typography.Link>}
      >
        {profile ? (
          <Descriptions
            size="small"
            column={3}
            items={[
              { label: t('profile.name'), children: nc(profile.name, profile.code) },
              { label: t('profile.shortName'), children: profile.shortName },
              { label: t('profile.theme'), children: profile.theme },
              { label: t('profile.contactName'), children: profile.contactName },
              { label: t('profile.phone'), children: profile.phone },
              { label: t('profile.email'), children: profile.email },
              { label: t('profile.address'), children: profile.address },
              { label: t('profile.logo'), children: profile.logo },
            ]}
          />
        ) : (
          <Spin />
        )}
      </Card>
      <ListPage declaration={declaration} query={{ unitId }} title={t('param.title')} />
      {editing && profile && (
        <FormDialog
          title={t('profile.edit')}
          fields={[
            { name: 'name', label: t('profile.name'), type: 'text', required: true, max: 60 },
            { name: 'shortName', label: t('profile.shortName'), type: 'text', max: 100 },
            { name: 'theme', label: t('profile.theme'), type: 'text', max: 30 },
            { name: 'contactName', label: t('profile.contactName'), type: 'text', max: 30 },
            { name: 'phone', label: t('profile.phone'), type: 'text', max: 30 },
            { name: 'email', label: t('profile.email'), type: 'text', max: 100, rules: [{ type: 'email', message: t('profile.emailRule') }] },
            { name: 'address', label: t('profile.address'), type: 'text', max: 200, wide: true },
            { name: 'logo', label: t('profile.logo'), type: 'text', max: 500, wide: true },
          ]}
          call={calls.updateOrg}
          load={() => ({ ...profile })}
          toBody={(v) => ({ ...v, id: profile.id })}
          onClose={(saved) => {
            setEditing(false);
            if (saved) setVersion((x) => x + 1);
          }}
        />
      )}
    </>
  );
}

export function UnitBoxScreen({ unitId: requested }: { unitId?: number }) {
  const nc = useNameCode();
  const t = useTranslations('console.unitPages');
  const [unitId, setUnitId, admin] = useUnit(requested);
  const [box, setBox] = useState<UnitBox | null>(null);
  useEffect(() => {
    setBox(null);
    callApi<UnitBox>(calls.unitBox, { unitId }).then(setBox, () => undefined);
  }, [unitId]);
  const figures: [string, number][] = box
    ? [
        ['users', box.users],
        ['enabledUsers', box.enabledUsers],
        ['lockedUsers', box.lockedUsers],
        ['departments', box.departments],
        ['roles', box.roles],
        ['childUnits', box.childUnits],
      ]
    : [];
  return (
    <>
      {admin && <UnitPicker value={unitId} onChange={setUnitId} />}
      <Card variant="borderless" title={box ? `${t('box.title')} · ${nc(box.unit.name, box.unit.code)}` : t('box.title')}>
        {!box ? (
          <Spin />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {figures.map(([k, v]) => (
                <Col key={k} xs={12} md={8} lg={4}>
                  <Card size="small">
                    <Statistic title={t(`box.${k}`)} value={v} />
                  </Card>
                </Col>
              ))}
            </Row>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {t('box.apps')}
            </Typography.Title>
            <Table
              size="small"
              rowKey="appId"
              pagination={false}
              dataSource={box.apps}
              columns={[
                { title: t('app.app'), dataIndex: 'appName', render: (v: string, r) => nc(v, r.appCode) },
                { title: t('app.status'), dataIndex: 'status', render: (v: string) => (v === 'OPENING' ? <Tag color="blue">{t('app.opening')}</Tag> : <StatusTag status={v} />) },
                { title: t('app.isAdmin'), dataIndex: 'isAdmin', render: (v: boolean) => <FlagTag value={v} /> },
                { title: t('app.expiresAt'), dataIndex: 'expiresAt' },
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
}
