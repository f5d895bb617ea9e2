// The operator's branding theme (SPEC.md §3 "Branding theme": name, colors, fonts, images.logo) and
// its translation into the CSS variables every stylesheet reads. The build injects them on :root.

export interface BrandTheme {
  name: string;
  colors: {
    /** Odds, calls to action, the active sport. */
    primary: string;
    /** Text drawn on the primary colour. */
    onPrimary: string;
    /** Links, focus rings, secondary highlights. */
    secondary: string;
    bg: string;
    surface: string;
    surfaceRaised: string;
    border: string;
    text: string;
    textMuted: string;
    danger: string;
    success: string;
    live: string;
  };
  /** System font stacks: the app loads nothing from other origins (strict CSP). */
  fonts: { body: string; heading: string; mono: string };
  images: { logo: string };
}

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const brand: BrandTheme = {
  name: 'Slipstream',
  // Every text/background pair used by the stylesheets passes WCAG AA (4.5:1) on bg and surface.
  colors: {
    primary: '#a3e635',
    onPrimary: '#0a1020',
    secondary: '#38bdf8',
    bg: '#0a1020',
    surface: '#111a2e',
    surfaceRaised: '#1a2540',
    border: '#2a3756',
    text: '#e8eef9',
    textMuted: '#a3b2cc',
    danger: '#fb7185',
    success: '#4ade80',
    live: '#dc2626',
  },
  fonts: {
    body: systemSans,
    heading: systemSans,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  images: { logo: '/brand/logo.svg' },
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--color-primary`, `--font-body`, … for one theme. */
export function brandCssVariables(theme: BrandTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme.colors)) vars[`--color-${kebab(key)}`] = value;
  for (const [key, value] of Object.entries(theme.fonts)) vars[`--font-${kebab(key)}`] = value;
  vars['--brand-logo'] = `url("${theme.images.logo}")`;
  return vars;
}

/** The `:root { … }` rule the build puts in index.html, so the first paint already has the colours. */
export function brandCss(theme: BrandTheme): string {
  const body = Object.entries(brandCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
