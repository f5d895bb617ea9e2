// A wait in words for players: "42 seconds", "90 seconds", "15 minutes", "3 hours" (seconds up to
// two minutes, because a countdown that close is read in seconds).

export function inWords(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}
