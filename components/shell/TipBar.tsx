'use client';
/**
 * The tip bar: the system-wide tip banner (closable; a new tip shows again) and the notice ticker.
 * Both come from the messages slot (message-slots.tsx); without a tip or notices it takes no room.
 */
import { useState } from 'react';
import { Alert } from 'antd';
import '@/components/style/antd/Alert';
import { NoticeTicker, useSystemTip } from './message-slots';
import styles from './shell.module.css';

export function TipBar() {
  const tip = useSystemTip();
  const [closed, setClosed] = useState<string | null>(null);
  return (
    <>
      {tip && closed !== tip.id ? <Alert banner type="warning" showIcon title={tip.text} closable={{ onClose: () => setClosed(tip.id) }} /> : null}
      <div className={styles.tipBar}>
        <NoticeTicker />
      </div>
    </>
  );
}
