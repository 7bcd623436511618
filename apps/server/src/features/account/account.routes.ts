import { accountEndpoints as endpoints, ErrorCode, TOKEN_COOKIE } from '@asinasin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noStore } from '../../platform/http/api-headers.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { translate, type MessageKey } from '../../platform/i18n/messages.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AccountService, type NewSession } from './account.service.js';
import { avatarUploadLimit, avatarUploadLimitPerAddress, readAvatarUpload } from './avatar-upload.js';
import { AVATAR_URL_PREFIX, avatarFileKey, toAvatarWebp } from './avatar.js';
import { LoginBrake } from './login-brake.js';

const tags = ['account'];

export const accountRoutes: FeaturePlugin = async (app, { context }) => {
  const { config } = context;
  const service = new AccountService(context, new LoginBrake(context.db));
  const publicRoute = { tags, access: 'public' } as const;
  const userRoute = { tags, access: 'user' } as const;

  // Only avatars are public files (report PDFs will live beside them behind signed links), and
  // their random names never change content, so browsers may keep them forever.
  addRoute(app, endpoints.avatarFile, publicRoute, async (request, reply) => {
    const key = avatarFileKey(`${AVATAR_URL_PREFIX}${request.params.name}`);
    const data = key && (await context.files.find(key));
    if (!data) throw AppError.notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(data);
  });

  /** The cookie mirrors the token for the web's route guard (SPEC §5), so scripts must read it. */
  async function sendSession(
    request: Pick<FastifyRequest, 'protocol' | 'lang'>,
    reply: FastifyReply,
    session: NewSession,
    msg: MessageKey,
  ) {
    reply.setCookie(TOKEN_COOKIE, session.token, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.protocol === 'https',
      maxAge: config.SESSION_DAYS * 24 * 60 * 60,
    });
    const user = await service.getUser(session, request.lang);
    return ok({ user }, translate(request.lang, msg));
  }

  addRoute(
    app,
    endpoints.getCode,
    { ...publicRoute, config: { rateLimit: { max: config.CODE_RATE_PER_IP_HOUR, timeWindow: '1 hour' } } },
    async (request) => {
      const resendAfterSeconds = await service.requestCode(request.body, request.ip, request.lang);
      // Login and forget codes go to known accounts only, so their message claims no more. A
      // registration answers alike for every account (an existing one gets a note, not a code).
      const msg = request.body.type === 'register' ? 'auth.codeSent' : 'auth.codeSentIfRegistered';
      return ok({ resendAfterSeconds }, translate(request.lang, msg));
    },
  );

  addRoute(app, endpoints.register, { ...publicRoute, onRequest: [noStore] }, async (request, reply) =>
    sendSession(
      request,
      reply,
      await service.register(request.body, request.ip, request.lang),
      'auth.registerOk',
    ),
  );

  addRoute(app, endpoints.login, { ...publicRoute, onRequest: [noStore] }, async (request, reply) =>
    sendSession(request, reply, await service.login(request.body, request.ip), 'auth.loginOk'),
  );

  // Public: a forget code resets the password without a session; a change needs one (checked below).
  addRoute(app, endpoints.updatePassword, publicRoute, async (request) => {
    const body = request.body;
    if ('oldPassword' in body) {
      await app.requireUser(request);
      if (!request.user) throw AppError.notLoggedIn();
      await service.changePassword(request.user, body);
    } else {
      await service.resetPassword(body, request.ip);
    }
    return ok(null, translate(request.lang, 'auth.passwordUpdated'));
  });

  addRoute(app, endpoints.logout, userRoute, async (request, reply) => {
    await service.logout(request.user);
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    return ok(null, translate(request.lang, 'auth.loggedOut'));
  });

  addRoute(app, endpoints.info, { ...userRoute, onRequest: [noStore] }, async (request) =>
    ok({ user: await service.getUser(request.user, request.lang) }),
  );

  addRoute(app, endpoints.updateProfile, { ...userRoute, onRequest: [noStore] }, async (request) => {
    await service.updateProfile(request.user, request.body);
    return ok(
      { user: await service.getUser(request.user, request.lang) },
      translate(request.lang, 'common.ok'),
    );
  });

  addRoute(
    app,
    endpoints.uploadAvatar,
    {
      ...userRoute,
      onRequest: [noStore, avatarUploadLimitPerAddress(app)],
      // Runs after requireUser (an onRequest hook), so this limit follows the seller, not the address.
      config: { rateLimit: avatarUploadLimit },
    },
    async (request) => {
      const webp = await toAvatarWebp(await readAvatarUpload(request));
      await service.replaceAvatar(request.user, webp);
      return ok(
        { user: await service.getUser(request.user, request.lang) },
        translate(request.lang, 'common.ok'),
      );
    },
  );

  addRoute(app, endpoints.getWechatQr, publicRoute, async () => {
    // Even with credentials set there is no WeChat provider yet (a later issue); say so plainly.
    const isConfigured = !!(config.WECHAT_APP_ID && config.WECHAT_APP_SECRET);
    throw new AppError(
      ErrorCode.NOT_CONFIGURED,
      isConfigured ? 'auth.wechatPending' : 'auth.wechatNotConfigured',
    );
  });
};
