import { describe, expect, it } from 'vitest';
import { parseFrame, readSse, type SseEvent } from './sse';

function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const p of parts) controller.enqueue(p);
      controller.close();
    },
  });
}

async function collect(parts: Uint8Array[]): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  for await (const e of readSse(streamOf(parts))) out.push(e);
  return out;
}

const wire =
  'event: start\ndata: {"conversationId":"c1"}\n\n' +
  'event: step\ndata: {"label":"Updating your profile"}\n\n' +
  'event: delta\ndata: {"text":"Got it — 💸 "}\n\n' +
  'event: delta\ndata: {"text":"line\\nbreak"}\n\n' +
  'event: done\ndata: {"conversationId":"c1","messageId":"m1","profileUpdated":true}\n\n';

describe('reading the chat stream', () => {
  it('yields every event in order, whole, however the bytes are split', async () => {
    const bytes = new TextEncoder().encode(wire);
    const whole = await collect([bytes]);
    expect(whole.map((e) => e.event)).toEqual(['start', 'step', 'delta', 'delta', 'done']);
    expect(whole[2]?.data).toEqual({ text: 'Got it — 💸 ' });
    expect(whole[3]?.data).toEqual({ text: 'line\nbreak' });
    // One byte at a time: frames and multi-byte characters cut anywhere.
    const single = await collect(Array.from(bytes, (b) => Uint8Array.of(b)));
    expect(single).toEqual(whole);
  });

  it('keeps a last frame that lacks the blank line, and skips frames without data', async () => {
    const events = await collect([new TextEncoder().encode(': comment\n\nevent: error\ndata: {"message":"x"}')]);
    expect(events).toEqual([{ event: 'error', data: { message: 'x' } }]);
    expect(parseFrame('event: ping')).toBeNull();
  });
});
