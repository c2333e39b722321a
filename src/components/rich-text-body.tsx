// Portable Text as the site shows it (SPEC §3 "Rich text"): the body of RichText (rich-text.tsx),
// a chunk of its own with the Portable Text library, hydrated after the page. Links go through
// SmartLink, so the one set of href rules (client navigation, new tab, plain, dropped) applies to
// content too.
import {
  PortableText,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
  type PortableTextTypeComponentProps,
} from '@portabletext/react';
import type { InlineImage, LinkMark, PortableText as PortableTextValue } from '../content/schemas/index.ts';
import { LazyImage } from './lazy-image.tsx';
import { SmartLink } from './link.tsx';
import styles from './rich-text.module.css';

/** Inline images fill the text column (at most 800 px); not a spec size, so it lives here. */
const INLINE_IMAGE_WIDTH = 800;

function LinkMarkView({ value, children }: PortableTextMarkComponentProps<LinkMark>) {
  // A link without an href keeps its text, as an unsafe one does (SmartLink drops those).
  return value?.href ? <SmartLink href={value.href}>{children}</SmartLink> : children;
}

function InlineImageView({ value, isInline }: PortableTextTypeComponentProps<InlineImage>) {
  const image = <LazyImage image={value} width={INLINE_IMAGE_WIDTH} />;
  return isInline ? image : <figure className={styles.figure}>{image}</figure>;
}

/**
 * Headings moved one level down, for text whose top heading is an h1: the page's own title is its
 * only h1, so an editor's "Heading 1" is an h2, and so on down to h6, the last level HTML has.
 * Text that starts at h2 keeps its levels, which already sit under the page's title.
 */
const shiftedHeadings: PortableTextComponents['block'] = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  h5: ({ children }) => <h6>{children}</h6>,
  h6: ({ children }) => <h6>{children}</h6>,
};

function hasH1(value: PortableTextValue): boolean {
  return value.some((item) => item._type === 'block' && item.style === 'h1');
}

const components: PortableTextComponents = {
  types: { image: InlineImageView },
  marks: {
    link: LinkMarkView,
    // A class, not the library's inline style: the CSP allows style attributes, but one rule
    // in a stylesheet is easier to theme than an attribute on every span.
    underline: ({ children }) => <span className={styles.underline}>{children}</span>,
  },
  // Content the site does not know (can't pass validation, but an old snapshot might) shows
  // nothing to visitors rather than the library's hidden warning text.
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
};
const shiftedComponents: PortableTextComponents = { ...components, block: shiftedHeadings };

/**
 * The blocks of rich text, headings kept under the page's own h1 (see `shiftedHeadings`); the
 * wrapper and its styles are RichText's.
 */
export function RichTextBody({ value }: { value: PortableTextValue }) {
  return (
    <PortableText
      value={value}
      components={hasH1(value) ? shiftedComponents : components}
      onMissingComponent={import.meta.env.DEV ? undefined : false}
    />
  );
}
