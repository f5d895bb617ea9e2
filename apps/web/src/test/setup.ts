// Vitest setup for the web project: Testing Library cleanup, fresh stores and storage per test, and
// the few browser APIs jsdom lacks.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { bindSessionToApi } from '../app/api-session.ts';
import { resetAppState } from './reset-app-state.ts';

// As main.tsx does at start: the API client sends the auth store's token and logs out on a 401.
bindSessionToApi();

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = () => {};

beforeEach(() => {
  resetAppState();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
