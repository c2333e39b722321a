// The basket page's list: one row per item with its picture, a link to the product, a quantity
// control and a Remove button. Rendered only in the browser, once the stored basket is read.
import { useId, useState } from 'react';
import { type ImageSizing, LazyImage, lazyImagePaths } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { ENQUIRY_QUANTITY_MAX, ENQUIRY_QUANTITY_MIN } from '../../content/enquiry-items.ts';
import type { ImageSource, ImageUrls } from '../../content/image-url.ts';
import { IMAGE_SIZES } from '../../lib/constants.ts';
import { BasketIcon } from './basket-button.tsx';
import type { BasketItem } from './basket-item.ts';
import styles from './basket-items.module.css';
import { isValidQuantity } from './limits.ts';

/** SPEC §9 "cards 400x300", drawn smaller beside the text. */
export const BASKET_IMAGE_SIZING: ImageSizing = {
  ...IMAGE_SIZES.card,
  sizes: '(min-width: 48rem) 12rem, 7rem',
};

/**
 * The image files the basket page asks for: it renders only in the browser, so the build must make
 * them for every product image a visitor can add.
 */
export function basketImagePaths(images: ImageUrls, image: ImageSource): string[] {
  return lazyImagePaths(images, image, BASKET_IMAGE_SIZING);
}

export interface BasketItemsProps {
  items: readonly BasketItem[];
  onQuantity(id: string, quantity: number): void;
  onRemove(item: BasketItem): void;
}

export function BasketItems({ items, onQuantity, onRemove }: BasketItemsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <div className={styles.picture}>
            {item.image ? (
              // The title beside it names the machine; the picture adds nothing to read out.
              <LazyImage image={item.image} alt="" className={styles.image} {...BASKET_IMAGE_SIZING} />
            ) : (
              <span className={styles.noImage}>
                <BasketIcon />
              </span>
            )}
          </div>
          <div className={styles.body}>
            <h2 className={styles.title}>
              <SmartLink href={item.path}>{item.title}</SmartLink>
            </h2>
            <div className={styles.controls}>
              <QuantityControl item={item} onQuantity={onQuantity} />
              <button type="button" className={styles.remove} onClick={() => onRemove(item)}>
                Remove<span className="visually-hidden"> {item.title}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const WHOLE_NUMBER = /^\d+$/;

function QuantityControl({ item, onQuantity }: { item: BasketItem } & Pick<BasketItemsProps, 'onQuantity'>) {
  const inputId = useId();
  // What the visitor is typing; null shows the stored quantity. A half-typed or invalid value stays
  // in the box until it is valid (then stored) or the box loses focus (then it reverts).
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(item.quantity);
  const invalid = draft !== null && !(WHOLE_NUMBER.test(draft) && isValidQuantity(Number(draft)));

  return (
    <div className={styles.quantity}>
      <label htmlFor={inputId} className={styles.quantityLabel}>
        Quantity<span className="visually-hidden"> of {item.title}</span>
      </label>
      <div className={styles.stepper}>
        {/* At 1 the Remove button is the way out: a stray tap on − should not drop a machine. */}
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${item.title}`}
          disabled={item.quantity <= ENQUIRY_QUANTITY_MIN}
          onClick={() => {
            setDraft(null);
            onQuantity(item.id, item.quantity - 1);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={ENQUIRY_QUANTITY_MIN}
          max={ENQUIRY_QUANTITY_MAX}
          step={1}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value.trim();
            setDraft(text);
            if (WHOLE_NUMBER.test(text) && isValidQuantity(Number(text))) onQuantity(item.id, Number(text));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${item.title}`}
          disabled={item.quantity >= ENQUIRY_QUANTITY_MAX}
          onClick={() => {
            setDraft(null);
            onQuantity(item.id, item.quantity + 1);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
