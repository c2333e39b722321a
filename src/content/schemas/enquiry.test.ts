import { describe, expect, it } from 'vitest';
import { ENQUIRY_MAX_LENGTH } from '../enquiry-contract.ts';
import { enquirySchema, toHeaderSafe, toMessageSafe } from './enquiry.ts';

const MESSAGE_MAX_LENGTH = ENQUIRY_MAX_LENGTH.Message;

const valid = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  CompanyName: 'Orchard Farms Ltd',
  CompanyEmail: 'ada@orchard.example',
  Message: 'Hello',
};

const fieldsOf = (input: Record<string, unknown>) => {
  const result = enquirySchema.safeParse({ ...valid, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('enquirySchema', () => {
  it('accepts the required fields alone and fills in the defaults', () => {
    expect(enquirySchema.parse(valid)).toEqual({
      ...valid,
      Newsletter: 'No',
      PhoneNumber: undefined,
      Postcode: undefined,
      items: [],
    });
  });

  it('trims, drops unknown keys and treats blank optional fields as not given', () => {
    const parsed = enquirySchema.parse({
      ...valid,
      FirstName: '  Ada ',
      CompanyEmail: ' ada@orchard.example\n',
      PhoneNumber: '  ',
      Postcode: null,
      Newsletter: null,
      items: null,
      admin: true,
    });
    expect(parsed).toEqual({
      ...valid,
      Newsletter: 'No',
      PhoneNumber: undefined,
      Postcode: undefined,
      items: [],
    });
    expect(parsed).not.toHaveProperty('admin');
  });

  it.each(['FirstName', 'LastName', 'CompanyName', 'CompanyEmail', 'Message'])('requires %s', (field) => {
    expect(Object.keys(fieldsOf({ [field]: undefined }))).toEqual([field]);
    expect(Object.keys(fieldsOf({ [field]: ' \t\r\n ' }))).toEqual([field]);
    expect(Object.keys(fieldsOf({ [field]: 42 }))).toEqual([field]);
  });

  it(`limits the message to ${MESSAGE_MAX_LENGTH} characters, counted after cleaning`, () => {
    expect(fieldsOf({ Message: 'é'.repeat(MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(Object.keys(fieldsOf({ Message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }))).toEqual(['Message']);
    // Windows line ends count as one character, as in the browser's textarea.
    expect(fieldsOf({ Message: 'a\r\n'.repeat(MESSAGE_MAX_LENGTH / 2) })).toEqual({});
  });

  it('limits names to 100 characters and the email to 254', () => {
    expect(fieldsOf({ FirstName: 'a'.repeat(100) })).toEqual({});
    expect(Object.keys(fieldsOf({ FirstName: 'a'.repeat(101), CompanyName: 'a'.repeat(101) }))).toEqual([
      'FirstName',
      'CompanyName',
    ]);
    const local = 'a'.repeat(64);
    // Labels of at most 63 characters, as a domain must have; n characters in all.
    const domain = (n: number) =>
      `${'b'.repeat(60)}.${'b'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(n - 183)}`;
    expect(fieldsOf({ CompanyEmail: `${local}@${domain(189)}` })).toEqual({});
    expect(Object.keys(fieldsOf({ CompanyEmail: `${local}@${domain(190)}` }))).toEqual(['CompanyEmail']);
  });

  it.each([
    ['ada@orchard.example', true],
    ["o'brien+quotes@farm.co.uk", true],
    ['not-an-email', false],
    ['a@b.com\r\nBcc: x@y.z', false],
    ['a@b.com, x@y.z', false],
    ['Ada <a@b.com>', false],
    ['a b@c.com', false],
  ])('email %j valid: %s', (email, ok) => {
    expect(Object.keys(fieldsOf({ CompanyEmail: email }))).toEqual(ok ? [] : ['CompanyEmail']);
  });

  it.each([
    ['+44 (0)1622 123-456', true],
    ['01622.123.456', true],
    ['1'.repeat(30), true],
    ['1'.repeat(31), false],
    ['call me', false],
    ['+()', false],
  ])('phone %j valid: %s', (PhoneNumber, ok) => {
    expect(Object.keys(fieldsOf({ PhoneNumber }))).toEqual(ok ? [] : ['PhoneNumber']);
  });

  it.each([
    ['ME15 6AA', true],
    ['D02 X285', true],
    ['75008', true],
    ['ABCDEFGHIJKL', true],
    ['ABCDEFGHIJKLM', false],
    ['ME15-6AA', false],
    ['<script>', false],
  ])('postcode %j valid: %s', (Postcode, ok) => {
    expect(Object.keys(fieldsOf({ Postcode }))).toEqual(ok ? [] : ['Postcode']);
  });

  it('takes Newsletter Yes or No only', () => {
    expect(enquirySchema.parse({ ...valid, Newsletter: 'Yes' }).Newsletter).toBe('Yes');
    expect(Object.keys(fieldsOf({ Newsletter: 'Yes please' }))).toEqual(['Newsletter']);
  });

  it('bounds the basket: at most 100 lines, whole quantities from 1 to 999', () => {
    const line = (quantity: number, id = 'p1') => ({ id, title: 'Sprayer', quantity });
    expect(enquirySchema.parse({ ...valid, items: [line(1), line(999, 'p2')] }).items).toHaveLength(2);
    expect(enquirySchema.parse({ ...valid, items: [{ id: 'p1', quantity: 2 }] }).items).toEqual([
      { id: 'p1', title: '', quantity: 2 },
    ]);
    for (const quantity of [0, 1000, 1.5, Number.NaN]) {
      expect(Object.keys(fieldsOf({ items: [line(quantity)] }))).toEqual(['items']);
    }
    expect(Object.keys(fieldsOf({ items: Array.from({ length: 101 }, (_, i) => line(1, `p${i}`)) }))).toEqual(
      ['items'],
    );
    expect(fieldsOf({ items: Array.from({ length: 100 }, (_, i) => line(1, `p${i}`)) })).toEqual({});
  });
});

describe('cleaning', () => {
  it('turns every control character and line separator of a header value into a space', () => {
    expect(toHeaderSafe('Ada\r\nBcc: x@y.z')).toBe('Ada Bcc: x@y.z');
    expect(toHeaderSafe('a\u0000b\u007fc\u0085d\u2028e\u2029f\tg')).toBe('a b c d e f g');
    expect(toHeaderSafe('\n Ada \n')).toBe('Ada');
  });

  it('drops direction marks and leaves no encoded word (RFC 2047) in a header value', () => {
    expect(toHeaderSafe('\u202eelpmaxe.rekcah\u202c Ltd')).toBe('elpmaxe.rekcah Ltd');
    expect(toHeaderSafe('a\u200eb\u2066c\u2069d\u061ce')).toBe('abcde');
    expect(toHeaderSafe('=?UTF-8?B?VVJHRU5U?= Orchards')).toBe('= ?UTF-8?B?VVJHRU5U?= Orchards');
    expect(toHeaderSafe('Smith = ? & Sons')).toBe('Smith = ? & Sons');
  });

  it('keeps line breaks in the message as LF and drops other control characters', () => {
    expect(toMessageSafe('one\r\ntwo\rthree\u2028four\nfive')).toBe('one\ntwo\nthree\nfour\nfive');
    expect(toMessageSafe('bell\u0007 tab\t nul\u0000 esc\u001b[31m')).toBe('bell tab nul esc[31m');
  });

  it('cleans the email by removing control characters, so an injection attempt cannot validate', () => {
    expect(
      enquirySchema.safeParse({ ...valid, CompanyEmail: 'ada@orch\u0000ard.example' }).data?.CompanyEmail,
    ).toBe('ada@orchard.example');
  });
});
