// The remark of a website holds at most 100 characters (002 §5.6, §9). Characters are counted as the user
// sees them (code points), so 100 Chinese characters or emoji fit just as 100 Latin letters do.
import { msg } from '@lingui/core/macro';

export const REMARK_MAX = 100;

export const remarkLength = (remark: string) => [...remark].length;

export const remarkMessages = { tooLong: msg`The remark can be at most 100 characters` };

/** The remark's problem, if any. */
export const checkRemark = (remark: string) => (remarkLength(remark) > REMARK_MAX ? remarkMessages.tooLong : undefined);
