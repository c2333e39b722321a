// localStorage where there is one: null on the server, and a throw where the browser blocks it.
export function browserStorage(): Storage | null {
  // Reading the property itself throws a SecurityError where storage is blocked.
  return typeof window === 'undefined' ? null : window.localStorage;
}
