// Holding topics from components: a changed set takes and lets go of only the difference, so a
// scrolling list touches the rows that came and went; unmounting lets go of everything.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeMqtt, tick } from './fake-mqtt.test-helper.ts';
import { createLiveClient } from './live-client.ts';
import * as checks from './message-checks.ts';
import { useLiveTopics } from './use-live-topics.ts';

describe('useLiveTopics', () => {
  it('subscribes and releases only the topics that changed', async () => {
    const mqtt = new FakeMqtt();
    const client = createLiveClient({ checks, connect: () => mqtt });
    client.start('ws://broker/mqtt');
    mqtt.emit('connect');
    const released: string[] = [];
    client.onRelease((topic) => released.push(topic));
    const holds: string[] = [];
    const subscribe = client.subscribe;
    client.subscribe = (topic, listener) => {
      holds.push(topic);
      return subscribe(topic, listener);
    };

    const { rerender, unmount } = renderHook(({ topics }) => useLiveTopics(topics, client), {
      initialProps: { topics: ['a', 'b', 'c'] },
    });
    await tick();
    expect(mqtt.held).toEqual(['a', 'b', 'c']);

    holds.length = 0;
    rerender({ topics: ['b', 'c', 'd'] });
    // The rows still shown are neither taken again nor let go of.
    expect(holds).toEqual(['d']);
    await tick();
    expect(mqtt.held).toEqual(['b', 'c', 'd']);
    expect(released).toEqual(['a']);
    expect(mqtt.subscribes.at(-1)).toEqual(['d']);

    unmount();
    await tick();
    expect(mqtt.held).toEqual([]);
    expect(client.topics()).toEqual([]);
  });
});
