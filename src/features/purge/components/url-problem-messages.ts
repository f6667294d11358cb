// The reasons of rules/url-list.ts in the user's language; the scheme reason is the catalogue's own text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messages } from '@/api/error-messages';
import type { UrlProblem } from '../rules/url-list';

export const urlProblemMessages: Record<UrlProblem, MessageDescriptor> = {
  scheme: messages.urlFormatError,
  host: msg`No valid domain after http:// or https://`,
  space: msg`A URL cannot contain spaces`,
  dirSlash: msg`A directory must end with /`,
};
