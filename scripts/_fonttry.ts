import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { codePointsOf, FONT_FEATURES, FONT_SUBSETS } from './make-font-subset.ts';

const source = readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const text = String.fromCodePoint(...codePointsOf(FONT_SUBSETS['latin-core'].range));
const axes = { wght: { min: 400, max: 800 } };
for (const drop of [
  [],
  ['calt'],
  ['kern'],
  ['ccmp', 'locl', 'mark', 'mkmk'],
  ['rvrn'],
  ['liga', 'clig'],
  ['tnum'],
]) {
  const out = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: axes,
    keepFeatures: FONT_FEATURES.filter((f) => !drop.includes(f)),
  });
  console.log(drop.join(',') || 'none', out.length);
}
