// @ts-check
/*
 * The page's one inline script (inlined as it is by boot-script.ts (bootScriptElement); the CSP allows it by its hash).
 * It starts the app once the HTML has been painted: when the browser reports the first contentful
 * paint (a PerformanceObserver of 'paint' entries, which arrive once the frame is on screen), or
 * two frames later where that is not supported, or after a second at the latest. A page opened in a
 * background tab paints nothing, so it starts at once. Starting means: a modulepreload for each
 * module the server listed for the route (the JSON block named by data-modules), then the shell's
 * own module (data-shell). Written for every browser the site supports, without a build step.
 */
(function () {
  var script = /** @type {HTMLScriptElement} */ (document.currentScript);
  var shellScript = script.dataset.shell || '';
  var modulesId = script.dataset.modules || '';
  var started = false;

  function go() {
    if (started) return;
    started = true;
    /** @type {string[]} */
    var list = [];
    try {
      list = JSON.parse((document.getElementById(modulesId) || {}).textContent || '[]');
    } catch (e) {
      list = [];
    }
    list.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (new URL(href, location.href).origin !== location.origin) link.crossOrigin = '';
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.src = shellScript;
    document.head.appendChild(app);
  }

  if (document.visibilityState === 'hidden') return go();
  setTimeout(go, 1000);
  try {
    var observer = new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        go();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch (e) {
    requestAnimationFrame(function () {
      requestAnimationFrame(go);
    });
  }
})();
