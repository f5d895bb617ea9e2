// The live feed connection as the player may see it: idle (no broker configured yet), connecting,
// connected, reconnecting or offline, with the last error text of SPEC.md §8. Not persisted: it
// describes this page's socket.
import { create } from 'zustand';

export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface LiveConnectionState {
  status: LiveStatus;
  /** The last connection error text since the last successful connect, or null. */
  lastError: string | null;
}

export const initialLiveConnectionState: LiveConnectionState = { status: 'idle', lastError: null };

export const useLiveConnectionStore = create<LiveConnectionState>()(() => ({
  ...initialLiveConnectionState,
}));

export function setLiveConnectionState(state: LiveConnectionState): void {
  const current = useLiveConnectionStore.getState();
  if (current.status === state.status && current.lastError === state.lastError) return;
  useLiveConnectionStore.setState(state);
}
