// Typing as a visitor does, for React's controlled inputs. React keeps its own copy of an input's
// value and fires onChange only when the DOM's differs from it; assigning `element.value` updates
// both, so the change would go unseen. The prototype's setter changes the DOM's alone.

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Sets the control's value as typing would, without the input event. */
export function setTypedValue(element: TextControl, value: string): void {
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
}

/** Types `value` into the control (replacing what was there) and fires the input event. */
export function typeInto(element: TextControl, value: string): void {
  setTypedValue(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
