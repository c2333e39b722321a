import { describe, expect, it } from 'vitest';
import { describeRecord, selectForListing } from './listing.ts';
import type { EnquiryRecord } from './store.ts';

const base = { fingerprint: 'f', attempts: 2, refusals: 0, nextAttemptAt: 0, leaseUntil: 0 } as const;
const enquiry = {
  Newsletter: 'No',
  FirstName: 'Ann',
  LastName: 'Grower',
  CompanyName: 'Test Farm',
  CompanyEmail: 'ann@farm.example',
  Message: 'Hello',
  items: [{ id: 'p1', title: 'Burro Grande', quantity: 1 }],
} as EnquiryRecord['enquiry'];
const records: EnquiryRecord[] = [
  { ...base, id: 'queued-one', receivedAt: 1, state: 'queued', enquiry, lastError: 'relay down' },
  { ...base, id: 'parked-one', receivedAt: 2, state: 'parked', enquiry },
  { ...base, id: 'sent-one', receivedAt: 3, state: 'sent', enquiry },
  {
    ...base,
    id: 'spam-one',
    receivedAt: 4,
    state: 'spam',
    enquiry: null,
    body: { FirstName: 'Bot', CompanyEmail: 'bot@x.example' },
    spamReason: 'honeypot',
  },
];

describe('selectForListing', () => {
  it('lists queued and parked by default, the quarantine with --spam, newest first', () => {
    expect(selectForListing(records, 'waiting').map((r) => r.id)).toEqual(['parked-one', 'queued-one']);
    expect(selectForListing(records, 'spam').map((r) => r.id)).toEqual(['spam-one']);
    expect(selectForListing(records, 'all')).toHaveLength(4);
  });
});

describe('describeRecord', () => {
  it('says who, about what, how often tried, and why it waits', () => {
    const line = describeRecord(records[0] as EnquiryRecord);
    expect(line).toContain('queued-one');
    expect(line).toContain('Ann Grower, Test Farm <ann@farm.example>');
    expect(line).toContain('about Burro Grande');
    expect(line).toContain('tries 2');
    expect(line).toContain('last error: relay down');
    expect(describeRecord(records[3] as EnquiryRecord)).toContain('(honeypot)');
  });
});
