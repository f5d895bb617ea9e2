// Short confirmations ("Copied!") shown for a moment in a live region, instead of window.alert.
import { create } from 'zustand';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'info' | 'error';
}

interface ToastState {
  toasts: Toast[];
}

export const TOAST_MS = 2_500;
let nextId = 1;

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function showToast(message: string, tone: Toast['tone'] = 'success'): number {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts.slice(-2), { id, message, tone }] }));
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}
