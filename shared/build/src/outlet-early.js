// @ts-check
/*
 * The inline script (inlined as it is by early-scripts.ts; the CSP allows it by its hash) that makes the
 * server's HTML usable before the remote has rendered (docs/decisions/087): its links work as links
 * anyway; a button pressed, the element focused and what is typed or chosen in a form are remembered by
 * position among the outlet's buttons, focusables and controls, in a global the shell reads
 * (ServerOutlet) to carry them over to the remote's identical render. Names and selectors come from its
 * data attributes (shared/src/server-render.ts).
 */
(function () {
  var data = /** @type {HTMLScriptElement} */ (document.currentScript).dataset;
  var outlet = '[' + (data.outletAttribute || '') + ']';
  var focusable = data.focusable || '';
  var controls = data.controls || '';
  /** @type {{ click?: number, focus?: number | null, values?: Record<number, string | boolean> }} */
  var seen = {};
  /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[data.global || ''] = seen;

  /** @param {EventTarget | null} target @param {string} selector */
  function indexIn(target, selector) {
    var element = target instanceof Element ? target : null;
    var within = element && element.closest(outlet);
    return within && element ? Array.prototype.indexOf.call(within.querySelectorAll(selector), element) : -1;
  }

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      var i = indexIn(button, 'button');
      if (i >= 0) seen.click = i;
    },
    true,
  );
  document.addEventListener(
    'focusin',
    function (event) {
      var i = indexIn(event.target, focusable);
      seen.focus = i >= 0 ? i : null;
    },
    true,
  );
  document.addEventListener(
    'input',
    function (event) {
      var control = /** @type {HTMLInputElement} */ (event.target);
      var i = indexIn(control, controls);
      if (i < 0) return;
      seen.values = seen.values || {};
      seen.values[i] = control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value;
    },
    true,
  );
})();
