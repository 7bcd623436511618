import { z } from 'zod';
import {
  getCodeBody,
  getCodeResponse,
  getWechatQrBody,
  infoResponse,
  loginBody,
  registerBody,
  sessionResponse,
  updatePasswordBody,
  updateProfileBody,
} from '../account.js';
import { API } from '../api-paths.js';
import { captchaChallengeResponse } from '../captcha.js';
import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope, envelopeOf } from '../envelope.js';

/** Where avatars are served (public, immutable): a file, not an API call, so not in API. */
export const AVATAR_URL_PREFIX = '/files/avatars/';

/** The dev mailer's kept messages (development only). */
export const devOutboxResponse = envelopeOf(
  z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })),
);

/** Accounts and sessions (SPEC §7), the captcha they ask for, the dev outbox of their codes. */
export const accountEndpoints = {
  devOutbox: defineEndpoint({
    method: 'GET',
    path: API.devOutbox,
    summary: 'Development only, loopback callers only: the latest 50 messages the dev mailer kept',
    response: devOutboxResponse,
  }),
  captchaChallenge: defineEndpoint({
    method: 'GET',
    path: API.captchaChallenge,
    summary: 'A signed proof-of-work challenge for the robot confirmation',
    response: captchaChallengeResponse,
  }),
  getCode: defineEndpoint({
    method: 'POST',
    path: API.getCode,
    summary: 'Send a verification code',
    body: getCodeBody,
    response: getCodeResponse,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: API.register,
    summary: 'Register and log in',
    body: registerBody,
    response: sessionResponse,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: API.login,
    summary: 'Log in with a password (and captcha) or a login code (captcha once asked for: 1008)',
    body: loginBody,
    response: sessionResponse,
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: API.updatePassword,
    summary: 'Change the password (logged in, old password) or reset it with a forget code',
    body: updatePasswordBody,
    response: emptyEnvelope,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: API.logout,
    summary: 'End this session',
    response: emptyEnvelope,
  }),
  info: defineEndpoint({
    method: 'GET',
    path: API.info,
    summary: 'The logged-in user',
    response: infoResponse,
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: API.updateProfile,
    summary: 'Update the profile',
    body: updateProfileBody,
    response: sessionResponse,
  }),
  uploadAvatar: defineEndpoint({
    method: 'POST',
    path: API.uploadAvatar,
    summary: 'Upload an avatar (multipart field "file": JPG, PNG or WebP up to 5 MB)',
    multipart: true,
    response: sessionResponse,
  }),
  /** the avatars' files: random names whose content never changes */
  avatarFile: defineEndpoint({
    method: 'GET',
    path: `${AVATAR_URL_PREFIX}:name`,
    summary: 'An avatar image',
    params: z.object({ name: z.string() }),
    hide: true,
  }),
  getWechatQr: defineEndpoint({
    method: 'POST',
    path: API.getWechatQr,
    summary: 'WeChat QR login (not available yet)',
    body: getWechatQrBody,
    response: emptyEnvelope,
  }),
};
