// Runs before first paint (loaded synchronously from <head>) so the page never flashes the wrong theme.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be blocked (private mode); the OS preference still applies.
  }
  const preference = stored === 'light' || stored === 'dark' ? stored : 'system';
  const dark =
    preference === 'dark' ||
    (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();

// A visitor with a stored session is sent on from /auth: the server's prerendered sign-in screen
// (#prerendered, server/http/prerendered.ts) must not show for them (src/index.css hides it).
(() => {
  try {
    if (localStorage.getItem('token')) document.documentElement.classList.add('has-session');
  } catch {
    // Without storage there is no session either.
  }
})();
