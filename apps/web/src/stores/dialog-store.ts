// The dialogs shown over the app, as a stack (an error can open over the auth dialog). Opening one
// returns a promise of its answer, so callers read "confirm → withdraw" top to bottom.
import { create } from 'zustand';
import type { DialogEntry, DialogPayloads, DialogResults, DialogType } from './dialog-types.ts';

interface DialogState {
  stack: DialogEntry[];
}

type Resolver = (result: unknown) => void;

// Resolvers are functions, kept beside the store rather than in it so the state stays plain data.
const resolvers = new Map<number, Resolver[]>();
let nextId = 1;

export const useDialogStore = create<DialogState>()(() => ({ stack: [] }));

/**
 * Shows a dialog of `type` with `data`; resolves with its answer when it closes (undefined when
 * dismissed). There is only ever one auth dialog: asking again switches its tab and shares its answer.
 */
export function openDialog<T extends DialogType>(
  type: T,
  data: DialogPayloads[T],
): Promise<DialogResults[T] | undefined> {
  return new Promise((resolve) => {
    const { stack } = useDialogStore.getState();
    const existingAuth = type === 'auth' ? stack.find((entry) => entry.type === 'auth') : undefined;
    if (existingAuth) {
      resolvers.get(existingAuth.id)?.push(resolve as Resolver);
      useDialogStore.setState({
        stack: stack.map((entry) =>
          entry.id === existingAuth.id ? ({ ...entry, data } as DialogEntry) : entry,
        ),
      });
      return;
    }
    const id = nextId++;
    resolvers.set(id, [resolve as Resolver]);
    useDialogStore.setState({ stack: [...stack, { id, type, data } as DialogEntry] });
  });
}

/** Closes one dialog with its answer (leave `result` out for a dismissal). */
export function closeDialog(id: number, result?: unknown): void {
  const { stack } = useDialogStore.getState();
  if (!stack.some((entry) => entry.id === id)) return;
  useDialogStore.setState({ stack: stack.filter((entry) => entry.id !== id) });
  const waiting = resolvers.get(id) ?? [];
  resolvers.delete(id);
  for (const resolve of waiting) resolve(result);
}

/** Closes every open dialog of a type (e.g. the auth dialog once login succeeds). */
export function closeDialogsOfType(type: DialogType, result?: unknown): void {
  for (const entry of useDialogStore.getState().stack) if (entry.type === type) closeDialog(entry.id, result);
}

/** Dismisses everything (tests, logout). */
export function closeAllDialogs(): void {
  for (const entry of useDialogStore.getState().stack) closeDialog(entry.id);
}

/** The error dialog of SPEC.md §2 with a message: the usual way to show a failed call to a player. */
export function showError(message: string): Promise<void> {
  return openDialog('error', { message }).then(() => undefined);
}
