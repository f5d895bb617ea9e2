// The home carousel: web banners other than the popup, one slide at a time. It advances on its own
// every few seconds, except while hovered or focused or when the player prefers reduced motion;
// previous, next and one dot per slide are labelled buttons. Its height is reserved by an aspect
// ratio, so nothing below jumps while images arrive. Without banners a branded panel shows. Uploaded
// banners come in the size the screen needs (srcset of /media copies; the page preloads the first).
import { isFollowableLink } from '@slipstream/domain';
import { BANNER_SIZES, mediaSrcSet } from '@slipstream/domain/media';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../api/content.ts';
import { brand } from '../../site/brand.ts';
import { paths } from '../../site/paths.ts';
import { useUtilityStore } from '../../stores/utility-store.ts';
import './home-banners.css';

const ADVANCE_MS = 6_000;

/** App paths navigate inside the app; followable URLs (SPEC.md §5) open in a new tab; others are not links. */
function BannerLink({ link, children }: { link: Banner['link']; children: ReactNode }) {
  if (link && /^\/(?!\/)[^\s]*$/.test(link)) return <Link to={link}>{children}</Link>;
  if (isFollowableLink(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function HomeBanners() {
  const all = useUtilityStore((s) => s.banners);
  const banners = all.filter((b) => b.position?.toLowerCase() !== 'popup');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const paused = hovered || focused;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <div className="hero">
        <p className="hero__eyebrow">{brand.name}</p>
        <p className="hero__title">Bet live. Build your slip. Share the win.</p>
        <div className="hero__actions">
          <Link className="btn btn--primary" to={paths.liveList}>
            Live betting
          </Link>
          <Link className="btn btn--ghost" to={paths.games}>
            Casino
          </Link>
        </div>
      </div>
    );
  }

  const go = (to: number) => setIndex((to + count) % count);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Featured offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" aria-live={paused ? 'polite' : 'off'}>
        <div className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {banners.map((banner, i) => {
            const alt = banner.title ?? `Featured offer ${i + 1}`;
            return (
              <div
                key={banner.id ?? `${banner.image}-${i}`}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i !== current}
                inert={i !== current}
              >
                <BannerLink link={banner.link}>
                  <img
                    src={banner.image}
                    srcSet={mediaSrcSet(banner.image) ?? undefined}
                    sizes={mediaSrcSet(banner.image) ? BANNER_SIZES : undefined}
                    alt={alt}
                    width={1200}
                    height={480}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding="async"
                  />
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Previous slide"
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id ?? i}
                type="button"
                className="carousel__dot"
                aria-label={`Show slide ${i + 1}: ${banner.title ?? `offer ${i + 1}`}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Next slide"
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
