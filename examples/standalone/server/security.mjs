// The security headers of every page and asset the host serves.
import helmet from 'helmet';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The Content-Security-Policy directives: only what the console needs. Scripts and styles come
 *  from the host itself (styles may be inline: the waveform and dialogs set them; the one inline
 *  script is the page's first-request script, allowed by its hash, `scriptHashes`); API calls go
 *  to the host (its proxy) or to `connectSrc` (an API on another origin); recordings play from
 *  blobs; Stripe.js only where a card provider is configured. `frameAncestors` says which
 *  portals may frame the console ('self' by default). */
export function cspDirectives({
  payments = false,
  connectSrc = [],
  frameAncestors = ["'self'"],
  scriptHashes = [],
}) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(payments ? STRIPE.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...connectSrc, ...(payments ? STRIPE.connect : [])],
    'frame-src': payments ? STRIPE.frame : ["'none'"],
    'frame-ancestors': frameAncestors,
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/** The header middleware: CSP as above, no MIME sniffing, no referrer to other origins, and
 *  X-Frame-Options only while framing is limited to the host itself. */
export function securityHeaders(options) {
  const directives = cspDirectives(options);
  const selfOnly = directives['frame-ancestors'].every((source) => source === "'self'");
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: selfOnly ? { action: 'sameorigin' } : false,
    strictTransportSecurity: false,
  });
}
