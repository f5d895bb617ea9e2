// A code the player takes elsewhere (booking code, shop transaction code), with copy and optional
// share controls beside it.
import type { ReactNode } from 'react';
import { copyText } from './copy-text.ts';
import { CopyIcon } from './icons.tsx';
import './code-box.css';

interface CodeBoxProps {
  label: string;
  code: string;
  /** Extra controls (a share button) shown before the copy button. */
  actions?: ReactNode;
}

export function CodeBox({ label, code, actions }: CodeBoxProps) {
  return (
    <div className="code-box">
      <span className="code-box__label">{label}</span>
      <div className="code-box__row">
        <output className="code-box__code" aria-label={label}>
          {code}
        </output>
        {actions}
        <button
          type="button"
          className="icon-button"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copyText(code)}
        >
          <CopyIcon />
        </button>
      </div>
    </div>
  );
}
