// @ts-check
/*
 * The inline script (inlined as it is by early-scripts.ts; the CSP allows it by its hash) that keeps
 * what the visitor does in the server's HTML before React has hydrated it (docs/decisions/132): the
 * button pressed (no React listener saw it), the element focused, the controls changed and the frames
 * loaded, as the elements themselves, in a global the shell reads (server-outlet.tsx) to press that button once after
 * hydration. Names come from its data attributes (shared/src/server-render.ts).
 */
(function () {
  var data = /** @type {HTMLScriptElement} */ (document.currentScript).dataset;
  var outlet = '[' + (data.outletAttribute || '') + ']';
  /** @type {{ click?: Element, focus?: Element, done?: boolean, changed?: Element[], loaded?: Element[], live?: boolean }} */
  var seen = {};
  /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[data.global || ''] = seen;
  // Bubble phase: a press React handled (hydrated at once) has gone through React's listener first.
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!seen.done && button && button.closest(outlet)) seen.click = button;
  });
  // The element focused in the outlet: the shell's first render takes the outlet out of the document
  // for a moment (blurring it), and focuses it again.
  document.addEventListener('focusin', function (event) {
    if (event.target instanceof Element && event.target.closest(outlet)) seen.focus = event.target;
  });
  // A frame or image loaded before its page was live: React attaches its onLoad at hydration and never
  // sees that event, so the shell sends it again.
  document.addEventListener(
    'load',
    function (event) {
      var element = event.target instanceof Element ? event.target : null;
      if (!seen.live && element && element.closest(outlet)) (seen.loaded = seen.loaded || []).push(element);
    },
    true,
  );
  // Form controls changed before hydration: hydration resets a controlled control to the value React
  // rendered, so the shell sets what the visitor chose again, as input the remote's handlers see.
  document.addEventListener(
    'input',
    function (event) {
      var control = event.target instanceof Element ? event.target : null;
      if (seen.done || !control || !control.closest(outlet)) return;
      seen.changed = seen.changed || [];
      if (seen.changed.indexOf(control) < 0) seen.changed.push(control);
    },
    true,
  );
})();
