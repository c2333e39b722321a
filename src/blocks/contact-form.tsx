// The contactForm block: its title and text, the contact form, and the optional map. The map is a
// third-party frame, so the server renders only a link to the place; the frame joins it after
// mount, lazily, when mayLoadMap() allows (a consent gate will decide there).
import { useEffect, useState } from 'react';
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
import shared from './block.module.css';
import styles from './contact-form.module.css';
import type { BlockComponent } from './types.ts';

function PlaceMap({ place }: { place: MapPlace }) {
  // False on the server and in the hydrating render, so both show the same markup: no frame.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <figure className={styles.map}>
      <div className={styles.frame}>
        {mounted && mayLoadMap() ? (
          <iframe
            src={mapEmbedUrl(place, MAP_FRAME)}
            title={`Map: ${place.label}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className={styles.iframe}
          />
        ) : (
          <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
        )}
      </div>
      <figcaption className={styles.caption}>
        <SmartLink href={mapLinkUrl(place)}>{place.label}</SmartLink>
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
