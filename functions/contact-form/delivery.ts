// Forwards stored enquiries to the dealer (store.ts): once straight after an enquiry is stored,
// then by the delivery pass (the scheduled function on the host, `npm run enquiries:deliver`
// locally) with backoff until the relay accepts. A try first takes a lease on the record, so two
// passes, or a pass and a request, never mail one enquiry at once; the record says `sent` only
// after the relay's accept, and every try carries the enquiry's one Message-ID. A relay that
// refuses an enquiry for good PARK_AFTER_REFUSALS times parks it: kept, listed, and logged.
import type { Logger } from './handler.ts';
import {
  DEFAULT_SMTP_TIMEOUTS,
  deliver,
  type Env,
  enquiryMail,
  mailSettings,
  type SmtpTimeouts,
  type TransportPolicy,
} from './mail.ts';
import type { EnquiryRecord, EnquiryStore } from './store.ts';

/** Longer than a whole try may take (DEFAULT_SMTP_TIMEOUTS.totalMs): a lease outlives its try. */
export const LEASE_MS = 5 * 60_000;
export const PARK_AFTER_REFUSALS = 3;
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** 1, 2, 4, 8 … minutes after the n-th try, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface DeliveryDeps {
  store: EnquiryStore;
  env: Env;
  now: () => number;
  log: Logger;
  timeouts?: Partial<SmtpTimeouts>;
  policy?: TransportPolicy;
}

export type TryOutcome = 'sent' | 'retry' | 'parked' | 'skipped';

/** Takes the record for one try, or null when it is not due, not queued or leased by another. */
async function take(
  store: EnquiryStore,
  id: string,
  now: number,
  due: boolean,
): Promise<EnquiryRecord | null> {
  const found = await store.get(id);
  if (!found) return null;
  const { record } = found;
  if (record.state !== 'queued' || record.leaseUntil > now || (due && record.nextAttemptAt > now))
    return null;
  const leased = { ...record, attempts: record.attempts + 1, leaseUntil: now + LEASE_MS };
  return (await store.replace(leased, found.version)) ? leased : null;
}

/** Writes a change to a record we hold the lease of, reading again if another write came between. */
async function settle(store: EnquiryStore, id: string, change: (r: EnquiryRecord) => EnquiryRecord) {
  for (let tries = 0; tries < 5; tries++) {
    const found = await store.get(id);
    if (!found) return;
    if (await store.replace(change(found.record), found.version)) return;
  }
  throw new Error(`enquiry ${id}: the record kept changing`);
}

/**
 * One try at mailing enquiry `id`. `due`: only when its backoff has passed (the pass); the first
 * try after storing ignores it.
 */
export async function tryDelivery(id: string, deps: DeliveryDeps, due = true): Promise<TryOutcome> {
  const { store, env, now, log } = deps;
  const record = await take(store, id, now(), due);
  if (!record?.enquiry) return 'skipped';
  const settings = mailSettings(env);
  // A set-up to mend: kept and tried again, and said loudly.
  if ('misconfigured' in settings) log.error(`contact-form: cannot deliver, ${settings.misconfigured}`);
  const result =
    'misconfigured' in settings
      ? ({ ok: false, kind: 'temporary', reason: settings.misconfigured } as const)
      : await deliver(
          enquiryMail(record.enquiry, record.id, settings, new Date(record.receivedAt), record.origin),
          settings,
          { ...DEFAULT_SMTP_TIMEOUTS, ...deps.timeouts },
          deps.policy,
        );
  if (result.ok) {
    try {
      await settle(store, id, (r) => ({
        ...r,
        state: 'sent',
        sentAt: now(),
        leaseUntil: 0,
        lastError: undefined,
      }));
    } catch (error) {
      // The mail has gone; should the record stay queued, a later try repeats its Message-ID.
      log.error(`contact-form: enquiry ${id} sent, but could not be marked sent`, error);
    }
    if (result.rejected.length > 0) {
      log.warn(`contact-form: the relay refused some recipients: ${result.rejected.join(', ')}`);
    }
    log.info(
      'misconfigured' in settings || settings.smtpUrl === undefined
        ? `contact-form: SMTP_URL not set, enquiry ${id} written to ${result.where}`
        : `contact-form: enquiry ${id} sent through ${result.where}`,
    );
    return 'sent';
  }
  const refusals = record.refusals + (result.kind === 'permanent' ? 1 : 0);
  const park = refusals >= PARK_AFTER_REFUSALS;
  await settle(store, id, (r) => ({
    ...r,
    refusals,
    state: park ? 'parked' : r.state,
    leaseUntil: 0,
    nextAttemptAt: now() + backoffMs(r.attempts),
    lastError: result.reason,
  }));
  if (park) {
    log.error(
      `contact-form: enquiry ${id} PARKED after ${refusals} refusals, not deleted; ` +
        `list it with \`npm run enquiries:list\`: ${result.reason}`,
    );
    return 'parked';
  }
  log.warn(`contact-form: enquiry ${id} not delivered (${result.kind}), will retry: ${result.reason}`);
  return 'retry';
}

export interface PassReport {
  sent: number;
  retry: number;
  parked: number;
  /** Enquiries parked before this pass, still waiting for a person. */
  waitingParked: string[];
}

/** One delivery pass over the store: every queued enquiry whose time has come, oldest first. */
export async function deliveryPass(deps: DeliveryDeps): Promise<PassReport> {
  const records = await deps.store.list();
  const due = records
    .filter((r) => r.state === 'queued' && r.nextAttemptAt <= deps.now() && r.leaseUntil <= deps.now())
    .sort((a, b) => a.receivedAt - b.receivedAt);
  const report: PassReport = {
    sent: 0,
    retry: 0,
    parked: 0,
    waitingParked: records.filter((r) => r.state === 'parked').map((r) => r.id),
  };
  for (const record of due) {
    const outcome = await tryDelivery(record.id, deps);
    if (outcome !== 'skipped') report[outcome]++;
  }
  if (report.waitingParked.length > 0) {
    deps.log.error(
      `contact-form: ${report.waitingParked.length} parked enquiries: ${report.waitingParked.join(', ')}`,
    );
  }
  return report;
}
