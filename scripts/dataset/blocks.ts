// Makers for the 21 page blocks of docs/content-model.md, so page copy reads as a list of blocks.
import type { BuildContext } from './build-context.ts';
import { COLOURS, type Colour, type Link, reference } from './documents.ts';

type Block = Record<string, unknown> & { _type: string; _key: string };

export interface ColumnData {
  title: string;
  subtitle: string;
  image: string;
  alt: string;
  content: string;
  link?: Link;
  overlay?: boolean;
}

export interface EventData {
  title: string;
  content: string;
  image?: string;
  alt?: string;
}

export interface MemberData {
  name: string;
  image: string;
  content: string;
}

export function blockMakers(ctx: BuildContext, key: () => string) {
  const { image } = ctx.assets;
  const pt = (markup: string) => ctx.pt(markup, key);
  const make = (type: string, fields: Record<string, unknown>): Block => ({
    _type: type,
    _key: key(),
    ...fields,
  });
  return {
    hero: (subtitle: string, title: string, picture?: { name: string; alt: string }, showStripe = true) =>
      make('hero', {
        subtitle,
        title,
        ...(picture ? { image: image(picture.name, picture.alt) } : {}),
        showStripe,
      }),
    heroCarousel: (slideIds: readonly string[]) =>
      make('heroCarousel', { slides: slideIds.map((id) => reference(id, key())) }),
    latestNews: (title: string, subtitle: string, postSlugs?: readonly string[]) =>
      make('latestNews', {
        title,
        subtitle,
        ...(postSlugs ? { posts: postSlugs.map((s) => reference(ctx.resolve('post', s), key())) } : {}),
      }),
    brands: (title: string, text?: string) => make('brands', { title, ...(text ? { text } : {}) }),
    level: (title: string, items: readonly (readonly [title: string, icon: string])[]) =>
      make('level', {
        title,
        items: items.map(([t, icon]) => ({ _key: key(), title: t, image: image(icon, '') })),
      }),
    cta: (fields: {
      title: string;
      text: string;
      image?: { name: string; alt: string };
      button: string;
      link: Link;
      colours?: [Colour, Colour, Colour];
    }) =>
      make('cta', {
        title: fields.title,
        text: fields.text,
        ...(fields.image ? { image: image(fields.image.name, fields.image.alt) } : {}),
        ctaLink: { text: fields.button, link: fields.link },
        ...(fields.colours
          ? {
              titleColor: fields.colours[0],
              textColor: fields.colours[1],
              backgroundColor: fields.colours[2],
            }
          : {}),
      }),
    columns: (columns: readonly ColumnData[]) =>
      make('columns', {
        columns: columns.map((c) => ({
          _key: key(),
          ...(c.link ? { link: c.link } : {}),
          image: image(c.image, c.alt),
          overlay: c.overlay ?? true,
          subtitle: c.subtitle,
          title: c.title,
          content: pt(c.content),
        })),
      }),
    banner: (
      title: string,
      text: string,
      colours: [Colour, Colour, Colour] = [COLOURS.white, COLOURS.white, COLOURS.red],
    ) =>
      make('banner', {
        title,
        text: pt(text),
        titleColor: colours[0],
        textColor: colours[1],
        backgroundColor: colours[2],
      }),
    content: (markup: string, title?: string) =>
      make('content', { ...(title ? { title } : {}), content: pt(markup) }),
    section: (fields: {
      title: string;
      markup: string;
      image?: { name: string; alt: string };
      position?: 'left' | 'right';
      size?: 'original' | 'small' | 'medium' | 'large';
      background?: Colour;
    }) =>
      make('section', {
        title: fields.title,
        content: pt(fields.markup),
        ...(fields.image ? { image: image(fields.image.name, fields.image.alt) } : {}),
        position: fields.position ?? 'left',
        size: fields.size ?? 'original',
        ...(fields.background ? { backgroundColor: fields.background } : {}),
      }),
    timelineGroup: (title: string | undefined, events: readonly EventData[]) =>
      make('timelineGroup', {
        ...(title ? { title } : {}),
        events: events.map((e, i) => ({
          _key: key(),
          title: e.title,
          content: pt(e.content),
          ...(e.image ? { image: image(e.image, e.alt ?? e.title) } : {}),
          imageRight: i % 2 === 1,
        })),
      }),
    contactForm: (
      title: string,
      text: string,
      map?: { lat: number; lng: number; zoom: number; label: string },
    ) => make('contactForm', { title, text: pt(text), ...(map ? { map } : {}) }),
    teamGrid: (title: string, members: readonly MemberData[]) =>
      make('teamGrid', {
        title,
        members: members.map((m) => ({
          _key: key(),
          name: m.name,
          image: image(m.image, m.name),
          content: pt(m.content),
        })),
      }),
    testimonial: (text: string, client: string, business: string) =>
      make('testimonial', { text, client, business }),
    mediaLibrary: (title?: string) => make('mediaLibrary', title ? { title } : {}),
    newsletter: (text: string, logo?: string) =>
      make('newsletter', { text, ...(logo ? { logo: image(logo, 'Hartridge Machinery') } : {}) }),
    posts: (title?: string, categorySlug?: string) =>
      make('posts', {
        ...(title ? { title } : {}),
        ...(categorySlug ? { category: reference(ctx.resolve('category', categorySlug)) } : {}),
      }),
    imageWithAlt: (name: string, alt: string, caption?: string) =>
      make('imageWithAlt', { image: image(name, alt), ...(caption ? { caption } : {}) }),
    fileWithTitle: (brochure: string, title?: string) =>
      make('fileWithTitle', { ...(title ? { title } : {}), file: ctx.assets.file(brochure) }),
    table: (title: string | undefined, rows: readonly (readonly string[])[]) =>
      make('table', {
        ...(title ? { title } : {}),
        rows: rows.map((cells) => ({ _key: key(), cells: [...cells] })),
      }),
    youtubeVideo: (url: string, title?: string) => make('youtubeVideo', { ...(title ? { title } : {}), url }),
  };
}

export type BlockMakers = ReturnType<typeof blockMakers>;
