import "server-only";
import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/model/site-url";

/** The partner as the API answers it: the avatar absolute, as every URL the API answers (docs/API.md). */
export function apiUser<T extends { avatar: string | null }>(user: T): T {
  return { ...user, avatar: user.avatar === null ? null : absoluteUrl(user.avatar, getEnv().APP_URL) };
}
