'use client';
/**
 * A six-digit verification code input with its send button, which counts down before a resend
 * (portal.md: 60 s). Used by the SMS login step, the password e-mail and the password retrieval.
 */
import type { ReactNode } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import type { useCountdown } from '@/lib/client/hooks/use-countdown';

export interface VerificationCodeFieldProps {
  /** Form field name; the input's id is `<formName>_<name>`, given as htmlFor. */
  name: string;
  htmlFor: string;
  label: ReactNode;
  texts: { required: string; format: string; send: string; resend: (seconds: number) => string };
  countdown: ReturnType<typeof useCountdown>;
  sending: boolean;
  onSend: () => void;
  prefix?: ReactNode;
  placeholder?: string;
}

export function VerificationCodeField(props: VerificationCodeFieldProps) {
  const { countdown } = props;
  return (
    <Form.Item label={props.label} htmlFor={props.htmlFor} required>
      <Flex gap={8}>
        <Form.Item
          name={props.name}
          noStyle
          validateFirst
          rules={[
            { required: true, whitespace: true, message: props.texts.required },
            { pattern: /^\s*\d{6}\s*$/, message: props.texts.format },
          ]}
        >
          <Input prefix={props.prefix} placeholder={props.placeholder} maxLength={6} inputMode="numeric" autoComplete="one-time-code" style={{ flex: 1 }} />
        </Form.Item>
        <Button onClick={props.onSend} loading={props.sending} disabled={countdown.running} style={{ minWidth: 140, flex: 'none' }}>
          {countdown.running ? props.texts.resend(countdown.remaining) : props.texts.send}
        </Button>
      </Flex>
    </Form.Item>
  );
}
