import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Headers every answer carries: no MIME sniffing, no framing, a careful Referer, no powerful browser
 * features, and HSTS in production (where the shop is behind HTTPS). The pages' script policy is
 * per page, with a nonce, and is set where they are rendered (entry.server.tsx).
 */
export const securityHeaders = fp<{ production: boolean }>(async (app, { production }) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    // Pictures and answers are for this site; other sites may not embed them in theirs.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // Google and Facebook sign-in open popups that must be able to answer this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), usb=(), payment=()');
  });
});
