// What a list says when data it needs from another page could not come (no signal, or another
// build's): the page as it stands may be stale, so the way on is to load it again.
export function LoadFailed({ what }: { what: string }) {
  return (
    <p role="alert">
      {what} could not be loaded. Check your signal and <a href={window.location.href}>load the page again</a>
      .
    </p>
  );
}
