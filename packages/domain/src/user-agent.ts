// Visitors on these user agents are sent to the mobile site when one is configured (SPEC.md §1).
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && MOBILE_AGENT.test(userAgent);
}
