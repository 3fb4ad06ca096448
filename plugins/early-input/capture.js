// Inlined in every page's <head> (index.ts). Until the app has started, the
// search button, its shortcuts and the mobile menu button do nothing: their
// handlers come with the app. This remembers what the reader asked for, and
// keeps it from the browser (Ctrl+K would focus the address bar) and from
// React, which would replay a click made during hydration a second time.
// Letters typed after asking for search are kept as its query, as
// src/search/typed-ahead.ts does once the app runs. replay.ts takes over
// once the app has hydrated.
(function () {
  var early = { asked: [], typed: '' };
  window.__earlyInput = early;
  function take(event, what) {
    event.preventDefault();
    event.stopPropagation();
    if (what) early.asked.push(what);
  }
  document.addEventListener('click', function (event) {
    if (window.__earlyInput !== early) return;
    var target = event.target.closest && event.target.closest('.DocSearch-Button, .navbar__toggle');
    if (target) take(event, target.classList.contains('navbar__toggle') ? 'menu' : 'search');
  }, true);
  document.addEventListener('keydown', function (event) {
    if (window.__earlyInput !== early) return;
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName) || event.target.isContentEditable;
    var modifier = event.ctrlKey || event.metaKey || event.altKey;
    if ((event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !typing)) {
      early.typed = '';
      take(event, 'search');
    } else if (early.asked.indexOf('search') < 0 || typing || modifier) {
      return;
    } else if (event.key === 'Escape') {
      early.asked = [];
    } else if (event.key === 'Backspace' || event.key.length === 1) {
      early.typed = event.key === 'Backspace' ? early.typed.slice(0, -1) : early.typed + event.key;
      take(event);
    }
  }, true);
})();
