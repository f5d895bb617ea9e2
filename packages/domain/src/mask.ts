// Masks of the withdrawal-confirm dialog (SPEC.md §2, §9).

/** The account number masked to its last 4 characters behind stars. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return '*'.repeat(Math.max(accountNumber.length - 4, 0)) + visible;
}

/** The account name masked to the first word plus 4 characters, followed by stars. */
export function maskAccountName(accountName: string): string {
  const name = accountName.trim();
  const firstSpace = name.indexOf(' ');
  const keep = firstSpace === -1 ? name.length : firstSpace + 1 + 4;
  const shown = name.slice(0, keep);
  return shown + '*'.repeat(Math.max(name.length - shown.length, 0));
}
