import { describe, expect, it } from 'vitest';
import { clampValue, clearSent, EMPTY_VALUES, fillEmpty, isBlank, prefillFromSearch } from './fields.ts';

describe('EMPTY_VALUES', () => {
  it('defaults the newsletter to No', () => {
    expect(EMPTY_VALUES.Newsletter).toBe('No');
  });
});

describe('prefillFromSearch', () => {
  it('fills the fields named in the address', () => {
    expect(prefillFromSearch('?Message=I%27d+like+a+quote&FirstName=Ann')).toEqual({
      Message: "I'd like a quote",
      FirstName: 'Ann',
    });
  });

  it('takes every text field by its exact name, and the first of a repeated one', () => {
    const fields = {
      FirstName: 'Ann',
      LastName: 'Other',
      CompanyName: 'Orchard Ltd',
      CompanyEmail: 'ann@orchard.example',
      PhoneNumber: '01622 000000',
      Postcode: 'TN12 9AH',
      Message: 'Hello',
    };
    const search = new URLSearchParams(fields);
    search.append('FirstName', 'Bob');
    expect(prefillFromSearch(search.toString())).toEqual(fields);
  });

  it('ignores unknown names, other cases, the spam traps, blanks and the newsletter choice', () => {
    expect(
      prefillFromSearch(
        '?firstname=ann&utm_source=x&website=spam&fillMs=1&Newsletter=Yes&LastName=++&items=1',
      ),
    ).toEqual({});
    expect(prefillFromSearch('')).toEqual({});
  });

  it('cuts a value to its field’s limit', () => {
    const long = 'x'.repeat(400);
    const filled = prefillFromSearch(`?Message=${long}&Postcode=${long}`);
    expect(filled.Message).toHaveLength(255);
    expect(filled.Postcode).toHaveLength(12);
  });
});

describe('fillEmpty', () => {
  it('fills only the empty fields, never replacing typed text', () => {
    const typed = { ...EMPTY_VALUES, FirstName: 'Typed', Newsletter: 'Yes' as const };
    expect(fillEmpty(typed, { FirstName: 'Link', Message: 'From the link' })).toEqual({
      ...typed,
      Message: 'From the link',
    });
  });

  it('returns the same object when there is nothing to fill', () => {
    const values = { ...EMPTY_VALUES };
    expect(fillEmpty(values, {})).toBe(values);
  });
});

describe('clampValue and isBlank', () => {
  it('cuts to the limit', () => {
    expect(clampValue('FirstName', 'a'.repeat(150))).toHaveLength(100);
    expect(clampValue('FirstName', 'Ann')).toBe('Ann');
  });

  it('calls a form blank until something is typed or chosen', () => {
    expect(isBlank(EMPTY_VALUES)).toBe(true);
    expect(isBlank({ ...EMPTY_VALUES, Message: '   ' })).toBe(true);
    expect(isBlank({ ...EMPTY_VALUES, Message: 'Hi' })).toBe(false);
    expect(isBlank({ ...EMPTY_VALUES, Newsletter: 'Yes' })).toBe(false);
  });
});

describe('clearSent', () => {
  const sent = { ...EMPTY_VALUES, FirstName: 'Ann', Message: 'Hello', Newsletter: 'Yes' as const };

  it('clears what was sent', () => {
    expect(clearSent(sent, sent)).toEqual(EMPTY_VALUES);
  });

  it('keeps what was typed while sending', () => {
    expect(clearSent({ ...sent, Message: 'Hello, and one more thing' }, sent)).toEqual({
      ...EMPTY_VALUES,
      Message: 'Hello, and one more thing',
    });
  });
});
