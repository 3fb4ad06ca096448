// Inlined in every page's <head> (index.ts). Until the app has started, the
// search button, its shortcuts and the mobile menu button do nothing: their
// handlers come with the app. This remembers what the reader asked for, and
// keeps it from the browser (Ctrl+K would focus the address bar) and from
// React, which would replay a click made during hydration a second time.
// replay.ts takes the list over once the app has hydrated.
(function () {
  var asked = [];
  window.__earlyInput = asked;
  function take(event, what) {
    if (window.__earlyInput !== asked) return;
    asked.push(what);
    event.preventDefault();
    event.stopPropagation();
  }
  document.addEventListener('click', function (event) {
    var target = event.target.closest && event.target.closest('.DocSearch-Button, .navbar__toggle');
    if (target) take(event, target.classList.contains('navbar__toggle') ? 'menu' : 'search');
  }, true);
  document.addEventListener('keydown', function (event) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName) || event.target.isContentEditable;
    if ((event.key === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !typing)) take(event, 'search');
  }, true);
})();
