'use client';
/**
 * The user operation menu of the shell (portal.md section 2): change unit (backdoor users outside
 * the user-center app), change password (highlighted when it must be changed), password e-mail,
 * switch language (when enabled), exit.
 */
import { useState } from 'react';
import { Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, GlobalOutlined, LockOutlined, LogoutOutlined, MailOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useBackdoorState } from '@/lib/client/hooks/use-backdoor-state';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers';
import { ChangePasswordModal } from './ChangePasswordModal';
import { LanguageModal } from './LanguageModal';
import { PasswordEmailModal } from './PasswordEmailModal';
import { passwordDemand } from './password-demand';
import { UnitChangeModal } from './UnitChangeModal';

type Dialog = 'unit' | 'password' | 'email' | 'language';

export function UserMenu({ login }: { login: PublicLoginResult }) {
  const t = useTranslations('account');
  const config = usePublicConfig();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [leaving, setLeaving] = useState(false);

  const isUserCenter = config.appCode === config.defaultAppCode;
  // The login says who might be a backdoor user; the server confirms the right.
  const backdoor = useBackdoorState(!isUserCenter && login.user.isBackdoor === 'T');
  const canChangeUnit = backdoor?.isBackdoor === 'T' && backdoor.canUseBackdoor === 'T';
  const demand = passwordDemand(login, config.appCode, config.defaultAppCode);
  const mustChange = demand.mandatory;

  async function exit() {
    setLeaving(true);
    try {
      await api('uc', '/sso/logout', { quiet: true });
    } catch {
      // Logout ignores the server's failure (portal.md section 4).
    }
    window.location.assign('/logout');
  }

  const items: MenuProps['items'] = [
    ...(canChangeUnit ? [{ key: 'unit', icon: <SwapOutlined />, label: t('menu.changeUnit') }] : []),
    {
      key: 'password',
      icon: <LockOutlined />,
      label: mustChange ? (
        <Badge dot offset={[6, 0]} title={t('menu.mustChange')}>
          <span style={{ color: 'var(--ant-color-error)', fontWeight: 500 }}>{t('menu.updatePassword')}</span>
        </Badge>
      ) : (
        t('menu.updatePassword')
      ),
    },
    { key: 'email', icon: <MailOutlined />, label: t('menu.passwordEmail') },
    ...(config.features.language ? [{ key: 'language', icon: <GlobalOutlined />, label: t('menu.language') }] : []),
    { type: 'divider' as const },
    { key: 'exit', icon: <LogoutOutlined />, label: t('menu.exit'), danger: true, disabled: leaving },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'exit') void exit();
    else setDialog(key as Dialog);
  };

  const name = login.username || login.user.name || login.userCode;
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" arrow={false}>
        <Button type="text" aria-label={t('menu.trigger')} style={{ height: 40, paddingInline: 8 }}>
          <Badge dot={mustChange} offset={[-4, 4]}>
            <Avatar size={30} icon={<UserOutlined />} style={{ background: 'var(--ant-color-primary)' }} />
          </Badge>
          <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
          <DownOutlined style={{ fontSize: 10, opacity: 0.6 }} />
        </Button>
      </Dropdown>
      {canChangeUnit ? <UnitChangeModal open={dialog === 'unit'} onClose={() => setDialog(null)} /> : null}
      <ChangePasswordModal open={dialog === 'password'} login={login} notice={demand.notice} onCancel={() => setDialog(null)} />
      <PasswordEmailModal open={dialog === 'email'} login={login} onClose={() => setDialog(null)} />
      {config.features.language ? <LanguageModal open={dialog === 'language'} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
