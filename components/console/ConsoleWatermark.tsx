'use client';
/** The watermark of the department and user pages: the unit name and the viewer's user code (console.md section 2). */
import type { ReactNode } from 'react';
import { Watermark } from 'antd';
import { useConsoleAccess } from './ConsoleAccess';

export function ConsoleWatermark({ children }: { children: ReactNode }) {
  const { unit, user } = useConsoleAccess();
  return (
    <Watermark content={[unit.name, user.code]} font={{ color: 'rgba(0,0,0,0.07)', fontSize: 14 }} gap={[120, 120]}>
      {children}
    </Watermark>
  );
}
