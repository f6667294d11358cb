// Collects the page's Content-Security-Policy and Trusted Types violations (the browser reports both as
// `securitypolicyviolation`), from the first document on.
import type { Page } from '@playwright/test';

export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}
