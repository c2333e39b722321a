// The results page's lists of hits: a machine with its picture and facts, long lists drawn a
// step at a time, and the partial matches behind a disclosure (docs/search.md "Results page").
import { type RefObject, useEffect, useRef, useState } from 'react';
import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { formatHours } from '../../content/stock-facts.ts';
import type { SearchHit } from '../../features/search/search-types.ts';
import { IMAGE_SIZES } from '../../lib/constants.ts';
import styles from './search-hits.module.css';

const CONDITION_LABELS = { new: 'New', used: 'Used', hire: 'For hire' } as const;

/** "Used · 2018 · 3,900 h · £16,950 + VAT": what a buyer reads first (content-model.md "Stock facts"). */
function machineFacts(hit: SearchHit): string {
  return [
    hit.condition && CONDITION_LABELS[hit.condition],
    hit.year?.toString(),
    hit.hours === undefined ? undefined : formatHours(hit.hours),
    hit.price,
  ]
    .filter(Boolean)
    .join(' · ');
}

function HitList({ hits, listRef }: { hits: SearchHit[]; listRef?: RefObject<HTMLUListElement | null> }) {
  return (
    <ul className={styles.hits} ref={listRef}>
      {hits.map((hit) => (
        <li
          key={hit.path}
          className={hit.type === 'Product' ? `${styles.hit} ${styles.machine}` : styles.hit}
        >
          {hit.type === 'Product' && (
            // Beside the title that names the machine: nothing more to read out. A frame of fixed
            // size, picture or none, so the rows line up and nothing moves as pictures arrive.
            <span className={styles.picture}>
              <LazyImage image={hit.picture} alt="" {...IMAGE_SIZES.searchHit} sizes="6rem" />
            </span>
          )}
          <SmartLink href={hit.path} className={styles.hitTitle}>
            {hit.title}
          </SmartLink>
          {/* A machine says what it is by its facts ("Used · 2014 · …"); "Product" would add nothing. */}
          {hit.type !== 'Product' && <span className={styles.hitKind}>{hit.label}</span>}
          {hit.type === 'Product' && <span className={styles.facts}>{machineFacts(hit)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Rows drawn at a time. A catalogue's "tractor" is thousands of hits: all of them at once would
 * hold a phone's main thread for seconds, so a list shows this many and a button the next.
 */
const HITS_STEP = 40;

/** A list of hits as the engine ranks them: ids, each made into its hit when it is drawn. */
export interface HitIds {
  ids: readonly number[];
  hitOf: (id: number) => SearchHit;
}

/** The first hits of a long list, and a button for the next step, which focuses the first of them. */
export function SteppedHitList({ ids, hitOf }: HitIds) {
  const [shown, setShown] = useState(HITS_STEP);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusRow !== null) list.current?.children[focusRow]?.querySelector('a')?.focus();
  }, [focusRow]);
  const rest = ids.length - shown;
  const next = () => {
    setFocusRow(shown);
    setShown(shown + HITS_STEP);
  };
  return (
    <>
      <HitList hits={ids.slice(0, shown).map(hitOf)} listRef={list} />
      {rest > 0 && (
        <button type="button" className={styles.next} onClick={next}>
          Show {Math.min(rest, HITS_STEP)} more of {ids.length}
        </button>
      )}
    </>
  );
}

/** The hits that match only some of the words, drawn once the visitor opens them. */
export function MoreHits({ ids, hitOf }: HitIds) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.more} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {ids.length} more {ids.length === 1 ? 'matches' : 'match'} some of the words
      </summary>
      {open && <SteppedHitList ids={ids} hitOf={hitOf} />}
    </details>
  );
}
