import type { FastifyBaseLogger } from 'fastify';
import type { SmsPurpose } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { nowText } from '../../lib/time';

/**
 * Who delivers an SMS. The server picks one by name at start (config `smsProvider`, env SMS_PROVIDER, default
 * 'outbox'). A real gateway (Aliyun SMS, Tencent Cloud SMS, …) is one more entry of SMS_PROVIDERS: a factory that
 * reads its credentials from the environment and returns `{ name, send }`, where `send` calls the gateway's API
 * and throws when the gateway refuses (the failure is logged; the caller's answer does not change).
 */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string, purpose: SmsPurpose): Promise<void>;
}

export interface SmsProviderDeps {
  db: Db;
  /** the saved gateway credentials (admin 短信配置; empty when none are saved) */
  credentials?: { accessKeyId: string; accessSecret: string; signName: string };
}

/** The default: every message goes to `sys_sms_outbox` (the admin's 短信 page lists it), nothing leaves the server. */
export function outboxProvider({ db }: SmsProviderDeps): SmsProvider {
  return {
    name: 'outbox',
    async send(phone, text, purpose) {
      await db
        .insertInto('sys_sms_outbox')
        .values({ phone, purpose, content: text.slice(0, 500), provider: 'outbox', status: '0', create_time: nowText() })
        .execute();
    },
  };
}

export const SMS_PROVIDERS: Record<string, (deps: SmsProviderDeps) => SmsProvider> = {
  outbox: outboxProvider,
};

/** The provider called `name`; an unknown name stops the server at start. */
export function createSmsProvider(name: string, deps: SmsProviderDeps): SmsProvider {
  const factory = Object.hasOwn(SMS_PROVIDERS, name) ? SMS_PROVIDERS[name] : undefined;
  if (!factory) throw new Error(`SMS_PROVIDER '${name}' is unknown (known: ${Object.keys(SMS_PROVIDERS).join(', ')})`);
  return factory(deps);
}

/**
 * Sends in the background: the request that asked for a code answers without waiting for the gateway, so its
 * timing is the same whether or not a message goes out (password reset answers alike for bound and unbound
 * phones). `idle()` waits for what is in flight (the app's onClose hook; tests).
 */
export class SmsSender {
  private readonly pending = new Set<Promise<void>>();

  /**
   * `provider` is the server's (SMS_PROVIDER); `pick`, when given, chooses the provider of each message (the saved
   * settings) and falls back to it.
   */
  constructor(
    readonly provider: SmsProvider,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
    private readonly pick?: () => Promise<SmsProvider>,
  ) {}

  /** The provider the next message goes through. */
  async current(): Promise<SmsProvider> {
    return this.pick ? this.pick() : this.provider;
  }

  queue(phone: string, text: string, purpose: SmsPurpose): void {
    let name = this.provider.name;
    const p = this.current()
      .then((provider) => {
        name = provider.name;
        return provider.send(phone, text, purpose);
      })
      .catch((err: unknown) => this.log?.error({ err, provider: name, purpose }, 'SMS delivery failed'))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

const senders = new WeakMap<Db, SmsSender>();

/** The sender of the app on `db` (one per app; set by the SMS routes plugin). */
export function registerSmsSender(db: Db, sender: SmsSender): void {
  senders.set(db, sender);
}

/** Waits until every SMS queued through the app on `db` has been handed to its provider. */
export async function smsIdle(db: Db): Promise<void> {
  await senders.get(db)?.idle();
}
