// Vitest setup for the web project: Testing Library cleanup, fresh stores and storage per test, and
// the few browser APIs jsdom lacks.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAppState } from './reset-app-state.ts';

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
