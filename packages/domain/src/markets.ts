// Market specifiers and outcome names as a bettor reads them ("Over 2.5", "Home -1", "1X"). The
// market catalogue (on the server) holds name templates in the unified-odds-feed template language;
// this module renders them, so the server and the web app name a selection the same way.

/** The competitors' names for `{$competitor1}` / `{$competitor2}`; without them: Home / Away. */
export interface CompetitorNames {
  home: string;
  away: string;
}

/**
 * Parses a specifier string (`total=2.5`, `hcp=-1|setnr=2`) into its key/value pairs.
 * An empty string is a market without specifiers.
 */
export function parseSpecifier(specifier: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (specifier === '') return values;
  for (const part of specifier.split('|')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    values[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return values;
}

/** Builds a specifier string from key/value pairs, in the order given (`{ total: 2.5 }` → `total=2.5`). */
export function formatSpecifier(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${typeof value === 'number' ? formatLineValue(value) : value}`)
    .join('|');
}

/** A line as it appears in a specifier: no sign for positives, never `-0` (`2.5`, `-0.75`, `0`). */
export function formatLineValue(line: number): string {
  return String(line === 0 ? 0 : line);
}

/** A handicap as a bettor reads it: always signed except zero (`+1`, `-1.5`, `0`). */
export function formatSignedLine(line: number): string {
  if (line === 0) return '0';
  return line > 0 ? `+${line}` : String(line);
}

/** English ordinal for period numbers in market names (`1st set - winner`). */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * Renders a market or outcome name template with the specifier's values:
 * `{total}` the value, `{+hcp}` signed, `{-hcp}` negated and signed (the other side of a handicap),
 * `{!setnr}` as an ordinal, `{$competitor1}` / `{$competitor2}` the competitors (Home / Away when not given).
 * An unknown placeholder is left as it is, so a missing specifier is visible rather than silently empty.
 */
export function renderMarketTemplate(
  template: string,
  specifier: string,
  competitors?: CompetitorNames,
): string {
  const values = parseSpecifier(specifier);
  return template.replace(/\{([+\-!$]?)([A-Za-z0-9_]+)\}/g, (whole, modifier: string, key: string) => {
    if (modifier === '$') {
      if (key === 'competitor1') return competitors?.home ?? 'Home';
      if (key === 'competitor2') return competitors?.away ?? 'Away';
      return whole;
    }
    const raw = values[key];
    if (raw === undefined) return whole;
    const n = Number(raw);
    switch (modifier) {
      case '+':
        return Number.isFinite(n) ? formatSignedLine(n) : whole;
      case '-':
        return Number.isFinite(n) ? formatSignedLine(n === 0 ? 0 : -n) : whole;
      case '!':
        return Number.isInteger(n) ? ordinal(n) : whole;
      default:
        return raw;
    }
  });
}
