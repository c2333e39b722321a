// The contactForm block: its title and text, the contact form, and the optional map. The map is a
// third-party frame, so the server renders only a link to the place and a "Show map" button; the
// frame joins them in the browser when mayLoadMap() allows: the visitor asked for it, or allowed
// maps in the cookie banner (docs/privacy.md).
import { useEffect, useRef, useState } from 'react';
import buttons from '../components/button.module.css';
import { SmartLink } from '../components/link.tsx';
import { RichText } from '../components/rich-text.tsx';
import { ContactForm } from '../features/contact-form/contact-form.tsx';
import {
  MAP_FRAME,
  type MapPlace,
  mapEmbedUrl,
  mapLinkUrl,
  mayLoadMap,
} from '../features/contact-form/map.ts';
import { useMediaConsent } from '../lib/consent-store.ts';
import shared from './block.module.css';
import styles from './contact-form.module.css';
import type { BlockComponent } from './types.ts';

function PlaceMap({ place }: { place: MapPlace }) {
  // Not consented on the server and in the hydrating render, so both show the same markup: no frame.
  const consented = useMediaConsent();
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const show = mayLoadMap({ requested, consented });
  // The button that was clicked is gone: focus follows to the map it asked for.
  useEffect(() => {
    if (requested) frameRef.current?.focus();
  }, [requested]);
  return (
    <figure className={styles.map}>
      <div className={styles.frame}>
        {show ? (
          <iframe
            ref={frameRef}
            src={mapEmbedUrl(place, MAP_FRAME)}
            title={`Map: ${place.label}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className={styles.iframe}
          />
        ) : (
          <div className={styles.placeholder}>
            <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
            </svg>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={() => setRequested(true)}
            >
              Show map<span className="visually-hidden"> of {place.label}</span>
            </button>
            <p className={styles.note}>The map loads from OpenStreetMap.</p>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <SmartLink href={mapLinkUrl(place)}>
          {place.label}
          <span className="visually-hidden"> on OpenStreetMap</span>
        </SmartLink>
      </figcaption>
    </figure>
  );
}

export const Block: BlockComponent<'contactForm'> = ({ block }) => {
  const { map } = block;
  return (
    <section className={`${shared.block} ${shared.plain}`}>
      <div className={`container ${map ? styles.withMap : ''}`}>
        <ContactForm title={block.title} text={<RichText value={block.text} className={styles.text} />} />
        {map && <PlaceMap place={map} />}
      </div>
    </section>
  );
};
