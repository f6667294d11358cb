// The details a user copies from an error to send to support: which call, when, the code and the message.
import { isApiError } from './api-error';

export function errorDetails(error: unknown, at: Date = new Date()): string {
  const lines = [`time: ${at.toISOString()}`];
  if (isApiError(error)) {
    lines.push(`operation: ${error.operationId}`, `kind: ${error.kind}`);
    if (error.status !== undefined) lines.push(`HTTP status: ${error.status}`);
    if (error.code !== undefined) lines.push(`code: ${JSON.stringify(error.code)}`);
    if (error.serverMessage) lines.push(`message: ${error.serverMessage}`);
  } else {
    lines.push(`message: ${error instanceof Error ? error.message : String(error)}`);
  }
  return lines.join('\n');
}
