import { LOCAL_KEYS } from '@/lib/storage-keys';

/** A closed banner stays hidden this long (see docs/product.md, Banner). */
export const BANNER_HIDDEN_DAYS = 7;
export const BANNER_HIDDEN_MS = BANNER_HIDDEN_DAYS * 24 * 60 * 60 * 1000;
/** The class on <html> that hides the banner from the first paint. */
export const BANNER_HIDDEN_CLASS = 'banner-hidden';

/**
 * Runs before the first paint, as the colour-scheme script does: the page is rendered with the banner in it (the
 * server cannot read local storage), and this hides it at once for whoever closed it in the last 7 days or has a
 * session, so nothing moves when the page comes to life. The Content-Security-Policy allows it by its hash
 * (server/http/inline-scripts.ts).
 */
export const BANNER_SCRIPT = `try{var t=Number(localStorage.getItem(${JSON.stringify(LOCAL_KEYS.bannerClosedTime)}));if((t>0&&Date.now()-t<${BANNER_HIDDEN_MS})||localStorage.getItem(${JSON.stringify(LOCAL_KEYS.accessToken)}))document.documentElement.classList.add(${JSON.stringify(BANNER_HIDDEN_CLASS)})}catch(e){}`;
