import { describe, expect, it } from 'vitest';
import { loadMachine, machineFromPageData, machinePathFromSearch } from './machine.ts';

const PAGE = {
  hash: 'h',
  data: {
    product: {
      id: 'product-79',
      path: '/product/burro-grande/',
      title: 'Burro Grande',
      price: '£12,500',
      condition: 'used',
      stockNumber: 'HM-1042',
      images: [{ alt: 'Burro Grande', asset: { _id: 'image-1' } }],
    },
  },
};

describe('machinePathFromSearch', () => {
  it('takes a product page path only', () => {
    expect(machinePathFromSearch('?machine=%2Fproduct%2Fburro-grande%2F&Message=x')).toBe(
      '/product/burro-grande/',
    );
    expect(machinePathFromSearch('?machine=https://evil.example/product/x/')).toBeNull();
    expect(machinePathFromSearch('?machine=/about-us/')).toBeNull();
    expect(machinePathFromSearch('?Message=x')).toBeNull();
  });
});

describe('machineFromPageData', () => {
  it('reads the machine a product page shows', () => {
    expect(machineFromPageData(PAGE, '/product/burro-grande/')).toEqual({
      id: 'product-79',
      title: 'Burro Grande',
      path: '/product/burro-grande/',
      price: '£12,500',
      condition: 'used',
      stockNumber: 'HM-1042',
      image: PAGE.data.product.images[0],
    });
  });
  it('refuses another page’s data or another path', () => {
    expect(machineFromPageData({ data: { posts: [] } }, '/product/burro-grande/')).toBeNull();
    expect(machineFromPageData(PAGE, '/product/other/')).toBeNull();
    expect(machineFromPageData(null, '/product/burro-grande/')).toBeNull();
  });
});

describe('loadMachine', () => {
  it('fetches the product’s page data', async () => {
    const asked: string[] = [];
    const fake = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(PAGE));
    }) as typeof fetch;
    const machine = await loadMachine('?machine=/product/burro-grande/', fake);
    expect(asked).toEqual(['/assets/data/product/burro-grande/index.json']);
    expect(machine?.title).toBe('Burro Grande');
  });
  it('gives null on a failed fetch', async () => {
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await loadMachine('?machine=/product/burro-grande/', down)).toBeNull();
    const missing = (async () => new Response('', { status: 404 })) as typeof fetch;
    expect(await loadMachine('?machine=/product/burro-grande/', missing)).toBeNull();
  });
});
