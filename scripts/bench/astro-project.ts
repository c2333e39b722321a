// The files of the Astro anchor's project (scripts/bench/astro-anchor.ts), and the figures that
// say whether the comparison is fair. Pure: the anchor writes these files to a temporary folder.
// The site is static, with no client JavaScript: a layout with the site's header (logo, search
// form, basket link, both navigation menus from the dataset) and footer (address, link lists,
// recent posts, news categories, social links), and one catch-all page for every route.

/** The Astro release the anchor installs; the install is cached under this version. */
export const ASTRO_VERSION = '7.3.5';

export interface ProjectOptions {
  /** The text of scripts/bench/astro-site.ts, copied in as src/site.ts. */
  siteSource: string;
  /** Its modules (scripts/bench/astro-site/), by file name, copied in under src/astro-site/. */
  siteModules: Readonly<Record<string, string>>;
  /** The NDJSON dataset, read by the page's getStaticPaths during `astro build`. */
  datasetFile: string;
  siteUrl: string;
}

const PACKAGE_JSON = `${JSON.stringify(
  {
    name: 'bench-astro-anchor',
    private: true,
    type: 'module',
    scripts: { build: 'astro build' },
    dependencies: { astro: ASTRO_VERSION },
  },
  null,
  2,
)}\n`;

const CONFIG = `import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  site: process.env.BENCH_SITE_URL,
  // Page folders with an index.html, as our build writes them.
  build: { format: 'directory' },
});
`;

const PICTURE = `---
import { type Img, imageUrl, srcset } from '../site.ts';
interface Props { image: Img; widths: number[]; sizes: string; width: number; eager?: boolean; class?: string }
const { image, widths, sizes, width, eager = false, class: className } = Astro.props;
const height = Math.round((width * image.height) / image.width);
---
<span class={className ? 'frame ' + className : 'frame'}><picture class="picture"><source type="image/avif" srcset={srcset(image, 'avif', widths)} sizes={sizes} /><img class="image" src={imageUrl(image, 'webp', width)} srcset={srcset(image, 'webp', widths)} sizes={sizes} width={width} height={height} alt={image.alt} loading={eager ? 'eager' : 'lazy'} decoding={eager ? undefined : 'async'} fetchpriority={eager ? 'high' : undefined} /></picture></span>
`;

const TEXT = `---
import type { Block } from '../site.ts';
interface Props { blocks: Block[] }
const { blocks } = Astro.props;
---
<div class="rich-text">{blocks.map((b) => b.kind === 'ul' ? <ul class="list">{b.items.map((i) => <li>{i}</li>)}</ul> : b.kind === 'h2' ? <h2 class="heading">{b.text}</h2> : b.kind === 'h3' ? <h3 class="subheading">{b.text}</h3> : <p>{b.text}</p>)}</div>
`;

const MENU = `---
import type { Link } from '../site.ts';
interface Props { items: Link[]; id: string; depth?: number }
const { items, id, depth = 0 } = Astro.props;
---
<ul class={depth === 0 ? 'menu' : 'submenu'} id={depth === 0 ? undefined : id}>{items.map((item, i) => <li class="menu-item"><a href={item.href} class="menu-link">{item.text}</a>{item.children.length > 0 && <><button type="button" class="menu-toggle" aria-expanded="false" aria-controls={id + '-' + i}><span class="visually-hidden">Show {item.text}</span><svg class="chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg></button><Astro.self items={item.children} id={id + '-' + i} depth={depth + 1} /></>}</li>)}</ul>
`;

