import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { heading, poll } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  id: string;
  impact: string;
  targets: string[];
}

/**
 * A tooltip half-way through its fade has a blended colour axe reads as low contrast, and a
 * hovered control's tooltip opens after a delay (MUI: 100 ms): wait until two looks 120 ms apart
 * find no finite animation running. Spinners loop for ever and are not waited for.
 */
const transitionsDone = (page: Page) =>
  page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    for (let calm = 0; calm < 2;) {
      const now = running();
      await Promise.allSettled(now.map((a) => a.finished));
      await new Promise((resolve) => setTimeout(resolve, 120));
      calm = now.length === 0 ? calm + 1 : 0;
    }
  });

interface AxeRule {
  id: string;
  enabled?: boolean;
  tags: string[];
  /** Null where the rule leaves each finding the impact of its checks. */
  impact: string | null;
}

/**
 * axe-core's serious and critical findings on the page as it stands: every rule it has on, plus
 * the name/label one. A rule that declares its impact gives each of its findings that impact
 * (axe-core's finalizeRuleResult), so a rule declared minor or moderate can find nothing
 * serious: those are not run, which is 40% of axe's time on a screen, the same findings.
 */
export const seriousFindings = async (page: Page): Promise<Finding[]> => {
  await transitionsDone(page);
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<unknown>; _audit: { rules: AxeRule[] } };
      }
    ).axe;
    const rules = axe._audit.rules
      .filter(
        (rule) =>
          rule.id === 'label-content-name-mismatch' ||
          (rule.enabled !== false &&
            !rule.tags.includes('experimental') &&
            (!rule.impact || rule.impact === 'serious' || rule.impact === 'critical')),
      )
      .map((rule) => rule.id);
    const result = (await axe.run(document, { runOnly: { type: 'rule', values: rules } })) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
};

/** Waits until the screen is drawn: a heading, and nothing loading any more. */
export const settled = async (page: Page) => {
  await poll(() => heading(page).textContent()).not.toBe('');
  await poll(() => page.getByRole('progressbar').count()).toBe(0);
};
