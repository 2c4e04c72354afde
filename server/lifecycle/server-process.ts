// Test support: runs the real server (server/main.ts) as a child process, the way a service manager does.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; afterMs: number }>;
}

const mainScript = path.resolve(import.meta.dirname, '../main.ts');

export function startServerProcess(
  env: Record<string, string>,
  script = mainScript,
): { child: ChildProcess; output: () => string; ready: Promise<ServerProcess> } {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  let signalledAt = 0;
  const originalKill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    signalledAt ||= Date.now();
    return originalKill(signal);
  };
  const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => {
    child.once('exit', (code) => resolve({ code, afterMs: Date.now() - signalledAt }));
  });
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    const onData = () => {
      const match = /shop ready at http:\/\/[^:]+:(\d+)/.exec(text);
      if (match) {
        child.stdout?.off('data', onData);
        resolve({ child, port: Number(match[1]), output: () => text, exited });
      }
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`server exited with ${code} before it was ready:\n${text}`)));
  });
  return { child, output: () => text, ready };
}
