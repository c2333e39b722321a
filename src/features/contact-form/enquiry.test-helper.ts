// One visitor's enquiry as the form sends it, for the unit tests of what carries it (the sender,
// the outbox). Each test says what differs.
import type { EnquiryTextField } from '../../content/enquiry-contract.ts';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';

/** What a visitor types into every text field of the form. */
export const TYPED: Record<EnquiryTextField, string> = {
  FirstName: 'Ann',
  LastName: 'Grower',
  CompanyName: 'Orchard Farms Ltd',
  CompanyEmail: 'ann@orchard.example',
  PhoneNumber: '01622 000000',
  Postcode: 'TN12 9AH',
  Message: 'A quote, please',
};

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
