import { api } from '@/lib/api/client';
import type { SendMessageInput } from './send-message';
import { readSse } from './sse';

export interface StreamHandlers {
  onStart: (conversationId: string) => void;
  onStep: (label: string) => void;
  onDelta: (text: string) => void;
}

/** How a streamed turn ended: `done` (the reply is stored) or `error` (the message is kept). */
export type StreamEnd =
  | { kind: 'done'; conversationId: string; messageId: string; profileUpdated: boolean; goalsUpdated: boolean }
  | { kind: 'error'; conversationId: string; message: string };

/**
 * `POST /api/chat` asking for the stream. Bad input and a lost session throw like any call (the
 * usual JSON error comes before any event); otherwise the events are handed on as they arrive.
 */
export async function streamMessage(input: SendMessageInput, on: StreamHandlers): Promise<StreamEnd> {
  const { response } = await api.POST('/api/chat', {
    body: input,
    headers: { Accept: 'text/event-stream' },
    parseAs: 'stream',
  });
  if (!response.body) throw new Error(`${response.status}: empty stream`);
  let conversationId = input.conversationId ?? '';
  for await (const { event, data } of readSse(response.body)) {
    const d = data as Record<string, unknown>;
    switch (event) {
      case 'start':
        conversationId = String(d.conversationId);
        on.onStart(conversationId);
        break;
      case 'step':
        on.onStep(String(d.label));
        break;
      case 'delta':
        on.onDelta(String(d.text));
        break;
      case 'done':
        return {
          kind: 'done',
          conversationId: String(d.conversationId),
          messageId: String(d.messageId),
          profileUpdated: d.profileUpdated === true,
          goalsUpdated: d.goalsUpdated === true,
        };
      case 'error':
        return { kind: 'error', conversationId: String(d.conversationId), message: String(d.message) };
      default:
        break;
    }
  }
  // The connection ended without a last event: the message itself was stored after `start`.
  return { kind: 'error', conversationId, message: 'The connection was lost' };
}
