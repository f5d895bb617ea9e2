// A feed log that keeps what it is told, for tests that check what an operator would read.
import type { FeedLog } from '../ingestion/log.ts';

export interface LogEntry {
  level: keyof FeedLog;
  obj: Record<string, unknown>;
  msg: string;
}

export interface CapturingLog extends FeedLog {
  readonly entries: LogEntry[];
  /** The entries of that level whose message contains `text`. */
  said(level: keyof FeedLog, text: string): LogEntry[];
}

export function capturingLog(): CapturingLog {
  const entries: LogEntry[] = [];
  const at = (level: keyof FeedLog) => (obj: object, msg: string) => {
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  };
  return {
    entries,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    said: (level, text) => entries.filter((e) => e.level === level && e.msg.includes(text)),
  };
}
