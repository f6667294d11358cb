// Headers the portal is served with (vite preview sends them; a production server must send the same, see
// README "Configuration"). Nothing may frame the portal; the API portal receives the user info by
// postMessage only.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Chakra (emotion) injects style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  // No string ever becomes script through the DOM (innerHTML, eval…): React, Chakra and chart.js need none.
  "require-trusted-types-for 'script'",
].join('; ');

export const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // Another site opened from here (the API portal) gets no hold on this window beyond what it is given.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Browsers ignore it over plain HTTP (preview); over HTTPS it keeps every later visit on HTTPS.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};
