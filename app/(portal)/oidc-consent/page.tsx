/**
 * /oidc-consent: Concierge's consent page for an OpenID Connect client marked third-party
 * (lib/oidc/interaction.ts, docs/decisions/105). The SSO host sends the browser here with the
 * interaction's uid; the page reads the request from the provider and posts Allow / Deny back.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsentPanel } from '@/components/oidc/ConsentPanel';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pages'))('consent.title') };
}

export default async function OidcConsentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).interaction;
  const uid = Array.isArray(raw) ? raw[0] : raw;
  return <ConsentPanel uid={uid && /^[A-Za-z0-9_-]{10,64}$/.test(uid) ? uid : undefined} />;
}
