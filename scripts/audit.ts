// Dependency audit (hardening): no high or critical advisory in what the shop runs in production
// (`npm audit --omit=dev`), unless the README explains it under "Known advisories" by its id.
// When the registry's audit service cannot be reached the check says so and does not fail the
// build: it proves nothing either way, and a network outage is not a vulnerability.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// AUDIT_REPORT_FILE: check a saved `npm audit --json` report instead (to try the rules offline).
const savedReport = process.env.AUDIT_REPORT_FILE;
const run = savedReport
  ? { stdout: fs.readFileSync(savedReport, 'utf8'), stderr: '' }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

interface Advisory {
  source?: number;
  url?: string;
  title?: string;
  severity?: string;
}
interface AuditReport {
  error?: { summary?: string };
  vulnerabilities?: Record<string, { severity: string; via: (Advisory | string)[] }>;
  metadata?: { vulnerabilities?: Record<string, number> };
}

let report: AuditReport;
try {
  report = JSON.parse(run.stdout || '{}') as AuditReport;
} catch {
  report = {};
}
if (!report.vulnerabilities) {
  const reason = report.error?.summary || run.stderr.split('\n').find((line) => line.includes('error')) || 'no answer';
  console.log(`[audit] the audit service could not be asked (${reason.trim()}); skipped`);
  process.exit(0);
}

const explained = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const serious = Object.entries(report.vulnerabilities).filter(([, finding]) => finding.severity === 'high' || finding.severity === 'critical');
const unexplained = serious.filter(([name, finding]) => {
  const ids = finding.via.flatMap((via) => (typeof via === 'string' ? [] : [via.url ?? '', String(via.source ?? '')])).filter(Boolean);
  return !ids.some((id) => explained.includes(id)) && !explained.includes(`\`${name}\` advisory`);
});
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `[audit] production dependencies: ${Object.entries(counts)
    .map(([level, count]) => `${count} ${level}`)
    .join(', ')}`,
);
for (const [name, finding] of unexplained)
  console.log(`[audit] ${finding.severity}: ${name} (${finding.via.map((via) => (typeof via === 'string' ? via : (via.title ?? via.url))).join('; ')})`);
if (unexplained.length > 0) {
  console.log('[audit] upgrade these, or explain each under "Known advisories" in the README');
  process.exit(1);
}
