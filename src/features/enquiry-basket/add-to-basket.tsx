// "Add to enquiry basket" on a product (SPEC §4: adding skips ids already present). Once the item
// is in, the button gives way to a note and a link to the basket, and focus follows to that link.
import { useEffect, useRef, useState } from 'react';
import { SmartLink } from '../../components/link.tsx';
import styles from './add-to-basket.module.css';
import { BasketIcon } from './basket-button.tsx';
import type { BasketProduct } from './basket-item.ts';
import { BASKET_PATH } from './paths.ts';
import { useBasket } from './store.ts';

export function AddToBasketButton({ product }: { product: BasketProduct }) {
  const { items, add } = useBasket();
  const inBasket = items.some((item) => item.id === product.id);
  const [justAdded, setJustAdded] = useState(false);
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
            // `add` refuses a second copy itself, e.g. one added in another tab a moment ago.
            add(product);
            setJustAdded(true);
          }}
        >
          <BasketIcon className={styles.icon} />
          Add to enquiry basket
        </button>
      )}
      {/* Present from the first render, so screen readers hear the change when it comes. */}
      <span role="status" className="visually-hidden">
        {justAdded && inBasket ? `${product.title} added to your enquiry basket` : ''}
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
