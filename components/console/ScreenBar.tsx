'use client';
/** The strip above a console list holding what the list is of (a unit, an application). */
import type { ReactNode } from 'react';
import { Card, Space } from 'antd';
import '@/components/style/antd/Card';
import '@/components/style/antd/Space';

export function ScreenBar({ children }: { children: ReactNode }) {
  return (
    <Card size="small" variant="borderless" style={{ marginBottom: 12 }}>
      <Space wrap>{children}</Space>
    </Card>
  );
}
