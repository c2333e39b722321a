// "Cookie settings" in the footer of every page: opens the cookie banner again, with the current
// choice, so the visitor can change or withdraw it as easily as they gave it.
import { type ConsentStore, consentStore } from '../../lib/consent-store.ts';

export function CookieSettingsButton({
  className,
  store = consentStore,
}: {
  className?: string;
  store?: ConsentStore;
}) {
  return (
    <button type="button" className={className} onClick={() => store.review()}>
      Cookie settings
    </button>
  );
}
