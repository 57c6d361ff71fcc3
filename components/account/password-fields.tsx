'use client';
/**
 * The new-password and repeat fields shared by the change-password modal and the retrieval page,
 * validated per portal.md section 5: both required, the rule of the app and unit, new differs
 * from old (when an old-password field exists), repeat equals new.
 */
import { Form, Input } from 'antd';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import type { Rule } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import { checkPassword, describePasswordRule, type PasswordRule } from '@/lib/security/password-policy';

export interface PasswordFieldValues {
  passwdOld?: string;
  passwd: string;
  passwdCheck: string;
}

export function PasswordFields({ rule, withOld }: { rule: PasswordRule; withOld: boolean }) {
  const t = useTranslations('password');
  const ruleText = describePasswordRule(rule, (key, values) => t(key, values));
  const typed: string | undefined = Form.useWatch('passwd', Form.useFormInstance());
  // The rule is shown below the field, except while it is the field's error (no need to say it twice).
  const ruleHint = typed && !checkPassword(typed, rule) ? undefined : ruleText;

  const newRules: Rule[] = [
    { required: true, message: t('form.newRequired') },
    ({ getFieldValue }) => ({
      validator(_, value: string | undefined) {
        if (!value) return Promise.resolve();
        if (withOld && value === getFieldValue('passwdOld')) return Promise.reject(new Error(t('form.sameAsOld')));
        if (!checkPassword(value, rule)) return Promise.reject(new Error(ruleText));
        return Promise.resolve();
      },
    }),
  ];
  const repeatRules: Rule[] = [
    { required: true, message: t('form.repeatRequired') },
    ({ getFieldValue }) => ({
      validator(_, value: string | undefined) {
        if (!value || value === getFieldValue('passwd')) return Promise.resolve();
        return Promise.reject(new Error(t('form.inconsistent')));
      },
    }),
  ];

  return (
    <>
      <Form.Item
        name="passwd"
        label={t('form.new')}
        rules={newRules}
        dependencies={withOld ? ['passwdOld'] : []}
        extra={ruleHint}
        validateFirst
      >
        <Input.Password autoComplete="new-password" maxLength={256} />
      </Form.Item>
      <Form.Item name="passwdCheck" label={t('form.repeat')} rules={repeatRules} dependencies={['passwd']} validateFirst>
        <Input.Password autoComplete="new-password" maxLength={256} />
      </Form.Item>
    </>
  );
}
