// What every document builder needs: image and file objects from the asset index, internal
// link resolution by type and slug, and Portable Text from markup.
import { type AssetIndex, type Assets, assetHelpers, internalLink, type Link } from './documents.ts';
import { type LinkTarget, portableText } from './portable-text.ts';

export interface BuildContext {
  assets: Assets;
  /** The document id for a type and slug (for product categories, the category key). */
  resolve: (type: LinkTarget, slug: string) => string;
  /** An internal link to the document of that type and slug. */
  link: (type: LinkTarget, slug: string) => Link;
  pt: (markup: string, key: () => string) => Record<string, unknown>[];
}

export function createContext(index: AssetIndex, registry: ReadonlyMap<string, string>): BuildContext {
  const assets = assetHelpers(index);
  const resolve = (type: LinkTarget, slug: string) => {
    const id = registry.get(`${type}:${slug}`);
    if (!id) throw new Error(`no ${type} with slug "${slug}" to link to`);
    return id;
  };
  return {
    assets,
    resolve,
    link: (type, slug) => internalLink(resolve(type, slug)),
    pt: (markup, key) =>
      portableText(markup, {
        key,
        resolve,
        image: (name, alt, k) => assets.image(name, alt, { key: k }),
      }),
  };
}
