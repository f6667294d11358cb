// The error catalogue of the specification, in one place and both languages: fixed messages, the server
// messages the portal translates, and the text shown for every kind of failed call.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiError } from './api-error';

export const messages = {
  sessionTimeout: msg`Timeout has expired. Please login again`,
  requestTimeout: msg`request timeout`,
  serverError: msg`Server Error`,
  dataError: msg`request return data error`,
  unknownError: msg`An unknown error`,
  loginUnknown: msg`Login failed: unknown error`,
  offline: msg`You are offline: nothing was sent. What you entered is kept; try again when the connection is back.`,
  copied: msg`copied successfully`,
  pushSuccess: msg`Push Success`,
  downloadAddressWrong: msg`The download address is wrong, please contact customer service`,
  downloadFailed: msg`Download Failed`,
  // The rest of the catalogue (000 §8, 001 §8, 002 §5 and §8), for the screens that show them.
  passwordChanged: msg`modify successfully`,
  passwordChangeFailed: msg`Password change failed`,
  domainsRequired: msg`domains is required`,
  testUrlError: msg`testUrl error`,
  icpError: msg`icp error`,
  formatError: msg`Format error`,
  urlFormatError: msg`Format error, must start at http:// or https://`,
  usernameUsed: msg`Username is already used`,
  accountEmpty: msg`Account cannot be empty`,
  emailFormatError: msg`Email Format error`,
  identifyExists: msg`Identify existence`,
  newPasswordMismatch: msg`Inconsistent with new password`,
  invalidPassword: msg`The input is not valid password`,
  notMainAccount: msg`this user is not a main customer account`,
  cannotBeRetrieved: msg`Cannot be retrieved after deletion`,
} satisfies Record<string, MessageDescriptor>;

/**
 * Server messages the specification says the portal translates (login, refresh). The key is the server's
 * exact text; in Chinese the server's own words are shown. Inferred: the specification gives these texts, not a
 * code per message, so the Chinese text is the key; a backend wording one differently (or in another language)
 * is not recognised and its text is shown as the server wrote it.
 */
const serverTranslations: Record<string, MessageDescriptor> = {
  用户不存在: msg`The user does not exist`,
  密码错误: msg`Wrong password`,
  用户未激活: msg`The user is not activated`,
  'Refresh failed': msg`Refresh failed`,
  刷新失败: msg`Refresh failed`,
  'url invalid': msg`url invalid`,
  URL无效: msg`url invalid`,
  'No refresh task': msg`No refresh task`,
  没有刷新任务: msg`No refresh task`,
  // A refused domain delete (x-inferred: the contract's refusal example; the specification shows the server's msg).
  域名不存在: msg`The domain does not exist`,
};

/**
 * Success messages the protected-IP and website-protection calls send in Chinese (their toasts show the server's
 * text, 002 §8). x-inferred: the specification does not list them; the keys are the contract's success examples,
 * matched exactly (trimmed). A backend wording one differently, or a message carrying data (the new website's
 * CNAME), is shown as the server wrote it.
 */
const serverSuccessTranslations: Record<string, MessageDescriptor> = {
  // With a context: the areas' catalogue, merged over this one, has 'Created' as a column (创建时间).
  创建成功: msg({ message: 'Created', context: 'a success message' }),
  '创建成功，等待确认': msg`Created, waiting for confirmation`,
  '修改成功，配置下发中': msg`Saved, the configuration is being applied`,
  '启用成功，配置下发中': msg`Enabled, the configuration is being applied`,
  '禁用成功，正在停用': msg`Disabling started`,
  删除成功: msg`Deleted`,
  '配置检查已提交，请稍后查看结果': msg`Configuration check submitted`,
  '配置检查通过，CNAME 已生效': msg`Configuration check passed: the CNAME is in effect`,
  '网站修改成功，配置下发中': msg`Website saved, the configuration is being applied`,
  网站启用成功: msg`Website enabled`,
  '网站禁用成功，正在停用': msg`Website disabling started`,
  策略创建成功: msg`Policy created`,
  策略修改成功: msg`Policy saved`,
  策略删除成功: msg`Policy deleted`,
  规则创建成功: msg`Rule created`,
  规则修改成功: msg`Rule saved`,
  规则删除成功: msg`Rule deleted`,
  优先级调整成功: msg`Rule order saved`,
};

/** The server's text in the user's language where the catalogue knows it, else as the server wrote it. */
export function translateServerMessage(i18n: I18n, text: string): string {
  const known = serverTranslations[text.trim()] ?? serverSuccessTranslations[text.trim()];
  return known ? i18n._(known) : text;
}

/** The text a user sees for a failed call. `fallback` replaces an empty business message. */
export function describeApiError(
  i18n: I18n,
  error: ApiError,
  fallback: MessageDescriptor = messages.unknownError,
): string {
  switch (error.kind) {
    case 'business':
    case 'sessionEnded':
      return error.serverMessage ? translateServerMessage(i18n, error.serverMessage) : i18n._(fallback);
    case 'unauthorized':
      return i18n._(messages.sessionTimeout);
    case 'timeout':
      return i18n._(messages.requestTimeout);
    case 'network':
      return i18n._(messages.serverError);
    case 'offline':
      return i18n._(messages.offline);
    case 'http':
      return error.serverMessage ?? `HTTP ${error.status}`;
    case 'invalidResponse': {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? '');
      return cause ? `${i18n._(messages.dataError)}: ${cause}` : i18n._(messages.dataError);
    }
  }
}

/** Any thrown value as text (an ApiError by the catalogue, anything else by its message). */
export function describeError(i18n: I18n, error: unknown, fallback?: MessageDescriptor): string {
  if (error && typeof error === 'object' && 'kind' in error && 'operationId' in error) {
    return describeApiError(i18n, error as ApiError, fallback);
  }
  return error instanceof Error ? `${i18n._(messages.dataError)}: ${error.message}` : i18n._(messages.unknownError);
}
