import { Scripts } from '@remix-run/react';

/**
 * Starts the page's JavaScript after its first paint (ADR 089). The server renders Remix's
 * `<Scripts>` inside an inert `<template>`; the inline script after it (`HYDRATION_STARTER`) runs Remix's context script
 * at once (the streamed loader data that follows needs it), then, once the browser has painted the
 * server's HTML, inserts the `modulepreload` links and the module script that hydrates the page.
 * Until then the HTML, the stylesheet and the font have the connection to themselves: on a slow
 * mobile link ~130–230 KB of modules no longer compete with what the first paint needs. Every page
 * works without JavaScript (ADR 034), so nothing is lost while the modules load.
 *
 * The copies go into the `<template>` element itself (as its children, not its inert content):
 * React hydrates the template as an element with `dangerouslySetInnerHTML`, so it never compares
 * or removes them, and nothing is added to `<head>` or `<body>` that hydration would trip over.
 */
export function HydrationScripts({ nonce }: { nonce: string }) {
  return import.meta.env.SSR ? (
    <template>
      <Scripts nonce={nonce} />
    </template>
  ) : (
    <template dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />
  );
}

const EMPTY = { __html: '' };

// The starter must be the script right after the template (root.tsx puts it in the head's inline
// script); only the server's HTML carries its text (the browser never re-runs it, ADR 085). `requestAnimationFrame` runs just before the first frame is painted
// (a render-blocking stylesheet holds it back) and the timeout inside it runs after that paint; a
// hidden tab gets no frames, so it starts at once, and a visible one that paints late starts after
// 1 s anyway. A copied script keeps its text and attributes and takes the starter's nonce (the
// browser hides the `nonce` attribute, not the property).
export const HYDRATION_STARTER = import.meta.env.SSR
  ? `(function(){var s=document.currentScript,t=s.previousElementSibling,n=s.nonce,later=[],done=false;
function copy(e){var c=document.createElement(e.localName);for(var i=0;i<e.attributes.length;i++){var a=e.attributes[i];if(a.name!=='nonce')c.setAttribute(a.name,a.value);}if(e.localName==='script'){c.nonce=n;c.text=e.text;}t.appendChild(c);}
Array.prototype.forEach.call(t.content.children,function(e){if(e.localName==='script'&&e.type!=='module')copy(e);else later.push(e);});
function start(){if(done)return;done=true;later.forEach(copy);}
if(document.visibilityState==='hidden')start();else{requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);}})();`
  : '';
