'use client';
/**
 * The watermark of the department and user pages: the unit name and the viewer's user code
 * (console.md section 2). Inside the shell's frame the shell draws it over the frame already
 * (components/shell/ContentWatermark.tsx, portal.md section 2): drawn here too it showed twice.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { WatermarkLayer } from '@/components/watermark/WatermarkLayer';
import { useConsoleAccess } from './ConsoleAccess';

export function ConsoleWatermark({ children }: { children: ReactNode }) {
  const { unit, user } = useConsoleAccess();
  // Known only in the browser; the first paint (server and hydration) draws it, as a page opened alone needs.
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(window.self !== window.top), []);
  if (framed) return <>{children}</>;
  return (
    <div style={{ position: 'relative' }}>
      {children}
      <WatermarkLayer content={[unit.name, user.code]} color="rgba(0,0,0,0.07)" fontSize={14} gap={[120, 120]} />
    </div>
  );
}
