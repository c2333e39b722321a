// `npm run enquiries:list [-- --spam | --all]` and `npm run enquiries:deliver`: the local store
// of enquiries (`<OUTBOX_DIR>/.enquiries/`, docs/enquiries.md). `list` prints the queued and
// parked ones (or the spam quarantine, or all); `deliver` runs one delivery pass, as the host's
// scheduled function does every 5 minutes, with the relay of SMTP_URL (else the outbox folder).
import { deliveryPass } from '../../functions/contact-form/delivery.ts';
import { describeRecord, type Listing, selectForListing } from '../../functions/contact-form/listing.ts';
import { defaultEnquiryStore } from '../../functions/contact-form/store.ts';

const [command, ...flags] = process.argv.slice(2);
const store = defaultEnquiryStore(process.env);

if (command === 'list') {
  const listing: Listing = flags.includes('--spam') ? 'spam' : flags.includes('--all') ? 'all' : 'waiting';
  const found = selectForListing(await store.list(), listing);
  for (const record of found) console.log(describeRecord(record));
  console.log(
    `${found.length} ${listing === 'spam' ? 'in quarantine' : listing === 'all' ? 'enquiries' : 'queued or parked'}`,
  );
} else if (command === 'deliver') {
  const report = await deliveryPass({ store, env: process.env, now: Date.now, log: console });
  console.log(`${report.sent} sent, ${report.retry} to retry, ${report.parked} parked`);
  if (report.waitingParked.length > 0) process.exitCode = 1;
} else {
  console.error('usage: node scripts/host/enquiries.ts list [--spam|--all] | deliver');
  process.exitCode = 2;
}
