import { describe, expect, it } from 'vitest';
import { packPath, slugOf, unpackPath } from './search-path.ts';
import type { SearchDocumentType } from './search-types.ts';

describe('search paths', () => {
  it('makes the slug of a title as the dataset does', () => {
    expect(slugOf('Ilmer D 25')).toBe('ilmer-d-25');
    expect(slugOf('Groundcare/ Forestry Case Studies')).toBe('groundcare-forestry-case-studies');
    expect(slugOf('Grégoire G8.290 — Über')).toBe('gregoire-g8-290-uber');
    expect(slugOf('(Hire) Flail Mower 2.2 m ')).toBe('hire-flail-mower-2-2-m');
  });

  const cases: [SearchDocumentType, string, string, string][] = [
    ['Product', 'Ilmer D 25', '/product/ilmer-d-25/', ''],
    ['Product', 'Antonio Carraro SRX 5800', '/product/srx-5800/', 'srx-5800'],
    ['Category', 'Fruit Grower Case Studies', '/category/fruit-grower-case-studies/', ''],
    ['Brand', 'Antonio Carraro', '/our-brands/antonio-carraro/', ''],
    ['Page', 'Contact Us', '/contact-us/', ''],
    ['Page', 'Team', '/about-us/team/', 'about-us/team'],
    ['Page', 'Home', '/', '/'],
    ['Post', 'What’s Happening', '/whats-happening/', 'whats-happening'],
    ['Product', 'Odd', '/elsewhere/odd/', '/elsewhere/odd/'],
    ['Product', 'No slash', '/product/no-slash', '/product/no-slash'],
  ];

  it.each(cases)('%s “%s” at %s is carried as “%s” and read back the same', (type, title, path, packed) => {
    expect(packPath(type, title, path)).toBe(packed);
    expect(unpackPath(type, title, packed)).toBe(path);
  });
});
