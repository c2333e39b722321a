import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launcherFlags } from './scripts/lighthouse/chrome-flags.ts';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', ignoreDefaultFlags: true, chromeFlags: [...launcherFlags(), '--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (let run = 0; run < Number(process.argv[3] ?? 1); run++) {
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r!.lhr.audits;
const m = (a.metrics.details as any).items[0];
console.log('LCP', a['largest-contentful-paint'].numericValue?.toFixed(0), 'FCP', a['first-contentful-paint'].numericValue?.toFixed(0), 'obs FCP', m.observedFirstContentfulPaint, 'obs LCP', m.observedLargestContentfulPaint, 'TBT', a['total-blocking-time'].numericValue);
const lcpEl = '';
console.log(' lcp el', lcpEl?.slice(0, 200));
if (process.argv[4]) for (const it of (a['network-requests'].details as any).items) {
  if (it.networkRequestTime > m.observedLargestContentfulPaint + 200) continue;
  console.log(`  ${it.networkRequestTime.toFixed(0).padStart(5)} ${it.networkEndTime.toFixed(0).padStart(5)} ${String(it.priority).padEnd(8)} ${String(it.transferSize).padStart(7)} ${it.resourceType} ${it.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`);
}
}
await chrome.kill();
