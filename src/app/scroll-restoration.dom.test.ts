// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hashTarget } from './scroll-restoration.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hashTarget', () => {
  it('finds the element by its percent-decoded id, as the browser does', () => {
    document.body.innerHTML = '<h2 id="über uns">Über uns</h2><h2 id="team">Team</h2>';
    expect(hashTarget('#team')?.textContent).toBe('Team');
    expect(hashTarget('#%C3%BCber%20uns')?.textContent).toBe('Über uns');
  });

  it('takes a hash that is no valid encoding as written, rather than throw', () => {
    document.body.innerHTML = '<p id="100%">All of it</p>';
    expect(hashTarget('#100%')?.textContent).toBe('All of it');
    expect(hashTarget('#50%-off')).toBeNull();
  });

  it('names nothing for an empty hash', () => {
    document.body.innerHTML = '<p id="">x</p>';
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
  });
});
