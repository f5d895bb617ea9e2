// Renders the toasts in a polite live region so screen readers announce them too.
import { useToastStore } from './toast-store.ts';
import './toaster.css';

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
