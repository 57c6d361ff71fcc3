'use client';
/**
 * The user operation menu (portal.md section 2): change unit (backdoor users outside the
 * user-center app), change logo, update history (not in the open-source variant), password
 * e-mail, bind mobile, my sessions (docs/decisions/107), update password (highlighted when it must be changed), translations (translators),
 * switch language (when enabled), exit. Its intro guide points at update password when a change
 * is asked for. Every dialog's code loads when it is first opened.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { Avatar, Badge, Button, type MenuProps } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Avatar';
import '@/components/style/antd/Badge';
import '@/components/style/antd/Button';
import {
  DesktopOutlined, DownOutlined, GlobalOutlined, HistoryOutlined, LockOutlined, LogoutOutlined, MailOutlined, MobileOutlined, PictureOutlined, SwapOutlined, TranslationOutlined, UserOutlined,
} from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/api';
import { swrKey } from '@/lib/client/call';
import { useBackdoorState } from '@/lib/client/hooks/use-backdoor-state';
import { readJson, StorageKey, writeJson } from '@/lib/client/storage';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { isHttpUrl } from '@/components/feedback/logout';
import type { StoredApp } from '@/components/login/login-storage';
import { usePublicConfig } from '@/components/providers';
import { PASSWORD_GUARD_CLOSED_EVENT } from './PasswordGuard';
import { passwordDemand } from './password-demand';
import * as calls from '@/lib/client/calls.generated';
import type UserMenuDropdown from './UserMenuDropdown';

const ChangePasswordModal = dynamic(() => import('./ChangePasswordModal').then((m) => m.ChangePasswordModal), { ssr: false });
const PasswordEmailModal = dynamic(() => import('./PasswordEmailModal').then((m) => m.PasswordEmailModal), { ssr: false });
const BindMobileModal = dynamic(() => import('./BindMobileModal').then((m) => m.BindMobileModal), { ssr: false });
const MySessionsModal = dynamic(() => import('./MySessionsModal').then((m) => m.MySessionsModal), { ssr: false });
const LanguageModal = dynamic(() => import('./LanguageModal').then((m) => m.LanguageModal), { ssr: false });
const UnitChangeModal = dynamic(() => import('./UnitChangeModal').then((m) => m.UnitChangeModal), { ssr: false });
const LogoModal = dynamic(() => import('@/components/logo/LogoModal').then((m) => m.LogoModal), { ssr: false });
const TranslationEditor = dynamic(() => import('@/components/translate/TranslationEditor').then((m) => m.TranslationEditor), { ssr: false });
const PasswordTour = dynamic(() => import('./PasswordTour').then((m) => m.PasswordTour), { ssr: false });

type Dialog = 'unit' | 'password' | 'email' | 'mobile' | 'sessions' | 'language' | 'logo' | 'translate';

/** The update-history link: a dictionary entry (portal.md section 7). */
const UPDATE_HISTORY = { appCode: 'GC', code: 'UPDATE_HISTORY_URL', isHalt: 'F' } as const;
/** Id of the update-password entry, which the intro guide points at. */
export const UPDATE_PASSWORD_ITEM_ID = 'user-menu-update-password';

interface DictionaryEntry {
  value: string;
}

/** The update-history address when the dictionary holds a usable one (an http(s) address or a site path). */
function historyAddress(entries: DictionaryEntry[] | undefined): string | undefined {
  const address = entries?.[0]?.value.trim() ?? '';
  return address && (isHttpUrl(address) || (address.startsWith('/') && !address.startsWith('//'))) ? address : undefined;
}

export interface UserMenuProps {
  login: PublicLoginResult;
  /** The translator permission with the language module (the shell asks the server). */
  canTranslate?: boolean;
  /** How the trigger looks: beside the name (default), only the avatar, or on a dark bar. */
  variant?: 'default' | 'avatar' | 'dark';
  /** Extra content below the trigger's name (the user bar's unit line). */
  trigger?: ReactNode;
}

/** Whether the stored login already went past the first-login prompt (cancelled it). */
function firstLoginPromptDone(userId: number): boolean {
  const user = readJson<StoredApp>(StorageKey.app)?.user;
  return user?.id === userId && user.firstLogin === 'F';
}

