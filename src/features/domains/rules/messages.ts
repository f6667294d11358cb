// The domain forms' messages (002 §5.2 and §8.2): one descriptor each, shown in the user's language.
import { msg } from '@lingui/core/macro';
import { messages } from '@/api/error-messages';

export const domainMessages = {
  formatError: messages.formatError,
  urlFormatError: messages.urlFormatError,
  nameRequired: msg`Please enter the domain name`,
  nameExists: msg`The domain is already accelerated`,
  typeNotAddable: msg`Only download, VOD and static domains can be added`,
  icpRequired: msg`Please enter the ICP number`,
  originRequired: msg`Add at least one origin`,
  primaryRequired: msg`At least one origin must be primary`,
  addressRequired: msg`Please enter the origin address`,
  originRepeated: msg`This origin is already listed`,
  originIsDomain: msg`The origin cannot be the accelerated domain`,
  portRequired: msg`Please enter the port`,
  portRange: msg`The port is a whole number from 1 to 65535`,
  weightRange: msg`The weight is a whole number from 1 to 100`,
  backhostRequired: msg`Please enter the back host`,
  backDirectoryRequired: msg`Please enter the back directory`,
  backDirectorySlashes: msg`The back directory must start and end with /`,
  testUrlRequired: msg`Please enter the test URL`,
  testUrlSlash: msg`The test URL must start with /`,
  pathRequired: msg`Please enter the path`,
  pathSlash: msg`The path must start with /`,
  tooManySuffixes: msg`A rule has at most 10 suffixes`,
  timeInteger: msg`The cache time is a whole number (0 means no cache)`,
  listRequired: msg`Enter at least one entry`,
  headerValueRequired: msg`Please enter the header value`,
  authKeyFormat: msg`The key is 6 to 32 letters or digits`,
  authSeconds: msg`The validity is a whole number of seconds from 1 to 31536000`,
};
