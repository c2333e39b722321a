// What `npm run enquiries:list` prints: one line per enquiry, newest first, so a person can see
// what waits for the relay, what was parked, and what the spam traps caught.
import { machinesPhrase } from './mail-content.ts';
import type { EnquiryRecord } from './store.ts';

export type Listing = 'waiting' | 'spam' | 'all';

/** `waiting`: queued and parked, the ones a person may need to act on. */
export function selectForListing(records: readonly EnquiryRecord[], listing: Listing): EnquiryRecord[] {
  const wanted = (record: EnquiryRecord) =>
    listing === 'all' ||
    (listing === 'spam' ? record.state === 'spam' : record.state === 'queued' || record.state === 'parked');
  return records.filter(wanted).sort((a, b) => b.receivedAt - a.receivedAt);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function describeRecord(record: EnquiryRecord): string {
  const from = record.enquiry
    ? `${record.enquiry.FirstName} ${record.enquiry.LastName}, ${record.enquiry.CompanyName} <${record.enquiry.CompanyEmail}>`
    : `${text(record.body?.FirstName)} ${text(record.body?.LastName)} <${text(record.body?.CompanyEmail)}>`;
  const about = record.enquiry ? machinesPhrase(record.enquiry.items) : null;
  const parts = [
    record.state.padEnd(6),
    new Date(record.receivedAt).toISOString(),
    record.id,
    from,
    about ? `about ${about}` : '',
    record.state === 'spam' ? `(${record.spamReason ?? 'spam'})` : `tries ${record.attempts}`,
    record.lastError ? `last error: ${record.lastError}` : '',
  ];
  return parts.filter(Boolean).join('  ');
}
