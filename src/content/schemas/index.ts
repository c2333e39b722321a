// The content model the site reads. Node code parses with these schemas; browser code imports
// their types only (`import type`), so zod never reaches the client bundle.
export * from './blocks.ts';
export * from './documents.ts';
export * from './fields.ts';
export * from './image.ts';
export * from './link.ts';
export * from './page.ts';
export * from './portable-text.ts';
export * from './singletons.ts';
