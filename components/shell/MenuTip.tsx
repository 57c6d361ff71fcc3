'use client';
/** A menu item's tip badge (portal.md section 2: items may carry a tip): a count, or a short word. */
import { Badge } from 'antd';
import '@/components/style/antd/Badge';

export function MenuTip({ tip }: { tip: string }) {
  if (!tip) return null;
  const n = Number(tip);
  if (Number.isInteger(n) && n > 0) return <Badge count={n} size="small" overflowCount={99} />;
  return <Badge count={tip.slice(0, 6)} size="small" color="var(--ant-color-error, #ff4d4f)" />;
}
