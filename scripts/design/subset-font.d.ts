// The one call of subset-font that scripts/design/make-font-subset.ts makes (the package ships no types).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepFeatures?: readonly string[];
    },
  ): Promise<Buffer>;
}
