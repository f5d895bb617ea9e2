import { isFollowableLink } from '@slipstream/domain';
import { describe, expect, it } from 'vitest';
import { isBannerLink } from '@slipstream/contract/content';
import { sanitizeContentHtml } from './sanitize.ts';

describe('the banner link rule (SPEC.md §5)', () => {
  it.each([
    ['https://example.com/promo', true],
    ['http://example.com', true],
    ['ftp://files.example.com/a', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://example.com/a b', false],
    [' https://example.com', false],
    ['javascript:alert(1)', false],
    ['mailto:a@b.c', false],
    ['//evil.example', false],
    ['/Promotions', false],
    ['', false],
  ])('isFollowableLink(%j) is %s', (link, expected) => {
    expect(isFollowableLink(link)).toBe(expected);
  });

  it('lets banners also point inside the app, never protocol-relative or spaced', () => {
    expect(isBannerLink('/Promotions')).toBe(true);
    expect(isBannerLink('/Sport/LiveList?x=1')).toBe(true);
    expect(isBannerLink('//evil.example/x')).toBe(false);
    expect(isBannerLink('/a b')).toBe(false);
    expect(isBannerLink('/\\evil.example')).toBe(false);
    expect(isBannerLink('data:text/html,hi')).toBe(false);
  });
});

describe('sanitising CMS HTML', () => {
  const hostile: [string, string][] = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox">x</a>', '<a>x</a>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://tracker.example/p.gif">', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x">', ''],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
    ['<p style="position:fixed;top:0;left:0;width:100%;height:100%">cover</p>', '<p>cover</p>'],
    ['<div class="overlay" id="x">a</div>', '<div>a</div>'],
    ['<form action="https://evil.example"><input name="pw"></form>', ''],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['<base href="https://evil.example/">', ''],
    ['<link rel="stylesheet" href="https://evil.example/x.css">', ''],
    ['<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    [
      '<a href="https://ok.example" target="_self" onclick="x()">ok</a>',
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    ],
  ];
  it.each(hostile)('%s', (input, expected) => {
    const out = sanitizeContentHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|style=/i);
  });

  it('keeps the markup a page needs', () => {
    const html =
      '<h2 id="limits">Limits</h2><p>Set them in <a href="/Account/SafetySecurity">Safety</a> or <a href="mailto:help@x.ng">mail</a>.</p><ul><li><strong>Daily</strong></li></ul><img src="/media/0123abcd-ffff" alt="x" />';
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});