const LAYOUT = `---
import type { Chrome, SitePage } from '../site.ts';
import { imageUrl } from '../site.ts';
import Menu from '../components/Menu.astro';
import Picture from '../components/Picture.astro';
import Text from '../components/Text.astro';
interface Props { chrome: Chrome; page: SitePage }
const { chrome, page } = Astro.props;
const url = chrome.siteUrl + page.path;
const image = page.images[0] ?? chrome.logo;
const title = page.template === 'home' ? chrome.siteName : page.title + ' | ' + chrome.siteName;
const jsonLd = { '@context': 'https://schema.org', '@type': page.template === 'product' ? 'Product' : 'WebPage', name: page.title, description: page.description, url, breadcrumb: { '@type': 'BreadcrumbList', itemListElement: page.breadcrumb.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.text, item: chrome.siteUrl + c.href })) } };
const year = new Date().getFullYear();
---
<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>{title}</title>
<meta name="description" content={page.description} />
<link rel="canonical" href={url} />
<meta property="og:type" content={page.template === 'post' ? 'article' : 'website'} />
<meta property="og:site_name" content={chrome.siteName} />
<meta property="og:title" content={page.title} />
<meta property="og:description" content={page.description} />
<meta property="og:url" content={url} />
{image && <meta property="og:image" content={chrome.siteUrl + imageUrl(image, 'webp', 1200)} />}
<meta name="twitter:card" content="summary_large_image" />
<link rel="icon" href="/favicon-32x32.png" sizes="32x32" type="image/png" />
<link rel="apple-touch-icon" href="/apple-touch-icon.png" />
<link rel="alternate" type="application/rss+xml" title={chrome.siteName} href="/feed.xml" />
<link rel="preload" href="/fonts/inter-latin.woff2" as="font" type="font/woff2" crossorigin />
<link rel="stylesheet" href="/assets/css/site.css" />
<script type="application/ld+json" set:html={JSON.stringify(jsonLd)} />
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="header">
<div class="bar">
<a href="/" class="logo">{chrome.logo && <Picture image={chrome.logo} widths={[192, 384, 576]} sizes="(min-width: 64rem) 192px, 152px" width={192} eager />}</a>
<form class="search" action="/search/" role="search"><label for="site-search-input" class="visually-hidden">Search the site</label><input id="site-search-input" class="search-input" type="search" name="q" placeholder="PRODUCT SEARCH" autocomplete="off" spellcheck="false" enterkeyhint="search" /></form>
<div class="actions"><a href="/enquiry-basket/" class="button"><svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 9h18l-1.8 10.2a1 1 0 0 1-1 .8H5.8a1 1 0 0 1-1-.8L3 9Zm4.5 0 3-5m6 5-3-5M9 13v3m3-3v3m3-3v3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"></path></svg><span class="label">Enquiry Basket</span></a><a href={'tel:' + chrome.telephone} class="button">{chrome.telephone}</a><a href={'mailto:' + chrome.email} class="button">{chrome.email}</a></div>
</div>
<div id="site-menu" class="panel">
<nav aria-label="Main" class="main-nav"><Menu items={chrome.main} id="main-menu" /></nav>
<nav aria-label="Products" class="secondary-nav"><Menu items={chrome.secondary} id="secondary-menu" /></nav>
</div>
</header>
<main id="main" class="main" tabindex="-1"><slot /></main>
<footer class="footer">
<div class="columns">
<div class="about">{chrome.logo && <Picture image={chrome.logo} widths={[192, 384, 576]} sizes="192px" width={192} class="footer-logo" />}<address class="details"><Text blocks={chrome.details} /></address></div>
<nav aria-labelledby="footer-products"><h2 id="footer-products" class="footer-heading">Products</h2><ul class="footer-links">{chrome.footerLinks.map((l) => <li><a href={l.href} class="footer-link">{l.text}</a></li>)}</ul></nav>
<nav aria-labelledby="footer-info"><h2 id="footer-info" class="footer-heading">Information</h2><ul class="footer-links">{chrome.infoLinks.map((l) => <li><a href={l.href} class="footer-link">{l.text}</a></li>)}</ul></nav>
<nav aria-labelledby="footer-news"><h2 id="footer-news" class="footer-heading">Latest News</h2><ul class="footer-links">{chrome.recentPosts.map((l) => <li><a href={l.href} class="footer-link">{l.text}</a></li>)}</ul><ul class="footer-links">{chrome.newsCategories.map((l) => <li><a href={l.href} class="footer-link">{l.text}</a></li>)}</ul></nav>
<div class="social"><h2 class="footer-heading">Follow us</h2><ul class="social-links">{chrome.social.map((s) => <li><a href={s.href} class="social-link" rel="noopener">{s.image ? <Picture image={s.image} widths={[32, 64]} sizes="32px" width={32} /> : s.alt}</a></li>)}</ul></div>
</div>
<p class="legal">© {year} {chrome.siteName}. {chrome.vatNumber}</p>
</footer>
</body>
</html>
`;

