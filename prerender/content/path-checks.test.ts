import { describe, expect, it } from 'vitest';
import type { ProductCategory } from '../../src/content/schemas/index.ts';
import { checkCategoryTree, checkPaths } from './path-checks.ts';

function category(id: string, slug: string, parentId: string | null, path: string): ProductCategory {
  return {
    id,
    slug,
    parentId,
    path,
    updatedAt: '2024-01-10T09:00:00Z',
    title: null,
    type: 'parent',
    description: [],
    image: null,
    order: null,
  };
}

describe('checkCategoryTree', () => {
  it('accepts paths that follow the parent chain', () => {
    const root = category('a', 'fruit', null, '/product-category/fruit/');
    const child = category('b', 'sprayers', 'a', '/product-category/fruit/sprayers/');
    expect(checkCategoryTree([root, child])).toEqual([]);
  });

  it('names a path that does not follow the parent chain', () => {
    const root = category('a', 'fruit', null, '/product-category/fruit/');
    const child = category('b', 'sprayers', 'a', '/product-category/sprayers/');
    expect(checkCategoryTree([root, child])).toEqual([
      {
        severity: 'error',
        documentId: 'b',
        field: 'path',
        message: 'path /product-category/sprayers/: expected /product-category/fruit/sprayers/',
      },
    ]);
  });

  it('reports a cycle on its members only, not on a category hanging below it', () => {
    const problems = checkCategoryTree([
      category('a', 'a', 'b', '/product-category/b/a/'),
      category('b', 'b', 'a', '/product-category/a/b/'),
      category('c', 'c', 'a', '/product-category/b/a/c/'),
    ]);
    expect(problems.map((problem) => [problem.documentId, problem.field])).toEqual([
      ['a', 'parent'],
      ['b', 'parent'],
    ]);
  });
});

describe('checkPaths', () => {
  it('reports a page and a post on one path, each naming the other', () => {
    const problems = checkPaths([
      { id: 'page-1', path: '/open-day/', slug: 'open-day', atRoot: true },
      { id: 'post-1', path: '/open-day/', slug: 'open-day', atRoot: true },
      { id: 'brand-1', path: '/our-brands/orvin/', slug: 'orvin', atRoot: false },
    ]);
    expect(problems.map((problem) => `${problem.documentId}: ${problem.message}`)).toEqual([
      'page-1: path /open-day/ is also the path of post-1: expected one document per path',
      'post-1: path /open-day/ is also the path of page-1: expected one document per path',
    ]);
  });

  it('lets documents under a prefix use a named route as their slug', () => {
    expect(
      checkPaths([{ id: 'category-9', path: '/category/latest-news/', slug: 'latest-news', atRoot: false }]),
    ).toEqual([]);
  });
});
