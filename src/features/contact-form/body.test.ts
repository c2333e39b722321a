import { describe, expect, it } from 'vitest';
import { enquirySchema } from '../../content/schemas/enquiry.ts';
import { BODY_FIELDS, enquiryBody } from './body.ts';
import { TYPED } from './enquiry.test-helper.ts';
import { type ContactValues, EMPTY_VALUES } from './fields.ts';

const values: ContactValues = { ...TYPED, Newsletter: 'Yes' };

describe('enquiryBody', () => {
  it('names every field exactly, with both spam traps', () => {
    const body = enquiryBody(values, { website: '', fillMs: 12_000 });
    expect(body).toEqual({ ...values, website: '', fillMs: 12_000 });
    expect(Object.keys(body).sort()).toEqual([...BODY_FIELDS].sort());
  });

  it('sends the newsletter choice as Yes or No, No by default', () => {
    expect(enquiryBody(values, { website: '', fillMs: 0 }).Newsletter).toBe('Yes');
    expect(enquiryBody(EMPTY_VALUES, { website: '', fillMs: 0 }).Newsletter).toBe('No');
  });

  it('lists each line’s id, title, quantity, page and known details, never its image', () => {
    const items = [
      { id: 'p1', title: 'Sprayer', quantity: 2, path: '/product/sprayer/', image: null },
      {
        id: 'p2',
        title: 'Mower',
        quantity: 1,
        path: '/product/mower/',
        image: null,
        price: '£900',
        stockNumber: null,
      },
    ];
    expect(enquiryBody(values, { items, website: '', fillMs: 0 }).items).toEqual([
      { id: 'p1', title: 'Sprayer', quantity: 2, path: '/product/sprayer/' },
      { id: 'p2', title: 'Mower', quantity: 1, path: '/product/mower/', price: '£900' },
    ]);
  });

  it('sends no items key without a basket, or with an empty one', () => {
    expect(enquiryBody(values, { website: '', fillMs: 0 })).not.toHaveProperty('items');
    expect(enquiryBody(values, { items: [], website: '', fillMs: 0 })).not.toHaveProperty('items');
  });

  it('passes the honeypot’s value on as it is: a robot’s filling is the function’s to judge', () => {
    expect(enquiryBody(values, { website: 'https://spam.example', fillMs: 0 }).website).toBe(
      'https://spam.example',
    );
  });

  it('is accepted by the function’s own schema', () => {
    const items = [{ id: 'p1', title: 'Sprayer', quantity: 2 }];
    const result = enquirySchema.safeParse(enquiryBody(values, { items, website: '', fillMs: 0 }));
    expect(result.success).toBe(true);
    expect(result.data?.items).toEqual(items);
  });
});