const PAGE = `---
import { readFileSync } from 'node:fs';
import Layout from '../layouts/Layout.astro';
import Picture from '../components/Picture.astro';
import Text from '../components/Text.astro';
import { DATASET_FILE, SITE_URL } from '../dataset-file.ts';
import { buildAstroSite, parseNdjson, slugParam } from '../site.ts';

export function getStaticPaths() {
  const site = buildAstroSite(parseNdjson(readFileSync(DATASET_FILE, 'utf8')), SITE_URL);
  return site.pages.map((page) => ({ params: { slug: slugParam(page.path) }, props: { page, chrome: site.chrome } }));
}
const { page, chrome } = Astro.props;
---
<Layout chrome={chrome} page={page}>
{page.breadcrumb.length > 0 && <div class="container crumbs"><nav aria-label="Breadcrumb" class="breadcrumb"><ol class="crumb-list">{page.breadcrumb.map((c, i) => <li class="crumb">{i === page.breadcrumb.length - 1 ? <span aria-current="page">{c.text}</span> : <a href={c.href} class="crumb-link">{c.text}</a>}</li>)}</ol></nav></div>}
<article class={'container ' + page.template}>
{page.images.length > 0 && <section class="gallery" aria-label={'Photos of ' + page.title}>{page.images.map((image, i) => <Picture image={image} widths={[320, 480, 640, 800, 1080, 1200]} sizes="(min-width: 64rem) 44rem, 100vw" width={800} eager={i === 0} class={i === 0 ? 'main-image' : 'thumb'} />)}</section>}
<div class="summary">
<h1 class="title">{page.title}</h1>
{page.meta && <p class="meta">{page.meta}</p>}
{page.intro && <p class="intro">{page.intro}</p>}
{page.facts.length > 0 && <table class="spec"><caption>Specification</caption><tbody>{page.facts.map((f) => <tr><th scope="row">{f.label}</th><td>{f.value}</td></tr>)}</tbody></table>}
</div>
<Text blocks={page.text} />
{page.links.length > 0 && <ul class="links">{page.links.map((l) => <li><a href={l.href} class="link">{l.text}</a></li>)}</ul>}
{page.groups.map((g) => <section class="group"><h2 class="group-heading">{g.heading}</h2><ul class="cards">{g.cards.map((c) => <li class="card"><a href={c.href} class="card-link">{c.image && <Picture image={c.image} widths={[320, 480, 640]} sizes="(min-width: 64rem) 18rem, 50vw" width={320} />}<h3 class="card-title">{c.title}</h3>{c.text && <p class="card-text">{c.text}</p>}</a></li>)}</ul></section>)}
</article>
</Layout>
`;

/** Every file of the Astro project, by path relative to its folder. */
export function astroProjectFiles(options: ProjectOptions): Record<string, string> {
  return {
    'package.json': PACKAGE_JSON,
    'astro.config.mjs': CONFIG,
    'src/site.ts': options.siteSource,
    ...Object.fromEntries(
      Object.entries(options.siteModules).map(([name, text]) => [`src/astro-site/${name}`, text]),
    ),
    'src/dataset-file.ts': `export const DATASET_FILE = ${JSON.stringify(options.datasetFile)};\nexport const SITE_URL = ${JSON.stringify(options.siteUrl)};\n`,
    'src/components/Picture.astro': PICTURE,
    'src/components/Text.astro': TEXT,
    'src/components/Menu.astro': MENU,
    'src/layouts/Layout.astro': LAYOUT,
    'src/pages/[...slug].astro': PAGE,
  };
}

export interface SiteFigures {
  pages: number;
  htmlBytes: number;
}

/** Bytes of HTML per page, and how the anchor's pages compare with ours in count and size. */
export function fairness(ours: SiteFigures, astro: SiteFigures) {
  const oursPerPage = ours.pages ? ours.htmlBytes / ours.pages : 0;
  const astroPerPage = astro.pages ? astro.htmlBytes / astro.pages : 0;
  return {
    samePageCount: ours.pages === astro.pages,
    oursPerPage,
    astroPerPage,
    /** The anchor's HTML per page as a share of ours: 1 is the same size. */
    sizeRatio: oursPerPage ? astroPerPage / oursPerPage : 0,
  };
}
