// The numbers and fixed texts the specification sets that the code uses, with its words beside
// them (SPEC §9 unless noted). Those that the browser or a library now decides are not here: the
// docs say which and why (docs/images.md, docs/interactive-blocks.md). Ships to the browser: keep
// it to plain values.

/**
 * The brand red: the web app manifest's theme colour (index.html's theme-color meta repeats it),
 * and a slide's colour when it has none.
 */
export const THEME_COLOR = '#e30513';

/** "Search results 15." */
export const SEARCH_RESULT_LIMIT = 15;
/** "Search runs only when the term has at least 1 character." (§5) */
export const SEARCH_MIN_TERM_LENGTH = 1;
export const SEARCH_NO_RESULTS = 'No results found';
export const SEARCH_PLACEHOLDER = 'PRODUCT SEARCH';

/** "Basket badge cap 9 (then 9+)." */
export const BASKET_BADGE_CAP = 9;
/** "Basket item starts at quantity 1." */
export const BASKET_START_QUANTITY = 1;

// "Message maximum 255 characters." is the enquiry's: src/content/enquiry-contract.ts, with the
// other field limits the function holds an enquiry to.
/** "Status reset 3 seconds." */
export const STATUS_RESET_MS = 3000;
export const CONTACT_SUCCESS_TEXT = 'Thank you! We will be in touch soon.';
export const CONTACT_FORM_PATH = '/.netlify/functions/contact-form';

/** "Media page size 6, increment 6." */
export const MEDIA_PAGE_SIZE = 6;
export const MEDIA_INCREMENT = 6;
export const MEDIA_END_TEXT = 'No more media';
/** "Post list 5 initially, 5 more per click." */
export const POST_LIST_INITIAL = 5;
export const POST_LIST_INCREMENT = 5;
/** "Sidebar recent posts 5." */
export const RECENT_POSTS = 5;
/** "Latest news 3 cards." */
export const LATEST_NEWS_CARDS = 3;

/** "Infinite scroll trigger 100 px, throttle 50 ms, loop check 1000 ms with max 10 calls." */
export const INFINITE_TRIGGER_PX = 100;
export const INFINITE_THROTTLE_MS = 50;
export const INFINITE_LOOP_CHECK_MS = 1000;
export const INFINITE_LOOP_MAX_CALLS = 10;
export const INFINITE_TEXTS = {
  noResults: 'No results :(',
  noMore: 'No more data :)',
  error: 'Opps, something went wrong :(',
} as const;

/** "Chunk timeout 120000 ms." */
export const CHUNK_TIMEOUT_MS = 120_000;
/**
 * Page data has no timeout in the spec; without one a stalled request (a signal that shows bars
 * but carries nothing) left the visitor on the old page for good. 15 s: well past the offline
 * worker's 6 s, after which it answers from its cache, so a saved copy always comes first, and
 * time for a weak but working signal to bring a list page's data.
 */
export const PAGE_DATA_TIMEOUT_MS = 15_000;
/** "Links in view are prefetched after 250 ms when entering the viewport (20 px margin, 0.1 threshold)." (§2) */
export const PREFETCH_DELAY_MS = 250;
export const PREFETCH_ROOT_MARGIN = '20px';
export const PREFETCH_THRESHOLD = 0.1;
/** "Metadata refresh debounce 10 ms." */
export const METADATA_DEBOUNCE_MS = 10;

/** Image sizes, "width x height" as the spec lists them. */
export const IMAGE_SIZES = {
  heroBanner: { width: 1900, height: 860 },
  columns: { width: 1400, height: 800 },
  carousel: { width: 1400, height: 800 },
  card: { width: 400, height: 300 },
  icon: { width: 64, height: 64 },
  modal: { width: 640 },
  section: { width: 1200 },
  teamMember: { width: 400, height: 300 },
  timeline: { width: 400 },
  postList: { width: 500 },
  /** A machine's picture in a search hit (docs/search.md "Rows"): 4:3 as the cards. */
  searchHit: { width: 96, height: 72 },
} as const;
/** "Default quality 85; placeholder one third of size, blur 10, quality 40." */
export const IMAGE_QUALITY = 85;
export const PLACEHOLDER_SCALE = 1 / 3;
export const PLACEHOLDER_BLUR = 10;
export const PLACEHOLDER_QUALITY = 40;
/** "Lazy loading: … 3 attempts …" (the loading itself is the browser's: docs/images.md). */
export const IMAGE_ATTEMPTS = 3;

/** The carousel's touch threshold, from the slider's defaults. */
export const CAROUSEL_TOUCH_THRESHOLD_PX = 5;
