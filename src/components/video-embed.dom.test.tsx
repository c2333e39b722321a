// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { act, hydrate as hydrateMarkup, prerender } from '../../test/dom/render.test-helper.tsx';
import { consentStore } from '../lib/consent-store.ts';
import { fakeIntersectionObserver } from './intersection-fake.test-helper.ts';
import { shouldLoadPlayer, VideoEmbed } from './video-embed.tsx';

const ID = 'CN88eHmVU08';
let container: HTMLElement | undefined;
let io: ReturnType<typeof fakeIntersectionObserver>;

async function hydrate(element: ReactElement): Promise<HTMLElement> {
  ({ container } = await hydrateMarkup(element));
  return container;
}

const box = () => container?.firstElementChild as HTMLElement;

beforeEach(() => {
  io = fakeIntersectionObserver();
});

describe('shouldLoadPlayer', () => {
  test.each([
    [{ inView: false, requested: false, consented: false }, false],
    [{ inView: true, requested: false, consented: false }, false],
    [{ inView: false, requested: true, consented: false }, true],
    [{ inView: false, requested: false, consented: true }, false],
    [{ inView: true, requested: false, consented: true }, true],
    [{ inView: false, requested: true, consented: true }, true],
  ])('%o → %s: asked for, or in view once videos are allowed', (signals, load) => {
    expect(shouldLoadPlayer(signals)).toBe(load);
  });
});

const EMBED = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=1&controls=0&loop=1&playlist=${ID}&vq=hd720&playsinline=1&rel=0`;

describe('VideoEmbed', () => {
  test('the server renders a local placeholder with a play button and a plain link, nothing from the host', () => {
    const dom = prerender(<VideoEmbed url={`https://youtu.be/${ID}`} title="Corvus UTV" aspect={7 / 4} />);
    expect(dom.innerHTML).not.toContain('ytimg.com');
    expect(dom.innerHTML).not.toContain('youtube-nocookie.com');
    expect(dom.querySelector('iframe')).toBeNull();
    expect(dom.querySelector('img')).toBeNull();
    const button = dom.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Play video: Corvus UTV');
    const link = dom.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.textContent).toBe('Watch on YouTube (Corvus UTV)↗ (opens in a new tab)');
    expect((dom.firstElementChild as HTMLElement).style.getPropertyValue('--video-aspect')).toBe(
      String(7 / 4),
    );
  });

  describe('before videos are allowed', () => {
    beforeEach(() => consentStore.choose({ analytics: false, media: false }));

    test('keeps the placeholder in view: no still, no player, nothing watched', async () => {
      const container = await hydrate(<VideoEmbed url={ID} title="Corvus UTV" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('iframe')).toBeNull();
      expect(io.watched(box())).toBe(false);
    });

    test('a click on play is the visitor asking: the player loads at once', async () => {
      const container = await hydrate(<VideoEmbed url={ID} title="Corvus UTV" />);
      await act(async () => container.querySelector('button')?.click());
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe(EMBED);
      expect(container.querySelector('a')).toBeNull();
    });
  });

  describe('once videos are allowed', () => {
    beforeEach(() => consentStore.choose({ analytics: false, media: true }));

    test('shows the host’s still after hydration, and the player once it scrolls into view', async () => {
      const container = await hydrate(<VideoEmbed url={ID} title="Corvus UTV" />);
      const still = container.querySelector('img');
      expect(still?.getAttribute('src')).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
      expect(still?.getAttribute('srcset')).toContain(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg 1280w`);
      expect(still?.getAttribute('loading')).toBe('lazy');
      expect(container.querySelector('iframe')).toBeNull();
      expect(io.watched(box())).toBe(true);
      await act(async () => io.report(box(), false));
      expect(container.querySelector('iframe')).toBeNull();
      await act(async () => io.report(box(), true));
      const iframe = container.querySelector('iframe');
      expect(iframe?.getAttribute('src')).toBe(EMBED);
      expect(iframe?.getAttribute('title')).toBe('Corvus UTV');
      expect(iframe?.getAttribute('loading')).toBe('lazy');
      expect(container.querySelector('button')).toBeNull();
      // Same box: the player takes the still's place, not more room.
      expect(iframe?.parentElement).toBe(box());
      expect(io.watched(box())).toBe(false);
    });

    test('a click on the still loads the player at once', async () => {
      const container = await hydrate(<VideoEmbed url={ID} title="Corvus UTV" />);
      await act(async () => container.querySelector('button')?.click());
      expect(container.querySelector('iframe')?.getAttribute('src')).toContain(`/embed/${ID}?`);
    });

    test('drops the largest still when the host has none', async () => {
      const container = await hydrate(<VideoEmbed url={ID} title="Corvus UTV" />);
      const still = container.querySelector('img') as HTMLImageElement;
      await act(async () => still.dispatchEvent(new Event('error')));
      expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
      expect(container.querySelector('img')?.getAttribute('src')).toContain('hqdefault.jpg');
    });
  });

  test.each(['https://www.youtube.com/watch', 'not a video', ''])('renders nothing for %j', (url) => {
    expect(prerender(<VideoEmbed url={url} title="x" />).innerHTML).toBe('');
  });
});
