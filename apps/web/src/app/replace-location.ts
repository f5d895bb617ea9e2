// Leaving the app for another site (the mobile site). One function so tests can observe it; jsdom's
// window.location cannot be spied on.
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
