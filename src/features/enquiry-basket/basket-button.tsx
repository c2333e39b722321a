// The header's Enquiry Basket link with its item-count badge (SPEC §1, §4, §9). The prerender and
// the hydrating render show no badge; the visitor's count appears once the page is interactive.
import { SmartLink } from '../../components/link.tsx';
import { BASKET_PATH } from '../../content/paths.ts';
import styles from './basket-button.module.css';
import { badgeText, useBasket } from './store.ts';

/** ", 3 items": the exact count for assistive technology, where the badge stops at 9+. */
export function countSuffix(count: number): string {
  if (count <= 0) return '';
  return `, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function BasketButton() {
  const { count } = useBasket();
  return (
    <SmartLink href={BASKET_PATH} className={styles.button}>
      <BasketIcon />
      {/*
        The name is one hidden string, "Enquiry Basket, 3 items": it starts with the visible label
        (WCAG 2.5.3) and carries the exact count; built from parts, browsers join them with stray spaces.
      */}
      <span className={styles.label} aria-hidden="true">
        Enquiry Basket
      </span>
      <span className="visually-hidden">{`Enquiry Basket${countSuffix(count)}`}</span>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </SmartLink>
  );
}

export function BasketIcon({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 9h18l-1.8 10.2a1 1 0 0 1-1 .8H5.8a1 1 0 0 1-1-.8L3 9Zm4.5 0 3-5m6 5-3-5M9 13v3m3-3v3m3-3v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
