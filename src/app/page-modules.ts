// The contract between the prerender and src/app/boot.ts: the page names the JS modules it needs
// in a meta tag, and boot preloads them when it starts the app, not before the page has painted.
export const PAGE_MODULES_META = 'page-modules';
