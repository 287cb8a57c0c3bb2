/**
 * How a page boots (zod-free: read by the shell's first script and the server's page writer).
 *
 * The server writes two JSON data blocks into each page (api/src/site/boot-hints.ts): the runtime
 * manifest, and the modules the route's remote will import first. The page's one inline script
 * (bootScript, added to index.html by shell/scripts/prerender.tsx and allowed by its hash in the
 * CSP) waits until the browser has painted the HTML (header, footer, consent banner, inlined
 * styles), then adds modulepreloads for those modules and the shell's own script. So the first
 * paint never waits for, or shares the network with, any JavaScript; the app follows a frame later.
 */
export const MANIFEST_ELEMENT_ID = 'remote-manifest';
export const BOOT_MODULES_ELEMENT_ID = 'boot-modules';

/**
 * The inline script that starts the app once the HTML has been painted: when the browser
 * reports the first contentful paint (a PerformanceObserver of 'paint' entries, which arrive
 * once the frame is on screen), or two frames later where that is not supported, or after a
 * second at the latest. A page opened in a background tab paints nothing, so it starts at once.
 */
export function bootScript(shellScript: string): string {
  return [
    '(function(){var d=document,started=0;function go(){if(started)return;started=1;var list=[];',
    `try{list=JSON.parse(d.getElementById(${JSON.stringify(BOOT_MODULES_ELEMENT_ID)}).textContent)}catch(e){}`,
    'list.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;',
    'if(new URL(href,location.href).origin!==location.origin)l.crossOrigin="";d.head.appendChild(l)});',
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(shellScript)};d.head.appendChild(s)}`,
    'if(d.visibilityState==="hidden")return go();setTimeout(go,1000);',
    'try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});',
    'o.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(go)})}})()',
  ].join('');
}
