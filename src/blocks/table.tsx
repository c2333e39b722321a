// Table: the first row is the header, the rest the body. On a phone a wide table scrolls sideways
// inside a labelled region a keyboard can reach, rather than pushing the page wider.
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import styles from './table.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'table'> }) {
  const [header, ...body] = block.rows;
  if (!header) return null;
  const titleId = `table-${block._key}`;
  // Without a title the header cells say what the table holds.
  const label = block.title ? undefined : `Table: ${header.cells.join(', ')}`;
  return (
    <BlockSection titled={Boolean(block.title)} className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        {block.title && (
          <h2 id={titleId} className={shared.title}>
            {block.title}
          </h2>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a section here would be a second part of the outline, without a heading of its own (the block's names it) */}
        <div
          role="region"
          className={styles.scroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
          tabIndex={0}
          aria-labelledby={block.title ? titleId : undefined}
          aria-label={label}
        >
          <table className={styles.table} aria-labelledby={block.title ? titleId : undefined}>
            <thead>
              <tr>
                {header.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are plain strings in a fixed order
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            {body.length > 0 && (
              <tbody>
                {body.map((row) => (
                  <tr key={row._key}>
                    {row.cells.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above
                      <td key={i}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </div>
      </div>
    </BlockSection>
  );
}
