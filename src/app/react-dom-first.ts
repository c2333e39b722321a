// Imported by boot.ts in a task of its own, before the app. React DOM is CommonJS, so its body
// runs when first imported, not when its chunk loads: on its own here, it is no longer part of the
// one task that evaluates the whole app (the longest of the start-up, DESIGN.md "Budgets": TBT).
import 'react-dom/client';
