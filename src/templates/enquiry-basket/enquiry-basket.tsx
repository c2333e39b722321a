// The enquiry basket page (SPEC §2 /enquiry-basket/, §4 "Basket"). The prerender cannot know the
// visitor's basket. It and the hydrating render hold both first states, and the head's script
// (features/enquiry-basket/early-state.ts) picks one before the first paint: the empty state when
// no basket is stored, else a loading line that keeps the list's room. Once the app has read the
// basket, the empty state stays where it was painted, or the list fills the room kept for it, so
// nothing below moves. Without scripts the page says what the basket needs.
import { useRef, useState } from 'react';
import { SmartLink } from '../../components/link.tsx';
import { CONTACT_PAGE_PATH } from '../../content/paths.ts';
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
      {!ready && (
        <>
          <p className={styles.loading} aria-busy="true">
            Loading your enquiry basket…
          </p>
          <p className={styles.needsScripts}>
            Your enquiry basket is kept by your browser, and shows only with JavaScript on. You can still{' '}
            <SmartLink href={CONTACT_PAGE_PATH}>send us an enquiry</SmartLink> from our contact page.
          </p>
        </>
      )}
      {(!ready || count === 0) && (
        // Until the basket is read, shown only if the head's script found none stored.
        <div className={ready ? undefined : styles.emptyUntilRead}>
          {sent && <EnquirySent />}
          {queued && <EnquiryQueued enquiryKey={queued} />}
          <EmptyBasket />
        </div>
      )}
      {ready && count > 0 && (
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
