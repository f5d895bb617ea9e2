// One Idempotency-Key per player action (docs/decisions.md "Wallet"): the same action retried after a
// failure reuses its key, so the server answers it once; a changed action or a finished one gets a
// new key.
import { useRef } from 'react';

export interface ActionKey {
  /** The key for the action described by `fingerprint` (its inputs). */
  keyFor(fingerprint: string): string;
  /** The action completed: the next one is new even with the same inputs. */
  done(): void;
}

export function createActionKey(newKey: () => string = () => crypto.randomUUID()): ActionKey {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

export function useActionKey(): ActionKey {
  const ref = useRef<ActionKey | null>(null);
  ref.current ??= createActionKey();
  return ref.current;
}
