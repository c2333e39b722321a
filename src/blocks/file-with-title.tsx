// File: a download button that opens the file in a new tab, labelled with the editor's title or
// "Download", with the file's type and size beside it so nobody opens a 40 MB file by surprise.
import buttons from '../components/button.module.css';
import { describeFile } from '../components/describe-file.ts';
import { NewTabNote } from '../components/link.tsx';
import shared from './block.module.css';
import styles from './file-with-title.module.css';
import type { ResolvedBlockOf } from './types.ts';

export const DEFAULT_FILE_LABEL = 'Download';

export function Block({ block }: { block: ResolvedBlockOf<'fileWithTitle'> }) {
  return (
    <div className={`${shared.block} ${shared.plain}`}>
      <div className={`container ${styles.file}`}>
        <a href={block.file.url} target="_blank" rel="noopener noreferrer" className={buttons.button}>
          <svg className={buttons.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          {block.title || DEFAULT_FILE_LABEL}
          <NewTabNote />
        </a>
        <span className={styles.meta}>{describeFile(block.file)}</span>
      </div>
    </div>
  );
}
