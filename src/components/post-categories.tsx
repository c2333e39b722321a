// A post's categories as a list of links: on the post itself and on each post in a list, each
// with its own look.
import type { Ref } from '../content/page-data.ts';
import { SmartLink } from './link.tsx';

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
    <ul className={className} aria-label="Categories">
      {categories.map((category) => (
        <li key={category.id}>
          <SmartLink href={category.path} className={linkClassName}>
            {category.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
