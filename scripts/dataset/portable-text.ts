// A small markup for writing Portable Text by hand, so the copy modules read like prose:
//   ## Heading, ### Subheading, > quote, - bullet, 1. numbered, ![alt](image:pool-name)
//   **strong**, *em*, `code`, [text](https://…), [text](mailto:…), [text](product:slug)
// Blocks are separated by blank lines; a single newline inside a paragraph is a hard break.

export type LinkTarget = 'product' | 'brand' | 'page' | 'post' | 'category' | 'productCategory';

export interface PortableTextEnv {
  key: () => string;
  /** The document id for an internal link, e.g. ('product', 'srx-5800'); throws if unknown. */
  resolve: (type: LinkTarget, slug: string) => string;
  image: (name: string, alt: string, key: string) => Record<string, unknown>;
}

interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

type MarkDef =
  | { _type: 'link'; _key: string; href: string }
  | { _type: 'internalLink'; _key: string; reference: { _type: 'reference'; _ref: string } };

const TARGETS: readonly LinkTarget[] = ['product', 'brand', 'page', 'post', 'category', 'productCategory'];
const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;

function spans(text: string, env: PortableTextEnv, markDefs: MarkDef[]): Span[] {
  const out: Span[] = [];
  for (const token of text.split(INLINE)) {
    if (!token) continue;
    let value = token;
    const marks: string[] = [];
    if (token.startsWith('**') && token.endsWith('**')) {
      value = token.slice(2, -2);
      marks.push('strong');
    } else if (token.startsWith('`') && token.endsWith('`')) {
      value = token.slice(1, -1);
      marks.push('code');
    } else if (token.startsWith('*') && token.endsWith('*') && token.length > 2) {
      value = token.slice(1, -1);
      marks.push('em');
    } else if (token.startsWith('[')) {
      const match = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      if (match?.[1] && match[2]) {
        value = match[1];
        const href = match[2];
        const key = env.key();
        const colon = href.indexOf(':');
        const kind = href.slice(0, colon) as LinkTarget;
        if (TARGETS.includes(kind)) {
          markDefs.push({
            _type: 'internalLink',
            _key: key,
            reference: { _type: 'reference', _ref: env.resolve(kind, href.slice(colon + 1)) },
          });
        } else if (/^(https:|mailto:|tel:)/.test(href)) {
          markDefs.push({ _type: 'link', _key: key, href });
        } else throw new Error(`portable text: unknown link "${href}"`);
        marks.push(key);
      }
    }
    out.push({ _type: 'span', _key: env.key(), text: value, marks });
  }
  return out.length > 0 ? out : [{ _type: 'span', _key: env.key(), text: '', marks: [] }];
}

function block(text: string, env: PortableTextEnv, extra: Record<string, unknown> = {}) {
  const markDefs: MarkDef[] = [];
  const key = env.key();
  const children = spans(text, env, markDefs);
  return { _type: 'block', _key: key, style: 'normal', ...extra, markDefs, children };
}

/** Converts the markup above to an array of Portable Text blocks. */
export function portableText(markup: string, env: PortableTextEnv): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const chunk of markup.trim().split(/\n\s*\n/)) {
    // A paragraph's lines are joined with hard breaks; quotes gather consecutive "> " lines.
    let paragraph: string[] = [];
    let quote: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) out.push(block(paragraph.join('\n'), env));
      if (quote.length > 0) out.push(block(quote.join('\n'), env, { style: 'blockquote' }));
      paragraph = [];
      quote = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trimEnd();
      const trimmed = line.trim();
      const image = /^!\[([^\]]*)\]\(image:([a-z0-9-]+)\)$/.exec(trimmed);
      const heading = /^(#{1,6}) (.+)$/.exec(trimmed);
      const list = /^( *)(- |\d+\. )(.*)$/.exec(line);
      if (image) {
        flush();
        out.push(env.image(image[2] ?? '', image[1] ?? '', env.key()));
      } else if (heading?.[1] && heading[2]) {
        flush();
        out.push(block(heading[2], env, { style: `h${heading[1].length}` }));
      } else if (list) {
        flush();
        const level = (list[1] ?? '').length >= 2 ? 2 : 1;
        out.push(block(list[3] ?? '', env, { listItem: list[2] === '- ' ? 'bullet' : 'number', level }));
      } else if (trimmed.startsWith('> ')) {
        if (paragraph.length > 0) flush();
        quote.push(trimmed.slice(2));
      } else if (trimmed) {
        if (quote.length > 0) flush();
        paragraph.push(trimmed);
      }
    }
    flush();
  }
  return out;
}
