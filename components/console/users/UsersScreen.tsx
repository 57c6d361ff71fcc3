'use client';
/** /user/user-list (all users in the caller's units) and /user/unit-user-list (the caller's unit), with the watermark; /user/userList's notice. */
import { Button, Result } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Result';
import { useTranslations } from 'next-intl';
import { ConsoleWatermark } from '@/components/console/ConsoleWatermark';
import { useConsoleAccess } from '@/components/console/ConsoleAccess';
import { UsersPanel } from './UsersPanel';
import { screenHref } from '@/lib/console/screens';

export function UsersScreen({ variant }: { variant: 'all' | 'unit' }) {
  const t = useTranslations('console.users');
  const access = useConsoleAccess();
  return (
    <ConsoleWatermark>
      {variant === 'all' ? <UsersPanel list="listUsers" /> : <UsersPanel list="unitUsers" query={{ unitId: access.unit.id }} title={`${t('unitUsersTitle')} · ${access.unit.name}`} />}
    </ConsoleWatermark>
  );
}

export function MergedNotice() {
  const t = useTranslations('console.users');
  const access = useConsoleAccess();
  // Department management in the caller's mode, when that screen opens for them; no button otherwise.
  const target = (['adminDepartments', 'departments'] as const).find((k) => access.opens(k) && (k === 'departments' || access.adminMode));
  return (
    <Result
      status="info"
      title={t('mergedNotice')}
      extra={
        target && (
          <Button type="primary" href={screenHref(target)}>
            {t('goDepartments')}
          </Button>
        )
      }
    />
  );
}
