// Runtime settings from `GET {product}/client-config`: the broker address for the live client and
// the mobile site (SPEC.md §1). Not persisted: a deploy may change them, so each start asks again.
import { create } from 'zustand';
import type { ClientConfig } from '../api/client-config.ts';

interface RuntimeConfigState {
  mqttUrl: string | null;
  mobileSiteUrl: string | null;
  loaded: boolean;
  setClientConfig(config: ClientConfig): void;
}

export const useRuntimeConfigStore = create<RuntimeConfigState>()((set) => ({
  mqttUrl: null,
  mobileSiteUrl: null,
  loaded: false,
  setClientConfig: ({ mqttUrl, mobileSiteUrl }) => set({ mqttUrl, mobileSiteUrl, loaded: true }),
}));
