// One visitor's enquiry as the form sends it, for the unit tests of what carries it (the sender,
// the outbox). Each test says what differs.
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';

export function sampleEnquiry(overrides: Partial<EnquiryRequest> = {}): EnquiryRequest {
  return {
    Newsletter: 'No',
    FirstName: 'Ann',
    LastName: 'Grower',
    CompanyName: 'Orchard Farms Ltd',
    CompanyEmail: 'ann@orchard.example',
    PhoneNumber: '',
    Postcode: '',
    Message: 'A quote, please.',
    website: '',
    fillMs: 10_000,
    ...overrides,
  };
}
