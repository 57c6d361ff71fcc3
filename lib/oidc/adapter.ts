/**
 * oidc-provider's storage (docs/decisions/105): every artefact in OidcArtifact on Prisma (SQLite or
 * PostgreSQL), one row per model and id; the short-lived ones (interactions, authorization codes,
 * replay markers, pushed requests) in Redis when it is configured, so several instances share them
 * without writing the database on every sign-in step. Clients are not stored here: the `Client`
 * model reads the application registry (lib/oidc/clients.ts).
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '@/lib/db/client';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';

/** Models kept in the shared store when it is Redis: minutes-long, never listed by grant. */
export const SHORT_LIVED = new Set(['Interaction', 'AuthorizationCode', 'ReplayDetection', 'PushedAuthorizationRequest']);

type ArtifactDb = Pick<Db, 'oidcArtifact' | 'session'>;

export interface AdapterParts {
  db: ArtifactDb;
  /** The shared store when it is Redis; undefined: everything in the database. */
  shared?: EphemeralStore;
  now: () => Date;
  clients: (id: string) => Promise<AdapterPayload | undefined>;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** One adapter class per provider (oidc-provider instantiates it once per model name). */
export function adapterClass(parts: AdapterParts): new (name: string) => Adapter {
  const { db, shared, now } = parts;
  let writes = 0;

  return class ConciergeOidcAdapter implements Adapter {
    readonly name: string;
    constructor(name: string) {
      this.name = name;
    }

    private key(id: string) {
      return `${this.name}:${id}`;
    }

    private get inStore() {
      return shared !== undefined && SHORT_LIVED.has(this.name);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      if (this.inStore) return shared!.set(`oidc:${key}`, JSON.stringify(payload), Math.max(1, expiresIn) * 1000);
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null;
      const row = {
        model: this.name,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db.oidcArtifact.upsert({ where: { key }, create: { key, ...row }, update: row });
      // Expired rows are removed now and then by whoever writes (no timer per instance).
      if (++writes % 200 === 0) void db.oidcArtifact.deleteMany({ where: { expiresAt: { lt: now() } } }).catch(() => undefined);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.name === 'Client') return parts.clients(id);
      if (this.inStore) {
        const raw = await shared!.get(`oidc:${this.key(id)}`);
        return raw ? (JSON.parse(raw) as AdapterPayload) : undefined;
      }
      const row = await db.oidcArtifact.findUnique({ where: { key: this.key(id) } });
      // A grant lives only as long as the Concierge sign-in it was given in: its tokens die with the family.
      if (row?.familyId && this.name === 'Grant') {
        const live = await db.session.count({ where: { familyId: row.familyId, revokedAt: null, expiresAt: { gt: now() } } });
        if (live === 0) return undefined;
      }
      return this.live(row);
    }

    private live(row: { payload: string; expiresAt: Date | null; consumedAt: Date | null } | null): AdapterPayload | undefined {
      if (!row || (row.expiresAt && row.expiresAt <= now())) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: epoch(row.consumedAt) } : payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const row = await db.oidcArtifact.findFirst({ where: { model: this.name, uid } });
      return this.live(row);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const row = await db.oidcArtifact.findFirst({ where: { model: this.name, userCode } });
      return this.live(row);
    }

    async consume(id: string): Promise<void> {
      if (this.inStore) {
        const key = `oidc:${this.key(id)}`;
        const [raw, ttl] = await Promise.all([shared!.get(key), shared!.ttl(key)]);
        if (raw && ttl > 0) await shared!.set(key, JSON.stringify({ ...JSON.parse(raw), consumed: epoch(now()) }), ttl);
        return;
      }
      await db.oidcArtifact.updateMany({ where: { key: this.key(id), consumedAt: null }, data: { consumedAt: now() } });
    }

    async destroy(id: string): Promise<void> {
      if (this.inStore) return shared!.del(`oidc:${this.key(id)}`);
      await db.oidcArtifact.deleteMany({ where: { key: this.key(id) } });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (this.inStore) return; // codes are single-use and live a minute; their grant's tokens go below
      await db.oidcArtifact.deleteMany({ where: { model: this.name, grantId } });
    }
  };
}
