// The shape of a page's copy in the pages-*.ts modules (pages.ts makes the documents).
import type { BlockMakers } from './blocks.ts';
import type { BuildContext } from './build-context.ts';

export interface PageCopy {
  slug: string;
  title: string;
  description: string;
  hero: { subtitle: string; title: string; image: string; alt: string; showStripe?: boolean };
  /** `YYYY-MM-DD` the page was first published. */
  created: string;
  blocks: (b: BlockMakers, ctx: BuildContext) => Record<string, unknown>[];
}
