// A one-page PDF written by hand: a red header band, a title and wrapped body text in the
// standard Helvetica fonts. Enough for a real, openable brochure without a PDF library.

/** Characters outside ASCII that the copy uses, in WinAnsiEncoding (octal escapes). */
const WIN_ANSI: Record<string, string> = {
  '£': '\\243',
  '–': '\\226',
  '—': '\\227',
  é: '\\351',
  '’': '\\222',
  '°': '\\260',
  '×': '\\327',
};

function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (WIN_ANSI[ch]) out += WIN_ANSI[ch];
    else if (ch.charCodeAt(0) < 128) out += ch;
    else throw new Error(`pdf: no WinAnsi code for "${ch}" in "${text}"`);
  }
  return `(${out})`;
}

/** Greedy wrap at a character budget; Helvetica at 10.5 pt fits about 95 characters in 500 pt. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

export interface Brochure {
  name: string;
  title: string;
  subtitle: string;
  /** Paragraphs; a paragraph starting with "- " is a bullet. */
  body: readonly string[];
}

export function makePdf(brochure: Brochure): Buffer {
  const ops: string[] = [
    '0.89 0.02 0.07 rg 0 722 612 70 re f',
    'BT /F2 20 Tf 1 1 1 rg 50 750 Td',
    `${pdfString(brochure.title)} Tj ET`,
  ];
  ops.push('BT /F1 11 Tf 1 1 1 rg 50 732 Td', `${pdfString(brochure.subtitle)} Tj ET`);
  let y = 690;
  for (const paragraph of brochure.body) {
    const bullet = paragraph.startsWith('- ');
    const lines = wrap(bullet ? paragraph.slice(2) : paragraph, bullet ? 88 : 92);
    lines.forEach((text, i) => {
      const prefix = bullet && i === 0 ? '\\225 ' : '';
      ops.push(
        `BT /F1 10.5 Tf 0.15 0.15 0.15 rg ${bullet ? 62 : 50} ${y} Td (${prefix}${pdfString(text).slice(1, -1)}) Tj ET`,
      );
      y -= 15;
    });
    y -= bullet ? 2 : 8;
  }
  ops.push(
    '0.6 0.6 0.6 rg BT /F1 8.5 Tf 50 40 Td',
    `${pdfString('Hartridge Machinery Ltd, Brookfield Farm, Maidstone Road, Marden, Kent TN12 9AH. Prices exclude VAT. E&OE.')} Tj ET`,
  );
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(brochure.title)} /Producer (Hartridge dataset builder) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
