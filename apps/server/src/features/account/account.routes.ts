import {
  API,
  emptyEnvelope,
  ErrorCode,
  getCodeBody,
  getCodeResponse,
  getWechatQrBody,
  infoResponse,
  loginBody,
  registerBody,
  sessionResponse,
  TOKEN_COOKIE,
  updatePasswordBody,
  updateProfileBody,
} from '@asinasin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-plugin.js';
import { noStore } from '../../platform/http/api-headers.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { translate, type MessageKey } from '../../platform/i18n/messages.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AccountService, type NewSession } from './account.service.js';
import { avatarUploadLimit, avatarUploadLimitPerAddress, readAvatarUpload } from './avatar-upload.js';
import { AVATAR_URL_PREFIX, avatarFileKey, toAvatarWebp } from './avatar.js';
import { LoginBrake } from './login-brake.js';

const tags = ['account'];

/** Set only by requireUser; a handler behind it can count on the session. */
function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.notLoggedIn();
  return request.auth;
}

export const accountRoutes: FeaturePlugin = async (app, { context }) => {
  const { config } = context;
  const service = new AccountService(context, new LoginBrake(context.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requireUser = app.requireUser;

  // Only avatars are public files (report PDFs will live beside them behind signed links), and
  // their random names never change content, so browsers may keep them forever.
  r.get(
    `${AVATAR_URL_PREFIX}:name`,
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const key = avatarFileKey(`${AVATAR_URL_PREFIX}${request.params.name}`);
      const data = key && (await context.files.find(key));
      if (!data) throw AppError.notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );

  /** The cookie mirrors the token for the web's route guard (SPEC §5), so scripts must read it. */
  async function sendSession(
    request: FastifyRequest,
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

  r.post(
    API.getCode,
    {
      schema: {
        tags,
        summary: 'Send a verification code',
        body: getCodeBody,
        response: { 200: getCodeResponse },
      },
      config: { rateLimit: { max: config.CODE_RATE_PER_IP_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      const resendAfterSeconds = await service.requestCode(request.body, request.ip, request.lang);
      // Login and forget codes go to known accounts only, so their message claims no more. A
      // registration answers alike for every account (an existing one gets a note, not a code).
      const msg = request.body.type === 'register' ? 'auth.codeSent' : 'auth.codeSentIfRegistered';
      return ok({ resendAfterSeconds }, translate(request.lang, msg));
    },
  );

  r.post(
    API.register,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Register and log in',
        body: registerBody,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) =>
      sendSession(
        request,
        reply,
        await service.register(request.body, request.ip, request.lang),
        'auth.registerOk',
      ),
  );

  r.post(
    API.login,
    {
      onRequest: noStore,
      schema: {
        tags,
        summary: 'Log in with a password (and captcha) or a login code (captcha once asked for: 1008)',
        body: loginBody,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) =>
      sendSession(request, reply, await service.login(request.body, request.ip), 'auth.loginOk'),
  );

  r.post(
    API.updatePassword,
    {
      schema: {
        tags,
        summary: 'Change the password (logged in, old password) or reset it with a forget code',
        body: updatePasswordBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const body = request.body;
      if ('oldPassword' in body) {
        await requireUser(request);
        await service.changePassword(authOf(request), body);
      } else {
        await service.resetPassword(body, request.ip);
      }
      return ok(null, translate(request.lang, 'auth.passwordUpdated'));
    },
  );

  r.get(
    API.logout,
    {
      onRequest: requireUser,
      schema: { tags, summary: 'End this session', response: { 200: emptyEnvelope } },
    },
    async (request, reply) => {
      await service.logout(authOf(request));
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return ok(null, translate(request.lang, 'auth.loggedOut'));
    },
  );

  r.get(
    API.info,
    {
      onRequest: [noStore, requireUser],
      schema: { tags, summary: 'The logged-in user', response: { 200: infoResponse } },
    },
    async (request) => ok({ user: await service.getUser(authOf(request), request.lang) }),
  );

  r.post(
    API.updateProfile,
    {
      onRequest: [noStore, requireUser],
      schema: {
        tags,
        summary: 'Update the profile',
        body: updateProfileBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await service.updateProfile(auth, request.body);
      return ok({ user: await service.getUser(auth, request.lang) }, translate(request.lang, 'common.ok'));
    },
  );

  r.post(
    API.uploadAvatar,
    {
      onRequest: [noStore, avatarUploadLimitPerAddress(app), requireUser],
      // Runs after requireUser (an onRequest hook), so this limit follows the seller, not the address.
      config: { rateLimit: avatarUploadLimit },
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "file": JPG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await service.replaceAvatar(auth, await toAvatarWebp(await readAvatarUpload(request)));
      return ok({ user: await service.getUser(auth, request.lang) }, translate(request.lang, 'common.ok'));
    },
  );

  r.post(
    API.getWechatQr,
    {
      schema: {
        tags,
        summary: 'WeChat QR login (not available yet)',
        body: getWechatQrBody,
        response: { 200: emptyEnvelope },
      },
    },
    async () => {
      // Even with credentials set there is no WeChat provider yet (a later issue); say so plainly.
      const isConfigured = !!(config.WECHAT_APP_ID && config.WECHAT_APP_SECRET);
      throw new AppError(
        ErrorCode.NOT_CONFIGURED,
        isConfigured ? 'auth.wechatPending' : 'auth.wechatNotConfigured',
      );
    },
  );
};
