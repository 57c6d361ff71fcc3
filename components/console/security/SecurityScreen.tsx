'use client';
/**
 * /safety/ipWhite, /safety/sms, /safety/lockScreen and /safety/repeatLogin: a unit's login-security
 * switches (each saved at once and read by the next sign-in), with the page's lists below (IP
 * white-list groups, the users chosen for SMS validation, exempt users) as declarations of the
 * list pattern.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, InputNumber, Space, Switch, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/InputNumber';
import '@/components/style/antd/Space';
import '@/components/style/antd/Switch';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { ListPage } from '@/components/list-page/ListPage';
import { callApi } from '@/components/list-page/call';
import type { CallRef } from '@/components/list-page/types';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import type { SecuritySettingView } from '@/lib/contracts/login-security';
import type { Permission } from '@/lib/contracts/permissions';
import { exemptDeclaration, smsUsersDeclaration } from './chosen-users-declaration';
import { ipGroupsDeclaration } from './ip-groups-declaration';
import { UnitChoice, useChosenUnit } from './UnitChoice';
import * as calls from '@/lib/client/calls.generated';

export type SecurityPage = 'ipWhite' | 'sms' | 'lockScreen' | 'repeatLogin';

const PERMISSION: Record<SecurityPage, Permission> = {
  ipWhite: calls.saveIpWhiteEnabled.permission,
  sms: calls.saveMobileValidation.permission,
  lockScreen: calls.saveLockScreen.permission,
  repeatLogin: calls.saveOverwrite.permission,
};

export function SecurityScreen({ page }: { page: SecurityPage }) {
  const t = useTranslations('console.security');
  const { message } = useFeedback();
  const access = useConsoleAccess();
  const [unitId, setUnitId] = useChosenUnit();
  const [setting, setSetting] = useState<SecuritySettingView | null>(null);
  const [idle, setIdle] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = access.has(PERMISSION[page]);

  useEffect(() => {
    let live = true;
    setSetting(null);
    callApi<SecuritySettingView>(calls.securitySetting, { unitId })
      .then((s) => {
        if (!live) return;
        setSetting(s);
        setIdle(s.screenLockIdleMinutes);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [unitId]);

  const save = useCallback(
    async (call: CallRef, body: Record<string, unknown>) => {
      setBusy(true);
      try {
        const next = await callApi<SecuritySettingView>(call, { unitId, ...body });
        setSetting(next);
        setIdle(next.screenLockIdleMinutes);
        void message.success(t('saved'));
      } catch {
        // The fetch layer showed the message; the switch keeps the saved state.
      } finally {
        setBusy(false);
      }
    },
    [unitId, message, t],
  );

  const groups = useMemo(() => ipGroupsDeclaration(unitId), [unitId]);
  const smsUsers = useMemo(() => smsUsersDeclaration(unitId), [unitId]);
  const exempt = useMemo(() => {
    if (page === 'ipWhite') return exemptDeclaration(unitId, 'IP_WHITE', calls.saveIpWhiteEnabled.permission);
    if (page === 'sms') return exemptDeclaration(unitId, 'MOBILE_VALIDATION', calls.saveMobileValidation.permission);
    return null;
  }, [page, unitId]);

  const pageControl = (s: SecuritySettingView) => {
    if (page === 'ipWhite')
      return <Switch aria-label={t('ipWhite.enabled')} checked={s.ipWhiteEnabled} loading={busy} disabled={!canEdit} onChange={(v) => void save(calls.saveIpWhiteEnabled, { enabled: v })} />;
    if (page === 'sms')
      return <Switch aria-label={t('sms.enabled')} checked={s.mobileValidationEnabled} loading={busy} disabled={!canEdit} onChange={(v) => void save(calls.saveMobileValidation, { enabled: v })} />;
    if (page === 'repeatLogin')
      return <Switch aria-label={t('repeatLogin.enabled')} checked={s.overwriteEnabled} loading={busy} disabled={!canEdit} onChange={(v) => void save(calls.saveOverwrite, { enabled: v })} />;
    return (
      <Space wrap>
        <Switch
          aria-label={t('lockScreen.enabled')}
          checked={s.screenLockEnabled}
          loading={busy}
          disabled={!canEdit}
          onChange={(v) => void save(calls.saveLockScreen, { enabled: v, idleMinutes: idle ?? s.screenLockIdleMinutes })}
        />
        <Typography.Text>{t('lockScreen.idle')}</Typography.Text>
        <InputNumber aria-label={t('lockScreen.idle')} min={1} max={1440} precision={0} value={idle} disabled={!canEdit} onChange={(v) => setIdle(v)} suffix={t('minutes')} style={{ width: 140 }} />
        <Button type="primary" disabled={!canEdit || !idle} loading={busy} onClick={() => void save(calls.saveLockScreen, { enabled: s.screenLockEnabled, idleMinutes: idle })}>
          {t('save')}
        </Button>
      </Space>
    );
  };

  // The master switch gates the IP white list and SMS validation; the screen lock and overwrite have only their own.
  const gated = page === 'ipWhite' || page === 'sms';
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t(`${page}.title`)} variant="borderless" extra={<UnitChoice value={unitId} onChange={setUnitId} />}>
        <Typography.Paragraph type="secondary">{t(`${page}.intro`)}</Typography.Paragraph>
        {setting && gated && !setting.globalSwitch && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('switchOff')} />}
        {setting && (
          <Descriptions
            column={1}
            bordered
            size="middle"
            styles={{ label: { width: 220 } }}
            items={[
              ...(gated
                ? [
                    {
                      key: 'global',
                      label: t('globalSwitch'),
                      children: (
                        <Space wrap>
                          <Switch
                            aria-label={t('globalSwitch')}
                            checked={setting.globalSwitch}
                            loading={busy}
                            disabled={!access.has(calls.saveGlobalSwitch.permission)}
                            onChange={(v) => void save(calls.saveGlobalSwitch, { enabled: v })}
                          />
                          <Typography.Text type="secondary">{t('globalSwitchHelp')}</Typography.Text>
                        </Space>
                      ),
                    },
                  ]
                : []),
              { key: 'page', label: t(`${page}.enabled`), children: pageControl(setting) },
              { key: 'updated', label: t('updated'), children: setting.saved ? `${setting.updatedAt} ${setting.updatedBy}` : t('defaults') },
            ]}
          />
        )}
      </Card>
      {page === 'ipWhite' && <ListPage declaration={groups} query={{ unitId }} />}
      {/* Chosen users apply whatever the unit-wide switch says, so they come first (regions name the lists for screen readers and tests). */}
      {page === 'sms' && (
        <section aria-label={t('smsUsers.title')}>
          <ListPage declaration={smsUsers} query={{ unitId }} banner={<Typography.Paragraph type="secondary">{t('smsUsers.intro')}</Typography.Paragraph>} />
        </section>
      )}
      {exempt && (
        <section aria-label={t('exempt.title')}>
          <ListPage declaration={exempt} query={{ unitId, kind: page === 'ipWhite' ? 'IP_WHITE' : 'MOBILE_VALIDATION' }} />
        </section>
      )}
    </Space>
  );
}