export function UserMenu({ login, canTranslate = false, variant = 'default', trigger }: UserMenuProps) {
  const t = useTranslations('account');
  const config = usePublicConfig();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState<Set<Dialog>>(new Set());
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The dropdown (antd Dropdown and Menu) loads when the menu first opens; until then the trigger alone.
  const [MenuDropdown, setMenuDropdown] = useState<ComponentType<Parameters<typeof UserMenuDropdown>[0]> | null>(null);
  useEffect(() => {
    if (!menuOpen || MenuDropdown) return;
    let live = true;
    void import('./UserMenuDropdown').then((m) => {
      if (live) setMenuDropdown(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [menuOpen, MenuDropdown]);
  // Asked when the menu first opens (not on every page load); the item shows only when an address is set.
  const { data: historyEntries } = useSWR<DictionaryEntry[]>(menuOpen && !config.features.openSource ? swrKey(calls.dictionaryList, UPDATE_HISTORY) : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const history = historyAddress(historyEntries);
  const [guide, setGuide] = useState(false);

  const isUserCenter = config.appCode === config.defaultAppCode;
  // The login says who might be a backdoor user; the server confirms the right.
  const backdoor = useBackdoorState(!isUserCenter && login.user.isBackdoor === 'T');
  const canChangeUnit = backdoor?.isBackdoor === 'T' && backdoor.canUseBackdoor === 'T';
  const demand = passwordDemand(login, config.appCode, config.defaultAppCode);
  const mustChange = demand.open;
  const userId = login.user.id;

  // The intro guide: when a change is asked for and the first-login prompt is out of the way
  // (cancelled now or before), point at update password once per stored login.
  useEffect(() => {
    if (!demand.open || demand.mandatory) return;
    const maybeStart = () => {
      const stored = readJson<StoredApp>(StorageKey.app);
      if (stored?.pwdGuide || !firstLoginPromptDone(userId)) return;
      setMenuOpen(true);
      setGuide(true);
    };
    maybeStart();
    window.addEventListener(PASSWORD_GUARD_CLOSED_EVENT, maybeStart);
    return () => window.removeEventListener(PASSWORD_GUARD_CLOSED_EVENT, maybeStart);
  }, [demand.open, demand.mandatory, userId]);

  function endGuide() {
    setGuide(false);
    setMenuOpen(false);
    const stored = readJson<StoredApp>(StorageKey.app) ?? {};
    writeJson(StorageKey.app, { ...stored, pwdGuide: true } satisfies StoredApp);
  }

  function open(d: Dialog) {
    setOpened((s) => (s.has(d) ? s : new Set(s).add(d)));
    setDialog(d);
  }

  function exit() {
    setLeaving(true);
    // The logout route ends the session on the server (failure ignored) and clears the stored login.
    window.location.assign('/logout');
  }

  const items: MenuProps['items'] = [
    ...(canChangeUnit ? [{ key: 'unit', icon: <SwapOutlined />, label: t('menu.changeUnit') }] : []),
    { key: 'logo', icon: <PictureOutlined />, label: t('menu.changeLogo') },
    ...(history ? [{ key: 'history', icon: <HistoryOutlined />, label: t('menu.updateHistory') }] : []),
    { key: 'email', icon: <MailOutlined />, label: t('menu.passwordEmail') },
    { key: 'mobile', icon: <MobileOutlined />, label: t('menu.bindMobile') },
    { key: 'sessions', icon: <DesktopOutlined />, label: t('menu.mySessions') },
    {
      key: 'password',
      icon: <LockOutlined />,
      label: mustChange ? (
        <Badge dot offset={[6, 0]} title={t('menu.mustChange')}>
          <span id={UPDATE_PASSWORD_ITEM_ID} style={{ color: 'var(--ant-color-error)', fontWeight: 500 }}>
            {t('menu.updatePassword')}
          </span>
        </Badge>
      ) : (
        <span id={UPDATE_PASSWORD_ITEM_ID}>{t('menu.updatePassword')}</span>
      ),
    },
    ...(canTranslate && config.features.language && config.features.translate ? [{ key: 'translate', icon: <TranslationOutlined />, label: t('menu.translate') }] : []),
    ...(config.features.language ? [{ key: 'language', icon: <GlobalOutlined />, label: t('menu.language') }] : []),
    { type: 'divider' as const },
    { key: 'exit', icon: <LogoutOutlined />, label: t('menu.exit'), danger: true, disabled: leaving },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (guide) endGuide();
    setMenuOpen(false);
    if (key === 'exit') exit();
    else if (key === 'history' && history) window.open(history, '_blank', 'noopener,noreferrer');
    else open(key as Dialog);
  };

  const name = login.username || login.user.name || login.userCode;
  const dark = variant === 'dark';
  const avatar = (
    <Badge dot={mustChange} offset={[-4, 4]}>
      <Avatar size={30} icon={<UserOutlined />} style={{ background: dark ? 'rgba(255,255,255,0.18)' : 'var(--ant-color-primary)' }} />
    </Badge>
  );
  const triggerButton = (
    <Button type="text" aria-label={t('menu.trigger')} style={{ height: 40, paddingInline: 8, color: dark ? '#fff' : undefined }}>
      {avatar}
      {variant === 'avatar' ? null : (
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      )}
      {trigger}
      <DownOutlined style={{ fontSize: 10, opacity: 0.6 }} />
    </Button>
  );
  const close = () => setDialog(null);
  return (
    <>
      {MenuDropdown ? (
        <MenuDropdown
          menu={{ items, onClick }}
          trigger={['click']}
          placement="bottomRight"
          arrow={false}
          open={menuOpen}
          onOpenChange={(next) => {
            // While the guide shows, the menu stays open so the guide has something to point at.
            if (!guide) setMenuOpen(next);
          }}
        >
          {triggerButton}
        </MenuDropdown>
      ) : (
        // Before the dropdown has loaded: a click asks for it open (it opens once loaded).
        <span style={{ display: 'inline-flex' }} onClickCapture={() => setMenuOpen(true)}>
          {triggerButton}
        </span>
      )}
      {guide ? <PasswordTour targetId={UPDATE_PASSWORD_ITEM_ID} onClose={endGuide} /> : null}
      {canChangeUnit && opened.has('unit') ? <UnitChangeModal open={dialog === 'unit'} onClose={close} /> : null}
      {opened.has('password') ? <ChangePasswordModal open={dialog === 'password'} login={login} notice={demand.notice} onCancel={close} /> : null}
      {opened.has('email') ? <PasswordEmailModal open={dialog === 'email'} login={login} onClose={close} /> : null}
      {opened.has('mobile') ? <BindMobileModal open={dialog === 'mobile'} login={login} onClose={close} /> : null}
      {opened.has('sessions') ? <MySessionsModal open={dialog === 'sessions'} onClose={close} /> : null}
      {config.features.language && opened.has('language') ? <LanguageModal open={dialog === 'language'} onClose={close} /> : null}
      {opened.has('logo') ? <LogoModal open={dialog === 'logo'} onClose={close} /> : null}
      {opened.has('translate') ? <TranslationEditor open={dialog === 'translate'} onClose={close} /> : null}
    </>
  );
}
