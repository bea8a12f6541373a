// Where a link or a sign-in may send the user back to. Browsers drop tabs and line breaks from a URL and read '\'
// as '/', so '/\t/evil.example' and '/\evil.example' would open another site: only a plain path of this origin passes.
const OTHER_SITE = 'https://frota.invalid';

/** A path of this app ('/veiculos?x=1#y'), never another site's address however it is spelt. */
export function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('\\') || [...path].some((c) => c < ' ' || c === '\u007f')) return false;
  try {
    return new URL(path, OTHER_SITE).origin === OTHER_SITE;
  } catch {
    return false;
  }
}
