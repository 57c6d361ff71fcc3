'use client';
/**
 * A user's sign-ins for an administrator (docs/decisions/107): the same list as the user's own "My
 * sessions", each one ended on its own (the row action "end sessions" ends them all). Not for one's
 * own account: that is the user menu's.
 */
import { Button, Modal } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Modal';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/api';
import { callApi, swrKey } from '@/lib/client/call';
import type { SignInFamily } from '@/lib/contracts/sessions';
import type { UserRow } from '@/lib/contracts/users';
import { SignInList, useSignInEnding } from '@/components/account/SignInList';
import * as calls from '@/lib/client/calls.generated';

export function UserSignInsModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const t = useTranslations('console.users.signIns');
  const { data, isLoading, mutate } = useSWR<SignInFamily[]>(swrKey(calls.userSignIns, { userId: user.id }), swrFetcher, { revalidateOnFocus: false });
  const { ending, end } = useSignInEnding(mutate);

  const endOne = (f: SignInFamily) =>
    end(f.familyId, async () => {
      await callApi(calls.endUserSignIn, { userId: user.id, familyId: f.familyId });
      return t('ended');
    });

  return (
    <Modal
      open
      title={t('title', { name: user.name, code: user.code })}
      onCancel={onClose}
      width={640}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <SignInList families={data} loading={isLoading} ending={ending} canEnd={(f) => f.current !== 'T'} onEnd={(f) => void endOne(f)} />
    </Modal>
  );
}
