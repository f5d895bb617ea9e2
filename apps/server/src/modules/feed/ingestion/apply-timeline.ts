// timeline_event: a new entry of a match's timeline is marked for the write-behind and published on
// the match's centre topic; one sent again (a recovery's replay) is a duplicate.
import type { TimelineEvent } from '../messages.ts';
import type { ApplyContext, ApplyResult } from './apply-context.ts';

export function applyTimelineEvent(ctx: ApplyContext, message: TimelineEvent): ApplyResult {
  const fixture = ctx.cache.fixture(message.event_id);
  if (!fixture) return ctx.finished.has(message.event_id) ? 'stale' : 'unknown_fixture';
  if (!ctx.timelines.accept(fixture.id, message.event.id)) return 'duplicate';
  ctx.writes.timeline({ fixtureId: fixture.id, entry: message.event });
  ctx.publisher.timelineEntry(fixture, message.event, message.timestamp);
  return 'applied';
}
