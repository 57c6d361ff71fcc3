/** A Logo row as the API shows it. */
import type { Logo } from '@/lib/contracts/brand';

export function toLogo(row: { code: string; descript: string | null; imageUrl: string | null; iconUrl: string | null }): Logo {
  return { code: row.code, descript: row.descript ?? '', imageUrl: row.imageUrl ?? '', iconUrl: row.iconUrl ?? '' };
}

/** Where an uploaded file is served (app/files/[id]/route.ts). */
export const fileAddress = (id: string) => `/files/${id}`;
