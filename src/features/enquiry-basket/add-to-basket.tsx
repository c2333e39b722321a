// "Add to enquiry basket" on a product (SPEC §4: adding skips ids already present). Once the item
// is in, the button gives way to a note and a link to the basket, and focus follows to that link.
// A full basket (as many machines as one enquiry may list) says so rather than ignore the press.
import { useEffect, useRef, useState } from 'react';
import { SmartLink } from '../../components/link.tsx';
import { BASKET_PATH } from '../../content/paths.ts';
import styles from './add-to-basket.module.css';
import { BasketIcon } from './basket-button.tsx';
import type { BasketProduct } from './basket-item.ts';
import { BASKET_MAX_ITEMS, useBasket } from './store.ts';

export function AddToBasketButton({ product }: { product: BasketProduct }) {
  const { items, add } = useBasket();
  const inBasket = items.some((item) => item.id === product.id);
  const [justAdded, setJustAdded] = useState(false);
  const [refused, setRefused] = useState(false);
  // Refused and still not in: the basket is full (a copy added in another tab shows as in).
  const full = refused && !inBasket;
  const viewLink = useRef<HTMLSpanElement>(null);

  // The button the visitor pressed is gone: put focus on what replaced it, not on the page body.
  useEffect(() => {
    if (justAdded && inBasket) viewLink.current?.querySelector('a')?.focus();
  }, [justAdded, inBasket]);

  return (
    <div className={styles.addToBasket}>
      {inBasket ? (
        <p className={styles.inBasket}>
          <CheckIcon />
          <span>In your enquiry basket</span>
          <span ref={viewLink}>
            <SmartLink href={BASKET_PATH} className={styles.viewLink}>
              View basket
            </SmartLink>
          </span>
        </p>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            // `add` refuses a second copy itself, e.g. one added in another tab a moment ago, and
            // any machine past the basket's limit.
            const added = add(product);
            setJustAdded(added);
            setRefused(!added);
          }}
        >
          <BasketIcon className={styles.icon} />
          Add to enquiry basket
        </button>
      )}
      {full && (
        <p className={styles.full}>
          Your enquiry basket is full: one enquiry lists up to {BASKET_MAX_ITEMS} machines. Send it, or remove
          one, to add this machine.{' '}
          <SmartLink href={BASKET_PATH} className={styles.viewLink}>
            View basket
          </SmartLink>
        </p>
      )}
      {/* Present from the first render, so screen readers hear the change when it comes. */}
      <span role="status" className="visually-hidden">
        {justAdded && inBasket
          ? `${product.title} added to your enquiry basket`
          : full
            ? `Your enquiry basket is full: ${product.title} was not added`
            : ''}
      </span>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
