// What the dealer's sales team reads: a subject naming the machine(s) and the sender, each machine
// with its title, price, condition, stock number and a link to its page, the visitor's details,
// and the same in plain text and HTML. Nothing here touches the network.
import type { Enquiry, EnquiryItem } from '../../src/content/schemas/enquiry.ts';

/** How many machine titles a subject names before "and N more". */
const SUBJECT_TITLES = 2;

const CONDITIONS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', hire: 'For hire' };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** "Burro Grande, SRX 8900 and 1 more", or null when the enquiry names no machine. */
export function machinesPhrase(items: readonly Pick<EnquiryItem, 'id' | 'title'>[]): string | null {
  const titles = items.map((item) => item.title || item.id);
  if (titles.length === 0) return null;
  const named = titles.slice(0, SUBJECT_TITLES);
  const rest = titles.length - named.length;
  if (rest > 0) return `${named.join(', ')} and ${rest} more`;
  return named.length === 2 ? `${named[0]} and ${named[1]}` : (named[0] ?? '');
}

export function enquirySubject(enquiry: Enquiry): string {
  const sender = `${enquiry.FirstName} ${enquiry.LastName}, ${enquiry.CompanyName}`;
  const machines = machinesPhrase(enquiry.items);
  return machines ? `Enquiry: ${machines} (from ${sender})` : `Website enquiry from ${sender}`;
}

/**
 * The machine's page on the public site. `siteUrl` is the site's address (SITE_URL, or the host's
 * own URL); without one the path alone is given.
 */
export function machineLink(item: EnquiryItem, siteUrl: string | undefined): string | null {
  if (!item.path) return null;
  return siteUrl ? new URL(item.path, siteUrl).href : item.path;
}

interface MachineFacts {
  title: string;
  facts: [label: string, value: string][];
  link: string | null;
}

function machineFacts(item: EnquiryItem, siteUrl: string | undefined): MachineFacts {
  const facts: [string, string][] = [];
  if (item.price) facts.push(['Price', item.price]);
  if (item.condition) facts.push(['Condition', CONDITIONS[item.condition] ?? item.condition]);
  if (item.stockNumber) facts.push(['Stock number', item.stockNumber]);
  facts.push(['Quantity', String(item.quantity)]);
  facts.push(['Product id', item.id]);
  return { title: item.title || '(no title)', facts, link: machineLink(item, siteUrl) };
}

function senderFacts(enquiry: Enquiry): [string, string][] {
  return [
    ['Name', `${enquiry.FirstName} ${enquiry.LastName}`],
    ['Company', enquiry.CompanyName],
    ['Email', enquiry.CompanyEmail],
    ['Phone', enquiry.PhoneNumber ?? '(not given)'],
    ['Postcode', enquiry.Postcode ?? '(not given)'],
    ['Newsletter', enquiry.Newsletter],
  ];
}

export function enquiryText(enquiry: Enquiry, siteUrl: string | undefined): string {
  const lines = ['A visitor sent this enquiry from the website.', ''];
  if (enquiry.items.length > 0) {
    lines.push(enquiry.items.length === 1 ? 'Machine:' : `Machines (${enquiry.items.length}):`);
    for (const item of enquiry.items) {
      const machine = machineFacts(item, siteUrl);
      lines.push(`- ${machine.title}`);
      for (const [label, value] of machine.facts) lines.push(`  ${label}: ${value}`);
      if (machine.link) lines.push(`  Link: ${machine.link}`);
    }
    lines.push('');
  }
  lines.push('Message:', enquiry.Message, '');
  for (const [label, value] of senderFacts(enquiry)) lines.push(`${label}: ${value}`);
  return `${lines.join('\n')}\n`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value a visitor typed goes through this before it reaches the HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function rows(facts: [string, string][]): string {
  return facts
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
}

export function enquiryHtml(enquiry: Enquiry, siteUrl: string | undefined): string {
  const parts = ['<!doctype html><html><body style="font-family:sans-serif">'];
  for (const item of enquiry.items) {
    const machine = machineFacts(item, siteUrl);
    const title = machine.link
      ? `<a href="${escapeHtml(machine.link)}">${escapeHtml(machine.title)}</a>`
      : escapeHtml(machine.title);
    parts.push(`<h2>${title}</h2><table>${rows(machine.facts)}</table>`);
  }
  const message = escapeHtml(enquiry.Message).replace(/\n/g, '<br>');
  parts.push(`<h2>Message</h2><p>${message}</p>`);
  parts.push(`<h2>From</h2><table>${rows(senderFacts(enquiry))}</table>`);
  parts.push('</body></html>');
  return parts.join('\n');
}

export function mailContent(enquiry: Enquiry, siteUrl: string | undefined): MailContent {
  return {
    subject: enquirySubject(enquiry),
    text: enquiryText(enquiry, siteUrl),
    html: enquiryHtml(enquiry, siteUrl),
  };
}

/** `<enquiry-<id>@<the sender's domain>>`: one per enquiry, the same on every try. */
export function enquiryMessageId(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'website.invalid';
  return `<enquiry-${id}@${domain}>`;
}
