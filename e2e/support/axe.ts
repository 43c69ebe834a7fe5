import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the site answers to: WCAG 2.0 A and AA, and WCAG 2.1 AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One violation per paragraph: the rule, its impact, and each offending element with why. */
export function describeViolations(screen: string, violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
          return `    - ${node.target.map(String).join(' > ')}${why ? `\n      ${why}` : ''}`;
        })
        .join('\n');
      const more =
        violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${screen}] ${violation.impact ?? '?'} ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Runs axe on the page as it stands and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = describeViolations(screen, blocking);
  if (report !== '') console.log(report);
  expect
    .soft(
      blocking.map((violation) => violation.id),
      report,
    )
    .toEqual([]);
}
