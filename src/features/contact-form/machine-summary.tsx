// The machine an enquiry is about, shown above the form's fields: its picture, title and price,
// read after hydration from the product's page data (machine.ts), so the server's HTML and the
// hydrating render match, and a contact page opened without `?machine=` shows nothing.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import styles from './contact-form.module.css';
import { loadMachine, type Machine } from './machine.ts';

const THUMB_WIDTH = 120;

/** The machine named by the address, once its data has arrived; null until then or without one. */
export function useMachine(enabled: boolean): Machine | null {
  const { search } = useLocation();
  const [machine, setMachine] = useState<Machine | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void loadMachine(search, fetch, controller.signal).then((found) => {
      if (!controller.signal.aborted) setMachine(found);
    });
    return () => controller.abort();
  }, [enabled, search]);
  return machine;
}

export function MachineSummary({ machine, id }: { machine: Machine; id: string }) {
  return (
    <div id={id} className={styles.machine}>
      {machine.image && (
        <LazyImage
          image={machine.image}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_WIDTH * 0.75}
          sizes={`${THUMB_WIDTH}px`}
          className={styles.machineImage}
        />
      )}
      <div>
        <p className={styles.machineKicker}>Your enquiry is about</p>
        <p className={styles.machineTitle}>
          <SmartLink href={machine.path}>{machine.title}</SmartLink>
        </p>
        {machine.price && <p className={styles.machinePrice}>{machine.price}</p>}
      </div>
    </div>
  );
}
