import { describe, expect, it } from 'vitest';
import { analyticsCookieNames, clearAnalyticsCookies } from './cookies.ts';

/** A document whose cookie jar records every write. */
function fakeDocument(cookie: string, hostname: string) {
  const writes: string[] = [];
  const doc = {
    location: { hostname },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  return { doc, writes };
}

describe('analytics cookies', () => {
  it('finds Google Analytics’ cookies and only those', () => {
    const { doc } = fakeDocument(
      '_ga=GA1.1.1.2; enquiry=1; _ga_ABC123=GS1; _gid=GA1.2; _gat_UA-1=1; _gallery=x; ga=y',
      'example.com',
    );
    expect(analyticsCookieNames(doc)).toEqual(['_ga', '_ga_ABC123', '_gid', '_gat_UA-1']);
  });

  it('deletes each on this host and on every parent domain gtag may have used', () => {
    const { doc, writes } = fakeDocument('_ga=GA1.1.1.2; other=1', 'www.dealer.co.uk');
    expect(clearAnalyticsCookies(doc)).toEqual(['_ga']);
    const expired = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(writes).toEqual([
      expired,
      `${expired}; domain=.www.dealer.co.uk`,
      `${expired}; domain=.dealer.co.uk`,
      `${expired}; domain=.co.uk`,
      `${expired}; domain=.uk`,
    ]);
  });

  it('writes nothing when there is nothing to delete', () => {
    const { doc, writes } = fakeDocument('other=1', 'example.com');
    expect(clearAnalyticsCookies(doc)).toEqual([]);
    expect(writes).toEqual([]);
  });
});
