// The shim is typed as the React it stands in for (see react-compat.js).
export * from 'react';
export { default } from 'react';
