import { SCREEN_CHUNKS_ID } from './screen-chunks';

/** Local storage key of the persisted auth state, as `AUTH_STORAGE_KEY` in lib/auth/auth-store.ts (SPEC.md section 9). */
const AUTH_KEY = 'auth-storage';

/**
 * The one executable inline script of index.html,
 * written into the page's head by the build (`screenChunks` in vite.config.ts) before the stylesheet, so it
 * runs while the HTML is parsed, before any other file has arrived. When local storage holds a signed-in
 * session it adds `<link rel="modulepreload">` for the chunks of the signed-in app, and for a screen's
 * address the feature layout's and the screen's, read from the `screen-chunks` data block (the same
 * lists and matching as `chunksFor` in screen-chunks.ts): a signed-in deep link downloads all its code
 * in one step beside the entry, instead of a second step once the entry has run. Signed out it does
 * nothing (the sign-in screen loads only its own code); any failure leaves the page as it was (the entry
 * adds the same links, `preloadScreenChunks`).
 *
 * Plain ES2017 in a string, since it is inlined as it stands; the server allows exactly this text in its
 * Content-Security-Policy by its SHA-256 (`inlineScriptHashes` in apps/api/src/plugins/web.ts).
 */
export const BOOT_PRELOAD_SCRIPT = `(function(){try{
var auth=JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_KEY)})||"null");
if(!auth||!auth.state||!auth.state.isAuthenticated)return;
var c=JSON.parse(document.getElementById(${JSON.stringify(SCREEN_CHUNKS_ID)}).textContent);
var p=location.pathname.replace(/\\/+$/,"")||"/";
var s=Object.keys(c.screens).filter(function(k){return k.charAt(k.length-1)==="/"?p.indexOf(k)===0:p===k;})[0];
var names=c.signedIn.concat(s?c.layout.concat(c.screens[s]):[]),seen={};
names.forEach(function(n){if(seen[n])return;seen[n]=1;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/assets/"+n+".js";document.head.appendChild(l);});
}catch(e){}})();`;
