// Plain-text descriptions from rich content, for meta descriptions when the editor gave none.
import type { Block, PortableText } from './schemas/index.ts';
import { clipOnWord, DESCRIPTION_MAX } from './text-limits.ts';

const clip = (text: string) => clipOnWord(text, DESCRIPTION_MAX);

export function describePortableText(blocks: PortableText | null | undefined): string {
  if (!blocks) return '';
  for (const block of blocks) {
    if (block._type !== 'block' || !('children' in block) || block.style?.startsWith('h')) continue;
    const text = block.children.map((child) => ('text' in child ? child.text : '')).join('');
    if (text.trim().length > 40) return clip(text);
  }
  return '';
}

export function describeBlocks(blocks: Block[]): string {
  for (const block of blocks) {
    if ('content' in block && Array.isArray(block.content)) {
      const text = describePortableText(block.content as PortableText);
      if (text) return text;
    }
    if ('text' in block && Array.isArray(block.text)) {
      const text = describePortableText(block.text as PortableText);
      if (text) return text;
    }
  }
  return '';
}
