// Copying to the clipboard (SPEC.md §8): success shows "Copied!", a failure is only logged.
import { showToast } from './toast-store.ts';

export const COPIED_TEXT = 'Copied!';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(COPIED_TEXT);
    return true;
  } catch (err) {
    console.error('Copy to clipboard failed', err);
    return false;
  }
}
