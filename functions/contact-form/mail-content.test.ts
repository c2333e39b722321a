import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../../src/content/schemas/enquiry.ts';
import { enquiryMessageId, escapeHtml, machinesPhrase, mailContent } from './mail-content.ts';

const enquiry: Enquiry = {
  Newsletter: 'No',
  FirstName: 'Ann',
  LastName: 'Grower',
  CompanyName: 'Test Farm',
  CompanyEmail: 'ann@farm.example',
  PhoneNumber: undefined,
  Postcode: undefined,
  Message: 'Is it <still> available?',
  items: [
    {
      id: 'product-2',
      title: 'Antonio Carraro SRX 8900',
      quantity: 1,
      path: '/product/srx-8900/',
      price: '£38,500 + VAT',
      condition: 'used',
      stockNumber: 'HM-1042',
    },
  ],
};
const line = (title: string) => ({ id: title, title, quantity: 1 });

describe('machinesPhrase', () => {
  it('names one, two, or two and how many more', () => {
    expect(machinesPhrase([])).toBeNull();
    expect(machinesPhrase([line('A')])).toBe('A');
    expect(machinesPhrase([line('A'), line('B')])).toBe('A and B');
    expect(machinesPhrase([line('A'), line('B'), line('C'), line('D')])).toBe('A, B and 2 more');
  });
});

describe('mailContent', () => {
  it('names the machine and the sender in the subject', () => {
    expect(mailContent(enquiry, undefined).subject).toBe(
      'Enquiry: Antonio Carraro SRX 8900 (from Ann Grower, Test Farm)',
    );
    expect(mailContent({ ...enquiry, items: [] }, undefined).subject).toBe(
      'Website enquiry from Ann Grower, Test Farm',
    );
  });

  it('gives each machine its price, condition, stock number and absolute link', () => {
    const { text, html } = mailContent(enquiry, 'https://dealer.example');
    for (const fact of [
      '- Antonio Carraro SRX 8900',
      '  Price: £38,500 + VAT',
      '  Condition: Used',
      '  Stock number: HM-1042',
      '  Link: https://dealer.example/product/srx-8900/',
    ]) {
      expect(text).toContain(fact);
    }
    expect(html).toContain('<a href="https://dealer.example/product/srx-8900/">Antonio Carraro SRX 8900</a>');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const { html } = mailContent({ ...enquiry, CompanyName: '<img src=x onerror=alert(1)>' }, undefined);
    expect(html).toContain('Is it &lt;still&gt; available?');
    expect(html).not.toContain('<img');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
});

describe('enquiryMessageId', () => {
  it('is the same for the same enquiry, on the sender’s domain', () => {
    const id = enquiryMessageId('k-123', 'Website <web@dealer.example>');
    expect(id).toBe('<enquiry-k-123@dealer.example>');
    expect(enquiryMessageId('k-123', 'Website <web@dealer.example>')).toBe(id);
  });
});
