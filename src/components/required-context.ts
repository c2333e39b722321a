// The value of a context every consumer needs a provider for (the site data, the image URL
// builder), or an error that says which provider is missing.
import { type Context, useContext } from 'react';

export function useRequired<T>(context: Context<T | null>, missing: string): T {
  const value = useContext(context);
  if (!value) throw new Error(missing);
  return value;
}
