'use client';
/** The test-environment link box (portal.md section 2): groups of links, tip 测试环境链接; only in a test environment. */
import { Button, Popover, Tooltip, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Popover';
import '@/components/style/antd/Tooltip';
import '@/components/style/antd/Typography';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useShell } from './ShellProvider';

export function TestLinks({ dark }: { dark?: boolean }) {
  const t = useTranslations('shell');
  const { testLinks } = useShell().boot;
  if (testLinks.length === 0) return null;
  const content = (
    <div style={{ width: 280, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {testLinks.map((g) => (
        <div key={g.group} role="group" aria-label={g.group}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {g.group}
          </Typography.Text>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', marginTop: 4 }}>
            {g.links.map((l) => (
              <a key={l.url} href={l.url} target="_blank" rel="noopener noreferrer">
                {l.title}
              </a>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
  return (
    <Popover content={content} title={t('testLinks')} trigger="click" placement="bottomRight">
      <Tooltip title={t('testLinks')}>
        <Button type="text" aria-label={t('testLinks')} icon={<ExperimentOutlined />} style={dark ? { color: 'rgba(255,255,255,0.85)' } : { color: 'var(--ant-color-warning)' }} />
      </Tooltip>
    </Popover>
  );
}
