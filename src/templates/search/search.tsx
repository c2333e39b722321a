// The search results page (docs/search.md "Results page"): every hit for `?q=`, grouped by kind,
// with a kind filter and the query in an editable box. The prerender writes the empty page once;
// the browser loads the index (as the header box does) and fills it in. Without JavaScript it says
// search needs it and points to the main ranges.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { SEARCH_PATH } from '../../content/paths.ts';
import { loadSearch } from '../../features/search/load-search.ts';
import { queryOf, searchResultsTitle } from '../../features/search/results-title.ts';
import type { SearchEngine } from '../../features/search/search-engine.ts';
import type { SearchHit } from '../../features/search/search-types.ts';
import { IMAGE_SIZES, SEARCH_NO_RESULTS } from '../../lib/constants.ts';
import pageStyles from '../not-found/not-found.module.css';
import type { Data } from './model.ts';
import styles from './search.module.css';

// Hits grouped by kind, with a machine's stock facts.

const KINDS = [
  { id: 'machines', title: 'Machines', types: ['Product'] },
  { id: 'ranges', title: 'Categories and brands', types: ['ProductCategory', 'Brand'] },
  { id: 'reading', title: 'News and pages', types: ['Page', 'Post', 'Category'] },
] as const;
type KindId = (typeof KINDS)[number]['id'];

const CONDITION_LABELS = { new: 'New', used: 'Used', hire: 'For hire' } as const;

/** "Used · 2018 · 3,900 h · £16,950 + VAT": what a buyer reads first (content-model.md "Stock facts"). */
function machineFacts(hit: SearchHit): string {
  return [
    hit.condition && CONDITION_LABELS[hit.condition],
    hit.year?.toString(),
    hit.hours === undefined ? undefined : `${hit.hours.toLocaleString('en-GB')} h`,
    hit.price,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ResultGroup({ kind, hits }: { kind: (typeof KINDS)[number]; hits: SearchHit[] }) {
  const headingId = `results-${kind.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {kind.title} ({hits.length})
      </h2>
      <ul className={styles.hits}>
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
            <span className={styles.hitKind}>{hit.label}</span>
            {hit.type === 'Product' && <span className={styles.facts}>{machineFacts(hit)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const searchHref = (query: string) => `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;

function Sections({ sections }: Data) {
  return (
    <ul className={styles.sections}>
      {sections.map((section) => (
        <li key={section.path}>
          <SmartLink href={section.path}>{section.title}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

export function Template({ data }: { data: Data }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  // '' until hydrated: the prerender knows no query, and the first client render must match it.
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  const [kind, setKind] = useState<KindId | 'all'>('all');
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const next = queryOf(search);
    setQuery(next);
    setDraft(next);
    setKind('all');
  }, [search]);

  useEffect(() => {
    let live = true;
    loadSearch().then(
      (ready) => live && setEngine(ready),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const hits = useMemo(
    () => (engine && query ? engine.search(query, Number.POSITIVE_INFINITY) : []),
    [engine, query],
  );
  const groups = KINDS.map((k) => ({
    kind: k,
    hits: hits.filter((h) => (k.types as readonly string[]).includes(h.type)),
  }));
  const shown = groups.filter((g) => g.hits.length > 0 && (kind === 'all' || g.kind.id === kind));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim()) navigate(searchHref(draft.trim()));
  };

  return (
    <div className={`${pageStyles.page} grounded`}>
      <div className={`container ${pageStyles.inner}`}>
        <h1 className={pageStyles.title}>{searchResultsTitle(query)}</h1>
        <search aria-label="Search again">
          <form className={styles.form} action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
            <label htmlFor="results-query" className="visually-hidden">
              Search the site
            </label>
            <input
              id="results-query"
              className={styles.input}
              type="text"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={styles.button}>
              Search
            </button>
          </form>
        </search>
        <noscript>
          <p className={styles.note}>
            Search needs JavaScript, which is off in this browser. Browse our ranges instead:
          </p>
          <Sections sections={data.sections} />
        </noscript>
        {query && !engine && (
          <p className={styles.note} role="status">
            {failed ? 'Search could not load. Please try again.' : 'Loading…'}
          </p>
        )}
        {query && engine && hits.length === 0 && (
          <div role="status">
            <p className={styles.none}>{SEARCH_NO_RESULTS}</p>
            <Suggestions words={engine.suggest(query)} data={data} />
          </div>
        )}
        {hits.length > 0 && (
          <>
            <p className={styles.note} role="status">
              {hits.length} result{hits.length === 1 ? '' : 's'}
            </p>
            <fieldset className={styles.filter}>
              <legend className="visually-hidden">Show</legend>
              {[
                { id: 'all' as const, title: 'All', count: hits.length },
                ...groups.map((g) => ({ ...g.kind, count: g.hits.length })),
              ]
                .filter((option) => option.count > 0)
                .map((option) => (
                  <label key={option.id} className={styles.option}>
                    <input
                      type="radio"
                      name="kind"
                      value={option.id}
                      checked={kind === option.id}
                      onChange={() => setKind(option.id)}
                    />
                    {option.title} ({option.count})
                  </label>
                ))}
            </fieldset>
            {shown.map((group) => (
              <ResultGroup key={group.kind.id} kind={group.kind} hits={group.hits} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}

function Suggestions({ words, data }: { words: string[]; data: Data }) {
  return (
    <>
      {words.length > 0 && (
        <p>
          Did you mean{' '}
          {words.map((word, i) => (
            <span key={word}>
              {i > 0 && ', '}
              <Link to={searchHref(word)}>{word}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      <p>Or browse our ranges:</p>
      <Sections sections={data.sections} />
    </>
  );
}
