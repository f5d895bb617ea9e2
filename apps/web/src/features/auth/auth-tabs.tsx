// The Register / Login tabs of the auth dialog (WAI-ARIA tabs: arrow keys move between them).
import type { KeyboardEvent } from 'react';
import type { AuthTab } from '../../stores/dialog-types.ts';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'register', label: 'Register' },
  { id: 'login', label: 'Login' },
];

interface AuthTabsProps {
  idPrefix: string;
  active: AuthTab;
  onChange: (tab: AuthTab) => void;
}

export const tabId = (prefix: string, tab: AuthTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

export function AuthTabs({ idPrefix, active, onChange }: AuthTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = active === 'register' ? 'login' : 'register';
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  }

  return (
    <div className="auth-tabs" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-selected={active === tab.id}
          aria-controls={panelId(idPrefix)}
          tabIndex={active === tab.id ? 0 : -1}
          className="auth-tabs__tab"
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
