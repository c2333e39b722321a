// The search results page (docs/search.md "Results page"): every hit for `?q=`, grouped by kind,
// with a kind filter and the query in an editable box. The prerender writes the empty page once;
// the browser loads the index (as the header box does) and fills it in. Without JavaScript it says
// search needs it and points to the main ranges.
import { type FormEvent, startTransition, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SmartLink } from '../../components/link.tsx';
import { CONTACT_PAGE_PATH, SEARCH_PATH } from '../../content/paths.ts';
import { loadSearch } from '../../features/search/load-search.ts';
import { queryOf, searchResultsTitle } from '../../features/search/results-title.ts';
import type { SearchEngine } from '../../features/search/search-engine.ts';
import { describeSearchLimits } from '../../features/search/search-limits.ts';
import { SEARCH_NO_RESULTS } from '../../lib/constants.ts';
import pageStyles from '../not-found/not-found.module.css';
import { type HitIds, MoreHits, SteppedHitList } from '../parts/search-hits.tsx';
import type { Data } from './model.ts';
import styles from './search.module.css';

// Hits grouped by kind.

const KINDS = [
  { id: 'machines', title: 'Machines', types: ['Product'] },
  { id: 'ranges', title: 'Categories and brands', types: ['ProductCategory', 'Brand'] },
  { id: 'reading', title: 'News and pages', types: ['Page', 'Post', 'Category'] },
] as const;
type KindId = (typeof KINDS)[number]['id'];

const searchHref = (query: string) => `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;

function ResultGroup({ kind, ids, hitOf }: { kind: (typeof KINDS)[number] } & HitIds) {
  const headingId = `results-${kind.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {kind.title} ({ids.length})
      </h2>
      <SteppedHitList ids={ids} hitOf={hitOf} />
    </section>
  );
}

/** Searches as links, one after another with commas between. */
function SearchLinks({ queries }: { queries: readonly string[] }) {
  return queries.map((query, i) => (
    <span key={query}>
      {i > 0 && ', '}
      <Link to={searchHref(query)}>{query}</Link>
    </span>
  ));
}

/**
 * What the box understands beyond words, with examples to tap: the price, hours and age limits
 * (docs/search.md "Limits") are found by nobody who is not told. Prerendered, so it is the first
 * screen's text while the hits load.
 */
function Tips() {
  const examples = ['used tractor under £20,000', 'telehandler under 3,000 hours'];
  return (
    <p className={styles.tips}>
      Add a price, hours or age to narrow it down: <SearchLinks queries={examples} />.
    </p>
  );
}

function WithoutLimits({ words }: { words: string }) {
  return (
    <p>
      <Link to={searchHref(words)}>Search “{words}” at any price, age and hours</Link>
    </p>
  );
}

/** A search that found nothing, or only part of it, is a machine to source: the dealer's trade. */
function FindOneForMe({ query }: { query: string }) {
  const message = `I am looking for: ${query}. Please let me know if you can find one.`;
  return (
    <p>
      Can't see what you need?{' '}
      <SmartLink href={`${CONTACT_PAGE_PATH}?${new URLSearchParams({ Message: message })}`}>
        Ask us to find one for you
      </SmartLink>
      : we source new and used machines.
    </p>
  );
}

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
      // A transition: React draws the hits in slices that leave the phone free between them.
      (ready) => live && startTransition(() => setEngine(ready)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const result = useMemo(() => (engine && query ? engine.rank(query) : null), [engine, query]);
  // The hits that match every word are the results, the rest a second list; with none that do,
  // those that match some of the words are the results.
  const { main, more, everyWord } = useMemo(() => {
    const every: number[] = [];
    const some: number[] = [];
    result?.ids.forEach((id, i) => {
      (result.partial[i] ? some : every).push(id);
    });
    return every.length > 0
      ? { main: every, more: some, everyWord: every.length }
      : { main: some, more: [], everyWord: 0 };
  }, [result]);
  const found = result?.ids.length ?? 0;
  const hitOf = (id: number) => engine!.hit(id);
  const limits = result ? describeSearchLimits(result.limits) : [];
  const ofKind = (list: number[], id: KindId) => {
    const types: readonly string[] = KINDS.find((k) => k.id === id)?.types ?? [];
    return list.filter((hit) => types.includes(engine!.typeOf(hit)));
  };
  const groups = KINDS.map((k) => ({ kind: k, ids: ofKind(main, k.id) }));
  const shown = groups.filter((g) => g.ids.length > 0 && (kind === 'all' || g.kind.id === kind));
  const moreShown = kind === 'all' ? more : ofKind(more, kind);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim()) navigate(searchHref(draft.trim()));
  };

  return (
    <div className={`${pageStyles.page} grounded`}>
      <div className={`container ${pageStyles.inner} ${styles.results}`}>
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
        <Tips />
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
        {query && engine && found === 0 && (
          <div role="status">
            <p className={styles.none}>{SEARCH_NO_RESULTS}</p>
            {limits.length > 0 && <p>No machine {limits.join(', ')} matches that search.</p>}
            {limits.length > 0 && result?.words && <WithoutLimits words={result.words} />}
            <Suggestions words={engine.suggest(query)} data={data} />
            <FindOneForMe query={query} />
          </div>
        )}
        {found > 0 && (
          <>
            <div role="status">
              <p className={styles.note}>
                {main.length} result{main.length === 1 ? '' : 's'}
                {limits.length > 0 && `: machines ${limits.join(', ')}`}
              </p>
              {everyWord === 0 && (
                <p className={styles.note}>
                  Nothing matches every word of “{query}”. These match some of it.
                </p>
              )}
            </div>
            {everyWord === 0 && limits.length > 0 && result?.words && <WithoutLimits words={result.words} />}
            <fieldset className={styles.filter}>
              <legend className="visually-hidden">Show</legend>
              {[
                { id: 'all' as const, title: 'All', count: main.length },
                ...groups.map((g) => ({ ...g.kind, count: g.ids.length })),
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
              <ResultGroup
                key={`${query} ${group.kind.id}`}
                kind={group.kind}
                ids={group.ids}
                hitOf={hitOf}
              />
            ))}
            {moreShown.length > 0 && <MoreHits key={`${query} ${kind}`} ids={moreShown} hitOf={hitOf} />}
            {everyWord === 0 && <FindOneForMe query={query} />}
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
          Did you mean <SearchLinks queries={words} />?
        </p>
      )}
      <p>Or browse our ranges:</p>
      <Sections sections={data.sections} />
    </>
  );
}
