// Numbers as a UK reader writes them ("12,500", "7.25"), without `toLocaleString` or
// `Intl.NumberFormat`: the browser's first number formatter loads ICU's locale data, which took
// 100 ms of main thread at Lighthouse's phone CPU in the search results page's first render
// (2 Dec), and would land in the hydration of every list with hours or prices. The same reason as
// post-date.ts and compare-text.ts.

/** Thousands grouped with commas, at most three decimals (as `toLocaleString('en-GB')`). */
export function groupDigits(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const [whole = '0', fraction] = Math.abs(rounded).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
