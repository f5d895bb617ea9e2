import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_IMAGE_BYTES } from './media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const operator = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  key: string | null = t.config.OPERATOR_KEY,
) =>
  t.app.inject({
    method,
    url: `/api/operator/${path}`,
    headers: key === null ? {} : { 'x-operator-key': key },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b4f5d40000000049454e44ae426082',
  'hex',
);
const svg = (inner: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`).toString(
    'base64',
  );

describe('public content', () => {
  it('answers the seeded banners as a data map by position, web targets, in order, without signing', async () => {
    const res = await get('/api/v2/content-management/banner?clientId=12');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: Record<
        string,
        { position: string; target: string; image: string; order: number; link: string }[]
      >;
    }>();
    expect(data.carousel).toHaveLength(3);
    expect(data.popup).toHaveLength(1);
    expect(data.carousel!.map((b) => b.order)).toEqual(
      [...data.carousel!.map((b) => b.order)].sort((a, b) => a - b),
    );
    expect(data.carousel!.every((b) => b.target === 'web' && b.image.startsWith('/media/'))).toBe(true);
    const image = await get(data.carousel![0]!.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).not.toMatch(/<script|href=|@import/i);
  });

  it('refuses another client id', async () => {
    expect((await get('/api/v2/content-management/banner?clientId=13')).statusCode).toBe(404);
  });

  it('serves the terms page under its slug and its TandC alias, and 404s an unknown slug', async () => {
    const terms = await get('/api/v2/content-management/page?slug=terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data).toMatchObject({ slug: 'terms', title: 'Terms and Conditions' });
    expect(terms.json().data.html).toContain('18 years of age');
    expect((await get('/api/v2/content-management/page?slug=TandC')).json().data.slug).toBe('terms');
    for (const slug of [
      'privacy-policy',
      'responsible-gambling',
      'about-us',
      'faq',
      'contact-us',
      'how-to-play',
    ]) {
      expect((await get(`/api/v2/content-management/page?slug=${slug}`)).statusCode).toBe(200);
    }
    const missing = await get('/api/v2/content-management/page?slug=no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await get('/api/v2/content-management/page?slug=../etc')).statusCode).toBe(400);
  });

  it('lists the published promotions with image, terms and a call to action', async () => {
    const res = await get('/api/v2/content-management/promotions');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      title: string;
      termsHtml: string;
      image: string;
      cta: { label: string; link: string };
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.cta).toEqual({ label: 'Deposit now', link: '/Account/Deposit' });
    expect(list.every((p) => p.termsHtml.includes('<li>') && p.image.startsWith('/media/'))).toBe(true);
  });
});

describe('the operator content API', () => {
  it('refuses a missing or wrong operator key', async () => {
    expect((await operator('GET', 'content/banners', undefined, null)).statusCode).toBe(401);
    const wrong = await operator('POST', 'content/banners', {}, 'not-the-key-at-all-xxxx');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('OPERATOR_KEY_INVALID');
    expect((await operator('PUT', 'settings/cashback', {}, null)).statusCode).toBe(401);
  });

  it('uploads an image, creates a banner unpublished, publishes and orders it', async () => {
    const upload = await operator('POST', 'content/media', { data: PNG.toString('base64') });
    expect(upload.statusCode).toBe(201);
    const { url, contentType } = upload.json<{ url: string; contentType: string }>();
    expect(contentType).toBe('image/png');
    expect((await get(url)).rawPayload.equals(PNG)).toBe(true);

    const created = await operator('POST', 'content/banners', {
      title: 'Sidebar test',
      position: 'carousel',
      image: url,
      link: 'https://example.com/x',
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json<{ id: number; published: boolean }>();
    expect(banner.published).toBe(false);
    const before = (await get('/api/v2/content-management/banner')).json().data.carousel as { id: number }[];
    expect(before.some((b) => b.id === banner.id)).toBe(false);

    expect((await operator('POST', `content/banners/${banner.id}/publish`)).json().published).toBe(true);
    const all = (await operator('GET', 'content/banners')).json().data as { id: number; position: string }[];
    const carousel = all.filter((b) => b.position === 'carousel').map((b) => b.id);
    const reordered = [banner.id, ...carousel.filter((id) => id !== banner.id)];
    expect((await operator('PUT', 'content/banners/order', { ids: reordered })).statusCode).toBe(200);
    const after = (await get('/api/v2/content-management/banner')).json().data.carousel as { id: number }[];
    expect(after[0]!.id).toBe(banner.id);

    await operator('POST', `content/banners/${banner.id}/unpublish`);
    const gone = (await get('/api/v2/content-management/banner')).json().data.carousel as { id: number }[];
    expect(gone.some((b) => b.id === banner.id)).toBe(false);
  });

  it('refuses bad banner input: a bad link, an outside image, unknown fields, an unknown id', async () => {
    const base = { title: 'x', position: 'carousel', image: '/media/0123abcd-0000' };
    for (const link of ['javascript:alert(1)', 'https://a b', '//evil.example']) {
      expect((await operator('POST', 'content/banners', { ...base, link })).statusCode).toBe(400);
    }
    expect(
      (await operator('POST', 'content/banners', { ...base, image: 'http://plain.example/x.png' }))
        .statusCode,
    ).toBe(400);
    expect((await operator('POST', 'content/banners', { ...base, admin: true })).statusCode).toBe(400);
    expect((await operator('PUT', 'content/banners/999999', { title: 'y' })).statusCode).toBe(404);
    expect((await operator('PUT', 'content/banners/order', { ids: [999998, 999999] })).statusCode).toBe(404);
  });

  it('refuses images that are not PNG, JPEG, SVG or WebP, lie about their type, are too large or carry script', async () => {
    const upload = (data: string, contentType?: string) =>
      operator('POST', 'content/media', { data, ...(contentType ? { contentType } : {}) });
    expect((await upload(Buffer.from('GIF89a....').toString('base64'))).statusCode).toBe(400);
    expect((await upload(Buffer.from('<html><script>x</script></html>').toString('base64'))).statusCode).toBe(
      400,
    );
    expect((await upload(PNG.toString('base64'), 'image/jpeg')).statusCode).toBe(400);
    expect((await upload('not base64 !!')).statusCode).toBe(400);
    expect(
      (await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff).toString('base64'))).statusCode,
    ).toBeGreaterThanOrEqual(400);
    for (const inner of [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
      '<image href="https://tracker.example/x.png"/>',
      '<foreignObject><div>x</div></foreignObject>',
      '<style>@import url(https://evil.example/x.css);</style>',
      '<use href="https://evil.example/s.svg#a"/>',
    ]) {
      const res = await upload(svg(inner));
      expect(res.statusCode, inner).toBe(400);
    }
    const ok = await upload(
      svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/>'),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('sanitises page HTML on write and publishes pages', async () => {
    const put = await operator('PUT', 'content/pages/bonus-rules', {
      title: 'Bonus rules',
      html: '<h2>Rules</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().html).toBe('<h2>Rules</h2><p>Read <a>this</a></p>');
    expect((await get('/api/v2/content-management/page?slug=bonus-rules')).statusCode).toBe(404);
    await operator('POST', 'content/pages/bonus-rules/publish');
    expect((await get('/api/v2/content-management/page?slug=bonus-rules')).json().data.title).toBe(
      'Bonus rules',
    );
    expect((await operator('PUT', 'content/pages/Bad Slug', { title: 'x', html: '' })).statusCode).toBe(400);
  });

  it('creates and edits promotions, refusing a duplicate slug', async () => {
    const body = {
      slug: 'weekend-boost',
      title: 'Weekend boost',
      summary: 'Boosted odds',
      html: '<p>Boost <img src=x onerror=alert(1)></p>',
      termsHtml: '<ol><li>18+</li></ol>',
      image: '/media/0123abcd-0000',
      ctaLabel: 'Bet now',
      ctaLink: '/Sport/LiveList',
      published: true,
    };
    const res = await operator('POST', 'content/promotions', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().html).toBe('<p>Boost </p>');
    expect((await operator('POST', 'content/promotions', body)).statusCode).toBe(409);
    const id = res.json().id as number;
    expect(
      (await operator('PUT', `content/promotions/${id}`, { title: 'Weekend boost+' })).json().title,
    ).toBe('Weekend boost+');
    const list = (await get('/api/v2/content-management/promotions')).json().data as { slug: string }[];
    expect(list.some((p) => p.slug === 'weekend-boost')).toBe(true);
  });
});

describe('operator settings', () => {
  it('replaces a known setting after checking it, and refuses bad values and unknown keys', async () => {
    const ok = await operator('PUT', 'settings/cashback', {
      enabled: true,
      percent: 12,
      maxAmount: 50_000,
      minNetLoss: 500,
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (
        await operator('PUT', 'settings/cashback', {
          enabled: true,
          percent: 120,
          maxAmount: 1,
          minNetLoss: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect((await operator('PUT', 'settings/no_such_setting', {})).statusCode).toBe(404);
    const bonusList = await operator('PUT', 'settings/bonus_list', {
      onliners: [{ ticket_length: 3, bonus: 5 }],
    });
    expect(bonusList.statusCode).toBe(200);
    const table = await t.call({ url: '/api/product/utilities/bonuslist?section=onliners' });
    expect(table.json().data).toEqual([{ ticket_length: 3, bonus: 5 }]);
  });
});
