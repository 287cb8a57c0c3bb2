// @ts-check
/*
 * The page's first inline script (inlined as it is by early-scripts.ts; the CSP allows it by its hash).
 * A returning visitor who has already chosen gets the decided class on <html> at once, so the consent
 * banner in the first HTML stays hidden until the app has started. It also makes that banner and the
 * footer's "Cookie settings" button work before the app starts: a choice made there is stored and hides
 * the banner (the app starts with it); "Cookie settings" shows the banner again, focus on its first
 * button. Once the app renders its own banner and footer, these elements and listeners are gone.
 * The storage key, class and attribute names come from its data attributes (shared/src/consent.ts).
 */
(function () {
  var data = /** @type {HTMLScriptElement} */ (document.currentScript).dataset;
  var key = data.key || '';
  var decided = data.decidedClass || '';
  var reopened = data.reopenedAttribute || '';
  var choice = data.choiceAttribute || '';
  var reopen = data.reopenAttribute || '';
  var html = document.documentElement;
  try {
    if (localStorage.getItem(key)) html.classList.add(decided);
  } catch (e) {
    // Storage refused (private mode): the banner shows, as for a first visit.
  }
  document.addEventListener('DOMContentLoaded', function () {
    var banner = document.querySelector('.consent-banner');
    if (banner)
      banner.addEventListener('click', function (event) {
        var target = /** @type {Element} */ (event.target).closest('[' + choice + ']');
        if (!target) return;
        try {
          localStorage.setItem(key, target.getAttribute(choice) || '');
        } catch (e) {
          // Not stored: the choice still hides the banner for this page.
        }
        html.removeAttribute(reopened);
        html.classList.add(decided);
      });
    var settings = document.querySelector('[' + reopen + ']');
    var first = banner && /** @type {HTMLElement | null} */ (banner.querySelector('[' + choice + ']'));
    if (settings && banner)
      settings.addEventListener('click', function () {
        html.setAttribute(reopened, '');
        html.classList.remove(decided);
        if (first) first.focus();
      });
  });
})();
