// Renders a page's blocks in order. Most blocks are separate chunks (block-chunks.ts): the page loader and the
// prerender call `loadBlockChunks(blockChunkTypes(blocks))` before rendering, so rendering stays
// synchronous and the server's markup and the first client render agree.

import { HydrationSlice } from '../components/hydration-slice.tsx';
import { AfterLargestPicture } from '../components/lazy-image.tsx';
import { playableSlides } from '../content/carousel.ts';
import type { ResolvedBlock } from '../content/page-data.ts';
import { loadedBlock } from './block-chunks.ts';
import styles from './blocks.module.css';
import { type BlockRegistry, blockRegistry } from './registry.ts';
import type { BlockComponent, BlockEntry, BlockType, ResolvedBlockOf } from './types.ts';

// The loader's half lives in block-chunks.ts so first-load JS need not carry the bundled blocks;
// import it from there where only loading is wanted.
export { blockChunkTypes, loadBlockChunks } from './block-chunks.ts';

const registry: BlockRegistry = blockRegistry;

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(registry, type);
}

function componentFor<T extends BlockType>(type: T): BlockComponent<T> {
  const entry: BlockEntry<T> = registry[type];
  if ('component' in entry) return entry.component;
  const component = loadedBlock(type);
  if (!component) {
    throw new Error(
      `Block "${type}" was rendered before its chunk loaded: call loadBlockChunks(blockChunkTypes(blocks)) before rendering the page.`,
    );
  }
  return component;
}

function BlockView<T extends BlockType>({
  type,
  block,
  leading,
}: {
  type: T;
  block: ResolvedBlockOf<T>;
  leading: boolean;
}) {
  const Component = componentFor(type);
  return <Component block={block} leading={leading} />;
}

/** Validation drops unknown blocks, so this is a guard: nothing for visitors, a note for editors in development. */
function UnknownBlock({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null;
  return (
    <div className="container">
      <div className={styles.unknown} role="note">
        Unknown block type <code>{type}</code>: nothing is registered for it in src/blocks/registry.ts.
      </div>
    </div>
  );
}

/**
 * `afterHero`: the template painted a hero picture (the page's largest) above the blocks. A leading
 * hero carousel whose first slide is a picture is one too, for the blocks after it: their pictures
 * wait for it (AfterLargestPicture).
 */
export function Blocks({ blocks, afterHero = false }: { blocks: ResolvedBlock[]; afterHero?: boolean }) {
  const first = blocks[0];
  const carouselFirst =
    first?._type === 'heroCarousel' && playableSlides(first.slides)[0]?.media.kind === 'image';
  return (
    <>
      {blocks.map((block, index) => {
        const type: string = block._type;
        return isBlockType(type) ? (
          <HydrationSlice key={block._key}>
            <AfterLargestPicture value={afterHero || (carouselFirst && index > 0)}>
              <BlockView type={block._type} block={block} leading={index === 0} />
            </AfterLargestPicture>
          </HydrationSlice>
        ) : (
          <UnknownBlock key={block._key} type={type} />
        );
      })}
    </>
  );
}
