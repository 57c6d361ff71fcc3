'use client';
/**
 * Labelled inputs, checkbox and buttons of the sign-in pages: native elements in antd's look
 * (fields.module.css). A field shows its validity like antd's `hasFeedback` once it was checked.
 */
import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { Icon } from './Icon';
import styles from './fields.module.css';

export { styles as fieldStyles };

type Status = 'success' | 'error' | undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  prefix?: ReactNode;
  /** Messages of the failed rules; shown under the control. */
  errors?: string[];
  /** Whether the field has been checked (antd's hasFeedback shows its state only then). */
  checked?: boolean;
  /** Something beside the control (a send-code button). */
  after?: ReactNode;
  /** A password field's show/hide button labels. */
  reveal?: { show: string; hide: string };
}

function statusOf(checked: boolean | undefined, errors: string[] | undefined): Status {
  if (!checked) return undefined;
  return errors?.length ? 'error' : 'success';
}

function Explain({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert">
      {errors.map((e) => (
        <div key={e} className={styles.explain}>
          {e}
        </div>
      ))}
    </div>
  );
}

export function TextField({ id, label, value, onValue, prefix, errors, checked, after, reveal, type = 'text', ...input }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const status = statusOf(checked, errors);
  const isPassword = type === 'password' && reveal !== undefined;
  const control = (
    <div className={styles.control} data-status={status} style={after ? { flex: 1, minWidth: 0 } : undefined}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <input
        {...input}
        id={id}
        className={styles.input}
        type={isPassword && revealed ? 'text' : type}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={status === 'error' || undefined}
        aria-describedby={errors?.length ? `${id}_help` : undefined}
      />
      <span className={styles.suffix}>
        {status === 'success' && <Icon icon={CheckCircleFilled} className={styles.success} />}
        {status === 'error' && <Icon icon={CloseCircleFilled} className={styles.failure} />}
        {isPassword && reveal && (
          <button type="button" className={styles.reveal} aria-label={revealed ? reveal.hide : reveal.show} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            <Icon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </span>
    </div>
  );
  return (
    <div className={styles.item}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {after ? (
        <div style={{ display: 'flex', gap: 8 }}>
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      <Explain id={`${id}_help`} errors={errors} />
    </div>
  );
}

export function CheckboxField({ id, checked, onChecked, children, errors }: { id: string; checked: boolean; onChecked: (v: boolean) => void; children: ReactNode; errors?: string[] }) {
  return (
    <div>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(e) => onChecked(e.target.checked)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}_help` : undefined}
        />
        <span>{children}</span>
      </label>
      <Explain id={`${id}_help`} errors={errors} />
    </div>
  );
}

export function Button({ primary, loading, icon, children, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; loading?: boolean; icon?: ReactNode }) {
  return (
    <button type="button" {...props} className={[styles.button, primary ? styles.primary : '', className ?? ''].join(' ')} aria-busy={loading || undefined}>
      {loading ? <span className={styles.spinner} aria-hidden /> : icon}
      <span>{children}</span>
    </button>
  );
}
