// The multiplier's curve on a canvas, redrawn every animation frame from the crash clock (not from
// React renders), with the multiplier in large text over it. The box keeps its size whatever the
// numbers do, so nothing on the page moves.
import { useEffect, useRef, type RefObject } from 'react';
import { elapsedFor, multiplierNow, type CrashClock } from './crash-clock.ts';

interface CrashChartProps {
  clock: RefObject<CrashClock>;
  phase: 'betting' | 'running' | 'crashed' | null;
  /** Less motion: show the server's ticks as they come instead of animating between them. */
  reducedMotion: boolean;
}

const MIN_SPAN_MS = 10_000;

function draw(canvas: HTMLCanvasElement, multiplier: number, crashed: boolean, running: boolean) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const styles = getComputedStyle(canvas);
  const color = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
  const pad = { left: 40, bottom: 22, top: 12, right: 12 };
  const w = width - pad.left - pad.right;
  const h = height - pad.top - pad.bottom;
  const elapsed = elapsedFor(multiplier);
  const span = Math.max(MIN_SPAN_MS, elapsed * 1.15);
  const top = Math.max(2, 1 + (multiplier - 1) * 1.25);
  const x = (ms: number) => pad.left + (ms / span) * w;
  const y = (m: number) => pad.top + h - ((m - 1) / (top - 1)) * h;

  // Grid: a few multiplier lines and a seconds axis.
  ctx.strokeStyle = color('--color-border', '#2a3756');
  ctx.fillStyle = color('--color-text-muted', '#a3b2cc');
  ctx.lineWidth = 1;
  ctx.font = '11px system-ui, sans-serif';
  const step = top <= 3 ? 0.5 : top <= 6 ? 1 : Math.ceil((top - 1) / 5);
  for (let m = 1; m <= top; m += step) {
    ctx.beginPath();
    ctx.moveTo(pad.left, y(m));
    ctx.lineTo(width - pad.right, y(m));
    ctx.stroke();
    ctx.fillText(`${m.toFixed(1)}×`, 4, y(m) + 4);
  }
  const secondsStep = span > 30_000 ? 10 : span > 15_000 ? 5 : 2;
  ctx.textAlign = 'center';
  for (let s = 0; s * 1000 <= span; s += secondsStep) {
    // The last label is kept inside the canvas.
    ctx.fillText(`${s}s`, Math.min(x(s * 1000), width - 14), height - 6);
  }
  ctx.textAlign = 'start';

  if (!running && !crashed) return;
  // The curve, filled beneath.
  const accent = crashed ? color('--color-danger', '#fb7185') : color('--color-primary', '#a3e635');
  const points = 60;
  ctx.beginPath();
  ctx.moveTo(x(0), y(1));
  for (let i = 1; i <= points; i++) {
    const t = (elapsed * i) / points;
    ctx.lineTo(x(t), y(Math.min(multiplier, Math.exp(Math.log(multiplier) * (t / (elapsed || 1))))));
  }
  ctx.lineWidth = 4;
  ctx.strokeStyle = accent;
  ctx.stroke();
  ctx.lineTo(x(elapsed), y(1));
  ctx.closePath();
  ctx.globalAlpha = 0.15;
  ctx.fillStyle = accent;
  ctx.fill();
  ctx.globalAlpha = 1;
}

export function CrashChart({ clock, phase, reducedMotion }: CrashChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    const schedule =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame
        : (fn: FrameRequestCallback) => window.setTimeout(() => fn(performance.now()), 16);
    const cancel = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : clearTimeout;
    const paint = () => {
      const c = clock.current;
      const m = phase === 'betting' ? 1 : multiplierNow(c, performance.now(), !reducedMotion);
      if (label.current) label.current.textContent = `${m.toFixed(2)}×`;
      if (canvas.current) draw(canvas.current, m, phase === 'crashed', phase === 'running');
      // Only a running round changes between frames.
      if (phase === 'running') frame = schedule(paint);
    };
    paint();
    return () => cancel(frame);
  }, [clock, phase, reducedMotion]);

  return (
    <div className={`crash-chart crash-chart--${phase ?? 'idle'}`}>
      <canvas ref={canvas} className="crash-chart__canvas" aria-hidden="true" />
      <span ref={label} className="crash-chart__multiplier" aria-hidden="true">
        1.00×
      </span>
    </div>
  );
}
