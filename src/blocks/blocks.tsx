// Renders a page's blocks in order. Heavy blocks are separate chunks: the page loader and the
// prerender call `loadBlockChunks(blockChunkTypes(blocks))` before rendering, so rendering stays
// synchronous and the server's markup and the first client render agree.
import type { ResolvedBlock } from '../content/page-data.ts';
import styles from './blocks.module.css';
import { type BlockRegistry, blockRegistry } from './registry.ts';
import type { BlockComponent, BlockEntry, BlockType, ResolvedBlockOf } from './types.ts';

const registry: BlockRegistry = blockRegistry;
// Loaded heavy blocks by type. TypeScript cannot relate a generic key to its value in one map, so
// `remember` and `loadedComponent` keep the pairing and the getter restores the type.
const loaded = new Map<BlockType, unknown>();
const pending = new Map<BlockType, Promise<void>>();

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(registry, type);
}

function isLazy(type: BlockType): boolean {
  return 'load' in registry[type];
}

/** The lazily loaded block types among `blocks`, once each, in page order. */
export function blockChunkTypes(blocks: readonly { _type: string }[]): BlockType[] {
  const types = new Set<BlockType>();
  for (const { _type } of blocks) if (isBlockType(_type) && isLazy(_type)) types.add(_type);
  return [...types];
}

function remember<T extends BlockType>(type: T, component: BlockComponent<T>): void {
  loaded.set(type, component);
}

function loadedComponent<T extends BlockType>(type: T): BlockComponent<T> | undefined {
  return loaded.get(type) as BlockComponent<T> | undefined;
}

function loadChunk<T extends BlockType>(type: T): Promise<void> {
  const entry: BlockEntry<T> = registry[type];
  if (!('load' in entry) || loaded.has(type)) return Promise.resolve();
  let promise = pending.get(type);
  if (!promise) {
    promise = entry.load().then(
      (module) => remember(type, module.Block),
      (error: unknown) => {
        // A failed load is not remembered, so the next navigation can try again (SPEC §4).
        pending.delete(type);
        throw error;
      },
    );
    pending.set(type, promise);
  }
  return promise;
}

/**
 * Loads the chunks of the given block types (the light ones need none). Idempotent: a chunk is
 * fetched once however often, or however concurrently, it is asked for.
 */
export async function loadBlockChunks(types: readonly BlockType[]): Promise<void> {
  await Promise.all(types.map((type) => loadChunk(type)));
}

function componentFor<T extends BlockType>(type: T): BlockComponent<T> {
  const entry: BlockEntry<T> = registry[type];
  if ('component' in entry) return entry.component;
  const component = loadedComponent(type);
  if (!component) {
    throw new Error(
      `Block "${type}" was rendered before its chunk loaded: call loadBlockChunks(blockChunkTypes(blocks)) before rendering the page.`,
    );
  }
  return component;
}

function BlockView<T extends BlockType>({ type, block }: { type: T; block: ResolvedBlockOf<T> }) {
  const Component = componentFor(type);
  return <Component block={block} />;
}

/** Validation drops unknown blocks, so this is a guard: nothing for visitors, a note for editors in development. */
function UnknownBlock({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null;
  return (
    <div className={`container ${styles.unknown}`} role="note">
      Unknown block type <code>{type}</code>: nothing is registered for it in src/blocks/registry.ts.
    </div>
  );
}

export function Blocks({ blocks }: { blocks: ResolvedBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        const type: string = block._type;
        return isBlockType(type) ? (
          <BlockView key={block._key} type={block._type} block={block} />
        ) : (
          <UnknownBlock key={block._key} type={type} />
        );
      })}
    </>
  );
}
