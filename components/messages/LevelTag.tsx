'use client';
/** The urgency level: INFO (normal), WARN (warning), SERIOUS (urgent), named by the server's shared table. */
import { Tag } from 'antd';
import '@/components/style/antd/Tag';
import type { MessageRow } from '@/lib/contracts/messages';

const COLORS: Record<MessageRow['messageLevel'], string> = { INFO: 'blue', WARN: 'orange', SERIOUS: 'red' };

export function LevelTag({ level, name }: { level: MessageRow['messageLevel']; name: string }) {
  return (
    <Tag color={COLORS[level]} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
