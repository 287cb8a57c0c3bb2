// @ts-check
/*
 * The header's menu toggle before the app has started (375 px and narrower, where the menu is behind a
 * button): inlined as it is by prerender.tsx, allowed by its hash in the CSP. It acts only on the
 * prerendered header (data-toggle, from src/layout/early-menu.ts), so it stops the moment React replaces
 * that DOM; the app's header then starts in the state the visitor left this one in.
 */
(function () {
  var toggle = /** @type {HTMLScriptElement} */ (document.currentScript).dataset.toggle || '';
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest(toggle) : null;
    if (!button) return;
    var open = button.getAttribute('aria-expanded') !== 'true';
    var menu = document.getElementById(button.getAttribute('aria-controls') || '');
    button.setAttribute('aria-expanded', String(open));
    if (menu) menu.classList.toggle('open', open);
  });
})();
