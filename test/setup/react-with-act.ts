// Tests import `act` from 'react' as React 19 documents; Preact keeps it in its test utilities.

export { act } from 'preact/test-utils';
export * from '../../src/app/react-compat.js';
export { default } from '../../src/app/react-compat.js';
