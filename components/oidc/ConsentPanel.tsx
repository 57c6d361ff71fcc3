'use client';
/**
 * The consent card of an OpenID Connect sign-in (app/(portal)/oidc-consent): which application
 * asks (its name in the page's language), what it asks for in words, Allow / Deny. The decision is
 * posted to the interaction (lib/oidc/interaction.ts), which answers where the browser goes on: back
 * to the application through the provider (a code, or `access_denied`).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, List, Spin, Typography } from 'antd';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Flex';
import '@/components/style/antd/List';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Typography';
import { useLocale, useTranslations } from 'next-intl';

interface ConsentRequest {
  clientId: string;
  clientName: string;
  scopes: string[];
}

const SCOPE_WORDS = ['profile', 'email', 'offline_access', 'unit'] as const;
type ScopeWord = (typeof SCOPE_WORDS)[number];

export function ConsentPanel({ uid }: { uid: string | undefined }) {
  const t = useTranslations('pages.consent');
  const locale = useLocale();
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [failed, setFailed] = useState(uid === undefined);
  const [sending, setSending] = useState<'allow' | 'deny' | null>(null);

  const decide = async (decision: 'allow' | 'deny') => {
    setSending(decision);
    try {
      const r = await fetch(`/oidc/interaction/${uid}/consent`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ decision }),
      });
      const body = r.ok ? ((await r.json()) as { location?: string }) : {};
      if (!body.location) throw new Error(String(r.status));
      window.location.assign(body.location);
    } catch {
      setSending(null);
      setFailed(true);
    }
  };

  useEffect(() => {
    if (!uid) return;
    let live = true;
    fetch(`/oidc/interaction/${uid}/consent?language=${encodeURIComponent(locale)}`, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (r) => (r.ok ? ((await r.json()) as ConsentRequest) : Promise.reject(new Error(String(r.status)))))
      .then((body) => live && setRequest(body))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uid, locale]);

  return (
    <Flex justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '10vh 16px 24px' }}>
      <Card style={{ width: '100%', maxWidth: 440 }} title={t('title')}>
        {failed ? (
          <Alert type="error" showIcon title={t('expired')} />
        ) : !request ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : (
          <div>
            <Typography.Paragraph>
              <Typography.Text strong data-testid="consent-client">
                {request.clientName}
              </Typography.Text>{' '}
              {t('asks')}
            </Typography.Paragraph>
            <List
              size="small"
              bordered
              dataSource={['openid', ...request.scopes.filter((s): s is ScopeWord => (SCOPE_WORDS as readonly string[]).includes(s))]}
              renderItem={(scope) => <List.Item data-testid={`consent-scope-${scope}`}>{t(`scope.${scope as ScopeWord | 'openid'}`)}</List.Item>}
              style={{ marginBottom: 16 }}
            />
            <Typography.Paragraph type="secondary">{t('remembered')}</Typography.Paragraph>
            <Flex gap={12} justify="flex-end">
              <Button onClick={() => void decide('deny')} loading={sending === 'deny'} disabled={sending === 'allow'}>
                {t('deny')}
              </Button>
              <Button type="primary" onClick={() => void decide('allow')} loading={sending === 'allow'} disabled={sending === 'deny'}>
                {t('allow')}
              </Button>
            </Flex>
          </div>
        )}
      </Card>
    </Flex>
  );
}
