// The chevron of the slide arrows (the hero carousel's and the product gallery's): it points to
// the next slide, and each stylesheet turns it round for the previous one. Decorative: the
// buttons carrying it have their own names.
export function SlideChevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
