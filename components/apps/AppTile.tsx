'use client';
/** One application tile (min or max size); an app without an address is disabled with a tooltip. */
import { Spin, Tooltip } from 'antd';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tooltip';
import { useTranslations } from 'next-intl';
import type { App } from '@/lib/contracts/auth';
import { AppIcon } from './AppIcon';
import { SafeImage } from '@/components/layout/SafeImage';
import styles from './apps.module.css';

export type TileSize = 'min' | 'max';

export function AppTile({ app, size, opening, through = false, onOpen }: { app: App; size: TileSize; opening: boolean; through?: boolean; onOpen: (app: App) => void }) {
  const t = useTranslations('portal');
  const name = app.name || app.descript || app.code;
  // A through-app opens its desktop client, not an address.
  const disabled = !app.href && !through;
  const open = () => {
    if (!disabled && !opening) onOpen(app);
  };
  const common = {
    type: 'button' as const,
    'aria-disabled': disabled || undefined,
    'aria-label': name,
    onClick: open,
  };

  if (app.img) {
    // An advert tile shows only its image.
    return (
      <button {...common} className={`${styles.tile} ${styles.advert}`} title={name}>
        <SafeImage
          src={app.img}
          alt={name}
          fallback={
            <span className={styles.advertFallback}>
              <span className={styles.advertTag}>{t('advert')}</span>
              <span className={styles.tileName}>{name}</span>
              {app.remark && <span className={styles.tileDesc}>{app.remark}</span>}
            </span>
          }
        />
      </button>
    );
  }

  const tile =
    size === 'max' ? (
      <button {...common} className={`${styles.tile} ${styles.tileMax}`}>
        <AppIcon app={app} size={52} />
        <div className={styles.tileBody}>
          <div className={styles.tileName}>{name}</div>
          <div className={styles.tileDesc}>{app.remark || (app.name ? app.descript : '') || app.code}</div>
        </div>
        <span className={styles.tileCode}>{opening ? <Spin size="small" /> : app.code}</span>
      </button>
    ) : (
      <button {...common} className={`${styles.tile} ${styles.tileMin}`}>
        {opening ? <Spin /> : <AppIcon app={app} size={44} />}
        <div className={styles.tileName}>{name}</div>
      </button>
    );

  if (disabled) return <Tooltip title={t('noHref')}>{tile}</Tooltip>;
  if (size === 'min' && app.descript && app.descript !== name) return <Tooltip title={app.descript}>{tile}</Tooltip>;
  return tile;
}
