// The named failure examples of an operation: those whose code is not a success by its rule.
import { isSuccessCode, jsonResponse } from '../lib/operations.mjs';

export const failureExamples = (op) =>
  Object.entries(jsonResponse(op)?.examples ?? {})
    .filter(([, example]) => !isSuccessCode(op, example.value?.code))
    .map(([name]) => name);
