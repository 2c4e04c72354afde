import { type Config, messageOrigin } from '#server/config.ts';

/** The absolute one-time link a staff member opens, from wherever it was handed to them (a chat, a mail). */
export function setupLink(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string): string {
  return `${messageOrigin(config).origin}/admin/setup/${token}`;
}
