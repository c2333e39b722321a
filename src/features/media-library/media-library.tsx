// The media library (SPEC §4 "Media library"): three filters applied in sequence, a grid that
// grows by batches as the visitor scrolls, and a viewer for the chosen item.
import { useRef, useState } from 'react';
import { InfiniteLoader } from '../../components/infinite-loader.tsx';
import type { MediaItem } from '../../content/schemas/index.ts';
import { MEDIA_END_TEXT, MEDIA_INCREMENT, MEDIA_PAGE_SIZE } from '../../lib/constants.ts';
import { applyFilters, brandOptions, type FilterOption, galleryOptions, TYPE_OPTIONS } from './filters.ts';
import { MediaCard } from './media-card.tsx';
import styles from './media-library.module.css';
import { MediaModal } from './media-modal.tsx';
import { useAddressFilters } from './use-address-filters.ts';

export interface MediaLibraryProps {
  /** Makes the form controls' ids unique on the page. */
  id: string;
  items: readonly MediaItem[];
}

export function MediaLibrary({ id, items }: MediaLibraryProps) {
  const [filters, changeFilter] = useAddressFilters(items);
  const filtered = applyFilters(items, filters);
  const filterKey = `${filters.type}|${filters.gallery}|${filters.brand}`;

  // How many cards show, for the filters they were counted for: new filters start at one page.
  const [shown, setShown] = useState({ key: filterKey, count: MEDIA_PAGE_SIZE });
  const count = shown.key === filterKey ? shown.count : MEDIA_PAGE_SIZE;
  const visible = filtered.slice(0, count);

  const [open, setOpen] = useState<MediaItem | null>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());

  const loadMore = () => {
    const next = count + MEDIA_INCREMENT;
    setShown({ key: filterKey, count: next });
    return next >= filtered.length;
  };

  const closeViewer = () => {
    const opener = open && cards.current.get(open.id);
    setOpen(null);
    opener?.focus();
  };

  return (
    <div className={styles.library}>
      <div className={styles.filters}>
        <Filter
          id={`${id}-type`}
          label="Type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(value) => changeFilter('type', value)}
        />
        <Filter
          id={`${id}-gallery`}
          label="Gallery"
          value={filters.gallery}
          options={galleryOptions(items, filters)}
          onChange={(value) => changeFilter('gallery', value)}
        />
        <Filter
          id={`${id}-brand`}
          label="Brand"
          value={filters.brand}
          options={brandOptions(items, filters)}
          onChange={(value) => changeFilter('brand', value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {filtered.length === 1 ? '1 item' : `${filtered.length} items`}
      </p>
      {visible.length > 0 && (
        <ul className={styles.grid}>
          {visible.map((item) => (
            <li key={item.id}>
              <MediaCard
                item={item}
                onOpen={setOpen}
                buttonRef={(element) => {
                  if (element) cards.current.set(item.id, element);
                  else cards.current.delete(item.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <InfiniteLoader
        onLoad={loadMore}
        done={count >= filtered.length}
        empty={filtered.length === 0}
        resetKey={filterKey}
        texts={{ noMore: MEDIA_END_TEXT }}
      />
      {open && <MediaModal key={open.id} item={open} onClose={closeViewer} />}
    </div>
  );
}

interface FilterProps {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

function Filter({ id, label, value, options, onChange }: FilterProps) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
