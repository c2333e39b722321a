// The enquiry basket page (SPEC §2 /enquiry-basket/, §4 "Basket"). The prerender cannot know the
// visitor's basket, so it and the hydrating render show a neutral loading state; the list or the
// empty state follows once the stored basket has been read.
import { useRef, useState } from 'react';
import { ContactForm } from '../../features/contact-form/contact-form.tsx';
import { EnquiryQueued } from '../../features/contact-form/enquiry-queued.tsx';
import { EnquirySent } from '../../features/contact-form/enquiry-sent.tsx';
import type { BasketItem } from '../../features/enquiry-basket/basket-item.ts';
import { BasketItems } from '../../features/enquiry-basket/basket-items.tsx';
import { EmptyBasket } from '../../features/enquiry-basket/empty-basket.tsx';
import { useBasket } from '../../features/enquiry-basket/store.ts';
import { CONTACT_SUCCESS_TEXT } from '../../lib/constants.ts';
import styles from './enquiry-basket.module.css';

function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export function Template() {
  const { ready, items, count, remove, setQuantity, clear } = useBasket();
  const heading = useRef<HTMLHeadingElement>(null);
  // Said once by the status region after a removal, whose button has gone with its row.
  const [notice, setNotice] = useState('');
  // Once the enquiry is sent the basket empties and its form goes: the thank-you stays in view.
  const [sent, setSent] = useState(false);
  // Or it was kept on the device for want of a signal, under this idempotency key.
  const [queued, setQueued] = useState<string | null>(null);

  function afterRemoval(message: string) {
    setNotice(message);
    heading.current?.focus();
  }

  function onRemove(item: BasketItem) {
    remove(item.id);
    afterRemoval(`${item.title} removed from your enquiry basket.`);
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        Enquiry Basket
      </h1>
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      {!ready ? (
        <p className={styles.loading} aria-busy="true">
          Loading your enquiry basket…
        </p>
      ) : count === 0 ? (
        <>
          {sent && <EnquirySent />}
          {queued && <EnquiryQueued enquiryKey={queued} />}
          <EmptyBasket />
        </>
      ) : (
        <>
          <div className={styles.summary}>
            <p className={styles.count}>
              <strong>{itemCount(count)}</strong> in your enquiry basket
            </p>
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                clear();
                afterRemoval('Your enquiry basket is now empty.');
              }}
            >
              Clear basket
            </button>
          </div>
          <BasketItems items={items} onQuantity={setQuantity} onRemove={onRemove} />
          <ContactForm
            title="Send your enquiry"
            items={items}
            onSent={() => {
              clear();
              setSent(true);
              setQueued(null);
              afterRemoval(CONTACT_SUCCESS_TEXT);
            }}
            onQueued={(key) => {
              clear();
              setSent(false);
              setQueued(key);
              heading.current?.focus();
            }}
          />
        </>
      )}
    </div>
  );
}
