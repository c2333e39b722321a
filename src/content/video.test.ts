import { describe, expect, test } from 'vitest';
import { embedUrl, thumbnailUrl, videoId } from './video.ts';

const ID = 'CN88eHmVU08';

describe('videoId', () => {
  test.each([
    ['a watch link', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch link with more parameters', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['a watch link without www', `https://youtube.com/watch?v=${ID}`],
    ['a mobile watch link', `https://m.youtube.com/watch?v=${ID}`],
    ['a watch link without the scheme', `www.youtube.com/watch?v=${ID}`],
    ['an http watch link', `http://www.youtube.com/watch?v=${ID}`],
    ['an embed link', `https://www.youtube.com/embed/${ID}`],
    ['an embed link with a query', `https://www.youtube.com/embed/${ID}?autoplay=1`],
    ['a privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['a share link', `https://youtu.be/${ID}`],
    ['a share link with a time', `https://youtu.be/${ID}?t=10`],
    ['a share link without the scheme', `youtu.be/${ID}`],
    ['a shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['a link with spaces around it', `  https://youtu.be/${ID}\n`],
    ['a bare id', ID],
  ])('reads %s', (_, link) => {
    expect(videoId(link)).toBe(ID);
  });

  test('reads a bare id with - and _', () => {
    expect(videoId('a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  test('prefers the v parameter to the path', () => {
    expect(videoId(`https://www.youtube.com/embed/aaaaaaaaaaa?v=${ID}`)).toBe(ID);
  });

  test.each([
    ['a watch link without v', 'https://www.youtube.com/watch'],
    ['a watch link with other parameters only', 'https://www.youtube.com/watch?list=PL123&t=4'],
    ['a watch link with an empty v', 'https://www.youtube.com/watch?v='],
    ['a channel link', 'https://www.youtube.com/@hartridgemachinery'],
    ['the home page', 'https://www.youtube.com/'],
    ['an embed link without an id', 'https://www.youtube.com/embed/'],
    ['another host', `https://vimeo.com/watch?v=${ID}`],
    ['a look-alike host', `https://youtube.com.example.org/watch?v=${ID}`],
    ['a script url', `javascript:alert(1)//${ID}`],
    ['an empty string', ''],
    ['words', 'not a video'],
    ['a 10-character id', 'CN88eHmVU0'],
    ['a 12-character id', 'CN88eHmVU08x'],
    ['an id with a bad character', 'CN88eHm$U08'],
    ['a watch link with a short v', 'https://www.youtube.com/watch?v=CN88eHmVU0'],
    ['a watch link with a long v', 'https://www.youtube.com/watch?v=CN88eHmVU08x'],
    ['a share link with a long id', 'https://youtu.be/CN88eHmVU08x'],
  ])('gives null for %s', (_, link) => {
    expect(videoId(link)).toBeNull();
  });
});

describe('embedUrl', () => {
  test('is the privacy-enhanced player: autoplay, muted, no controls, looping as its own playlist, 720p', () => {
    const url = new URL(embedUrl(ID));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${ID}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      mute: '1',
      controls: '0',
      loop: '1',
      playlist: ID,
      vq: 'hd720',
      playsinline: '1',
      rel: '0',
    });
  });
});

describe('thumbnailUrl', () => {
  test('is the high-quality still by default', () => {
    expect(thumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });

  test('offers the largest still', () => {
    expect(thumbnailUrl(ID, 'maxres')).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
  });
});
