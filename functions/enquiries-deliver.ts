// Netlify scheduled function: the delivery pass (contact-form/delivery.ts). Every 5 minutes it
// mails each stored enquiry whose backoff has passed, and logs the parked ones. A scheduled
// function has no public address on the host; locally `npm run enquiries:deliver` runs one pass.
import type { Config } from '@netlify/functions';
import { deliveryPass } from './contact-form/delivery.ts';
import { defaultEnquiryStore } from './contact-form/store.ts';

export default async (): Promise<Response> => {
  const report = await deliveryPass({
    store: defaultEnquiryStore(process.env),
    env: process.env,
    now: Date.now,
    log: console,
  });
  console.info(`enquiries-deliver: ${report.sent} sent, ${report.retry} to retry, ${report.parked} parked`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
