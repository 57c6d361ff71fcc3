'use client';
/**
 * Change password (portal.md sections 2 and 5): old, new, repeat. When mandatory there is no
 * way out but changing it. Success ends every session server-side, so the page goes to /logout.
 */
import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Modal';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { useBackdoorState } from '@/lib/client/hooks/use-backdoor-state';
import { usePasswordRule } from '@/lib/client/hooks/use-password-rule';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers';
import type { PasswordNotice } from './password-demand';
import { PasswordFields, type PasswordFieldValues } from './password-fields';
import * as calls from '@/lib/client/calls.generated';

export function ChangePasswordModal(props: {
  open: boolean;
  login: PublicLoginResult;
  /** Why the change is asked for, shown above the form. */
  notice?: PasswordNotice;
  /** No cancel button, no close icon, no mask or Escape close. */
  mandatory?: boolean;
  onCancel?: () => void;
}) {
  const { open, login, notice, mandatory = false, onCancel } = props;
  const t = useTranslations('password');
  const config = usePublicConfig();
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordFieldValues>();
  const [saving, setSaving] = useState(false);

  // The server applies the rule of the user's own unit; a backdoor user may be logged into another.
  const isBackdoor = login.user.isBackdoor === 'T' && config.appCode !== config.defaultAppCode;
  const backdoor = useBackdoorState(open && isBackdoor);
  const unitCode = (isBackdoor ? backdoor?.homeUnitCode : undefined) || login.unitCode;
  const { rule } = usePasswordRule({ appCode: config.appCode, defaultAppCode: config.defaultAppCode, unitCode });

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      // The form requires the old password; the type of the shared password fields leaves it optional.
      await callApi(calls.updateUserPassword, { passwdOld: values.passwdOld ?? '', passwd: values.passwd });
    } catch {
      // The fetch layer has shown the server's message (wrong old password, too weak...).
      setSaving(false);
      return;
    }
    // Every session has ended: leave after the user has seen the confirmation.
    void message.success(t('change.success'), 1.5).then(() => window.location.assign('/logout'));
  }

  return (
    <Modal
      open={open}
      title={t('change.title')}
      okText={t('change.ok')}
      cancelText={t('change.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={mandatory ? undefined : onCancel}
      confirmLoading={saving}
      closable={!mandatory}
      keyboard={!mandatory}
      mask={{ closable: !mandatory }}
      footer={mandatory ? (_, { OkBtn }) => <OkBtn /> : undefined}
      destroyOnHidden
      width={460}
    >
      {notice ? <Alert type="warning" showIcon title={t(`change.${notice}`)} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark autoComplete="off" preserve={false}>
        <Form.Item name="passwdOld" label={t('form.old')} rules={[{ required: true, message: t('form.oldRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={256} autoFocus />
        </Form.Item>
        <PasswordFields rule={rule} withOld />
      </Form>
    </Modal>
  );
}
