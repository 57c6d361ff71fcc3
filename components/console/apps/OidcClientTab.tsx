'use client';
/**
 * The OpenID Connect tab of an application's credentials dialog (issue 19, docs/decisions/105):
 * client id (the application's code), the secret (the application's client secret, issued and
 * rotated on the secret tab, shown once), redirect URIs matched exactly, post-logout URIs,
 * back-channel and front-channel logout URIs, grant types, public client.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Spin, Switch, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Checkbox';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Switch';
import '@/components/style/antd/Typography';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import type { AppRow, OidcClientState } from '@/lib/contracts/apps';
import * as calls from '@/lib/client/calls.generated';

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

interface Values {
  enabled: boolean;
  public: boolean;
  redirectUris: string;
  postLogoutRedirectUris: string;
  backchannelLogoutUri: string;
  frontchannelLogoutUri: string;
  grantTypes: OidcClientState['grantTypes'];
}

const toValues = (s: OidcClientState): Values => ({
  enabled: s.registered ? s.enabled : true,
  public: s.public,
  redirectUris: s.redirectUris.join('\n'),
  postLogoutRedirectUris: s.postLogoutRedirectUris.join('\n'),
  backchannelLogoutUri: s.backchannelLogoutUri ?? '',
  frontchannelLogoutUri: s.frontchannelLogoutUri ?? '',
  grantTypes: s.grantTypes,
});

export function OidcClientTab({ app, canEdit }: { app: AppRow; canEdit: boolean }) {
  const t = useTranslations('console.apps.oidc');
  const tl = useTranslations('list.page');
  const { message } = useFeedback();
  const [state, setState] = useState<OidcClientState | null>(null);
  const [form] = Form.useForm<Values>();
  const watchedPublic = Form.useWatch('public', form);
  useEffect(() => {
    callApi<OidcClientState>(calls.oidcClientState, { appId: app.id }).then(
      (s) => {
        setState(s);
        form.setFieldsValue(toValues(s));
      },
      () => undefined,
    );
  }, [app.id, form]);

  const save = async (v: Values) => {
    const saved = await callApi<OidcClientState>(calls.saveOidcClient, {
      appId: app.id,
      enabled: v.enabled,
      public: v.public,
      redirectUris: lines(v.redirectUris),
      postLogoutRedirectUris: lines(v.postLogoutRedirectUris),
      backchannelLogoutUri: v.backchannelLogoutUri.trim() || null,
      frontchannelLogoutUri: v.frontchannelLogoutUri.trim() || null,
      grantTypes: v.grantTypes,
    });
    setState(saved);
    form.setFieldsValue(toValues(saved));
    void message.success(tl('saved'));
  };

  if (!state) return <Spin />;
  const isPublic = watchedPublic ?? state.public;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { label: t('clientId'), children: <Typography.Text code copyable>{state.clientId}</Typography.Text> },
          { label: t('secret'), children: isPublic ? t('secretPublic') : state.hasSecret ? t('secretIssued') : t('secretMissing') },
        ]}
      />
      {!state.registered && <Alert type="info" showIcon title={t('notRegistered')} style={{ marginBlock: 8 }} />}
      <Form form={form} layout="vertical" disabled={!canEdit} onFinish={(v) => void save(v).catch(() => undefined)} style={{ marginTop: 8 }}>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="public" label={t('public')} valuePropName="checked" extra={t('publicHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="grantTypes" label={t('grantTypes')} rules={[{ required: true, message: t('grantTypesRequired') }]}>
          <Checkbox.Group
            options={[
              { value: 'authorization_code', label: t('grant.authorization_code') },
              { value: 'refresh_token', label: t('grant.refresh_token') },
              { value: 'client_credentials', label: t('grant.client_credentials'), disabled: isPublic },
            ]}
          />
        </Form.Item>
        <Form.Item name="redirectUris" label={t('redirectUris')} extra={t('redirectUrisHint')}>
          <Input.TextArea rows={3} placeholder="https://app.example.com/callback" />
        </Form.Item>
        <Form.Item name="postLogoutRedirectUris" label={t('postLogoutRedirectUris')} extra={t('urisHint')}>
          <Input.TextArea rows={2} placeholder="https://app.example.com/" />
        </Form.Item>
        <Form.Item name="backchannelLogoutUri" label={t('backchannelLogoutUri')} extra={t('backchannelHint')}>
          <Input placeholder="https://app.example.com/backchannel-logout" />
        </Form.Item>
        <Form.Item name="frontchannelLogoutUri" label={t('frontchannelLogoutUri')}>
          <Input placeholder="https://app.example.com/frontchannel-logout" />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit">
            {t('save')}
          </Button>
        )}
      </Form>
    </>
  );
}
