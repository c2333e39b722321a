// How a download is described beside its link (the file block, a product's brochure), so nobody
// opens a 40 MB file by surprise.

/** "PDF, 2 KB": the file's type and a rounded size. */
export function describeFile(file: { extension: string; size: number }): string {
  const kb = file.size / 1024;
  const size = kb < 1024 ? `${Math.max(1, Math.round(kb))} KB` : `${(kb / 1024).toFixed(1)} MB`;
  return `${file.extension.toUpperCase()}, ${size}`;
}
