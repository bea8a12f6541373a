/** Full-page navigation, kept in one object so tests can observe it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** without a history entry: Back must not return to a page that only sent the user on */
  replace(url: string): void {
    window.location.replace(url);
  },
};
