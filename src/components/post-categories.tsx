// A post's categories as a list of links: on the post itself and on each post in a list, each
// with its own look.
import type { Ref } from '../content/page-data.ts';
import { LinkList } from './link-list.tsx';

export function PostCategories({
  categories,
  className,
  linkClassName,
}: {
  categories: readonly Ref[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <LinkList
      label="Categories"
      links={categories.map((category) => ({ href: category.path, text: category.title }))}
      className={className}
      linkClassName={linkClassName}
    />
  );
}
