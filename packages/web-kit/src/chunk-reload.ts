/** The hash that marks the one reload after a failed chunk load (spec §8). */
export const RETRY_HASH = '#retry';

/**
 * Inline script (render it in `<head>` with the CSP nonce): when a JavaScript or CSS chunk fails to
 * load (a deploy replaced it), reload the page once; the `#retry` hash stops a second reload, and
 * is removed once the page has loaded fine.
 */
export const CHUNK_RELOAD_SCRIPT = `(function(){var H=${JSON.stringify(RETRY_HASH)};function reload(){if(location.hash===H)return;history.replaceState(null,'',location.pathname+location.search+H);location.reload();}window.addEventListener('vite:preloadError',function(e){e.preventDefault();reload();});window.addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK')&&/\\/assets\\//.test(t.src||t.href||''))reload();},true);window.addEventListener('unhandledrejection',function(e){var m=String(e.reason&&e.reason.message||e.reason||'');if(/dynamically imported module|Importing a module script failed|Failed to load module script/i.test(m))reload();});window.addEventListener('load',function(){if(location.hash===H)setTimeout(function(){history.replaceState(null,'',location.pathname+location.search);},5000);});})();`;
