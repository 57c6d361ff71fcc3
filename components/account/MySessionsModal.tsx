'use client';
/**
 * My sessions (我的会话), in the user menu (docs/decisions/107): the signed-in devices and the
 * applications each signed into; end one, or all but this one. Ending reaches every application
 * the sign-in signed into (single logout, back-channel logout, the shells' live connection).
 */
import { Button, Modal } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Modal';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { swrFetcher } from '@/lib/client/api';
import { callApi, swrKey } from '@/lib/client/call';
import type { SignInFamily } from '@/lib/contracts/sessions';
import * as calls from '@/lib/client/calls.generated';
import { SignInList, useSignInEnding } from './SignInList';

export function MySessionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('account.sessions');
  const { data, isLoading, mutate } = useSWR<SignInFamily[]>(open ? swrKey(calls.mySignIns) : null, swrFetcher, { revalidateOnFocus: false });
  const { ending, end } = useSignInEnding(mutate);
  const others = (data ?? []).filter((f) => f.current !== 'T').length;

  const endOne = (f: SignInFamily) =>
    end(f.familyId, async () => {
      await callApi(calls.endMySignIn, { familyId: f.familyId });
      return t('ended');
    });
  const endOthers = () =>
    end('*', async () => {
      const { ended } = await callApi(calls.endOtherSignIns, {});
      return t('endedOthers', { count: ended });
    });

  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="others" danger disabled={others === 0} loading={ending === '*'} onClick={() => void endOthers()}>
          {t('endOthers')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      <SignInList families={data} loading={isLoading} ending={ending} canEnd={(f) => f.current !== 'T'} onEnd={(f) => void endOne(f)} />
    </Modal>
  );
}
