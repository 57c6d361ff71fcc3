'use client';
/**
 * The SMS code step of a login the unit protects with a second factor (answer 40111): the notice,
 * the six-digit code and the send button with its 60-second countdown (loaded when first needed).
 */
import { useState } from 'react';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { RESEND_SECONDS, useCountdown } from '@/lib/client/hooks/use-countdown';
import { Button, TextField } from '@/components/signin/fields';
import { Icon } from '@/components/signin/Icon';
import { toast } from '@/components/signin/Toaster';
import styles from './login.module.css';
import * as calls from '@/lib/client/calls.generated';

export function SmsStep({
  challenge,
  value,
  onValue,
  errors,
  checked,
}: {
  challenge: { encodedCode: string; mobile: string };
  value: string;
  onValue: (v: string) => void;
  errors?: string[];
  checked?: boolean;
}) {
  const t = useTranslations('login');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const r = await callApi(calls.sendMobileCode, { encodedCode: challenge.encodedCode });
      countdown.start(r.seconds > 0 ? r.seconds : RESEND_SECONDS);
      toast('success', t('smsSent', { mobile: r.mobile || challenge.mobile }));
    } catch {
      // Shown by the fetch layer.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <div className={styles.sms} role="status">
        {t('smsRequired', { mobile: challenge.mobile })}
      </div>
      <TextField
        id="mobileCode"
        label={t('fields.mobileCode')}
        prefix={<Icon icon={MessageOutlined} />}
        placeholder={t('placeholders.mobileCode')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onValue={onValue}
        errors={errors}
        checked={checked}
        after={
          <Button onClick={() => void send()} loading={sending} disabled={countdown.running} style={{ width: 'auto', minWidth: 140, height: 44, borderRadius: 12 }}>
            {countdown.running ? t('buttons.resend', { seconds: countdown.remaining }) : t('buttons.sendCode')}
          </Button>
        }
      />
    </>
  );
}
