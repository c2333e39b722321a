// A block's outer element: a section when the block has a heading, else a plain div. A section is
// a part of the outline named by its heading; one without a heading names nothing, and the W3C
// checker warns about each (docs/quality.md).
import type { HTMLAttributes } from 'react';

export function BlockSection({ titled, ...props }: { titled: boolean } & HTMLAttributes<HTMLElement>) {
  return titled ? <section {...props} /> : <div {...props} />;
}
