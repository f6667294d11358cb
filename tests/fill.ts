import userEvent from '@testing-library/user-event';

// The field types whose text has a caret (the others, number or email, refuse setSelectionRange).
const withCaret = new Set(['text', 'search', 'url', 'tel', 'password', 'textarea']);

/**
 * Puts `text` into a field the way a customer pasting it would: one input event after what the field holds, not
 * one per character. A test about what a form does with a value fills it; a test about what happens key by key
 * (a shortcut, Enter submitting) types with user-event. Typed key by key, a value
 * re-renders the whole form once a character, so a form test's time would grow with the length of its values
 * and with the machine's load.
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && withCaret.has(field.type)) {
    const end = field.value.length;
    field.setSelectionRange(end, end);
  }
  await userEvent.paste(text);
}
