/** What the built-in backend's services need, passed explicitly so tests can supply their own. */
import type { Db } from '@/lib/db/client';
import type { StaticConfig } from '@/lib/config/static-config';
import type { EphemeralStore } from '@/lib/infra/ephemeral-store';
import type { MessageBus } from '@/lib/infra/bus';
import type { Mailer } from '@/lib/infra/mail';
import type { SmsSender } from '@/lib/infra/sms';
import type { SecretKeys } from '@/lib/security/secret-box';
import type { Egress } from '@/lib/infra/egress';

export interface BuiltinDeps {
  db: Db;
  store: EphemeralStore;
  /** Live pushes (messages, notices) to browsers on this and other instances. */
  bus: MessageBus;
  mailer: Mailer;
  sms: SmsSender;
  config: StaticConfig;
  now: () => Date;
  /** Server secret; keys the HMAC of verification codes so a database copy cannot test codes offline. */
  secret: string;
  /** Keys of the secrets kept in parameters: sealed on save, opened only where the server uses them (docs/decisions/092). */
  secrets: SecretKeys;
  /** Calls to addresses from data (OAuth provider, opening steps): checked against the allow-list (decision 091). */
  egress: Egress;
  /** Data rows one Excel import may hold (IMPORT_MAX_ROWS). */
  importMaxRows: number;
}
