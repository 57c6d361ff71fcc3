'use client';
/**
 * A user's live sign-ins as a list (docs/decisions/107): the device (browser and system), address,
 * place, when it signed in and was last active, and the applications it signed into with their
 * protocol; the caller's own marked, the others with an end button. Shared by "My sessions" in the
 * user menu and the console's view of a user.
 */
import { Button, Empty, Flex, List, Popconfirm, Space, Tag, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Flex';
import '@/components/style/antd/List';
import '@/components/style/antd/Popconfirm';
import '@/components/style/antd/Space';
import '@/components/style/antd/Tag';
import '@/components/style/antd/Typography';
import { DesktopOutlined } from '@ant-design/icons';
import { useCallback, useState } from 'react';
import { useFeedback } from '@/components/feedback/feedback';
import { useFormatter, useTranslations } from 'next-intl';
import type { SignInFamily } from '@/lib/contracts/sessions';

/**
 * Ending sign-ins from a list: which one is ending (its button spins; '*' for all), the answer's
 * toast (`call` returns its text), then the list read again. A refusal is shown by the fetch layer.
 */
export function useSignInEnding(reload: () => Promise<unknown>): { ending: string | undefined; end: (key: string, call: () => Promise<string>) => Promise<void> } {
  const { message } = useFeedback();
  const [ending, setEnding] = useState<string | undefined>();
  const end = useCallback(
    async (key: string, call: () => Promise<string>) => {
      setEnding(key);
      try {
        void message.success(await call());
        await reload();
      } catch {
        // The fetch layer shows why.
      } finally {
        setEnding(undefined);
      }
    },
    [message, reload],
  );
  return { ending, end };
}

const PROTOCOL_COLORS: Record<SignInFamily['apps'][number]['protocol'], string> = { SPEC: 'blue', OIDC: 'purple', CAS: 'geekblue' };

export function SignInList({
  families,
  loading,
  ending,
  canEnd,
  onEnd,
}: {
  families: SignInFamily[] | undefined;
  loading: boolean;
  /** The family being ended (its button spins). */
  ending?: string;
  canEnd: (family: SignInFamily) => boolean;
  onEnd: (family: SignInFamily) => void;
}) {
  const t = useTranslations('account.sessions');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List
      loading={loading}
      dataSource={families ?? []}
      rowKey="familyId"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      renderItem={(f) => (
        <List.Item
          aria-label={t('device', { browser: f.browser || t('unknownBrowser'), os: f.os || t('unknownSystem') })}
          actions={
            canEnd(f)
              ? [
                  <Popconfirm key="end" title={t('endConfirm')} okText={t('end')} cancelText={t('cancel')} onConfirm={() => onEnd(f)}>
                    <Button size="small" danger loading={ending === f.familyId}>
                      {t('end')}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            avatar={<DesktopOutlined style={{ fontSize: 22, color: 'var(--ant-color-text-tertiary)', marginTop: 4 }} />}
            title={
              <Space size={6} wrap>
                <span>{t('device', { browser: f.browser || t('unknownBrowser'), os: f.os || t('unknownSystem') })}</span>
                {f.current === 'T' ? <Tag color="green">{t('current')}</Tag> : null}
              </Space>
            }
            description={
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">
                  {t('where', { ip: f.ip || '-', place: f.location || t('unknownPlace') })}
                </Typography.Text>
                <Typography.Text type="secondary">{t('times', { signedIn: when(f.signedInAt), lastSeen: when(f.lastSeenAt) })}</Typography.Text>
                <Flex gap={4} wrap align="center">
                  <Typography.Text type="secondary">{t('apps')}</Typography.Text>
                  {f.apps.length === 0 ? (
                    <Typography.Text type="secondary">{t('noApps')}</Typography.Text>
                  ) : (
                    f.apps.map((a) => (
                      <Tag key={`${a.protocol}:${a.appCode}:${a.at}`} color={PROTOCOL_COLORS[a.protocol]} title={when(a.at)}>
                        {a.appName} · {t(`protocol.${a.protocol}`)}
                      </Tag>
                    ))
                  )}
                </Flex>
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
}
