// The one HTML sanitiser for CMS pages and promotions: an allow-list of text markup (headings,
// paragraphs, lists, tables, links, images from this site), nothing that runs, frames, styles or
// overlays. Every write is sanitised, so what the database holds is already safe to render.
import sanitizeHtml from 'sanitize-html';
import { isFollowableLink } from '@slipstream/domain';

/** A link the web app may render: a followable URL (SPEC.md §5), mailto/tel, an app path or an anchor. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true; // an app path, never protocol-relative //host
  if (/^#[\w-]*$/.test(value)) return true;
  if (/^mailto:[^\s<>"']+$/i.test(value) || /^tel:\+?[\d\s-]+$/i.test(value)) return true;
  return isFollowableLink(value);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'sup',
    'sub',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'abbr',
    'section',
    'span',
    'div',
  ],
  // No style, no class, no id beyond anchors: nothing a page could use to hide text or overlay the app.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    h2: ['id'],
    h3: ['id'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text content is code or chrome, not page text: drop it entirely.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/media\/[a-z0-9-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && isSafeHref(attribs.href) ? attribs.href.trim() : undefined;
      const external = href !== undefined && isFollowableLink(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
    h2: (tagName, attribs) => anchorId(tagName, attribs),
    h3: (tagName, attribs) => anchorId(tagName, attribs),
  },
};

function anchorId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = {};
  if (attribs.id && /^[a-z][a-z0-9-]{0,40}$/.test(attribs.id)) out.id = attribs.id;
  return { tagName, attribs: out };
}

/** Sanitised HTML for a CMS page or a promotion body (images only from this site's /media/). */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
