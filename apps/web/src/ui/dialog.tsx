// The accessible modal frame every dialog uses: role="dialog", aria-modal, labelled by its title,
// focus moved in and trapped, returned on close, Escape and the close button dismiss when allowed.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusableWithin } from './focusable.ts';
import { CloseIcon } from './icons.tsx';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** Keeps the title for screen readers only (e.g. an image popup). */
  hideTitle?: boolean;
  /** Called on Escape, the close button and a backdrop click; leave out for dialogs that need an answer. */
  onDismiss?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md';
  /** `sheet` slides up from the bottom on narrow screens (the mobile betslip). */
  variant?: 'center' | 'sheet';
  className?: string;
}

export function Dialog({
  title,
  hideTitle = false,
  onDismiss,
  children,
  footer,
  size = 'sm',
  variant = 'center',
  className,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const preferred = node?.querySelector<HTMLElement>('[data-autofocus]');
    const body = node?.querySelector<HTMLElement>('.dialog__body');
    (preferred ?? focusableWithin(body ?? null)[0] ?? focusableWithin(node)[0] ?? node)?.focus();
    return () => {
      // Back to where the player was, if it is still on the page (it may have been a dialog's button).
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableWithin(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className={`dialog-backdrop dialog-backdrop--${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog dialog--${size} dialog--${variant}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className={`dialog__header${hideTitle ? ' dialog__header--bare' : ''}`}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {onDismiss && (
            <button
              type="button"
              className="icon-button dialog__close"
              aria-label="Close"
              onClick={onDismiss}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}
