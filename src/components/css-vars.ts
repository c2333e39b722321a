// Colours and other values from content reach CSS as custom properties on a style attribute
// (the CSP allows style attributes, not inline <style>). React's CSSProperties has no index for
// `--name`, so the one cast lives here.
import type { CSSProperties } from 'react';

export type CssVars = Record<`--${string}`, string | null | undefined>;

/** `style={cssVars({ '--block-bg': colour })}`; unset values are left out. */
export function cssVars(vars: CssVars): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars)) if (value) style[name] = value;
  return style as CSSProperties;
}
