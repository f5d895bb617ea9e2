// Renders HTML the server has already sanitised (CMS pages, promotion texts). Clicks on links to
// app paths ("/Promotions") navigate inside the app instead of reloading the page.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './content.css';

export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    void navigate(href);
  }
  return (
    // Only clicks bubbling up from links are routed; the links themselves stay keyboard-focusable.
    <div
      className={`cms-html ${className ?? ''}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
